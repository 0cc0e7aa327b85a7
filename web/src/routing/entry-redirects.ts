// Applies the arrival rules to the real window before the app renders.
import { planInAppBrowser } from './in-app-browser';
import { subdomainRedirectTarget } from './subdomain-redirect';

/** Returns true when the browser is leaving this page, so the caller can skip rendering work. */
export function applyEntryRedirects(win: Window = window): boolean {
  const target = subdomainRedirectTarget(win.location.href);
  if (target) {
    win.location.replace(target);
    return true;
  }
  const plan = planInAppBrowser(win.location.href, win.navigator.userAgent);
  if (plan.action === 'strip-marker') {
    win.history.replaceState(win.history.state, '', plan.url);
  } else if (plan.action === 'reopen') {
    win.setTimeout(() => {
      win.location.href = plan.url;
    }, plan.delayMs);
  }
  return false;
}
