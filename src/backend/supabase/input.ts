// The admin form's input, checked before it reaches PostgREST: the table's constraints catch an
// empty title, but only this knows that a YouTube or Vimeo address must name a video (the local
// server's rule in server/routes/video-rules.ts, with the same field codes).
import { type VideoInput, videoInputSchema } from '../../lib/video.ts';
import { parseVimeoId, parseYouTubeId } from '../../lib/video-url.ts';
import { BackendError } from '../port.ts';

export function parseVideoInput(input: unknown): VideoInput {
  const parsed = videoInputSchema.safeParse(input);
  const fields: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '')] = issue.message;
  } else if (parsed.data.video_type === 'youtube' && !parseYouTubeId(parsed.data.url)) {
    fields.url = 'youtube_invalid';
  } else if (parsed.data.video_type === 'vimeo' && !parseVimeoId(parsed.data.url)) {
    fields.url = 'vimeo_invalid';
  }
  if (parsed.success && Object.keys(fields).length === 0) return parsed.data;
  throw new BackendError('validation', 400, 'invalid video', fields);
}
