import type { SettingsField } from './site-settings.ts';

/**
 * The legal notice's fields French law asks of a professional's site (LCEN, article 6: who
 * publishes it, where, their SIRET, the director of publication, the host and its address). The
 * public page leaves out an empty one; the admin names each, so no placeholder ever goes live.
 */
export const LEGAL_REQUIRED_FIELDS = [
  'legal_publisher',
  'legal_address',
  'legal_siret',
  'legal_director',
  'legal_host',
  'legal_host_address',
] as const satisfies readonly SettingsField[];

export type LegalField = (typeof LEGAL_REQUIRED_FIELDS)[number];

/** The required fields still empty, in the form's order. */
export function missingLegalFields(values: Readonly<Record<LegalField, string>>): LegalField[] {
  return LEGAL_REQUIRED_FIELDS.filter((field) => values[field].trim() === '');
}
