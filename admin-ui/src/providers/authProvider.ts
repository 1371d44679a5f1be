import type { AuthProvider } from 'react-admin';
import {
  PUBLIC_HOME_URL,
  PUBLIC_LOGIN_URL,
  clearSession,
  readToken,
  readUser,
  sessionState,
  tokenExpiry,
} from './session';

export const AUTH_EXPIRED_EVENT = 'auth-expired';

// Set once the API refused the session: the 'Sesión Expirada' dialog leads the way out from then on, so nothing else
// navigates (a redirect to the home page or the list would lose the screen to come back to).
let expiredShown = false;

/** Whether the API has refused the session in this page: a dialog mounted after the event still shows. */
export const sessionExpired = () => expiredShown;
export const FORBIDDEN_MESSAGE = 'No tienes permisos para realizar esta acción.';

/**
 * Same session as the public site. Sign-in happens on its /login page, so every way out of the console is a full
 * navigation (react-admin follows absolute URLs with window.location).
 */
export const authProvider: AuthProvider = {
  async login() {
    // The console has no login page of its own.
    window.location.assign(PUBLIC_LOGIN_URL());
  },

  async logout() {
    if (expiredShown) return false;
    const state = sessionState();
    if (state === 'not-admin') return PUBLIC_HOME_URL(); // sent away, but keeps their own session
    clearSession();
    return PUBLIC_HOME_URL();
  },

  async checkAuth() {
    // The dialog is up: the screen stays as it is under it (the API still refuses every call).
    if (expiredShown) return;
    const state = sessionState();
    if (state === 'admin') return;
    if (state === 'anonymous') {
      // A token left in storage means a session that ran out, not a visitor who never signed in.
      const expired = !!readToken();
      clearSession();
      throw { redirectTo: PUBLIC_LOGIN_URL(expired), message: false };
    }
    throw { redirectTo: PUBLIC_HOME_URL(), message: false };
  },

  async checkError(error: { status?: number; message?: string }) {
    if (error?.status === 401) {
      // Said to the admin ('Sesión Expirada' with 'Iniciar Sesión') instead of a silent jump to /login.
      clearSession();
      if (!expiredShown) window.dispatchEvent(new Event(AUTH_EXPIRED_EVENT));
      expiredShown = true;
      throw { logoutUser: false, message: false };
    }
    if (error?.status === 403) {
      throw { logoutUser: false, message: error.message || FORBIDDEN_MESSAGE };
    }
  },

  async getIdentity() {
    const user = readUser();
    if (!user) throw new Error('Sin sesión');
    return { id: user.id, fullName: user.name, email: user.email, avatar: user.photo ?? undefined };
  },

  async getPermissions() {
    return readUser()?.role ?? null;
  },
};

/** When the stored token stops being valid (for the settings page's session block). */
export function sessionExpiresAt(): Date | null {
  const token = readToken();
  const exp = token ? tokenExpiry(token) : null;
  return exp ? new Date(exp * 1000) : null;
}
