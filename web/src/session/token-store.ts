// Where the token lives in the browser: localStorage `auth_token`, mirrored in a cookie.
import { TOKEN_KEY, clearedSessionCookie, sessionCookie } from './cookie';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be blocked (private modes, embedded views): behave as signed out.
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // The session still works for this page through memory-less cookies; nothing more to do.
  }
  document.cookie = sessionCookie(token, window.location.protocol === 'https:');
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
  document.cookie = clearedSessionCookie();
}

// The id the server gave this browser at its last sign-in: sent with the next login so that
// failed attempts by others on the account do not lock this device out. Kept across sign-outs.
const DEVICE_ID_KEY = 'device_id';

export function readDeviceId(): string | null {
  try {
    return window.localStorage.getItem(DEVICE_ID_KEY);
  } catch {
    return null;
  }
}

export function storeDeviceId(deviceId: string): void {
  try {
    window.localStorage.setItem(DEVICE_ID_KEY, deviceId);
  } catch {
    // Without storage this browser is simply an unknown device next time.
  }
}
