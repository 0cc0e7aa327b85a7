// "Try it in the explorer" from the developer portal and Settings: the token a developer just
// made (a personal access token) travels to /explorer in sessionStorage, which a tab opened from
// the page starts with a copy of. Never in the address, where it would stay in history and logs.
// The explorer takes it once and puts it in its Headers tab, where the developer can see and
// change it; the opener keeps no copy.
const KEY = 'pulse.explorer.authorization';

/** Opens the explorer in a new tab with `token` as its bearer token. */
export function openExplorerWithToken(
  token: string,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = sessionStorage,
  // With an opener: a tab opened with noopener starts with empty sessionStorage.
  open: (url: string) => unknown = (url) => window.open(url, '_blank'),
): void {
  storage.setItem(KEY, token);
  open('/explorer');
  // The new tab's sessionStorage is copied from this one when window.open creates it (HTML,
  // "window open steps"), so by now it holds its own copy. Left here, the token would stay in
  // this tab's storage for as long as the tab lives (and also when a popup blocker stopped it).
  storage.removeItem(KEY);
}

/** The explorer's default Headers text: the token handed over, if any (taken once). */
export function takeHandedHeaders(storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): string {
  const token = storage.getItem(KEY);
  storage.removeItem(KEY);
  return token ? JSON.stringify({ authorization: `Bearer ${token}` }, null, 2) : '';
}
