import fc from 'fast-check';

/** Text an attacker types into a form: markup, SQL, script URLs, other hosts, traversal. */
export const NASTY_TEXT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  "'; DROP TABLE videos; --",
  "' OR '1'='1",
  '1; DELETE FROM sessions',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://evil.example/watch?v=dQw4w9WgXcQ',
  'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
  'https://evil.example@www.youtube.com/watch?v=dQw4w9WgXcQ',
  '//evil.example/x.mp4',
  'http://127.0.0.1:22/',
  'file:///etc/passwd',
  '/media/../filmfolio.sqlite',
  '/media/%2e%2e%2ffilmfolio.sqlite',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%252e%252e%252fetc%252fpasswd',
  '..\\..\\windows\\win.ini',
  'a\u0000b',
  '\u202etxt.exe',
  '{{constructor.constructor("alert(1)")()}}',
  '__proto__',
  `\${7*7}`,
];

/** Ids and media names meant to escape their folder or their route. */
export const TRAVERSAL_IDS = [
  '..',
  '../filmfolio.sqlite',
  '%2e%2e',
  '%2e%2e%2ffilmfolio.sqlite',
  '..%2f..%2fetc%2fpasswd',
  '%252e%252e%252f',
  '..%5c..%5cfilmfolio.sqlite',
  '%00',
  'x%00.mp4',
  'order%2f..',
  '.%2e/.%2e/etc/passwd',
  'filmfolio.sqlite',
  'filmfolio.sqlite-wal',
  '%2fetc%2fpasswd',
];

const huge = fc.integer({ min: 3_000, max: 200_000 }).map((n) => 'Ü<'.repeat(n));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: huge },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
  },
);

/** Objects with the route's field names holding hostile values, plus unknown fields sometimes. */
export function hostileObject(
  fields: readonly string[],
  likely: Record<string, fc.Arbitrary<unknown>> = {},
): fc.Arbitrary<Record<string, unknown>> {
  // A field's plausible values (e.g. a real video_type) make some bodies pass the schema, so the
  // hostile text in the other fields reaches the server's deeper checks.
  const known = Object.fromEntries(
    fields.map((f) => [f, likely[f] ? fc.oneof(likely[f], hostileValue) : hostileValue]),
  ) as Record<string, fc.Arbitrary<unknown>>;
  return fc
    .tuple(
      fc.record(known, { requiredKeys: [] }),
      fc.oneof(
        fc.constant({}),
        fc.dictionary(
          fc.constantFrom('admin', 'id', 'order_position', 'role', 'is_admin'),
          hostileValue,
          {
            maxKeys: 2,
          },
        ),
      ),
    )
    .map(([a, b]) => ({ ...b, ...a }));
}

/** A request body as raw text: hostile JSON objects, or not JSON at all, or JSON of the wrong kind. */
export function hostileBody(
  fields: readonly string[],
  likely: Record<string, fc.Arbitrary<unknown>> = {},
): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: hostileObject(fields, likely).map((o) => JSON.stringify(o)) },
    { weight: 1, arbitrary: hostileString },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', 'null', '[]', '"x"', '42', '{', '{"title":', '[{"a":1}]'),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{}}}',
      ),
    },
  );
}

/** Plausible values for the video form's fields, mixed with hostile ones by hostileBody. */
export const LIKELY_VIDEO: Record<string, fc.Arbitrary<unknown>> = {
  title: fc.constantFrom(...NASTY_TEXT),
  description: fc.constantFrom(...NASTY_TEXT),
  video_type: fc.constantFrom('youtube', 'vimeo', 'direct'),
  url: fc.constantFrom(...NASTY_TEXT),
  thumbnail_url: fc.constantFrom(...NASTY_TEXT, null),
};

export const LIKELY_PATCH: Record<string, fc.Arbitrary<unknown>> = {
  layout: fc.constantFrom('full', 'half', 'normal', 'FULL', '<b>', 'full; DROP TABLE videos'),
  keep_small_format: fc.constantFrom(true, false, 'true', 1),
};

export const LIKELY_CONTACT: Record<string, fc.Arbitrary<unknown>> = {
  name: fc.constantFrom(...NASTY_TEXT),
  email: fc.constantFrom('a@b.fr', '<script>@x.fr', "x'--@y.fr", 'javascript:alert(1)'),
  message: fc.constantFrom(...NASTY_TEXT),
  website: fc.constantFrom('', 'https://spam.example'),
};

// Generators for the parts of a request: path segments, query strings, bodies, tus headers.

export const segment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...TRAVERSAL_IDS),
  fc.constantFrom(...NASTY_TEXT).map(encodeURIComponent),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
);

export const query: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('order', 'id', 'limit', '__proto__', 'q'), hostileString)
  .map(([k, v]) => `?${k}=${encodeURIComponent(v.slice(0, 2000))}`);

export const idsBody: fc.Arbitrary<string> = fc.oneof(
  hostileBody(['ids']),
  fc.array(segment, { maxLength: 5 }).map((ids) => JSON.stringify({ ids })),
  fc.constantFrom(
    JSON.stringify({ ids: ['a', 'a'] }),
    JSON.stringify({ ids: [] }),
    JSON.stringify({ ids: 'all' }),
  ),
);

export const tusHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      'tus-resumable': fc.constantFrom('1.0.0', '0.2.2', '9', ''),
      'upload-length': fc.oneof(
        fc.constantFrom('-1', '52428801', '999999999999999999999', 'abc', '1e9', '0x10', ''),
        fc.integer({ min: 52_428_801 }).map(String),
      ),
      'upload-metadata': hostileString.map(
        (s) => `filename ${Buffer.from(s.slice(0, 500)).toString('base64')}`,
      ),
      'upload-offset': fc.constantFrom('-5', 'abc', '999999999999', '0'),
      'content-type': fc.constantFrom(
        'application/offset+octet-stream',
        'text/html',
        'application/json',
      ),
    },
    { requiredKeys: ['tus-resumable'] },
  )
  .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== '')));

export const imageBody: fc.Arbitrary<string> = fc.oneof(
  hostileString,
  fc.constantFrom(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    '<html><script>alert(1)</script></html>',
    'GIF89a<script>alert(1)</script>',
    '%PDF-1.4',
  ),
);
