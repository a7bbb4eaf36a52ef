import { fieldErrors } from './field-errors.ts';
import { type VideoInput, videoInputSchema } from './video.ts';
import { unplayableAddress } from './video-url.ts';

export type VideoInputCheck =
  | { ok: true; value: VideoInput }
  | { ok: false; fields: Record<string, string> };

/**
 * The admin form's input as an adapter checks it before writing: the schema, then the
 * playable-address rule the local server applies too. Failures are the API's field codes.
 */
export function checkVideoInput(input: unknown): VideoInputCheck {
  const parsed = videoInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
  const unplayable = unplayableAddress(parsed.data.video_type, parsed.data.url);
  if (unplayable) return { ok: false, fields: { url: unplayable } };
  return { ok: true, value: parsed.data };
}
