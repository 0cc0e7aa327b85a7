// The posts part of the social subgraph's resolver map (merged in ../resolvers.ts).
import { createPost } from './operations/create-post.js';
import { publishDraft, updatePost } from './operations/update-post.js';
import { deletePost } from './operations/delete-post.js';
import { likePost, unlikePost } from './operations/like-post.js';
import { bookmarkPost, unbookmarkPost } from './operations/bookmark-post.js';
import { repost, undoRepost } from './operations/repost.js';
import { quotePost } from './operations/quote-post.js';
import { createReply } from './operations/create-reply.js';
import { recordPostView } from './operations/record-post-view.js';
import { recordShare } from './operations/record-share.js';
import { cancelSchedule } from './operations/cancel-schedule.js';
import { post, postThread, replies } from './operations/post-queries.js';
import { posts } from './operations/posts-page.js';
import { myDrafts, myScheduledPosts } from './operations/my-posts.js';
import { postFields, userFields } from './fields.js';
import { homeFeed, userPosts } from '../feed/home-feed.js';
import { savedPosts } from '../feed/saved-posts.js';
import { poll, votePoll, deletePoll } from '../polls/poll-operations.js';
import { pollFields } from '../polls/poll-fields.js';

export const postResolvers = {
  Query: { homeFeed, userPosts, posts, post, postThread, replies, savedPosts, myDrafts, myScheduledPosts, poll },
  Mutation: {
    createPost, updatePost, publishDraft, deletePost, likePost, unlikePost, bookmarkPost, unbookmarkPost, repost, undoRepost,
    quotePost, createReply, recordPostView, recordShare, cancelSchedule, votePoll, deletePoll,
  },
  Post: postFields,
  Poll: pollFields,
  User: userFields,
};
