import { describe, expect, it } from 'vitest';
import {
  conversationTime,
  conversationTitle,
  dateSeparatorLabel,
  isAcceptedMediaType,
  isVideoMedia,
  matchesConversationSearch,
  messagePreview,
  needsDateSeparator,
  replyAuthor,
  sendFilesLabel,
  sendableText,
  startOfWeek,
  summarizeReactions,
} from './format';

// Local-time dates, so the rules are checked the way a member sees them in any time zone.
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);
// 2025-01-15 is a Wednesday.
const WEDNESDAY = at(2025, 1, 15, 15, 0);

describe('conversation list time', () => {
  it('shows the time of day for today', () => {
    expect(conversationTime(at(2025, 1, 15, 10, 30), WEDNESDAY)).toMatch(/^10:30\sAM$/u);
    expect(conversationTime(at(2025, 1, 15, 0, 5), WEDNESDAY)).toMatch(/^12:05\sAM$/u);
  });

  it('shows the short weekday for earlier days of the current week (weeks start on Monday)', () => {
    expect(conversationTime(at(2025, 1, 14, 9), WEDNESDAY)).toBe('Tue');
    expect(conversationTime(at(2025, 1, 13, 0, 1), WEDNESDAY)).toBe('Mon');
  });

  it('shows month and day for last week even when under 7 days ago', () => {
    // Sunday is 3 days before Wednesday but belongs to the previous week.
    expect(conversationTime(at(2025, 1, 12, 23, 59), WEDNESDAY)).toBe('Jan 12');
    // On a Monday, yesterday (Sunday) is already last week.
    expect(conversationTime(at(2025, 1, 19, 18), at(2025, 1, 20, 8))).toBe('Jan 19');
  });

  it('on a Sunday the whole week back to Monday shows weekdays', () => {
    const sunday = at(2025, 1, 19, 20);
    expect(conversationTime(at(2025, 1, 13, 8), sunday)).toBe('Mon');
    expect(conversationTime(at(2025, 1, 18, 8), sunday)).toBe('Sat');
    expect(conversationTime(at(2025, 1, 12, 8), sunday)).toBe('Jan 12');
  });

  it('shows month and day for older dates and ignores bad input', () => {
    expect(conversationTime(at(2024, 12, 3), WEDNESDAY)).toBe('Dec 3');
    expect(conversationTime('not a date', WEDNESDAY)).toBe('');
  });

  it('finds the Monday that starts the week', () => {
    expect(startOfWeek(WEDNESDAY)).toEqual(at(2025, 1, 13, 0, 0));
    expect(startOfWeek(at(2025, 1, 13, 0, 0))).toEqual(at(2025, 1, 13, 0, 0));
    expect(startOfWeek(at(2025, 1, 19, 23, 59))).toEqual(at(2025, 1, 13, 0, 0));
  });
});

describe('date separators', () => {
  it('labels Today, Yesterday, weekdays under 7 days, then numeric dates', () => {
    expect(dateSeparatorLabel(at(2025, 1, 15, 0, 1), WEDNESDAY)).toBe('Today');
    expect(dateSeparatorLabel(at(2025, 1, 14, 23, 59), WEDNESDAY)).toBe('Yesterday');
    expect(dateSeparatorLabel(at(2025, 1, 13), WEDNESDAY)).toBe('Monday');
    // Under 7 days counts across week boundaries here (no week rule for separators).
    expect(dateSeparatorLabel(at(2025, 1, 9), WEDNESDAY)).toBe('Thursday');
    expect(dateSeparatorLabel(at(2025, 1, 8), WEDNESDAY)).toBe('1/8/2025');
    expect(dateSeparatorLabel(at(2024, 11, 30), WEDNESDAY)).toBe('11/30/2024');
  });

  it('puts a separator where the day changes', () => {
    expect(needsDateSeparator(at(2025, 1, 15, 9), null)).toBe(true);
    expect(needsDateSeparator(at(2025, 1, 15, 9), at(2025, 1, 15, 8))).toBe(false);
    expect(needsDateSeparator(at(2025, 1, 15, 0, 1), at(2025, 1, 14, 23, 59))).toBe(true);
  });
});

