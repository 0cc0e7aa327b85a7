// Social apps open links in their own web views, where sign-in, cookies and media permissions
// are unreliable; the product asks the phone to reopen the page in the system browser. The
// `redirected=true` marker stops a loop when the system browser cannot be reached.

/** The user-agent tokens of in-app browsers, as the product lists them. */
export const IN_APP_BROWSER_TOKENS = ['Instagram', 'FBAV', 'FBAN', 'Twitter', 'Pinterest', 'TikTok', 'Line', 'LinkedIn', 'KAKAOTALK'] as const;

export const REDIRECTED_PARAM = 'redirected';

/** How long the page shows before it hands over to the system browser. */
export const IN_APP_REDIRECT_DELAY_MS = 500;

export type MobilePlatform = 'android' | 'ios';

export function mobilePlatform(userAgent: string): MobilePlatform | null {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  return null;
}

/**
 * The LINE app signs as `Line/13.20.0`; a bare "Line" also turns up in other agents (a
 * LineageOS build, say), so it must be the product token, not any substring.
 */
const LINE_APP = /\bLine\//;

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_BROWSER_TOKENS.some((token) => (token === 'Line' ? LINE_APP.test(userAgent) : userAgent.includes(token)));
}

/** The address that reopens `href` in the platform's system browser, carrying the marker. */
export function systemBrowserUrl(href: string, platform: MobilePlatform): string {
  const url = new URL(href);
  url.searchParams.set(REDIRECTED_PARAM, 'true');
  const rest = `${url.host}${url.pathname}${url.search}`;
  if (platform === 'android') {
    // The fragment of an intent URL carries the intent's own parameters, so the page's hash cannot ride along.
    return `intent://${rest}#Intent;scheme=https;package=com.android.chrome;end`;
  }
  return `x-safari-https://${rest}${url.hash}`;
}

export type InAppBrowserPlan = { action: 'none' } | { action: 'strip-marker'; url: string } | { action: 'reopen'; url: string; delayMs: number };

/**
 * What to do on arrival. With the marker present it is removed (the relative address is meant
 * for history.replaceState) and nothing else happens, whatever the browser.
 */
export function planInAppBrowser(href: string, userAgent: string): InAppBrowserPlan {
  const url = new URL(href);
  if (url.searchParams.has(REDIRECTED_PARAM)) {
    url.searchParams.delete(REDIRECTED_PARAM);
    return { action: 'strip-marker', url: `${url.pathname}${url.search}${url.hash}` };
  }
  const platform = mobilePlatform(userAgent);
  if (!platform || !isInAppBrowser(userAgent)) return { action: 'none' };
  return { action: 'reopen', url: systemBrowserUrl(href, platform), delayMs: IN_APP_REDIRECT_DELAY_MS };
}
