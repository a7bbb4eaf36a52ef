// The access token a private link's page keeps in sessionStorage after the right password
// (docs/supabase.md, section 11): the function cannot set a cookie on the static site's domain,
// so it signs what the database calls a grant (a fingerprint of the link and its current
// password), bound to the link's token and an expiry, with HMAC-SHA-256. Web Crypto only, so Node
// tests and Deno run the same code; crypto.subtle.verify compares in constant time.

const encoder = new TextEncoder();
const GRANT = /^[0-9a-f]{64}$/;

function base64url(bytes: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface AccessSigner {
  sign(token: string, grant: string, nowMs: number): Promise<string>;
  /** The grant the access names, when its signature holds for this token and it has not expired. */
  verify(token: string, access: string, nowMs: number): Promise<string | null>;
}

/**
 * `secret` is the function's own key material (the service key unless LINK_ACCESS_SECRET is set):
 * the signing key is an HMAC of a fixed label under it, so it is used for nothing else.
 */
export function createAccessSigner(secret: string, lifetimeSeconds: number): AccessSigner {
  const key = (async () => {
    const base = await crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const derived = await crypto.subtle.sign(
      'HMAC',
      base,
      encoder.encode('filmfolio private link access v1'),
    );
    return crypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  })();
  const payload = (token: string, expires: number, grant: string) =>
    encoder.encode(`${token}.${expires}.${grant}`);

  return {
    async sign(token, grant, nowMs) {
      const expires = Math.floor(nowMs / 1000) + lifetimeSeconds;
      const mac = await crypto.subtle.sign('HMAC', await key, payload(token, expires, grant));
      return `${expires}.${grant}.${base64url(mac)}`;
    },
    async verify(token, access, nowMs) {
      const [expiresText = '', grant = '', macText = '', ...rest] = access.split('.');
      const expires = Number(expiresText);
      const mac = fromBase64url(macText);
      if (rest.length > 0 || !/^\d{1,12}$/.test(expiresText) || !GRANT.test(grant) || !mac) {
        return null;
      }
      const valid = await crypto.subtle.verify(
        'HMAC',
        await key,
        mac,
        payload(token, expires, grant),
      );
      return valid && expires * 1000 > nowMs ? grant : null;
    },
  };
}
