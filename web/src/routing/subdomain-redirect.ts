// `?redirect_to_subdomain=<label>` moves the visitor to that subdomain of the current parent
// domain, same path. Only a single DNS label is accepted, so the parameter can never send
// anyone to a host we do not own.

export const SUBDOMAIN_PARAM = 'redirect_to_subdomain';

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function isValidSubdomainLabel(value: string): boolean {
  return LABEL.test(value);
}

/** `app.pulse.example` -> `pulse.example`; `pulse.example` and `localhost` stay as they are. */
export function parentDomain(hostname: string): string {
  const labels = hostname.split('.');
  return labels.length >= 3 ? labels.slice(1).join('.') : hostname;
}

/** The address to go to, or null when there is nothing (valid) to do. */
export function subdomainRedirectTarget(href: string): string | null {
  const url = new URL(href);
  const sub = url.searchParams.get(SUBDOMAIN_PARAM);
  if (sub === null || !isValidSubdomainLabel(sub)) return null;
  // An address has no subdomains, so there is no sensible target.
  if (IPV4.test(url.hostname) || url.hostname.startsWith('[')) return null;
  url.searchParams.delete(SUBDOMAIN_PARAM);
  url.hostname = `${sub.toLowerCase()}.${parentDomain(url.hostname)}`;
  return url.toString();
}
