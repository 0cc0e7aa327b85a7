// Splits a post's text into plain runs and @mentions, so mentions can link to the profile.
// A mention is @ followed by the characters a username may hold, not preceded by a word
// character (an email address is not a mention).

export type TextPart = { kind: 'text'; text: string } | { kind: 'mention'; text: string; username: string };

const MENTION = /(^|[^\w@])@([A-Za-z0-9_]{1,30})/g;

export function splitMentions(content: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of content.matchAll(MENTION)) {
    const start = (match.index ?? 0) + match[1].length;
    if (start > last) parts.push({ kind: 'text', text: content.slice(last, start) });
    parts.push({ kind: 'mention', text: `@${match[2]}`, username: match[2] });
    last = start + match[2].length + 1;
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) });
  return parts;
}

// Hashtags: # then letters, digits and underscores with at least one letter, not preceded by
// a letter, digit, underscore, &, # or / (so a#b, &#39; and URL fragments are not tags), at
// most 100 characters. The social subgraph extracts tags by the same rule
// (subgraphs/social/src/hashtags/migrations.ts), so every link opens a page that lists the post.
export type PostTextPart = TextPart | { kind: 'hashtag'; text: string; tag: string };

const HASHTAG = /(^|[^\p{L}\p{N}_&#/])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu;
const TAG_MAX_LENGTH = 100;

/** The hashtags of a text as links take them (lowercased, the way tag pages are named). */
export function hashtagsOf(content: string): string[] {
  return splitPostText(content).flatMap((p) => (p.kind === 'hashtag' ? [p.tag] : []));
}

/** A post's text as plain runs, @mentions and #hashtags. */
export function splitPostText(content: string): PostTextPart[] {
  const parts: PostTextPart[] = [];
  for (const part of splitMentions(content)) {
    if (part.kind !== 'text') {
      parts.push(part);
      continue;
    }
    let last = 0;
    for (const match of part.text.matchAll(HASHTAG)) {
      const start = (match.index ?? 0) + match[1].length;
      const name = match[2];
      if (name.length > TAG_MAX_LENGTH) continue;
      if (start > last) parts.push({ kind: 'text', text: part.text.slice(last, start) });
      parts.push({ kind: 'hashtag', text: `#${name}`, tag: name.toLowerCase() });
      last = start + name.length + 1;
    }
    if (last < part.text.length) parts.push({ kind: 'text', text: part.text.slice(last) });
  }
  return parts;
}
