// The words for reply and quote controls (docs/social-posts.md), shared by the composer, the
// edit dialog and the card.
import type { InteractionPolicy } from '../../generated/graphql';

export const POLICY_OPTIONS: ReadonlyArray<{ value: InteractionPolicy; label: string }> = [
  { value: 'EVERYONE', label: 'Everyone' },
  { value: 'FOLLOWING', label: 'People I follow' },
  { value: 'MENTIONED', label: 'Only people I mention' },
  { value: 'NOBODY', label: 'Nobody' },
];

/** The card's line under a limited post, e.g. "People @ann follows can reply". */
export function policySentence(policy: InteractionPolicy, what: 'reply' | 'quote', username: string): string | null {
  const verb = what === 'reply' ? 'reply' : 'quote this post';
  switch (policy) {
    case 'EVERYONE':
      return null;
    case 'FOLLOWING':
      return `People @${username} follows or mentioned can ${verb}`;
    case 'MENTIONED':
      return `Only people @${username} mentioned can ${verb}`;
    case 'NOBODY':
      return what === 'reply' ? 'Replies are turned off' : 'Quotes are turned off';
  }
}

export const REPLY_LIMITED = 'The author has limited who can reply to this post';
export const QUOTE_LIMITED = 'The author has limited who can quote this post';
