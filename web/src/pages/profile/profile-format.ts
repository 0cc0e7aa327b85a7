// How a profile's facts read on screen.

export function joinedLabel(createdAt: string, locale = 'en-US'): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return `Joined ${new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)}`;
}

/** Only web links are clickable; anything else a profile carries is shown as text. */
export function safeWebLink(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** `https://www.example.com/me/` reads as `example.com/me`. */
export function linkLabel(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

export function followersWord(count: number): string {
  return count === 1 ? 'follower' : 'followers';
}
