// What the adapter contract's two halves share: the subject each test gets, fixtures, helpers.
import { afterEach, beforeEach, expect } from 'vitest';
import type { VideoInput } from '../../lib/video.ts';
import { type AdminBackend, BackendError, type ContactSink, type ContentSource } from '../port.ts';

export interface ContractSubject {
  /** Signed out at first; signs in with `credentials` as the administrator. */
  backend: AdminBackend;
  /** Another client of the same backend that never signs in. */
  signedOut: AdminBackend;
  /** The public contact form's way in, to have messages to list. */
  contact: ContactSink;
  /** What the public page reads (no session): hidden videos must not reach it. */
  publicContent: ContentSource;
  /** A further client of the same backend, like another browser (e.g. for a second session). */
  another(): AdminBackend;
  credentials: { email: string; password: string };
  /** The bytes a stored file's public address serves (a visitor's download of the CV). */
  readFile(url: string): Promise<Uint8Array>;
  /**
   * Stored films for the preview copy cases (contract/previews.ts), where the subject can store
   * one as an upload would; those cases are skipped without it.
   */
  films?: ContractFilms;
  /** Leaves the backend as setup found it: no videos, no messages, empty settings. */
  teardown(): Promise<void>;
}

export type ContractSetup = () => Promise<ContractSubject>;

export interface ContractFilms {
  /** Stores a generated tiny MP4 as the resumable upload would; resolves with its address. */
  upload(): Promise<string>;
  /** A preview copy every backend accepts (H.264 in MP4, silent, small). */
  copy(): Blob;
  poster(): Blob;
  /** The status a visitor (no session) gets for this address. */
  status(url: string): Promise<number>;
}

/** The error a call failed with; fails the test when it resolved or threw something else. */
export async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

export const youtube: VideoInput = {
  title: 'Bande démo',
  description: 'Trois minutes',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  video_type: 'youtube',
  thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
};

export const vimeo: VideoInput = {
  title: 'Clip',
  description: null,
  url: 'https://vimeo.com/76979871',
  video_type: 'vimeo',
  thumbnail_url: null,
};

/** One subject per test, so no test sees another's rows or session. */
export function useSubject(setup: ContractSetup): () => ContractSubject {
  let subject: ContractSubject | undefined;
  beforeEach(async () => {
    subject = await setup();
  });
  afterEach(async () => {
    await subject?.teardown();
    subject = undefined;
  });
  return () => {
    if (!subject) throw new Error('contract subject used outside a test');
    return subject;
  };
}
