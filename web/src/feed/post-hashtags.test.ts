import { describe, expect, it } from 'vitest';
import { hashtagsOf, splitPostText } from './post-text';

describe('hashtags in post text', () => {
  it('links #tags beside @mentions, lowercasing the tag the page is named by', () => {
    expect(splitPostText('Ran the #Marathon with @ann!')).toEqual([
      { kind: 'text', text: 'Ran the ' },
      { kind: 'hashtag', text: '#Marathon', tag: 'marathon' },
      { kind: 'text', text: ' with ' },
      { kind: 'mention', text: '@ann', username: 'ann' },
      { kind: 'text', text: '!' },
    ]);
    expect(hashtagsOf('#5k #10_km #東京 #Café')).toEqual(['5k', '10_km', '東京', 'café']);
  });

  it('leaves a#b, entities, URL fragments, numbers and a lone # alone', () => {
    expect(hashtagsOf('a#b &#39; https://x.test/#frag #123 # ##')).toEqual([]);
    expect(splitPostText('no tags here')).toEqual([{ kind: 'text', text: 'no tags here' }]);
    expect(hashtagsOf(`#${'x'.repeat(101)}`)).toEqual([]);
  });
});
