// The port the admin app and the pages talk to, one interface per feature in ports/ (session,
// videos, previews, settings, messages, links, statistics). Each adapter implements each feature
// in the file of the same name (local/, supabase/, the test fakes), and the contract checks each
// in contract/ (docs/backend-ports.md). Pages and components import the ports from here.

import type { ErrorCode } from '../lib/error-codes.ts';
import type { LinksPort } from './ports/links.ts';
import type { MessagesPort } from './ports/messages.ts';
import type { PreviewsPort } from './ports/previews.ts';
import type { SessionPort } from './ports/session.ts';
import type { SettingsPort } from './ports/settings.ts';
import type { StatisticsPort } from './ports/statistics.ts';
import type { SubtitlesPort } from './ports/subtitles.ts';
import type { VideosPort } from './ports/videos.ts';

export type {
  LinkOpening,
  LinksPort,
  LinkVisitor,
  LinkVisitRequest,
} from './ports/links.ts';
export type { ContactSink, MessagesPort } from './ports/messages.ts';
export type { PreviewStatus, PreviewsPort } from './ports/previews.ts';
export type { FirstAccountSetup, SessionPort } from './ports/session.ts';
export type { SettingsPort, SettingsSource } from './ports/settings.ts';
export type { StatisticsPort } from './ports/statistics.ts';
export type { SubtitlesPort, SubtitleUpload } from './ports/subtitles.ts';
export type { ContentSource, UploadOptions, VideosPort } from './ports/videos.ts';

/** Everything the admin app does: every feature's port, one adapter per backend. */
export type AdminBackend = SessionPort &
  VideosPort &
  PreviewsPort &
  SettingsPort &
  MessagesPort &
  LinksPort &
  StatisticsPort &
  SubtitlesPort;

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
