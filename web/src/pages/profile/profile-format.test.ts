import { describe, expect, it } from 'vitest';
import { followersWord, formatCount, joinedLabel, linkLabel, safeWebLink } from './profile-format';

describe('profile formatting', () => {
  it('shows the month and year a member joined', () => {
    expect(joinedLabel('2024-03-15T10:00:00.000Z')).toBe('Joined March 2024');
    expect(joinedLabel('not a date')).toBe('');
  });

  it('links only http(s) addresses', () => {
    expect(safeWebLink('https://example.com/me')).toBe('https://example.com/me');
    expect(safeWebLink('javascript:alert(1)')).toBeNull();
    expect(safeWebLink('data:text/html,x')).toBeNull();
    expect(safeWebLink('example.com')).toBeNull();
    expect(safeWebLink(null)).toBeNull();
  });

  it('shortens link labels', () => {
    expect(linkLabel('https://www.example.com/me/')).toBe('example.com/me');
  });

  it('counts followers', () => {
    expect(`${formatCount(1)} ${followersWord(1)}`).toBe('1 follower');
    expect(`${formatCount(1200)} ${followersWord(1200)}`).toBe('1,200 followers');
    expect(followersWord(0)).toBe('followers');
  });
});
