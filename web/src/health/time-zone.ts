// The member's time zone as the browser knows it: the server's "today" and the calendar's
// days are computed in it.
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
