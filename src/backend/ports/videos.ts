import type { SlugRedirect } from '../../lib/film-page.ts';
import type { Layout, Video, VideoInput } from '../../lib/video.ts';

/** Read side: what the public page needs, at build time and in the browser. */
export interface ContentSource {
  listVideos(): Promise<Video[]>;
  /** Old film addresses and the current ones (build time: the redirect pages). */
  listSlugRedirects?(): Promise<SlugRedirect[]>;
}

export interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The films of the dashboard: rows, order, layout, visibility, and their uploaded files. */
export interface VideosPort extends ContentSource {
  /** Signed in: every video, hidden ones included (the public ContentSource leaves them out). */
  listVideos(): Promise<Video[]>;
  createVideo(input: VideoInput): Promise<Video>;
  updateVideo(id: string, input: VideoInput): Promise<Video>;
  deleteVideo(id: string): Promise<void>;
  reorderVideos(ids: string[]): Promise<void>;
  setLayout(id: string, layout: Layout): Promise<Video>;
  setKeepSmallFormat(id: string, keepSmallFormat: boolean): Promise<Video>;
  /** A hidden video leaves the public site and keeps its place in the order. */
  setVisible(id: string, visible: boolean): Promise<Video>;
  /** Resumable upload of a video file; resolves with its public address. */
  uploadVideo(file: File, options?: UploadOptions): Promise<{ url: string }>;
  uploadThumbnail(image: Blob): Promise<{ url: string }>;
}
