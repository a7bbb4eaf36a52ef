// The isLoggedIn flag survives only as a hint for a quick redirect: the server's session
// answer always wins (docs/product-rules.md, security model).
export const SESSION_FLAG_KEY = 'isLoggedIn';
export const LOGIN_PATH = '/admin';
export const DASHBOARD_PATH = '/admin/dashboard';
export const SETTINGS_PATH = '/admin/parametres';
export const LINKS_PATH = '/admin/liens';
export const STATISTICS_PATH = '/admin/statistiques';

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

export function setSessionHint(on: boolean): void {
  try {
    if (on) localStorage.setItem(SESSION_FLAG_KEY, 'true');
    else localStorage.removeItem(SESSION_FLAG_KEY);
  } catch {
    // Storage blocked (private mode): the hint is optional.
  }
}

export type Navigate = (path: string) => void;

export const navigateTo: Navigate = (path) => window.location.assign(path);
