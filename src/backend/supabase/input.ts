// The admin form's input, checked before it reaches PostgREST: the table's constraints catch an
// empty title, but only the shared check knows that a YouTube or Vimeo address must name a video.

import type { VideoInput } from '../../lib/video.ts';
import { checkVideoInput } from '../../lib/video-input.ts';
import { BackendError } from '../port.ts';

export function parseVideoInput(input: unknown): VideoInput {
  const checked = checkVideoInput(input);
  if (checked.ok) return checked.value;
  throw new BackendError('validation', 400, 'invalid video', checked.fields);
}
