// The glue between the arrival rules and the window: which window API each plan ends in.
// A plain object stands in for the window: these browser APIs navigate away for real.
import { describe, expect, it } from 'vitest';
import { applyEntryRedirects } from './entry-redirects';
import { IN_APP_REDIRECT_DELAY_MS } from './in-app-browser';

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const INSTAGRAM_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 312.0.0';

function fakeWindow(href: string, userAgent = CHROME_ANDROID) {
  const calls: { replaced: string[]; replaceState: [unknown, string, string][]; timers: [() => void, number][] } = { replaced: [], replaceState: [], timers: [] };
  const location = { href, replace: (url: string) => void calls.replaced.push(url) };
  const state = { idx: 3 };
  const win = {
    location,
    navigator: { userAgent },
    history: { state, replaceState: (s: unknown, title: string, url: string) => void calls.replaceState.push([s, title, url]) },
    setTimeout: (fn: () => void, ms: number) => calls.timers.push([fn, ms]),
  };
  return { win: win as unknown as Window, location, calls, state };
}

describe('applyEntryRedirects', () => {
  it('removes the redirected=true marker with history.replaceState, keeping the rest and the history state', () => {
    const { win, calls, state, location } = fakeWindow('https://pulse.example/alice?tab=posts&redirected=true#top', INSTAGRAM_IOS);
    expect(applyEntryRedirects(win)).toBe(false);
    expect(calls.replaceState).toEqual([[state, '', '/alice?tab=posts#top']]);
    // The marker means "do not redirect", even in an in-app browser.
    expect(calls.timers).toEqual([]);
    expect(calls.replaced).toEqual([]);
    expect(location.href).toBe('https://pulse.example/alice?tab=posts&redirected=true#top');
  });

  it('sends redirect_to_subdomain through location.replace and reports that the page is leaving', () => {
    const { win, calls } = fakeWindow('https://app.pulse.example/messages?redirect_to_subdomain=beta&x=1');
    expect(applyEntryRedirects(win)).toBe(true);
    expect(calls.replaced).toEqual(['https://beta.pulse.example/messages?x=1']);
    expect(calls.replaceState).toEqual([]);
  });

  it('ignores an invalid subdomain and leaves the page alone', () => {
    const { win, calls } = fakeWindow('https://pulse.example/?redirect_to_subdomain=evil.example.com%2F');
    expect(applyEntryRedirects(win)).toBe(false);
    expect(calls).toEqual({ replaced: [], replaceState: [], timers: [] });
  });

  it('reopens an in-app browser in the system browser after the delay', () => {
    const { win, calls, location } = fakeWindow('https://pulse.example/alice', INSTAGRAM_IOS);
    expect(applyEntryRedirects(win)).toBe(false);
    expect(calls.timers).toHaveLength(1);
    const [fire, delay] = calls.timers[0];
    expect(delay).toBe(IN_APP_REDIRECT_DELAY_MS);
    expect(location.href).toBe('https://pulse.example/alice');
    fire();
    expect(location.href).toBe('x-safari-https://pulse.example/alice?redirected=true');
  });

  it('does nothing for an ordinary browser', () => {
    const { win, calls, location } = fakeWindow('https://pulse.example/alice?tab=posts');
    expect(applyEntryRedirects(win)).toBe(false);
    expect(calls).toEqual({ replaced: [], replaceState: [], timers: [] });
    expect(location.href).toBe('https://pulse.example/alice?tab=posts');
  });
});
