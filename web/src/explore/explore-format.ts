// The explore page's words: a window's label, a tag's figures and why a member is suggested.
import type { SuggestionReason, TrendWindow } from '../generated/graphql';

export const WINDOWS: { value: TrendWindow; label: string }[] = [
  { value: 'DAY', label: 'Today' },
  { value: 'WEEK', label: 'This week' },
];

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

export function tagFigures(tag: { postCount: number; authorCount: number }): string {
  return `${plural(tag.postCount, 'post', 'posts')} · ${plural(tag.authorCount, 'member', 'members')}`;
}

export function suggestionReason(s: { reason: SuggestionReason; followedByFollowingCount: number; place: string | null }): string {
  switch (s.reason) {
    case 'FOLLOWED_BY_FOLLOWING':
      return `Followed by ${plural(s.followedByFollowingCount, 'person', 'people')} you follow`;
    case 'SAME_PLACE':
      return s.place ? `Also posts from ${s.place}` : 'Posts from places you post from';
    case 'POPULAR':
      return 'Popular on Pulse';
    case 'ACTIVE':
      return 'Posting lately';
  }
}
