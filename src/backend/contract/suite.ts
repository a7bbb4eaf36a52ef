// The behaviour every AdminBackend adapter owes the admin app, written against the port only,
// one file per feature (session, videos, messages, settings, links, statistics).
// local/contract.test.ts runs it on the local server, tests/supabase/contract.test.ts on the
// Supabase adapter against the stand-in (both in npm test), and `npm run test:contract:supabase`
// against a live Supabase project before a release (docs/supabase.md).
// uploadVideo is not part of it: tus-js-client's Node build reads only Buffers and streams (not a
// File) and the local adapter's tus requests carry the browser's cookie, so it runs in Chromium
// only (tests/e2e/admin.test.ts, admin-upload-resume.test.ts).
import { describeEnglishContract } from './english.ts';
import { describeLinksContract } from './links.ts';
import { describeMessagesContract } from './messages.ts';
import { describePressAndReferencesContract } from './press-and-references.ts';
import { describePreviewsContract } from './previews.ts';
import { describeAccountContract, describeSessionContract } from './session.ts';
import { describeSettingsContract } from './settings.ts';
import { describeStatisticsContract } from './statistics.ts';
import { describeSubtitlesContract } from './subtitles.ts';
import type { ContractSetup } from './support.ts';
import { describeCreditsContract, describeVideosContract } from './videos.ts';

export type { ContractSetup, ContractSubject } from './support.ts';

export function describeBackendContract(name: string, setup: ContractSetup): void {
  describeSessionContract(name, setup);
  describeVideosContract(name, setup);
  describeMessagesContract(name, setup);
  describeSettingsContract(name, setup);
  describeAccountContract(name, setup);
  describeCreditsContract(name, setup);
  describeLinksContract(name, setup);
  describeStatisticsContract(name, setup);
  describePreviewsContract(name, setup);
  describePressAndReferencesContract(name, setup);
  describeEnglishContract(name, setup);
  describeSubtitlesContract(name, setup);
}
