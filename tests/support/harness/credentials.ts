// The one administrator account every suite signs in with: the in-process app (admin-app.ts)
// creates it, and a spawned server (server.ts) gets it through ADMIN_EMAIL / ADMIN_PASSWORD.
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'correct horse battery staple';
export const ADMIN = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } as const;

/** The environment that makes `node server/main.ts` create that account at start. */
export const ADMIN_ENV = { ADMIN_EMAIL, ADMIN_PASSWORD } as const;
