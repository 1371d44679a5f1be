import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { PUBLIC_HOME_URL, PUBLIC_LOGIN_URL, clearSession, readToken, sessionState } from './providers/session';

// Leave before painting anything when the visitor is not an administrator.
const state = sessionState();
if (state === 'anonymous') {
  // A stored token that ran out: /login says the session expired and brings the administrator back here.
  const expired = !!readToken();
  clearSession();
  window.location.replace(PUBLIC_LOGIN_URL(expired));
} else if (state === 'not-admin') {
  window.location.replace(PUBLIC_HOME_URL());
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
