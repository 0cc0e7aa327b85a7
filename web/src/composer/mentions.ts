// Mentions in the composer (spec: "an @ followed by non-whitespace text triggers a user search;
// one character is enough"). The mention being typed is the @word that ends at the caret; picking
// a member replaces it with "@username ".

export interface ActiveMention {
  /** What follows the @, searched for. */
  query: string;
  /** Index of the @. */
  start: number;
  /** End of the word (the caret, or further when the caret sits inside it). */
  end: number;
}

/**
 * The mention under the caret, or null. The @ must start the text or follow whitespace, so an
 * e-mail address (ann@example.com) is not a mention.
 */
export function activeMention(text: string, caret: number): ActiveMention | null {
  const before = text.slice(0, caret);
  const m = /(^|\s)@(\S+)$/u.exec(before);
  if (!m) return null;
  const start = caret - m[2].length - 1;
  const rest = /^\S*/u.exec(text.slice(caret))?.[0] ?? '';
  return { query: m[2], start, end: caret + rest.length };
}

/** The text with the mention replaced by "@username " and where the caret goes next. */
export function insertMention(text: string, mention: ActiveMention, username: string): { text: string; caret: number } {
  const inserted = `@${username} `;
  // Avoid a double space when the text already continues with one.
  const after = text.slice(mention.end).replace(/^ /, '');
  return { text: text.slice(0, mention.start) + inserted + after, caret: mention.start + inserted.length };
}
