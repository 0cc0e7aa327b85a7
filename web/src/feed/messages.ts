// The feed's toasts, verbatim from the spec's error catalogue (section 8) and its login rule
// (section 5: "likes, reposts, bookmarks, follows and sending a DM require login").
export const FEED_TOASTS = {
  like: 'Failed to like post',
  repost: 'Failed to repost',
  bookmark: 'Failed to update bookmark',
  share: 'Failed to share post',
  follow: 'Failed to update follow status',
  quote: 'Failed to quote post',
  vote: 'Failed to record vote',
  reply: 'Failed to create reply',
  delete: 'Failed to delete post',
  loadPosts: 'Failed to fetch posts',
  loadPost: 'Failed to fetch post',
  loadThread: 'Failed to fetch thread',
  loadReplies: 'Failed to fetch replies',
} as const;

export const LOGIN_TOASTS = {
  like: 'Please log in to like posts',
  repost: 'Please log in to repost',
  quote: 'Please log in to quote posts',
  bookmark: 'Please log in to bookmark posts',
  follow: 'Please log in to follow users',
  reply: 'Please log in to reply',
  vote: 'Please log in to vote',
  message: 'Please log in to send messages',
} as const;
