// The settings page's French texts for the field codes of the settings schema and for a refused
// CV or photo (the server's 415 and 413, the same codes from the Supabase adapter).
import { isCodedError } from './errors.ts';
import { fr } from './i18n/fr.ts';
import type { SettingsFileKind } from './site-settings.ts';

const FIELD_TEXTS: Record<string, string> = {
  name_required: fr.settings.nameRequired,
  too_long: fr.settings.tooLong,
  email_invalid: fr.settings.emailInvalid,
  phone_invalid: fr.settings.phoneInvalid,
  url_invalid: fr.settings.urlInvalid,
  reference_too_long: fr.frames.referenceTooLong,
  references_too_many: fr.frames.referencesTooMany,
  accent_invalid: fr.look.accentInvalid,
  accent_text_contrast: fr.look.accentTextContrast,
  accent_control_contrast: fr.look.accentControlContrast,
  showreel_invalid: fr.showreel.invalid,
  showreel_start_invalid: fr.showreel.startInvalid,
};

/** Field name -> French text, for the codes the form or the server gave. */
export function fieldTexts(fields: Record<string, string> | undefined): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [field, code] of Object.entries(fields ?? {})) {
    texts[field] = FIELD_TEXTS[code] ?? fr.settings.invalid;
  }
  return texts;
}

/** Why a CV or photo was refused, in French; null when the error is not about the file. */
export function fileErrorText(kind: SettingsFileKind, error: unknown): string | null {
  if (!isCodedError(error)) return null;
  if (error.code === 'unsupported_media_type')
    return kind === 'cv' ? fr.settings.cvNotPdf : fr.settings.photoWrongType;
  if (error.code === 'payload_too_large')
    return kind === 'cv' ? fr.settings.cvTooLarge : fr.settings.photoTooLarge;
  return null;
}
