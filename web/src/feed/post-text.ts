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
