// What OAuth tests need of a browser without starting one: the OAuth server keeps an
// authorization request's state in cookies scoped to its paths (the consent endpoints, the
// resume URL), so a test that drives the flow over HTTP must keep them the way a browser does.
import { createHash, randomBytes } from 'node:crypto';

/** A cookie jar on one origin: cookies by name with their path, sent where the path matches; redirects are not followed. */
export class CookieBrowser {
  private readonly cookies = new Map<string, { value: string; path: string }>();
  constructor(private readonly origin: string) {}

  async go(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url, this.origin);
    const cookie = [...this.cookies]
      .filter(([, c]) => target.pathname.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    const res = await fetch(target, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((p) => p.trim());
      const eq = pair.indexOf('=');
      const path = attrs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const value = pair.slice(eq + 1);
      const expired = attrs.some((a) => /^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now());
      if (!value || expired) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), { value, path });
    }
    return res;
  }
}

/** A PKCE verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
