// The local server's session: a cookie set by POST /api/session. Local auth pushes no events, so
// a sign-in is told to this tab and the other open tabs over a BroadcastChannel.
import { API, type SessionInfo } from '../../lib/api.ts';
import type { SessionPort } from '../ports/session.ts';
import type { Http } from './http.ts';

const AUTH_CHANNEL = 'filmfolio-auth';
const SIGNED_IN = 'signed-in';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTH_CHANNEL) : null;
}

export function createLocalSession(http: Http): SessionPort {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  // This tab hears its own broadcast too; the source tells it apart from another tab's sign-in.
  const source = Math.random().toString(36).slice(2);

  return {
    getSession: () => http.json<SessionInfo>(API.session),

    async signIn(email, password) {
      await http.empty(API.session, 'POST', { email, password });
      // Local auth pushes no events: this tab and the other open tabs learn it from here.
      const channel = openChannel();
      channel?.postMessage({ type: SIGNED_IN, source });
      channel?.close();
      notify();
    },

    signOut: () => http.empty(API.session, 'DELETE'),
    changePassword: (currentPassword, newPassword) =>
      http.empty(API.password, 'PUT', {
        current_password: currentPassword,
        new_password: newPassword,
      }),

    onSignedIn(callback) {
      listeners.add(callback);
      const channel = openChannel();
      if (channel) {
        channel.onmessage = (event: MessageEvent<{ type?: string; source?: string }>) => {
          if (event.data?.type === SIGNED_IN && event.data.source !== source) callback();
        };
      }
      return () => {
        listeners.delete(callback);
        channel?.close();
      };
    },
  };
}
