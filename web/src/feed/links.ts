// The addresses of a post. The spec's routes fall back to the word "user" when the author's
// username is missing (a deleted account, a partial payload).

const name = (username: string | null | undefined) => (username && username.trim() ? username : 'user');

/** Where clicking a card goes: the single-post view. */
export const statusPath = (username: string | null | undefined, postId: string) => `/${encodeURIComponent(name(username))}/status/${encodeURIComponent(postId)}`;

/** The address Copy Link puts on the clipboard (the "copy-link form"). */
export const copyLinkUrl = (origin: string, username: string | null | undefined, postId: string) =>
  `${origin}/${encodeURIComponent(name(username))}/post/${encodeURIComponent(postId)}`;

export const photoPath = (postId: string, index = 0) => `/post/${encodeURIComponent(postId)}/photo${index > 0 ? `?index=${index}` : ''}`;

export const shareToMessagesPath = (postId: string) => `/messages?share=${encodeURIComponent(postId)}`;
