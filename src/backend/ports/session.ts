import type { SessionInfo } from '../../lib/api.ts';

/** The administrator's session and password. */
export interface SessionPort {
  getSession(): Promise<SessionInfo>;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Needs the current password; every other session of the account ends. A wrong current
   * password fails with 'validation' and fields.current_password 'current_password_incorrect'.
   */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Called when the auth service reports a sign-in (SIGNED_IN leads to the dashboard). */
  onSignedIn(callback: () => void): () => void;
}

/**
 * The first administrator, made in the browser with the one-time token the local server printed.
 * check() resolves while no administrator exists and fails with not_found once one does.
 */
export interface FirstAccountSetup {
  check(): Promise<unknown>;
  create(input: { token: string; email: string; password: string }): Promise<void>;
}