describe('message previews', () => {
  const me = 'me';
  const base = { senderId: 'other', sender: { name: 'Dana' }, body: '', image: null as string | null };

  it('says who sent a photo', () => {
    expect(messagePreview({ ...base, image: '/media/a.jpg' }, me)).toBe('Dana sent a photo');
    expect(messagePreview({ ...base, senderId: me, image: '/media/a.png' }, me)).toBe('You sent a photo');
  });

  it('says video when the url ends in .mp4', () => {
    expect(messagePreview({ ...base, image: '/media/clip.mp4' }, me)).toBe('Dana sent a video');
    expect(messagePreview({ ...base, senderId: me, image: '/media/CLIP.MP4?x=1' }, me)).toBe('You sent a video');
    expect(isVideoMedia('/media/clip.webm', 'VIDEO')).toBe(true);
    expect(isVideoMedia('/media/clip.mp4.jpg')).toBe(false);
  });

  it('shows the text, or placeholders when there is nothing', () => {
    expect(messagePreview({ ...base, body: 'See you at the gym' }, me)).toBe('See you at the gym');
    expect(messagePreview({ ...base, body: '   ' }, me)).toBe('No message content');
    expect(messagePreview(null, me)).toBe('No messages yet');
  });
});

describe('conversation names and search', () => {
  const conversation = {
    name: null,
    users: [
      { id: 'me', name: 'Me Myself' },
      { id: 'o', name: 'Dana Runner' },
    ],
  };

  it('names a conversation after the other participant, with a fallback', () => {
    expect(conversationTitle(conversation, 'me')).toBe('Dana Runner');
    expect(conversationTitle({ name: 'Team', users: [] }, 'me')).toBe('Team');
    expect(conversationTitle({ name: null, users: [{ id: 'me', name: 'Me' }] }, 'me')).toBe('Unknown User');
  });

  it('filters by conversation name or any participant name, case-insensitively', () => {
    expect(matchesConversationSearch(conversation, 'dana')).toBe(true);
    expect(matchesConversationSearch(conversation, 'RUNNER')).toBe(true);
    expect(matchesConversationSearch(conversation, 'zoe')).toBe(false);
    expect(matchesConversationSearch({ name: 'Morning Crew', users: [] }, 'crew')).toBe(true);
    expect(matchesConversationSearch(conversation, '  ')).toBe(true);
  });

  it('names the author of a quoted message', () => {
    expect(replyAuthor({ id: 'me', name: 'Me' }, 'me')).toBe('You');
    expect(replyAuthor({ id: 'o', name: 'Dana' }, 'me')).toBe('Dana');
  });
});

describe('composer rules', () => {
  it('sends trimmed, non-blank text only', () => {
    expect(sendableText('  hi there \n')).toBe('hi there');
    expect(sendableText(' \n\t ')).toBeNull();
  });

  it('accepts images and videos only', () => {
    expect(isAcceptedMediaType('image/png')).toBe(true);
    expect(isAcceptedMediaType('video/mp4')).toBe(true);
    expect(isAcceptedMediaType('application/pdf')).toBe(false);
    expect(isAcceptedMediaType('')).toBe(false);
    expect(sendFilesLabel(2)).toBe('Send 2 file(s)');
  });

  it('groups reactions by emoji with counts and marks mine', () => {
    const summary = summarizeReactions(
      [
        { emoji: '👍', userId: 'me', user: { name: 'Me' } },
        { emoji: '❤️', userId: 'o', user: { name: 'Dana' } },
        { emoji: '👍', userId: 'o', user: { name: 'Dana' } },
      ],
      'me',
    );
    expect(summary).toEqual([
      { emoji: '👍', count: 2, mine: true, names: ['You', 'Dana'] },
      { emoji: '❤️', count: 1, mine: false, names: ['Dana'] },
    ]);
  });
});
