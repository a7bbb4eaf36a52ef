// The local adapter in Node, which has no cookie jar of its own, behaving like a browser.

/** What a browser does for a same-origin page: keep the cookie, send Origin on writes. */
export function browserLikeFetch(origin: string): typeof fetch {
  let cookie = '';
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('Cookie', cookie);
    headers.set('Origin', origin);
    headers.set('Sec-Fetch-Site', 'same-origin');
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      cookie = /=$/.test(pair) || /Max-Age=0/i.test(line) ? '' : pair;
    }
    return response;
  };
}
