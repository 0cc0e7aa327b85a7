import { describe, expect, it } from 'vitest';
import { splitMentions } from './post-text';

describe('mentions in post text', () => {
  it('finds @usernames and keeps the text around them', () => {
    expect(splitMentions('Run with @ann_lee and @bob!')).toEqual([
      { kind: 'text', text: 'Run with ' },
      { kind: 'mention', text: '@ann_lee', username: 'ann_lee' },
      { kind: 'text', text: ' and ' },
      { kind: 'mention', text: '@bob', username: 'bob' },
      { kind: 'text', text: '!' },
    ]);
    expect(splitMentions('@ann first')).toEqual([
      { kind: 'mention', text: '@ann', username: 'ann' },
      { kind: 'text', text: ' first' },
    ]);
  });

  it('leaves email addresses and a lone @ alone', () => {
    expect(splitMentions('mail ann@example.com @ noon')).toEqual([{ kind: 'text', text: 'mail ann@example.com @ noon' }]);
    expect(splitMentions('')).toEqual([]);
  });
});
