// The film's credits (Fiche technique): every field optional, limits shared by the form, the
// local server and the Supabase schema (supabase/migrations/20261123140400_video_credits.sql).
// No zod here: the film pages' script reads this file (the schema is in video.ts).

export const CREDIT_TEXT_FIELDS = [
  'category',
  'role',
  'director',
  'production',
  'client',
  'camera',
  'lenses',
  'format',
  'awards',
] as const;

export type CreditTextField = (typeof CREDIT_TEXT_FIELDS)[number];

/** The order the form and the film page show them in. */
export const CREDIT_FIELDS = [
  'category',
  'year',
  'role',
  'director',
  'production',
  'client',
  'camera',
  'lenses',
  'format',
  'awards',
] as const;

export type CreditField = (typeof CREDIT_FIELDS)[number];

export const CREDIT_MAX: Record<CreditTextField, number> = {
  category: 60,
  role: 120,
  director: 200,
  production: 200,
  client: 200,
  camera: 200,
  lenses: 200,
  format: 40,
  awards: 2000,
};

export const YEAR_MIN = 1900;
/** Next year: a film in post-production may carry its release year. */
export const yearMax = (now: Date = new Date()): number => now.getUTCFullYear() + 1;

export type Credits = { [K in CreditTextField]: string | null } & { year: number | null };

/** Credits as a writer may send them: any field absent, undefined or null. */
export type CreditsInput = { [K in keyof Credits]?: Credits[K] | undefined };

export const NO_CREDITS: Credits = {
  category: null,
  year: null,
  role: null,
  director: null,
  production: null,
  client: null,
  camera: null,
  lenses: null,
  format: null,
  awards: null,
};

/** Credits as stored: blank text is no value. */
export function creditsOf(input: CreditsInput): Credits {
  const out: Credits = { ...NO_CREDITS };
  for (const field of CREDIT_TEXT_FIELDS) {
    const value = input[field];
    out[field] = typeof value === 'string' && value.trim() ? value.trim() : null;
  }
  out.year = typeof input.year === 'number' ? input.year : null;
  return out;
}

/** The festivals and awards, one per line, blank lines dropped. */
export function awardLines(awards: string | null): string[] {
  return (awards ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
