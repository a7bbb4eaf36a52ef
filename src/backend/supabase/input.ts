// The admin form's input, checked before it reaches PostgREST: the table's constraints catch an
// empty title, but only this knows that a YouTube or Vimeo address must name a video (the rule
// the local server applies too: unplayableAddress in src/lib/video-url.ts).
import { type VideoInput, videoInputSchema } from '../../lib/video.ts';
import { unplayableAddress } from '../../lib/video-url.ts';
import { BackendError } from '../port.ts';

export function parseVideoInput(input: unknown): VideoInput {
  const parsed = videoInputSchema.safeParse(input);
  const fields: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '')] = issue.message;
  } else {
    const unplayable = unplayableAddress(parsed.data.video_type, parsed.data.url);
    if (unplayable) fields.url = unplayable;
  }
  if (parsed.success && Object.keys(fields).length === 0) return parsed.data;
  throw new BackendError('validation', 400, 'invalid video', fields);
}
