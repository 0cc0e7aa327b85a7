import { describe, expect, it } from 'vitest';
import { isValidSubdomainLabel, parentDomain, subdomainRedirectTarget } from './subdomain-redirect';

describe('parentDomain', () => {
  it('drops the first label only when there are three or more', () => {
    expect(parentDomain('app.pulse.example')).toBe('pulse.example');
    expect(parentDomain('a.b.pulse.example')).toBe('b.pulse.example');
    expect(parentDomain('pulse.example')).toBe('pulse.example');
    expect(parentDomain('localhost')).toBe('localhost');
  });
});

describe('subdomain labels', () => {
  it('accepts single DNS labels only', () => {
    for (const ok of ['app', 'eu-1', 'A1', 'x']) expect(isValidSubdomainLabel(ok)).toBe(true);
    for (const bad of ['', '-app', 'app-', 'evil.com', 'a/b', 'a b', 'x'.repeat(64), 'évil', 'a@b']) {
      expect(isValidSubdomainLabel(bad)).toBe(false);
    }
  });
});

describe('subdomainRedirectTarget', () => {
  it('goes to the subdomain of the parent domain, same path, without the parameter', () => {
    expect(subdomainRedirectTarget('https://www.pulse.example/alice?redirect_to_subdomain=eu&tab=2#top')).toBe('https://eu.pulse.example/alice?tab=2#top');
    expect(subdomainRedirectTarget('https://pulse.example/?redirect_to_subdomain=app')).toBe('https://app.pulse.example/');
  });

  it('keeps the port and works on localhost', () => {
    expect(subdomainRedirectTarget('http://localhost:4000/messages?redirect_to_subdomain=beta')).toBe('http://beta.localhost:4000/messages');
  });

  it('ignores anything that is not a plain label (no open redirect)', () => {
    for (const value of ['evil.com', 'evil.com%2F', '%2F%2Fevil.com', 'a@evil.com', '', '-x']) {
      expect(subdomainRedirectTarget(`https://www.pulse.example/?redirect_to_subdomain=${value}`)).toBeNull();
    }
  });

  it('does nothing without the parameter or on an IP address', () => {
    expect(subdomainRedirectTarget('https://www.pulse.example/alice')).toBeNull();
    expect(subdomainRedirectTarget('http://127.0.0.1:4000/?redirect_to_subdomain=app')).toBeNull();
  });
});
