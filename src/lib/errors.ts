// Turns a backend failure into the French text shown for each situation (docs/product-rules.md,
// error texts). Pure: the server answers codes, never French. The video form and the dashboard's
// actions read their texts here; the settings form's field and file codes are in
// src/lib/settings-errors.ts, and the account, setup and contact forms map their few own codes
// where they are (components/admin/account/, components/admin/setup/, components/site/).
import { STORAGE_DETAILS, type StorageDetail } from './api.ts';
import { isCodedError, isSessionExpired } from './coded-error.ts';
import { yearMax } from './credits.ts';
import { fr } from './i18n/fr.ts';

export type ErrorSituation = 'save' | 'delete' | 'layout' | 'order' | 'settings' | 'messages';

// The public contact form needs only the test, not the French catalogue this module carries.
export { isCodedError, isSessionExpired } from './coded-error.ts';

// The server's validation field codes (src/lib/api.ts) that have a text of their own.
const FIELD_MESSAGES: Record<string, string> = {
  title_required: fr.form.titleRequired,
  youtube_invalid: fr.form.youtubeUrlInvalid,
  vimeo_invalid: fr.form.vimeoUrlInvalid,
  slug_taken: fr.form.slugTaken,
  slug_invalid: fr.form.slugInvalid,
  too_long: fr.form.creditTooLong,
  press_quote_required: fr.frames.pressQuoteRequired,
  press_source_required: fr.frames.pressSourceRequired,
  press_url_invalid: fr.frames.pressUrlInvalid,
  press_too_long: fr.frames.pressTooLong,
  press_too_many: fr.frames.pressTooMany,
  press_invalid: fr.frames.pressInvalid,
};

function fieldMessage(
  fields: Record<string, string> | undefined,
  videoType?: string,
): string | null {
  if (!fields) return null;
  for (const key of Object.values(fields)) {
    if (key === 'url_required') {
      if (videoType === 'vimeo') return fr.form.vimeoUrlRequired;
      if (videoType === 'youtube') return fr.form.youtubeUrlRequired;
      return fr.form.fileRequired;
    }
    if (key === 'year_invalid') return fr.form.yearInvalid(yearMax());
    const known = FIELD_MESSAGES[key];
    if (known) return known;
  }
  return null;
}

function isStorageDetail(detail: string): detail is StorageDetail {
  return (STORAGE_DETAILS as readonly string[]).includes(detail);
}

function storageText(detail: string): string {
  return isStorageDetail(detail) ? fr.toasts.storageDetails[detail] : detail;
}

function saveMessage(error: unknown, videoType?: string): string {
  if (!isCodedError(error)) return fr.toasts.saveDefault;
  switch (error.code) {
    case 'unauthorized':
      return fr.toasts.sessionExpired;
    case 'payload_too_large':
      return fr.form.uploadTooLarge;
    case 'unsupported_media_type':
      return fr.form.fileWrongType;
    case 'validation':
      return fieldMessage(error.fields, videoType) ?? fr.toasts.saveDefault;
    case 'internal':
      // No room for the film or the row: the one text the owner acts on (issue 34, point 4).
      if (error.detail === 'disk_full') return fr.diskSpace.full;
      // A server-side storage failure with its detail is the "database error on save" text
      // (docs/product-rules.md): the local server names it by a code, Supabase by PostgREST's own
      // message.
      return error.detail ? fr.toasts.saveDb(storageText(error.detail)) : fr.toasts.saveDefault;
    default:
      return fr.toasts.saveDefault;
  }
}

const FIXED: Record<Exclude<ErrorSituation, 'save'>, string> = {
  delete: fr.toasts.deleteError,
  layout: fr.toasts.layoutError,
  order: fr.toasts.orderError,
  settings: fr.toasts.settingsError,
  messages: fr.toasts.deleteError,
};

/** The message of a destructive toast (title fr.toasts.errorTitle) for a failed action. */
export function errorMessage(
  situation: ErrorSituation,
  error: unknown,
  videoType?: string,
): string {
  if (situation === 'save') return saveMessage(error, videoType);
  if (isSessionExpired(error)) return fr.toasts.sessionExpired;
  return FIXED[situation];
}

export interface ToastText {
  title: string;
  message: string;
}

/** Sign-in failures: wrong credentials, throttled, a full disk, anything else. */
export function loginErrorText(error: unknown): ToastText {
  if (isCodedError(error)) {
    if (error.code === 'invalid_credentials' || error.code === 'unauthorized') {
      return { title: fr.login.wrongTitle, message: fr.login.wrongMessage };
    }
    if (error.code === 'too_many_requests') {
      return { title: fr.login.errorTitle, message: fr.login.throttled };
    }
    // The session could not be stored: say why rather than "an error occurred".
    if (error.code === 'internal' && error.detail === 'disk_full') {
      return { title: fr.login.errorTitle, message: fr.diskSpace.full };
    }
  }
  return { title: fr.login.errorTitle, message: fr.login.errorMessage };
}

/** The raw error for the form's debug area: code, status and detail, never a stack. */
export function debugText(error: unknown): string {
  if (isCodedError(error)) {
    const parts = [`code: ${error.code}`, `status: ${error.status}`];
    if (error.detail) parts.push(`detail: ${error.detail}`);
    if (error.fields) parts.push(`fields: ${JSON.stringify(error.fields)}`);
    return parts.join('\n');
  }
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * The line under the admin app's 'Unexpected Application Error!' heading: like a router's default
 * error screen, the status when the failure has one, the message otherwise.
 */
export function unexpectedErrorText(error: unknown): string {
  if (isCodedError(error) && error.status > 0) {
    return `${error.status} ${error.detail ?? error.code}`;
  }
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
