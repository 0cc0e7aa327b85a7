import { describe, expect, it } from 'vitest';
import { IN_APP_BROWSER_TOKENS, isInAppBrowser, mobilePlatform, planInAppBrowser, systemBrowserUrl } from './in-app-browser';

const IG_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 Instagram 312.0.0.0';
const FB_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0]';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const IG_DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Instagram 312.0';

describe('in-app browser detection', () => {
  it('knows the listed apps', () => {
    expect(IN_APP_BROWSER_TOKENS).toEqual(['Instagram', 'FBAV', 'FBAN', 'Twitter', 'Pinterest', 'TikTok', 'Line', 'LinkedIn', 'KAKAOTALK']);
    for (const token of IN_APP_BROWSER_TOKENS) expect(isInAppBrowser(`Mozilla/5.0 ${token}/1.0`)).toBe(true);
    expect(isInAppBrowser(CHROME_ANDROID)).toBe(false);
  });

  it("matches the LINE app by its product token, not any 'Line' in the agent", () => {
    const lineApp = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.20.0';
    const lineageOs = 'Mozilla/5.0 (Linux; Android 13; LineageOS 20.0 on Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
    const timeline = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 TimeLine/2.0';
    expect(isInAppBrowser(lineApp)).toBe(true);
    expect(planInAppBrowser('https://pulse.example/alice', lineApp).action).toBe('reopen');
    expect(isInAppBrowser(lineageOs)).toBe(false);
    expect(planInAppBrowser('https://pulse.example/alice', lineageOs)).toEqual({ action: 'none' });
    expect(isInAppBrowser(timeline)).toBe(false);
    expect(isInAppBrowser(lineApp.replace('Line/', 'line/'))).toBe(false);
  });

  it('tells Android from iOS', () => {
    expect(mobilePlatform(IG_ANDROID)).toBe('android');
    expect(mobilePlatform(FB_IOS)).toBe('ios');
    expect(mobilePlatform(IG_DESKTOP)).toBeNull();
  });
});

describe('system browser addresses', () => {
  it('builds a Chrome intent on Android with the marker', () => {
    expect(systemBrowserUrl('https://pulse.example/alice?tab=posts#top', 'android')).toBe(
      'intent://pulse.example/alice?tab=posts&redirected=true#Intent;scheme=https;package=com.android.chrome;end',
    );
  });

  it('builds an x-safari-https address on iOS with the marker', () => {
    expect(systemBrowserUrl('https://pulse.example/messages', 'ios')).toBe('x-safari-https://pulse.example/messages?redirected=true');
  });
});

describe('planInAppBrowser', () => {
  it('reopens in-app browsers on phones after a delay', () => {
    const plan = planInAppBrowser('https://pulse.example/alice', FB_IOS);
    expect(plan).toMatchObject({ action: 'reopen', url: 'x-safari-https://pulse.example/alice?redirected=true' });
    expect(plan.action === 'reopen' && plan.delayMs).toBeGreaterThan(0);
  });

  it('leaves desktop and ordinary mobile browsers alone', () => {
    expect(planInAppBrowser('https://pulse.example/', IG_DESKTOP)).toEqual({ action: 'none' });
    expect(planInAppBrowser('https://pulse.example/', CHROME_ANDROID)).toEqual({ action: 'none' });
  });

  it('removes the marker and never redirects when it is present', () => {
    expect(planInAppBrowser('https://pulse.example/alice?redirected=true&tab=1#x', IG_ANDROID)).toEqual({
      action: 'strip-marker',
      url: '/alice?tab=1#x',
    });
    expect(planInAppBrowser('https://pulse.example/alice?redirected=true', CHROME_ANDROID)).toEqual({ action: 'strip-marker', url: '/alice' });
  });
});
