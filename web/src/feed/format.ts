// How the numbers and times of a post card read on screen (spec 2, "Feed post card").

/** h:mm:ss from an hour up, m:ss from a minute up, Ns below a minute. */
export function formatDuration(totalSeconds: number | null | undefined): string {
  if (totalSeconds == null || !Number.isFinite(totalSeconds) || totalSeconds < 0) return '';
  const s = Math.round(totalSeconds);
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}`;
  if (minutes > 0) return `${minutes}:${two(seconds)}`;
  return `${seconds}s`;
}

/**
 * Minutes per kilometre as m:ss. From duration and distance when both are known, else from
 * the average speed (km/h); null when neither gives a pace.
 */
export function formatPace(durationSeconds: number | null | undefined, distanceKm: number | null | undefined, averageSpeedKmh?: number | null): string | null {
  let secondsPerKm: number | null = null;
  if (durationSeconds && distanceKm && durationSeconds > 0 && distanceKm > 0) secondsPerKm = durationSeconds / distanceKm;
  else if (averageSpeedKmh && averageSpeedKmh > 0) secondsPerKm = 3600 / averageSpeedKmh;
  if (secondsPerKm == null || !Number.isFinite(secondsPerKm)) return null;
  let minutes = Math.floor(secondsPerKm / 60);
  let seconds = Math.round(secondsPerKm - minutes * 60);
  if (seconds === 60) {
    minutes += 1;
    seconds = 0;
  }
  return `${minutes}:${String(seconds).padStart(2, '0')} min/km`;
}

export const formatDistance = (km: number): string => `${km.toFixed(1)} km`;
export const formatElevation = (m: number): string => `${Math.round(m)} m`;
export const formatCalories = (kcal: number): string => `${Math.round(kcal)} kcal`;

/** A poll option's share of the votes, to 1 decimal ("0.0%" before anyone voted). */
export function formatPercent(votes: number, total: number): string {
  if (!total || total <= 0) return '0.0%';
  return `${((votes / total) * 100).toFixed(1)}%`;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "in 3 hours", "5 minutes ago": the largest whole unit, so a poll ending reads naturally. */
export function relativeTime(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const diffSeconds = (date.getTime() - now.getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
  const abs = Math.abs(diffSeconds);
  for (const [unit, size] of UNITS) {
    if (abs >= size || unit === 'second') return format.format(Math.trunc(diffSeconds / size), unit);
  }
  return format.format(0, 'second');
}

/**
 * 'Poll ended ...' once the end time has passed (or the server says so), else 'Ends ...'. The
 * server's clock decides; when the browser's runs behind it, the end is taken as at least a
 * second ago, so an ended poll never reads 'Poll ended in 10 minutes'.
 */
export function pollEndLabel(endTime: string, ended: boolean, now: Date = new Date()): string {
  const end = Date.parse(endTime);
  if (!ended && end > now.getTime()) return `Ends ${relativeTime(endTime, now)}`;
  return `Poll ended ${relativeTime(new Date(Math.min(end, now.getTime() - 1000)), now)}`;
}

/** Short card time: "now", "5m", "3h", "2d", then the date. */
export function postTime(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  const seconds = Math.max(0, (now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return 'now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 24 * 3600) return `${Math.floor(seconds / 3600)}h`;
  if (seconds < 7 * 24 * 3600) return `${Math.floor(seconds / 86400)}d`;
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) }).format(date);
}

export function compactCount(count: number): string {
  if (count < 1000) return String(count);
  if (count < 1_000_000) return `${(count / 1000).toFixed(count < 10_000 ? 1 : 0).replace(/\.0$/, '')}K`;
  return `${(count / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
}

export const isVideoType = (type: string | null | undefined): boolean => Boolean(type?.startsWith('video/'));

/** '1 like', '2 likes': a count in words, for the accessible names of the action buttons. */
export const counted = (count: number, one: string, many: string): string => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
