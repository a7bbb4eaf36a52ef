import { describe, expect, it } from 'vitest';
import { asApiAnswer } from './upload-answer.ts';

const tusAnswer = (status: number, text: string | null, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain', ...headers } });

describe('asApiAnswer (tus answers as API answers)', () => {
  it('keeps the code our own refusal names, with the rest as detail', async () => {
    const answer = await asApiAnswer(
      tusAnswer(415, 'unsupported_media_type: content is not an mp4, mov or webm file\n'),
    );
    expect(answer.status).toBe(415);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({
      error: 'unsupported_media_type',
      detail: 'content is not an mp4, mov or webm file',
    });
  });

  it("reads tus's own errors by status through the shared fallback", async () => {
    const offset = await asApiAnswer(tusAnswer(409, 'Upload-Offset header does not match'));
    expect(offset.status).toBe(409);
    expect(await offset.json()).toEqual({
      error: 'bad_request',
      detail: 'Upload-Offset header does not match',
    });
    const big = await asApiAnswer(tusAnswer(413, 'Maximum size exceeded'));
    expect((await big.json()).error).toBe('payload_too_large');
    const broken = await asApiAnswer(tusAnswer(500, 'Something went wrong'));
    expect((await broken.json()).error).toBe('internal');
  });

  it('drops the CORS headers tus adds, on success and on error', async () => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'x' };
    const created = await asApiAnswer(
      new Response(null, { status: 201, headers: { Location: '/api/uploads/a', ...cors } }),
    );
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe('/api/uploads/a');
    expect([...created.headers.keys()].some((k) => k.startsWith('access-control-'))).toBe(false);
    const refused = await asApiAnswer(tusAnswer(404, 'not found', cors));
    expect([...refused.headers.keys()].some((k) => k.startsWith('access-control-'))).toBe(false);
  });
});
