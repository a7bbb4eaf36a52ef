import type {
  ContactInput,
  ContactMessage,
  MessagePage,
  SessionInfo,
  SiteStatus,
} from '../lib/api.ts';
import type { ErrorCode } from '../lib/error-codes.ts';
import type { SlugRedirect } from '../lib/film-page.ts';
import type { LinkInput, PrivateLink } from '../lib/private-link.ts';
import type { SettingsFileKind, SiteSettings, SiteSettingsInput } from '../lib/site-settings.ts';
import type { DailyCount } from '../lib/statistics/counts.ts';
import type { Layout, Video, VideoInput } from '../lib/video.ts';
import type { PreviewState } from '../lib/video-preview.ts';

/** Read side: what the public page needs, at build time and in the browser. */
export interface ContentSource {
  listVideos(): Promise<Video[]>;
  /** Old film addresses and the current ones (build time: the redirect pages). */
  listSlugRedirects?(): Promise<SlugRedirect[]>;
}

/** The site settings (identity, texts, CV, photo): read by the build and the admin form. */
export interface SettingsSource {
  getSettings(): Promise<SiteSettings>;
}

export interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface PreviewStatus {
  state: PreviewState;
  progress: number | null;
  /** Whether the backend makes copies itself (the local server with ffmpeg): no browser copy then. */
  server_makes?: boolean;
}

/** Write side: everything the admin app does, one adapter per backend (local, supabase). */
export interface AdminBackend extends ContentSource, SettingsSource {
  /** Signed in: every video, hidden ones included (the public ContentSource leaves them out). */
  listVideos(): Promise<Video[]>;
  getSession(): Promise<SessionInfo>;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Needs the current password; every other session of the account ends. A wrong current
   * password fails with 'validation' and fields.current_password 'current_password_incorrect'.
   */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Called when the auth service reports a sign-in (SIGNED_IN leads to the dashboard). */
  onSignedIn(callback: () => void): () => void;
  createVideo(input: VideoInput): Promise<Video>;
  updateVideo(id: string, input: VideoInput): Promise<Video>;
  deleteVideo(id: string): Promise<void>;
  reorderVideos(ids: string[]): Promise<void>;
  setLayout(id: string, layout: Layout): Promise<Video>;
  setKeepSmallFormat(id: string, keepSmallFormat: boolean): Promise<Video>;
  /** A hidden video leaves the public site and keeps its place in the order. */
  setVisible(id: string, visible: boolean): Promise<Video>;
  /**
   * Créer l'aperçu: asks for an uploaded film's preview copy (docs/video-previews.md). Absent
   * where no server makes copies (Supabase mode).
   */
  requestPreview?(id: string): Promise<void>;
  /** Where the copy stands and, while it is made, the share done (0 to 1). */
  previewStatus?(id: string): Promise<PreviewStatus>;
  /**
   * Stores a preview copy this browser made (src/components/admin/browser-preview.ts), checked
   * by the backend (the local server's ffprobe, the Supabase bucket's limits). The local server
   * takes its poster frame from the copy itself; Supabase stores the one given.
   */
  sendPreview?(id: string, copy: Blob, poster?: Blob | null): Promise<void>;
  /** Resumable upload of a video file; resolves with its public address. */
  uploadVideo(file: File, options?: UploadOptions): Promise<{ url: string }>;
  uploadThumbnail(image: Blob): Promise<{ url: string }>;
  /** Writes every text setting at once (one transaction); fails with validation and fields. */
  saveSettings(input: SiteSettingsInput): Promise<SiteSettings>;
  /** Stores a new CV (PDF) or photo; the old one stays until the new one is stored. */
  uploadSettingsFile(kind: SettingsFileKind, file: File): Promise<SiteSettings>;
  deleteSettingsFile(kind: SettingsFileKind): Promise<SiteSettings>;
  /** Whether the public site shows the last change yet. */
  siteStatus(): Promise<SiteStatus>;
  /** Newest first; one page of them when asked (the local server pages anyway). */
  listMessages(page?: MessagePage): Promise<ContactMessage[]>;
  deleteMessage(id: string): Promise<void>;
  /** Private screening links, newest first, each with its token (the address can be copied). */
  listLinks(): Promise<PrivateLink[]>;
  /** A new link at a new random address; its films may include hidden videos. */
  createLink(input: LinkInput): Promise<PrivateLink>;
  /** Everything but the address; password undefined keeps it, null removes it. */
  updateLink(id: string, input: LinkInput): Promise<PrivateLink>;
  setLinkDisabled(id: string, disabled: boolean): Promise<PrivateLink>;
  deleteLink(id: string): Promise<void>;
  /** The audience counts of the days from..to (YYYY-MM-DD, both included), one row per day and item. */
  statisticsCounts(from: string, to: string): Promise<DailyCount[]>;
}

/** What a private link's visitor is shown, after one call with the token (and a password). */
export type LinkOpening =
  | {
      kind: 'films';
      ownerName: string;
      ownerTitle: string;
      message: string | null;
      /** In the link's order; hidden films' files at short-lived signed addresses. */
      videos: Video[];
      /** Proof of the right password for this link, kept for the browser session; null without one. */
      access: string | null;
    }
  | { kind: 'password' | 'wrong' | 'throttled' | 'unavailable' };

export interface LinkVisitRequest {
  token: string;
  password?: string | null;
  access?: string | null;
  /** True once per browser session: the visit is counted. */
  count: boolean;
}

/** The visitor's side of a private link where no server fills the page (Supabase mode). */
export interface LinkVisitor {
  open(request: LinkVisitRequest): Promise<LinkOpening>;
}

/** Public write: the contact form. */
export interface ContactSink {
  sendContactMessage(input: ContactInput): Promise<void>;
}

/**
 * The first administrator, made in the browser with the one-time token the local server printed.
 * check() resolves while no administrator exists and fails with not_found once one does.
 */
export interface FirstAccountSetup {
  check(): Promise<unknown>;
  create(input: { token: string; email: string; password: string }): Promise<void>;
}

/** Every adapter fails with this, so the interface maps one code to one French text. */
export class BackendError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, status: number, detail?: string, fields?: Record<string, string>) {
    super(detail ?? code);
    this.name = 'BackendError';
    this.code = code;
    this.status = status;
    this.detail = detail;
    this.fields = fields;
  }
}
