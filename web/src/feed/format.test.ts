import { describe, expect, it } from 'vitest';
import {
  compactCount,
  counted,
  formatCalories,
  formatDistance,
  formatDuration,
  formatElevation,
  formatPace,
  formatPercent,
  isVideoType,
  pollEndLabel,
  postTime,
  relativeTime,
} from './format';
import { copyLinkUrl, photoPath, shareToMessagesPath, statusPath } from './links';

describe('route card numbers', () => {
  it('formats durations as h:mm:ss, m:ss or Ns', () => {
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(605)).toBe('10:05');
    expect(formatDuration(60)).toBe('1:00');
    expect(formatDuration(59)).toBe('59s');
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(null)).toBe('');
  });

  it('gives the pace in min/km from duration and distance, else from the average speed', () => {
    expect(formatPace(1650, 5)).toBe('5:30 min/km');
    expect(formatPace(1799.9, 6)).toBe('5:00 min/km');
    expect(formatPace(null, 5, 12)).toBe('5:00 min/km');
    expect(formatPace(null, null, null)).toBeNull();
    expect(formatPace(600, 0)).toBeNull();
  });

  it('rounds distance to 1 decimal km, elevation to m and calories to kcal', () => {
    expect(formatDistance(5.04)).toBe('5.0 km');
    expect(formatDistance(12.36)).toBe('12.4 km');
    expect(formatElevation(120.6)).toBe('121 m');
    expect(formatCalories(412.2)).toBe('412 kcal');
  });
});

describe('poll', () => {
  it('shows percentages to 1 decimal', () => {
    expect(formatPercent(1, 3)).toBe('33.3%');
    expect(formatPercent(2, 3)).toBe('66.7%');
    expect(formatPercent(1, 1)).toBe('100.0%');
    expect(formatPercent(0, 0)).toBe('0.0%');
  });

  const now = new Date('2026-01-10T12:00:00Z');
  it('says Ends ... before the end time and Poll ended ... after it, in relative time', () => {
    expect(pollEndLabel('2026-01-11T12:00:00Z', false, now)).toBe('Ends in 1 day');
    expect(pollEndLabel('2026-01-10T15:30:00Z', false, now)).toBe('Ends in 3 hours');
    expect(pollEndLabel('2026-01-10T11:55:00Z', false, now)).toBe('Poll ended 5 minutes ago');
    expect(pollEndLabel('2026-01-10T12:00:00Z', false, now)).toBe('Poll ended 1 second ago');
    // The server says it ended but this browser's clock runs behind: still in the past.
    expect(pollEndLabel('2026-01-10T12:10:00Z', true, now)).toBe('Poll ended 1 second ago');
    expect(pollEndLabel('2026-01-10T11:00:00Z', true, now)).toBe('Poll ended 1 hour ago');
    expect(relativeTime('2026-01-03T12:00:00Z', now)).toBe('1 week ago');
  });
});

describe('card details', () => {
  const now = new Date('2026-01-10T12:00:00Z');
  it('shortens the post time', () => {
    expect(postTime('2026-01-10T11:59:30Z', now)).toBe('now');
    expect(postTime('2026-01-10T11:15:00Z', now)).toBe('45m');
    expect(postTime('2026-01-10T02:00:00Z', now)).toBe('10h');
    expect(postTime('2026-01-07T12:00:00Z', now)).toBe('3d');
  });

  it('compacts counts', () => {
    expect(compactCount(999)).toBe('999');
    expect(compactCount(1000)).toBe('1K');
    expect(compactCount(1540)).toBe('1.5K');
    expect(compactCount(25_400)).toBe('25K');
    expect(compactCount(2_000_000)).toBe('2M');
  });

  it('treats a type starting with video/ as video', () => {
    expect(isVideoType('video/mp4')).toBe(true);
    expect(isVideoType('image/jpeg')).toBe(false);
    expect(isVideoType(null)).toBe(false);
  });

  it('builds the post addresses, falling back to the word user', () => {
    expect(statusPath('ann', 'c1')).toBe('/ann/status/c1');
    expect(statusPath('', 'c1')).toBe('/user/status/c1');
    expect(statusPath(null, 'c1')).toBe('/user/status/c1');
    expect(copyLinkUrl('https://pulse.example', 'ann', 'c1')).toBe('https://pulse.example/ann/post/c1');
    expect(photoPath('c1')).toBe('/post/c1/photo');
    expect(photoPath('c1', 2)).toBe('/post/c1/photo?index=2');
    expect(shareToMessagesPath('c1')).toBe('/messages?share=c1');
  });
});

describe('counts in words (action buttons’ accessible names)', () => {
  it('is singular for one only, with thousands separated', () => {
    expect(counted(0, 'like', 'likes')).toBe('0 likes');
    expect(counted(1, 'reply', 'replies')).toBe('1 reply');
    expect(counted(2, 'repost', 'reposts')).toBe('2 reposts');
    expect(counted(12345, 'like', 'likes')).toBe('12,345 likes');
  });
});
