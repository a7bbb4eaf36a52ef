import type { DiskState, SiteStatus } from '../../lib/api.ts';
import type { SettingsFileKind, SiteSettings, SiteSettingsInput } from '../../lib/site-settings.ts';

/** The site settings (identity, texts, CV, photo): read by the build and the admin form. */
export interface SettingsSource {
  getSettings(): Promise<SiteSettings>;
}

/** The site as a whole: its settings and files, and whether the public pages are current. */
export interface SettingsPort extends SettingsSource {
  /** Writes every text setting at once (one transaction); fails with validation and fields. */
  saveSettings(input: SiteSettingsInput): Promise<SiteSettings>;
  /** Stores a new CV (PDF) or photo; the old one stays until the new one is stored. */
  uploadSettingsFile(kind: SettingsFileKind, file: File): Promise<SiteSettings>;
  deleteSettingsFile(kind: SettingsFileKind): Promise<SiteSettings>;
  /** Whether the public site shows the last change yet. */
  siteStatus(): Promise<SiteStatus>;
  /**
   * How full the server's disk is, for the dashboard's warning; 'ok' where the owner keeps no
   * disk of their own (Supabase).
   */
  serverDisk(): Promise<DiskState>;
  /**
   * Whether the site still holds the demo content a fresh local data folder starts with (always
   * false where no demo is seeded: Supabase). Admin only.
   */
  demoContent(): Promise<boolean>;
  /** Removes the demo's films, files and settings; keeps the account and the owner's own. */
  clearDemoContent(): Promise<void>;
}
