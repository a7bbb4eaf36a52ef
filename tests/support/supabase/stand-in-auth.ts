// Supabase Auth (GoTrue) for the stand-in (stand-in.ts), the calls supabase-js makes for
// the admin: the password grant, the refresh-token grant, GET and PUT /user, and /logout with its
// scopes. Access tokens are HS256 JWTs with a session_id claim: PostgREST accepts one until it
// expires whatever happened to its session (it checks only the signature and `exp`), while Auth's
// /user answers 403 session_not_found once the session is gone, as supabase/auth does since
// v2.150. Follows https://supabase.com/docs/reference/api (auth), supabase/auth's
// internal/api/token.go, user.go and logout.go, as read for docs/supabase.md.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import type { SupabaseTestDb } from './db.ts';
import { readJson, send } from './stand-in-http.ts';

export const ADMIN_PASSWORD_FOR_STAND_IN = 'stand-in-admin-password';

const SECRET = randomBytes(32);
const ACCESS_TOKEN_SECONDS = 3600;
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface AccessClaims {
  sub: string;
  email: string;
  role: 'authenticated';
  session_id: string;
  exp: number;
}

function sign(claims: AccessClaims & Record<string, unknown>): string {
  const body = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}`;
  return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
}

/** The claims of a token this stand-in signed and that has not expired, else null. */
export function verifyAccessToken(token: string): AccessClaims | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', SECRET).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessClaims;
  return claims.exp > Date.now() / 1000 ? claims : null;
}

const authError = (res: http.ServerResponse, status: number, code: string, msg: string) =>
  send(res, status, { code: status, error_code: code, msg });

export function createStandInAuth(t: SupabaseTestDb) {
  /** Open sessions by id; a refresh token names its session. */
  const sessions = new Map<string, { userId: string }>();
  const refreshTokens = new Map<string, string>();
  const passwords = new Map<string, string>();
  const counts = { passwordGrants: 0, refreshGrants: 0 };

  const profile = (user: { id: string; email: string }) => ({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    created_at: new Date(0).toISOString(),
  });

  async function userById(id: string) {
    const [user] = await t.sudo<{ id: string; email: string }>(
      'select id, email from auth.users where id = $1',
      [id],
    );
    return user;
  }

  function issue(user: { id: string; email: string }, sessionId: string) {
    const exp = Math.floor(Date.now() / 1000) + ACCESS_TOKEN_SECONDS;
    const access = sign({
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      aud: 'authenticated',
      session_id: sessionId,
      iat: Math.floor(Date.now() / 1000),
      exp,
    });
    const refresh = randomBytes(16).toString('hex');
    refreshTokens.set(refresh, sessionId);
    return {
      access_token: access,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: exp,
      refresh_token: refresh,
      user: profile(user),
    };
  }

  /** The caller's claims and session, or the answer Auth gives a token it cannot use. */
  function current(req: http.IncomingMessage, res: http.ServerResponse) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const claims = verifyAccessToken(bearer);
    if (!claims) {
      authError(res, 403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
      return null;
    }
    if (!sessions.has(claims.session_id)) {
      authError(
        res,
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
      return null;
    }
    return claims;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const grant = url.searchParams.get('grant_type');
    if (url.pathname === '/auth/v1/token' && req.method === 'POST' && grant === 'password') {
      counts.passwordGrants += 1;
      const { email, password } = (await readJson(req)) as { email?: string; password?: string };
      const [user] = await t.sudo<{ id: string; email: string }>(
        'select id, email from auth.users where email = $1',
        [email],
      );
      const expected = user ? (passwords.get(user.id) ?? ADMIN_PASSWORD_FOR_STAND_IN) : null;
      if (!user || password !== expected) {
        return authError(res, 400, 'invalid_credentials', 'Invalid login credentials');
      }
      const sessionId = randomUUID();
      sessions.set(sessionId, { userId: user.id });
      return send(res, 200, issue(user, sessionId));
    }
    if (url.pathname === '/auth/v1/token' && req.method === 'POST' && grant === 'refresh_token') {
      counts.refreshGrants += 1;
      const { refresh_token: token = '' } = (await readJson(req)) as { refresh_token?: string };
      const sessionId = refreshTokens.get(token);
      const session = sessionId ? sessions.get(sessionId) : undefined;
      const user = session ? await userById(session.userId) : undefined;
      if (!sessionId || !user) {
        return authError(
          res,
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        );
      }
      // A refresh token is used once: the answer carries the next one.
      refreshTokens.delete(token);
      return send(res, 200, issue(user, sessionId));
    }
    if (url.pathname === '/auth/v1/user' && (req.method === 'GET' || req.method === 'PUT')) {
      const claims = current(req, res);
      if (!claims) return;
      const user = await userById(claims.sub);
      if (!user)
        return authError(res, 403, 'user_not_found', 'User from sub claim in JWT does not exist');
      if (req.method === 'PUT') {
        const { password } = (await readJson(req)) as { password?: string };
        if (typeof password === 'string') {
          if (password.length < 6) {
            return authError(
              res,
              422,
              'weak_password',
              'Password should be at least 6 characters.',
            );
          }
          if (password === (passwords.get(user.id) ?? ADMIN_PASSWORD_FOR_STAND_IN)) {
            return authError(
              res,
              422,
              'same_password',
              'New password should be different from the old password.',
            );
          }
          passwords.set(user.id, password);
        }
      }
      return send(res, 200, profile(user));
    }
    if (url.pathname === '/auth/v1/logout' && req.method === 'POST') {
      const claims = current(req, res);
      if (!claims) return;
      const scope = url.searchParams.get('scope') ?? 'global';
      for (const [id, session] of sessions) {
        const mine = id === claims.session_id;
        const ends = scope === 'global' || (scope === 'local' ? mine : !mine);
        if (session.userId === claims.sub && ends) sessions.delete(id);
      }
      for (const [token, id] of refreshTokens) if (!sessions.has(id)) refreshTokens.delete(token);
      res.writeHead(204);
      res.end();
      return;
    }
    return send(res, 404, { code: 404, error_code: 'not_found', msg: 'route' });
  }

  return {
    handle,
    counts,
    /** Back to the first password and no session (between contract tests). */
    reset() {
      sessions.clear();
      refreshTokens.clear();
      passwords.clear();
    },
  };
}
