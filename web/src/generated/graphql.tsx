import { gql } from '@apollo/client';
import * as Apollo from '@apollo/client';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
const defaultOptions = {} as const;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date and time in UTC. */
  DateTime: { input: string; output: string; }
};

export type AccountEvent = {
  __typename?: 'AccountEvent';
  at: Scalars['DateTime']['output'];
  kind: AccountEventKind;
  user: User;
};

export type AccountEventKind =
  | 'PROFILE_UPDATED'
  | 'SIGNED_OUT'
  | 'SUSPENDED';

export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** After login or register: this device's id. Keep it and send it with later logins (LoginInput.deviceId) so failed attempts by others do not lock this device out. */
  deviceId: Maybe<Scalars['String']['output']>;
  expiresAt: Scalars['DateTime']['output'];
  /** A bearer token for the Authorization header, valid for 7 days unless revoked. */
  token: Scalars['String']['output'];
  user: User;
};

/** A 1:1 audio or video call in a conversation. Only the conversation's participants see it. */
export type Call = {
  __typename?: 'Call';
  conversationId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  endedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  initiator: User;
  /** The media server's WebSocket address. */
  mediasoupUrl: Scalars['String']['output'];
  participants: Array<CallParticipant>;
  /** The media-server room of this call. */
  roomId: Scalars['String']['output'];
  startedAt: Maybe<Scalars['DateTime']['output']>;
  status: CallStatus;
  type: CallType;
  /** False for audio-only calls. */
  video: Scalars['Boolean']['output'];
};

export type CallEvent = {
  __typename?: 'CallEvent';
  at: Scalars['DateTime']['output'];
  audioEnabled: Maybe<Scalars['Boolean']['output']>;
  call: Call;
  /** ERROR events: what went wrong. */
  error: Maybe<Scalars['String']['output']>;
  kind: CallEventKind;
  /** The participant the event is about (joined, left, media changed). */
  user: Maybe<User>;
  videoEnabled: Maybe<Scalars['Boolean']['output']>;
};

export type CallEventKind =
  | 'ENDED'
  | 'ERROR'
  | 'INVITATION'
  | 'PARTICIPANT_JOINED'
  | 'PARTICIPANT_LEFT'
  | 'PARTICIPANT_MEDIA_CHANGED';

/** What a member needs to enter the call's media-server room. */
export type CallJoin = {
  __typename?: 'CallJoin';
  call: Call;
  mediasoupUrl: Scalars['String']['output'];
  roomId: Scalars['String']['output'];
  /** Short-lived token for the media server's joinRoom, valid for this member and room only. */
  token: Scalars['String']['output'];
};

export type CallParticipant = {
  __typename?: 'CallParticipant';
  audioEnabled: Scalars['Boolean']['output'];
  joinedAt: Maybe<Scalars['DateTime']['output']>;
  leftAt: Maybe<Scalars['DateTime']['output']>;
  /** The member's peer id in the media-server room once joined. */
  peerId: Maybe<Scalars['String']['output']>;
  status: CallParticipantStatus;
  user: User;
  videoEnabled: Scalars['Boolean']['output'];
};

export type CallParticipantStatus =
  | 'DECLINED'
  | 'INVITED'
  | 'JOINED'
  | 'LEFT';

export type CallStatus =
  /** At least two participants are in the room. */
  | 'ACTIVE'
  /** The person called declined. */
  | 'DECLINED'
  | 'ENDED'
  /** Nobody answered in time. */
  | 'MISSED'
  /** Created; the other participant has not answered yet. */
  | 'RINGING';

export type CallType =
  | 'ONE_ON_ONE';

/** A private conversation. Only its participants can read or write it. */
export type Conversation = {
  __typename?: 'Conversation';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  latestMessage: Maybe<Message>;
  /** Newest page first; pass pageInfo.startCursor as `before` for older messages. */
  messages: MessagePage;
  /** Set for named group conversations; 1:1 conversations have none. */
  name: Maybe<Scalars['String']['output']>;
  /** Pinned messages, newest pin first; both participants see them. */
  pinnedMessages: Array<Message>;
  /** Messages not sent by the caller that the caller has not seen. */
  unreadCount: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The participants, the caller included. */
  users: Array<User>;
};


/** A private conversation. Only its participants can read or write it. */
export type ConversationMessagesArgs = {
  before: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateCallInput = {
  recipientId: Scalars['ID']['input'];
  type?: InputMaybe<CallType>;
  video?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CreatePostInput = {
  /** A client-generated id: sending the same one twice creates one post. */
  clientId?: InputMaybe<Scalars['String']['input']>;
  communityId?: InputMaybe<Scalars['ID']['input']>;
  content: Scalars['String']['input'];
  /** DRAFT keeps it unpublished; with scheduledFor it is SCHEDULED; otherwise POSTED. */
  draft?: InputMaybe<Scalars['Boolean']['input']>;
  location?: InputMaybe<LocationInput>;
  meal?: InputMaybe<MealInput>;
  medias?: InputMaybe<Array<MediaInput>>;
  /** Required for POLL, refused otherwise. */
  poll?: InputMaybe<PollInput>;
  routeData?: InputMaybe<RouteDataInput>;
  scheduledFor?: InputMaybe<Scalars['DateTime']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
  /** POST, POLL, MEAL, ROUTE or CHALLENGE; REPLY, QUOTE and REPOST have their own mutations. Default POST. */
  type?: InputMaybe<PostType>;
};

export type FeedPageInfo = {
  __typename?: 'FeedPageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type FollowConnection = {
  __typename?: 'FollowConnection';
  nodes: Array<User>;
  pageInfo: FeedPageInfo;
};

export type IceServer = {
  __typename?: 'IceServer';
  credential: Maybe<Scalars['String']['output']>;
  urls: Array<Scalars['String']['output']>;
  username: Maybe<Scalars['String']['output']>;
};

export type LocationInput = {
  lat?: InputMaybe<Scalars['Float']['input']>;
  lng?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
};

export type LoginInput = {
  /** The deviceId an earlier login or register on this device returned. */
  deviceId?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** The meal of a MEAL post. Values the author left out stay null; the card shows the spec's fallbacks. */
export type Meal = {
  __typename?: 'Meal';
  allergens: Array<Scalars['String']['output']>;
  brands: Array<Scalars['String']['output']>;
  calories: Maybe<Scalars['Float']['output']>;
  carbs: Maybe<MealCarbs>;
  cuisineType: Maybe<Scalars['String']['output']>;
  description: Maybe<Scalars['String']['output']>;
  dietaryCategories: Array<Scalars['String']['output']>;
  fats: Maybe<MealFats>;
  hasSeedOils: Maybe<Scalars['Boolean']['output']>;
  ingredients: Array<Scalars['String']['output']>;
  isOrganic: Maybe<Scalars['Boolean']['output']>;
  isSeedOilFree: Maybe<Scalars['Boolean']['output']>;
  name: Scalars['String']['output'];
  nutritionalInfo: Maybe<NutritionalInfo>;
  protein: Maybe<Scalars['Float']['output']>;
  taggedUserIds: Array<Scalars['ID']['output']>;
};

export type MealCarbs = {
  __typename?: 'MealCarbs';
  fiber: Maybe<Scalars['Float']['output']>;
  sugar: Maybe<Scalars['Float']['output']>;
  total: Maybe<Scalars['Float']['output']>;
};

export type MealCarbsInput = {
  fiber?: InputMaybe<Scalars['Float']['input']>;
  sugar?: InputMaybe<Scalars['Float']['input']>;
  total?: InputMaybe<Scalars['Float']['input']>;
};

export type MealFats = {
  __typename?: 'MealFats';
  saturated: Maybe<Scalars['Float']['output']>;
  total: Maybe<Scalars['Float']['output']>;
};

export type MealFatsInput = {
  saturated?: InputMaybe<Scalars['Float']['input']>;
  total?: InputMaybe<Scalars['Float']['input']>;
};

export type MealInput = {
  allergens?: InputMaybe<Array<Scalars['String']['input']>>;
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  calories?: InputMaybe<Scalars['Float']['input']>;
  carbs?: InputMaybe<MealCarbsInput>;
  cuisineType?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  dietaryCategories?: InputMaybe<Array<Scalars['String']['input']>>;
  fats?: InputMaybe<MealFatsInput>;
  hasSeedOils?: InputMaybe<Scalars['Boolean']['input']>;
  ingredients?: InputMaybe<Array<Scalars['String']['input']>>;
  isOrganic?: InputMaybe<Scalars['Boolean']['input']>;
  isSeedOilFree?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  nutritionalInfo?: InputMaybe<NutritionalInfoInput>;
  protein?: InputMaybe<Scalars['Float']['input']>;
  taggedUserIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** An image or a video attached to a post. A type starting with video/ means video. */
export type Media = {
  __typename?: 'Media';
  /** The MIME type checked from the bytes, e.g. image/jpeg or video/mp4. */
  type: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type MediaInput = {
  type: Scalars['String']['input'];
  /** A URL returned by the post media upload (POST /api/posts/media). */
  url: Scalars['String']['input'];
};

export type MediaType =
  | 'IMAGE'
  | 'VIDEO';

export type Message = {
  __typename?: 'Message';
  /** Trimmed text; empty for a media-only message. */
  body: Scalars['String']['output'];
  /** The id the sending client chose, which makes sends idempotent. */
  clientId: Maybe<Scalars['String']['output']>;
  conversationId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Orders messages; pass it as `after` to missedMessages. */
  cursor: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The media url (the spec calls it image; a .mp4 url is a video). */
  image: Maybe<Scalars['String']['output']>;
  mediaType: Maybe<MediaType>;
  pinned: Scalars['Boolean']['output'];
  reactions: Array<Reaction>;
  replyTo: Maybe<MessageReply>;
  /** True once a participant other than the sender has seen it. */
  seen: Scalars['Boolean']['output'];
  seenBy: Array<User>;
  sender: User;
  senderId: Scalars['ID']['output'];
  /** The message's place in the order of all messages (a bigint, as a string): a later message has a greater seq. */
  seq: Scalars['String']['output'];
  /** The post shared into the conversation as a card; null when none or when it was deleted. */
  sharedPost: Maybe<Post>;
};

export type MessagePage = {
  __typename?: 'MessagePage';
  /** Oldest first within the page. */
  nodes: Array<Message>;
  pageInfo: MessagePageInfo;
};

export type MessagePageInfo = {
  __typename?: 'MessagePageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  /** missedMessages only: more messages follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Older messages exist before this page. */
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor: Maybe<Scalars['String']['output']>;
};

/** The quoted message of a reply. */
export type MessageReply = {
  __typename?: 'MessageReply';
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image: Maybe<Scalars['String']['output']>;
  sender: User;
};

export type Mutation = {
  __typename?: 'Mutation';
  bookmarkPost: Post;
  /** A scheduled post turns back into a draft. */
  cancelSchedule: Post;
  /** Calls a member (opening the 1:1 conversation if needed); they receive an INVITATION event. */
  createCall: Call;
  /** Opens the 1:1 conversation with a member, reusing it when it exists. */
  createConversation: Conversation;
  createPost: Post;
  createReply: Post;
  /** The person called says no; the call ends as DECLINED. */
  declineCall: Call;
  deleteNotification: Scalars['ID']['output'];
  /** Deletes the poll's post (author only); returns the poll id. */
  deletePoll: Scalars['ID']['output'];
  /** Only the author. The post disappears everywhere; returns its id. */
  deletePost: Scalars['ID']['output'];
  endCall: Call;
  follow: User;
  /** Accepts (or rejoins) a call: the room, the media server and a join token. */
  joinCall: CallJoin;
  /** Leaves the call; a 1:1 call ends when a participant leaves. */
  leaveCall: Call;
  likePost: Post;
  login: AuthPayload;
  /** Revokes the token at once, everywhere. */
  logout: Scalars['Boolean']['output'];
  markAllNotificationsRead: Scalars['Int']['output'];
  /** Marks every message of the conversation as seen by the caller. */
  markConversationSeen: Conversation;
  /** Marks the caller's notifications read; returns how many changed. */
  markNotificationsRead: Scalars['Int']['output'];
  pinMessage: Message;
  /** Only the author: a draft or scheduled post goes out now, in place, with these edits (one transaction). CONFLICT when already published. */
  publishDraft: Post;
  /** A QUOTE post of id with the caller's content. */
  quotePost: Post;
  /** Counts one view per member per post; anonymous views per request, up to ANONYMOUS_VIEW_LIMIT_PER_HOUR per address and post. Returns the post. */
  recordPostView: Post;
  /** Records the post_shared analytics event. */
  recordShare: Scalars['Boolean']['output'];
  /** A fresh token for the same session. */
  refresh: AuthPayload;
  register: AuthPayload;
  /** Repost to one's followers; a second repost of the same post changes nothing. Returns the original. */
  repost: Post;
  sendMessage: Message;
  /** Admins only: the member's tokens stop working and they cannot sign in. */
  suspendUser: User;
  /** Adds the caller's reaction, or removes it when the caller already reacted with that emoji. */
  toggleReaction: Message;
  unbookmarkPost: Post;
  /** Returns the original. */
  undoRepost: Post;
  unfollow: User;
  unlikePost: Post;
  /** Admins only. */
  unsuspendUser: User;
  /** The caller's microphone and camera state; others receive PARTICIPANT_MEDIA_CHANGED. */
  updateCallMedia: Call;
  /** The caller's participant status (JOINED or LEFT) and media-server peer id. */
  updateCallParticipantStatus: Call;
  updateNotificationPreferences: NotificationPreferences;
  /** Only the author. Returns the edited post. */
  updatePost: Post;
  updateProfile: User;
  /** Vote with an option id or a 0-based index. Once per member, not after the end. */
  votePoll: Poll;
};


export type MutationBookmarkPostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelScheduleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateCallArgs = {
  input: CreateCallInput;
};


export type MutationCreateConversationArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationCreatePostArgs = {
  input: CreatePostInput;
};


export type MutationCreateReplyArgs = {
  input: ReplyInput;
  postId: Scalars['ID']['input'];
};


export type MutationDeclineCallArgs = {
  callId: Scalars['ID']['input'];
};


export type MutationDeleteNotificationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePollArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEndCallArgs = {
  callId: Scalars['ID']['input'];
};


export type MutationFollowArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationJoinCallArgs = {
  callId: Scalars['ID']['input'];
};


export type MutationLeaveCallArgs = {
  callId: Scalars['ID']['input'];
};


export type MutationLikePostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMarkConversationSeenArgs = {
  conversationId: Scalars['ID']['input'];
};


export type MutationMarkNotificationsReadArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationPinMessageArgs = {
  messageId: Scalars['ID']['input'];
  pinned: Scalars['Boolean']['input'];
};


export type MutationPublishDraftArgs = {
  id: Scalars['ID']['input'];
  input: InputMaybe<PublishDraftInput>;
};


export type MutationQuotePostArgs = {
  content: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRecordPostViewArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecordShareArgs = {
  id: Scalars['ID']['input'];
  method: ShareMethod;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRepostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendMessageArgs = {
  input: SendMessageInput;
};


export type MutationSuspendUserArgs = {
  reason: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationToggleReactionArgs = {
  emoji: Scalars['String']['input'];
  messageId: Scalars['ID']['input'];
};


export type MutationUnbookmarkPostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUndoRepostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnfollowArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationUnlikePostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnsuspendUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationUpdateCallMediaArgs = {
  audioEnabled: InputMaybe<Scalars['Boolean']['input']>;
  callId: Scalars['ID']['input'];
  videoEnabled: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateCallParticipantStatusArgs = {
  callId: Scalars['ID']['input'];
  peerId: InputMaybe<Scalars['String']['input']>;
  status: CallParticipantStatus;
};


export type MutationUpdateNotificationPreferencesArgs = {
  input: NotificationPreferencesInput;
};


export type MutationUpdatePostArgs = {
  id: Scalars['ID']['input'];
  input: UpdatePostInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationVotePollArgs = {
  optionId: InputMaybe<Scalars['ID']['input']>;
  optionIndex: InputMaybe<Scalars['Int']['input']>;
  pollId: Scalars['ID']['input'];
};

export type Notification = {
  __typename?: 'Notification';
  actor: User;
  createdAt: Scalars['DateTime']['output'];
  cursor: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** e.g. "Ann Lee liked your post". */
  message: Scalars['String']['output'];
  post: Maybe<Post>;
  read: Scalars['Boolean']['output'];
  type: NotificationKind;
  /** The recipient. */
  userId: Scalars['ID']['output'];
};

export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  nodes: Array<Notification>;
  pageInfo: FeedPageInfo;
  unreadCount: Scalars['Int']['output'];
};

export type NotificationKind =
  | 'FOLLOW'
  | 'LIKE'
  | 'MENTION'
  | 'QUOTE'
  | 'REPLY'
  | 'REPOST';

/** Kinds turned off are never created for this member. */
export type NotificationPreferences = {
  __typename?: 'NotificationPreferences';
  follows: Scalars['Boolean']['output'];
  likes: Scalars['Boolean']['output'];
  mentions: Scalars['Boolean']['output'];
  quotes: Scalars['Boolean']['output'];
  replies: Scalars['Boolean']['output'];
  reposts: Scalars['Boolean']['output'];
};

export type NotificationPreferencesInput = {
  follows?: InputMaybe<Scalars['Boolean']['input']>;
  likes?: InputMaybe<Scalars['Boolean']['input']>;
  mentions?: InputMaybe<Scalars['Boolean']['input']>;
  quotes?: InputMaybe<Scalars['Boolean']['input']>;
  replies?: InputMaybe<Scalars['Boolean']['input']>;
  reposts?: InputMaybe<Scalars['Boolean']['input']>;
};

export type NutritionalInfo = {
  __typename?: 'NutritionalInfo';
  calories: Maybe<Scalars['Float']['output']>;
  carbs: Maybe<Scalars['Float']['output']>;
  fats: Maybe<Scalars['Float']['output']>;
  minerals: Array<Scalars['String']['output']>;
  protein: Maybe<Scalars['Float']['output']>;
  /** 0-100. */
  qualityScore: Maybe<Scalars['Float']['output']>;
  servingSize: Maybe<Scalars['String']['output']>;
  vitamins: Array<Scalars['String']['output']>;
};

export type NutritionalInfoInput = {
  calories?: InputMaybe<Scalars['Float']['input']>;
  carbs?: InputMaybe<Scalars['Float']['input']>;
  fats?: InputMaybe<Scalars['Float']['input']>;
  minerals?: InputMaybe<Array<Scalars['String']['input']>>;
  protein?: InputMaybe<Scalars['Float']['input']>;
  qualityScore?: InputMaybe<Scalars['Float']['input']>;
  servingSize?: InputMaybe<Scalars['String']['input']>;
  vitamins?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type Place = {
  __typename?: 'Place';
  country: Scalars['String']['output'];
  /** City, region and country, for display. */
  displayName: Scalars['String']['output'];
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  name: Scalars['String']['output'];
};

/** A poll of 2-4 options; one vote per member, none after endTime. */
export type Poll = {
  __typename?: 'Poll';
  endTime: Scalars['DateTime']['output'];
  ended: Scalars['Boolean']['output'];
  hasVoted: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The option the signed-in member chose, if any. */
  myVoteOptionId: Maybe<Scalars['ID']['output']>;
  options: Array<PollOption>;
  postId: Scalars['ID']['output'];
  totalVotes: Scalars['Int']['output'];
};

export type PollInput = {
  /** Days 0-7, hours 0-23, minutes 0-59; the duration must be greater than 0. Default 1 day. */
  days?: InputMaybe<Scalars['Int']['input']>;
  hours?: InputMaybe<Scalars['Int']['input']>;
  minutes?: InputMaybe<Scalars['Int']['input']>;
  /** 2-4 non-empty option texts. */
  options: Array<Scalars['String']['input']>;
};

export type PollOption = {
  __typename?: 'PollOption';
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
  /** Votes for this option. */
  votes: Scalars['Int']['output'];
};

/** A post, owned by social. */
export type Post = {
  __typename?: 'Post';
  bookmarkCount: Scalars['Int']['output'];
  bookmarked: Scalars['Boolean']['output'];
  communityId: Maybe<Scalars['ID']['output']>;
  content: Scalars['String']['output'];
  /** When it was published (for a scheduled post: when it went out); creation time for drafts. */
  createdAt: Scalars['DateTime']['output'];
  /** Opaque cursor of this post in a feed. */
  cursor: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  likeCount: Scalars['Int']['output'];
  /** Whether the signed-in member liked / bookmarked / reposted this post. */
  liked: Scalars['Boolean']['output'];
  locationLat: Maybe<Scalars['Float']['output']>;
  locationLng: Maybe<Scalars['Float']['output']>;
  locationName: Maybe<Scalars['String']['output']>;
  meal: Maybe<Meal>;
  medias: Array<Media>;
  /** Members mentioned with @username in the content. */
  mentions: Array<User>;
  originalPost: Maybe<Post>;
  /** The post a REPOST or QUOTE refers to; null when it was deleted. */
  originalPostId: Maybe<Scalars['ID']['output']>;
  parent: Maybe<Post>;
  /** The post a REPLY answers; null when it was deleted. */
  parentId: Maybe<Scalars['ID']['output']>;
  poll: Maybe<Poll>;
  quoteCount: Scalars['Int']['output'];
  replyCount: Scalars['Int']['output'];
  repostCount: Scalars['Int']['output'];
  reposted: Scalars['Boolean']['output'];
  routeData: Maybe<RouteData>;
  scheduledFor: Maybe<Scalars['DateTime']['output']>;
  status: PostStatus;
  /** IANA time zone the author scheduled in, e.g. Europe/Paris. */
  timezone: Maybe<Scalars['String']['output']>;
  type: PostType;
  updatedAt: Scalars['DateTime']['output'];
  /** The author. */
  user: User;
  userId: Scalars['ID']['output'];
  viewCount: Scalars['Int']['output'];
};

export type PostConnection = {
  __typename?: 'PostConnection';
  nodes: Array<Post>;
  pageInfo: FeedPageInfo;
};

/** GET /posts filter. Every field optional; all given ones must match. */
export type PostFilter = {
  communityId?: InputMaybe<Scalars['ID']['input']>;
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** Content contains this text (case-insensitive). */
  q?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<PostType>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A numbered page (GET /posts). */
export type PostPage = {
  __typename?: 'PostPage';
  hasMore: Scalars['Boolean']['output'];
  limit: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  posts: Array<Post>;
  total: Scalars['Int']['output'];
};

export type PostStatus =
  | 'DRAFT'
  | 'POSTED'
  | 'SCHEDULED';

export type PostType =
  | 'CHALLENGE'
  | 'MEAL'
  | 'POLL'
  | 'POST'
  | 'QUOTE'
  | 'REPLY'
  | 'REPOST'
  | 'ROUTE';

/** The composer's last edits to a draft or scheduled post it publishes now. */
export type PublishDraftInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<LocationInput>;
  medias?: InputMaybe<Array<MediaInput>>;
};

export type Query = {
  __typename?: 'Query';
  /** The caller's calls that are ringing or active. */
  activeCalls: Array<Call>;
  call: Call;
  /** A conversation's calls, newest first. */
  callHistory: Array<Call>;
  conversation: Conversation;
  /** The caller's conversations, most recent activity first. */
  conversations: Array<Conversation>;
  /**
   * A member by id or username. A 25-character value starting with c, or a UUID, is an id;
   * anything else is a username. Neither given: BAD_USER_INPUT "Must provide either id or username".
   */
  findUser: User;
  /** Members who follow userId / whom userId follows, most recent first. */
  followersOf: FollowConnection;
  followingOf: FollowConnection;
  /** Posts by the people the signed-in member follows and their own, newest first. */
  homeFeed: PostConnection;
  /** The signed-in member. */
  me: User;
  message: Message;
  /** Newest page first; older pages with `before`. Without conversationId: the caller's messages across all their conversations. */
  messages: MessagePage;
  /** Messages in any of the caller's conversations after a cursor, oldest first: catch-up after a reconnect. */
  missedMessages: MessagePage;
  /** The signed-in member's drafts, latest edit first. */
  myDrafts: Array<Post>;
  /** The signed-in member's scheduled posts, soonest first. */
  myScheduledPosts: Array<Post>;
  /** The nearest known place to a point. */
  nearestPlace: Maybe<Place>;
  notification: Notification;
  notificationPreferences: NotificationPreferences;
  /** The signed-in member's notifications, newest first. */
  notifications: NotificationConnection;
  poll: Poll;
  /** A published post, or the caller's own draft or scheduled post; NOT_FOUND otherwise. */
  post: Post;
  /** The chain of posts a reply answers, root first, ending with the post itself. */
  postThread: Array<Post>;
  /** GET /posts: published posts, newest first, a numbered page of `limit` (default 10, at most 50). */
  posts: PostPage;
  /** Replies to a post, oldest first, `limit` (default 10, at most 50) after `skip`. */
  replies: Array<Post>;
  /** Posts the signed-in member bookmarked, most recently saved first. */
  savedPosts: PostConnection;
  /** Places whose name starts with or contains q, biggest first. Blank q gives []. Works offline. */
  searchPlaces: Array<Place>;
  /** Members whose name or username contains q (case-insensitive), never the caller. Empty q gives []. */
  searchUsers: Array<User>;
  /** ICE servers for the browser's RTCPeerConnection. */
  turnConfig: TurnConfig;
  /** Messages not sent by the caller whose seenBy lacks the caller, over all conversations. */
  unreadMessageCount: Scalars['Int']['output'];
  unreadNotificationCount: Scalars['Int']['output'];
  /** A member by id; NOT_FOUND when there is none. */
  user: User;
  /** One member's published posts, reposts and quotes (not replies), newest first. */
  userPosts: PostConnection;
  webrtcHealth: WebRtcHealth;
};


export type QueryCallArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCallHistoryArgs = {
  conversationId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryConversationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFindUserArgs = {
  id: InputMaybe<Scalars['ID']['input']>;
  username: InputMaybe<Scalars['String']['input']>;
};


export type QueryFollowersOfArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


export type QueryFollowingOfArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


export type QueryHomeFeedArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMessageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMessagesArgs = {
  before: InputMaybe<Scalars['String']['input']>;
  conversationId: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMissedMessagesArgs = {
  after: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNearestPlaceArgs = {
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
};


export type QueryNotificationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNotificationsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryPollArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPostArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPostThreadArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPostsArgs = {
  filter: InputMaybe<PostFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRepliesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  postId: Scalars['ID']['input'];
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySavedPostsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchPlacesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
};


export type QuerySearchUsersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserPostsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};

export type Reaction = {
  __typename?: 'Reaction';
  createdAt: Scalars['DateTime']['output'];
  emoji: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  messageId: Scalars['ID']['output'];
  user: User;
  userId: Scalars['ID']['output'];
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type ReplyInput = {
  clientId?: InputMaybe<Scalars['String']['input']>;
  content: Scalars['String']['input'];
  medias?: InputMaybe<Array<MediaInput>>;
};

export type Role =
  | 'ADMIN'
  | 'MEMBER';

/** A run, ride or walk. The first coordinate is the start, the last the end. */
export type RouteData = {
  __typename?: 'RouteData';
  /** Kilometres per hour. */
  averageSpeed: Maybe<Scalars['Float']['output']>;
  /** Kilocalories. */
  calories: Maybe<Scalars['Float']['output']>;
  coordinates: Array<RoutePoint>;
  date: Maybe<Scalars['DateTime']['output']>;
  /** Kilometres. */
  distance: Maybe<Scalars['Float']['output']>;
  /** Seconds. */
  duration: Maybe<Scalars['Int']['output']>;
  /** Metres. */
  elevationGain: Maybe<Scalars['Float']['output']>;
  location: Maybe<Scalars['String']['output']>;
  steps: Maybe<Scalars['Int']['output']>;
  /** running, cycling, walking, hiking... */
  type: Scalars['String']['output'];
};

export type RouteDataInput = {
  averageSpeed?: InputMaybe<Scalars['Float']['input']>;
  calories?: InputMaybe<Scalars['Float']['input']>;
  coordinates: Array<RoutePointInput>;
  date?: InputMaybe<Scalars['DateTime']['input']>;
  distance?: InputMaybe<Scalars['Float']['input']>;
  duration?: InputMaybe<Scalars['Int']['input']>;
  elevationGain?: InputMaybe<Scalars['Float']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  steps?: InputMaybe<Scalars['Int']['input']>;
  type: Scalars['String']['input'];
};

export type RoutePoint = {
  __typename?: 'RoutePoint';
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

export type RoutePointInput = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};

export type SendMessageInput = {
  body: Scalars['String']['input'];
  /** A client-generated id (e.g. a UUID); sending again with the same one returns the first message. */
  clientId?: InputMaybe<Scalars['String']['input']>;
  conversationId: Scalars['ID']['input'];
  replyToId?: InputMaybe<Scalars['ID']['input']>;
  /** A post to send as a card (Send via Direct Message); the body may then be empty. */
  sharedPostId?: InputMaybe<Scalars['ID']['input']>;
};

export type ShareMethod =
  | 'COPY_LINK'
  | 'DIRECT_MESSAGE'
  | 'SOCIAL';

export type Subscription = {
  __typename?: 'Subscription';
  /** Events about the signed-in member's own account; delivered to that member only. */
  accountEvent: AccountEvent;
  /** Ids of the members online now (the green dot): the current list at once, then on every change. */
  activeUsers: Array<Scalars['ID']['output']>;
  /** Events of the caller's calls (or one call): invitation, joined, left, media changed, ended, error. */
  callEvent: CallEvent;
  /** A conversation the caller takes part in was created. */
  conversationCreated: Conversation;
  /** A conversation changed (new latest message, name, pins). */
  conversationUpdated: Conversation;
  /** A new message in one of the caller's conversations (or the given one). */
  messageCreated: Message;
  /** A message changed: reactions, seen state or pin. */
  messageUpdated: Message;
  /** A notification for the signed-in member was created. */
  notificationCreated: Notification;
  /** Live changes to one member's profile. */
  userUpdated: User;
};


export type SubscriptionCallEventArgs = {
  callId: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionMessageCreatedArgs = {
  conversationId: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionMessageUpdatedArgs = {
  conversationId: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionUserUpdatedArgs = {
  id: Scalars['ID']['input'];
};

export type TurnConfig = {
  __typename?: 'TurnConfig';
  iceServers: Array<IceServer>;
};

/** Edit a post. Published posts: content only. Drafts and scheduled posts: also media, location and time. */
export type UpdatePostInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<LocationInput>;
  medias?: InputMaybe<Array<MediaInput>>;
  /** Set to schedule (or move) a draft or scheduled post. */
  scheduledFor?: InputMaybe<Scalars['DateTime']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
};

/** Fields left out stay as they are; an empty string clears an optional field. */
export type UpdateProfileInput = {
  bio?: InputMaybe<Scalars['String']['input']>;
  bioLink?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** A member. Password and tokens never appear here. */
export type User = {
  __typename?: 'User';
  bio: Maybe<Scalars['String']['output']>;
  bioLink: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Only the member themself and admins see the address; null for everyone else. */
  email: Maybe<Scalars['String']['output']>;
  emailVerified: Scalars['Boolean']['output'];
  /** Whether the signed-in member follows this member (false when signed out or for oneself). */
  followedByMe: Scalars['Boolean']['output'];
  /** How many members follow this member. */
  followers: Scalars['Int']['output'];
  /** How many members this member follows. */
  following: Scalars['Int']['output'];
  /** Whether this member follows the signed-in member. */
  followsMe: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  image: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Posts published by this member (replies included, drafts and scheduled ones not). */
  postCount: Scalars['Int']['output'];
  /** The absolute address of the member's profile page. */
  profileURL: Scalars['String']['output'];
  role: Role;
  suspended: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
  username: Scalars['String']['output'];
};

export type WebRtcHealth = {
  __typename?: 'WebRtcHealth';
  ok: Scalars['Boolean']['output'];
  /** Media-server workers alive. */
  workers: Scalars['Int']['output'];
};

export type SessionUserFragment = { __typename?: 'User', id: string, name: string, username: string, email: string | null, emailVerified: boolean, image: string | null, bio: string | null, bioLink: string | null, profileURL: string, followers: number, following: number, createdAt: string, updatedAt: string, suspended: boolean, role: Role };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, name: string, username: string, email: string | null, emailVerified: boolean, image: string | null, bio: string | null, bioLink: string | null, profileURL: string, followers: number, following: number, createdAt: string, updatedAt: string, suspended: boolean, role: Role } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'AuthPayload', token: string, expiresAt: string, deviceId: string | null, user: { __typename?: 'User', id: string, name: string, username: string, email: string | null, emailVerified: boolean, image: string | null, bio: string | null, bioLink: string | null, profileURL: string, followers: number, following: number, createdAt: string, updatedAt: string, suspended: boolean, role: Role } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { __typename?: 'Mutation', register: { __typename?: 'AuthPayload', token: string, expiresAt: string, deviceId: string | null, user: { __typename?: 'User', id: string, name: string, username: string, email: string | null, emailVerified: boolean, image: string | null, bio: string | null, bioLink: string | null, profileURL: string, followers: number, following: number, createdAt: string, updatedAt: string, suspended: boolean, role: Role } } };

export type RefreshMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshMutation = { __typename?: 'Mutation', refresh: { __typename?: 'AuthPayload', token: string, expiresAt: string, user: { __typename?: 'User', id: string, name: string, username: string, email: string | null, emailVerified: boolean, image: string | null, bio: string | null, bioLink: string | null, profileURL: string, followers: number, following: number, createdAt: string, updatedAt: string, suspended: boolean, role: Role } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type AccountEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AccountEventsSubscription = { __typename?: 'Subscription', accountEvent: { __typename?: 'AccountEvent', kind: AccountEventKind, at: string, user: { __typename?: 'User', id: string, name: string, username: string, email: string | null, emailVerified: boolean, image: string | null, bio: string | null, bioLink: string | null, profileURL: string, followers: number, following: number, createdAt: string, updatedAt: string, suspended: boolean, role: Role } } };

export type CallUserFragment = { __typename?: 'User', id: string, name: string, username: string, image: string | null };

export type CallParticipantFieldsFragment = { __typename?: 'CallParticipant', status: CallParticipantStatus, audioEnabled: boolean, videoEnabled: boolean, peerId: string | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } };

export type CallFieldsFragment = { __typename?: 'Call', id: string, conversationId: string, type: CallType, video: boolean, status: CallStatus, roomId: string, mediasoupUrl: string, createdAt: string, startedAt: string | null, endedAt: string | null, initiator: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, participants: Array<{ __typename?: 'CallParticipant', status: CallParticipantStatus, audioEnabled: boolean, videoEnabled: boolean, peerId: string | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } }> };

export type CallQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CallQuery = { __typename?: 'Query', call: { __typename?: 'Call', id: string, conversationId: string, type: CallType, video: boolean, status: CallStatus, roomId: string, mediasoupUrl: string, createdAt: string, startedAt: string | null, endedAt: string | null, initiator: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, participants: Array<{ __typename?: 'CallParticipant', status: CallParticipantStatus, audioEnabled: boolean, videoEnabled: boolean, peerId: string | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } }> } };

export type ActiveCallsQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveCallsQuery = { __typename?: 'Query', activeCalls: Array<{ __typename?: 'Call', id: string, conversationId: string, type: CallType, video: boolean, status: CallStatus, roomId: string, mediasoupUrl: string, createdAt: string, startedAt: string | null, endedAt: string | null, initiator: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, participants: Array<{ __typename?: 'CallParticipant', status: CallParticipantStatus, audioEnabled: boolean, videoEnabled: boolean, peerId: string | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } }> }> };

export type TurnConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type TurnConfigQuery = { __typename?: 'Query', turnConfig: { __typename?: 'TurnConfig', iceServers: Array<{ __typename?: 'IceServer', urls: Array<string>, username: string | null, credential: string | null }> } };

export type CreateCallMutationVariables = Exact<{
  input: CreateCallInput;
}>;


export type CreateCallMutation = { __typename?: 'Mutation', createCall: { __typename?: 'Call', id: string, conversationId: string, type: CallType, video: boolean, status: CallStatus, roomId: string, mediasoupUrl: string, createdAt: string, startedAt: string | null, endedAt: string | null, initiator: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, participants: Array<{ __typename?: 'CallParticipant', status: CallParticipantStatus, audioEnabled: boolean, videoEnabled: boolean, peerId: string | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } }> } };

export type JoinCallMutationVariables = Exact<{
  callId: Scalars['ID']['input'];
}>;


export type JoinCallMutation = { __typename?: 'Mutation', joinCall: { __typename?: 'CallJoin', roomId: string, mediasoupUrl: string, token: string, call: { __typename?: 'Call', id: string, conversationId: string, type: CallType, video: boolean, status: CallStatus, roomId: string, mediasoupUrl: string, createdAt: string, startedAt: string | null, endedAt: string | null, initiator: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, participants: Array<{ __typename?: 'CallParticipant', status: CallParticipantStatus, audioEnabled: boolean, videoEnabled: boolean, peerId: string | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } }> } } };

export type DeclineCallMutationVariables = Exact<{
  callId: Scalars['ID']['input'];
}>;


export type DeclineCallMutation = { __typename?: 'Mutation', declineCall: { __typename?: 'Call', id: string, conversationId: string, type: CallType, video: boolean, status: CallStatus, roomId: string, mediasoupUrl: string, createdAt: string, startedAt: string | null, endedAt: string | null, initiator: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, participants: Array<{ __typename?: 'CallParticipant', status: CallParticipantStatus, audioEnabled: boolean, videoEnabled: boolean, peerId: string | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } }> } };

export type LeaveCallMutationVariables = Exact<{
  callId: Scalars['ID']['input'];
}>;


export type LeaveCallMutation = { __typename?: 'Mutation', leaveCall: { __typename?: 'Call', id: string, conversationId: string, type: CallType, video: boolean, status: CallStatus, roomId: string, mediasoupUrl: string, createdAt: string, startedAt: string | null, endedAt: string | null, initiator: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, participants: Array<{ __typename?: 'CallParticipant', status: CallParticipantStatus, audioEnabled: boolean, videoEnabled: boolean, peerId: string | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } }> } };

export type EndCallMutationVariables = Exact<{
  callId: Scalars['ID']['input'];
}>;


export type EndCallMutation = { __typename?: 'Mutation', endCall: { __typename?: 'Call', id: string, conversationId: string, type: CallType, video: boolean, status: CallStatus, roomId: string, mediasoupUrl: string, createdAt: string, startedAt: string | null, endedAt: string | null, initiator: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, participants: Array<{ __typename?: 'CallParticipant', status: CallParticipantStatus, audioEnabled: boolean, videoEnabled: boolean, peerId: string | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } }> } };

export type UpdateCallParticipantStatusMutationVariables = Exact<{
  callId: Scalars['ID']['input'];
  status: CallParticipantStatus;
  peerId: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateCallParticipantStatusMutation = { __typename?: 'Mutation', updateCallParticipantStatus: { __typename?: 'Call', id: string, conversationId: string, type: CallType, video: boolean, status: CallStatus, roomId: string, mediasoupUrl: string, createdAt: string, startedAt: string | null, endedAt: string | null, initiator: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, participants: Array<{ __typename?: 'CallParticipant', status: CallParticipantStatus, audioEnabled: boolean, videoEnabled: boolean, peerId: string | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } }> } };

export type UpdateCallMediaMutationVariables = Exact<{
  callId: Scalars['ID']['input'];
  audioEnabled: InputMaybe<Scalars['Boolean']['input']>;
  videoEnabled: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type UpdateCallMediaMutation = { __typename?: 'Mutation', updateCallMedia: { __typename?: 'Call', id: string, conversationId: string, type: CallType, video: boolean, status: CallStatus, roomId: string, mediasoupUrl: string, createdAt: string, startedAt: string | null, endedAt: string | null, initiator: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, participants: Array<{ __typename?: 'CallParticipant', status: CallParticipantStatus, audioEnabled: boolean, videoEnabled: boolean, peerId: string | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } }> } };

export type CallEventSubscriptionVariables = Exact<{
  callId: InputMaybe<Scalars['ID']['input']>;
}>;


export type CallEventSubscription = { __typename?: 'Subscription', callEvent: { __typename?: 'CallEvent', kind: CallEventKind, audioEnabled: boolean | null, videoEnabled: boolean | null, error: string | null, at: string, call: { __typename?: 'Call', id: string, conversationId: string, type: CallType, video: boolean, status: CallStatus, roomId: string, mediasoupUrl: string, createdAt: string, startedAt: string | null, endedAt: string | null, initiator: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, participants: Array<{ __typename?: 'CallParticipant', status: CallParticipantStatus, audioEnabled: boolean, videoEnabled: boolean, peerId: string | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } }> }, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } | null } };

export type ComposerPostFragment = { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, status: PostStatus, scheduledFor: string | null, timezone: string | null, locationName: string | null, locationLat: number | null, locationLng: number | null, createdAt: string, updatedAt: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, poll: { __typename?: 'Poll', id: string, endTime: string, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null };

export type ComposerCreatePostMutationVariables = Exact<{
  input: CreatePostInput;
}>;


export type ComposerCreatePostMutation = { __typename?: 'Mutation', createPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, status: PostStatus, scheduledFor: string | null, timezone: string | null, locationName: string | null, locationLat: number | null, locationLng: number | null, createdAt: string, updatedAt: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, poll: { __typename?: 'Poll', id: string, endTime: string, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } };

export type ComposerUpdatePostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdatePostInput;
}>;


export type ComposerUpdatePostMutation = { __typename?: 'Mutation', updatePost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, status: PostStatus, scheduledFor: string | null, timezone: string | null, locationName: string | null, locationLat: number | null, locationLng: number | null, createdAt: string, updatedAt: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, poll: { __typename?: 'Poll', id: string, endTime: string, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } };

export type ComposerPublishDraftMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: InputMaybe<PublishDraftInput>;
}>;


export type ComposerPublishDraftMutation = { __typename?: 'Mutation', publishDraft: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, status: PostStatus, scheduledFor: string | null, timezone: string | null, locationName: string | null, locationLat: number | null, locationLng: number | null, createdAt: string, updatedAt: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, poll: { __typename?: 'Poll', id: string, endTime: string, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } };

export type ComposerDeletePostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ComposerDeletePostMutation = { __typename?: 'Mutation', deletePost: string };

export type ComposerCancelScheduleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ComposerCancelScheduleMutation = { __typename?: 'Mutation', cancelSchedule: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, status: PostStatus, scheduledFor: string | null, timezone: string | null, locationName: string | null, locationLat: number | null, locationLng: number | null, createdAt: string, updatedAt: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, poll: { __typename?: 'Poll', id: string, endTime: string, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } };

export type MyDraftsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDraftsQuery = { __typename?: 'Query', myDrafts: Array<{ __typename?: 'Post', id: string, userId: string, content: string, type: PostType, status: PostStatus, scheduledFor: string | null, timezone: string | null, locationName: string | null, locationLat: number | null, locationLng: number | null, createdAt: string, updatedAt: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, poll: { __typename?: 'Poll', id: string, endTime: string, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null }> };

export type MyScheduledPostsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyScheduledPostsQuery = { __typename?: 'Query', myScheduledPosts: Array<{ __typename?: 'Post', id: string, userId: string, content: string, type: PostType, status: PostStatus, scheduledFor: string | null, timezone: string | null, locationName: string | null, locationLat: number | null, locationLng: number | null, createdAt: string, updatedAt: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, poll: { __typename?: 'Poll', id: string, endTime: string, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null }> };

export type ComposerPlaceFragment = { __typename?: 'Place', name: string, displayName: string, country: string, lat: number, lng: number };

export type SearchPlacesQueryVariables = Exact<{
  q: Scalars['String']['input'];
  first: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchPlacesQuery = { __typename?: 'Query', searchPlaces: Array<{ __typename?: 'Place', name: string, displayName: string, country: string, lat: number, lng: number }> };

export type NearestPlaceQueryVariables = Exact<{
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
}>;


export type NearestPlaceQuery = { __typename?: 'Query', nearestPlace: { __typename?: 'Place', name: string, displayName: string, country: string, lat: number, lng: number } | null };

export type ChatUserFragment = { __typename?: 'User', id: string, name: string, username: string, image: string | null };

export type SharedPostCardFragment = { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } };

export type ChatMessageFragment = { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }> };

export type ChatConversationFragment = { __typename?: 'Conversation', id: string, name: string | null, unreadCount: number, createdAt: string, updatedAt: string, users: Array<{ __typename?: 'User', id: string, name: string, username: string, image: string | null }>, latestMessage: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }> } | null };

export type ConversationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConversationsQuery = { __typename?: 'Query', conversations: Array<{ __typename?: 'Conversation', id: string, name: string | null, unreadCount: number, createdAt: string, updatedAt: string, users: Array<{ __typename?: 'User', id: string, name: string, username: string, image: string | null }>, latestMessage: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }> } | null }> };

export type ConversationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConversationQuery = { __typename?: 'Query', conversation: { __typename?: 'Conversation', id: string, name: string | null, unreadCount: number, createdAt: string, updatedAt: string, users: Array<{ __typename?: 'User', id: string, name: string, username: string, image: string | null }>, latestMessage: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }> } | null } };

export type ConversationPinsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConversationPinsQuery = { __typename?: 'Query', conversation: { __typename?: 'Conversation', id: string, pinnedMessages: Array<{ __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }> }> } };

export type ConversationMessagesQueryVariables = Exact<{
  conversationId: Scalars['ID']['input'];
  first: InputMaybe<Scalars['Int']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
}>;


export type ConversationMessagesQuery = { __typename?: 'Query', messages: { __typename?: 'MessagePage', nodes: Array<{ __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }> }>, pageInfo: { __typename?: 'MessagePageInfo', hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type MissedMessagesQueryVariables = Exact<{
  after: Scalars['String']['input'];
  first: InputMaybe<Scalars['Int']['input']>;
}>;


export type MissedMessagesQuery = { __typename?: 'Query', missedMessages: { __typename?: 'MessagePage', nodes: Array<{ __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }> }>, pageInfo: { __typename?: 'MessagePageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type NewestMessageQueryVariables = Exact<{ [key: string]: never; }>;


export type NewestMessageQuery = { __typename?: 'Query', messages: { __typename?: 'MessagePage', nodes: Array<{ __typename?: 'Message', id: string, seq: string, cursor: string }> } };

export type UnreadMessageCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadMessageCountQuery = { __typename?: 'Query', unreadMessageCount: number };

export type CreateConversationMutationVariables = Exact<{
  targetUserId: Scalars['ID']['input'];
}>;


export type CreateConversationMutation = { __typename?: 'Mutation', createConversation: { __typename?: 'Conversation', id: string, name: string | null, unreadCount: number, createdAt: string, updatedAt: string, users: Array<{ __typename?: 'User', id: string, name: string, username: string, image: string | null }>, latestMessage: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }> } | null } };

export type SendMessageMutationVariables = Exact<{
  input: SendMessageInput;
}>;


export type SendMessageMutation = { __typename?: 'Mutation', sendMessage: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }> } };

export type ToggleReactionMutationVariables = Exact<{
  messageId: Scalars['ID']['input'];
  emoji: Scalars['String']['input'];
}>;


export type ToggleReactionMutation = { __typename?: 'Mutation', toggleReaction: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }> } };

export type MarkConversationSeenMutationVariables = Exact<{
  conversationId: Scalars['ID']['input'];
}>;


export type MarkConversationSeenMutation = { __typename?: 'Mutation', markConversationSeen: { __typename?: 'Conversation', id: string, unreadCount: number } };

export type PinMessageMutationVariables = Exact<{
  messageId: Scalars['ID']['input'];
  pinned: Scalars['Boolean']['input'];
}>;


export type PinMessageMutation = { __typename?: 'Mutation', pinMessage: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }> } };

export type ConversationCreatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ConversationCreatedSubscription = { __typename?: 'Subscription', conversationCreated: { __typename?: 'Conversation', id: string, name: string | null, unreadCount: number, createdAt: string, updatedAt: string, users: Array<{ __typename?: 'User', id: string, name: string, username: string, image: string | null }>, latestMessage: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }> } | null } };

export type ConversationUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ConversationUpdatedSubscription = { __typename?: 'Subscription', conversationUpdated: { __typename?: 'Conversation', id: string, name: string | null, unreadCount: number, createdAt: string, updatedAt: string, pinnedMessages: Array<{ __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }> }>, users: Array<{ __typename?: 'User', id: string, name: string, username: string, image: string | null }>, latestMessage: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }> } | null } };

export type MessageCreatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MessageCreatedSubscription = { __typename?: 'Subscription', messageCreated: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }> } };

export type MessageUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MessageUpdatedSubscription = { __typename?: 'Subscription', messageUpdated: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }> } };

export type ActiveUsersSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ActiveUsersSubscription = { __typename?: 'Subscription', activeUsers: Array<string> };

export type NotificationItemFragment = { __typename?: 'Notification', id: string, type: NotificationKind, message: string, read: boolean, createdAt: string, cursor: string, actor: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, post: { __typename?: 'Post', id: string, content: string, user: { __typename?: 'User', id: string, username: string } } | null };

export type NotificationsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  unreadOnly: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type NotificationsQuery = { __typename?: 'Query', notifications: { __typename?: 'NotificationConnection', unreadCount: number, nodes: Array<{ __typename?: 'Notification', id: string, type: NotificationKind, message: string, read: boolean, createdAt: string, cursor: string, actor: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, post: { __typename?: 'Post', id: string, content: string, user: { __typename?: 'User', id: string, username: string } } | null }>, pageInfo: { __typename?: 'FeedPageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQuery = { __typename?: 'Query', unreadNotificationCount: number };

export type NotificationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationPreferencesQuery = { __typename?: 'Query', notificationPreferences: { __typename?: 'NotificationPreferences', likes: boolean, follows: boolean, replies: boolean, mentions: boolean, quotes: boolean, reposts: boolean } };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type MarkNotificationsReadMutation = { __typename?: 'Mutation', markNotificationsRead: number };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { __typename?: 'Mutation', markAllNotificationsRead: number };

export type DeleteNotificationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteNotificationMutation = { __typename?: 'Mutation', deleteNotification: string };

export type UpdateNotificationPreferencesMutationVariables = Exact<{
  input: NotificationPreferencesInput;
}>;


export type UpdateNotificationPreferencesMutation = { __typename?: 'Mutation', updateNotificationPreferences: { __typename?: 'NotificationPreferences', likes: boolean, follows: boolean, replies: boolean, mentions: boolean, quotes: boolean, reposts: boolean } };

export type NotificationCreatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationCreatedSubscription = { __typename?: 'Subscription', notificationCreated: { __typename?: 'Notification', id: string, type: NotificationKind, message: string, read: boolean, createdAt: string, cursor: string, actor: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, post: { __typename?: 'Post', id: string, content: string, user: { __typename?: 'User', id: string, username: string } } | null } };

export type PostAuthorFragment = { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean };

export type PostPollFragment = { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> };

export type PostRouteFragment = { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> };

export type PostMealFragment = { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null };

export type PostBodyFragment = { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null };

export type FeedPostFragment = { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, originalPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null };

export type HomeFeedQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type HomeFeedQuery = { __typename?: 'Query', homeFeed: { __typename?: 'PostConnection', nodes: Array<{ __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, originalPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null }>, pageInfo: { __typename?: 'FeedPageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type UserPostsQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type UserPostsQuery = { __typename?: 'Query', userPosts: { __typename?: 'PostConnection', nodes: Array<{ __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, originalPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null }>, pageInfo: { __typename?: 'FeedPageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type PostByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostByIdQuery = { __typename?: 'Query', post: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, originalPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } };

export type PostThreadQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostThreadQuery = { __typename?: 'Query', postThread: Array<{ __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, originalPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null }> };

export type PostRepliesQueryVariables = Exact<{
  postId: Scalars['ID']['input'];
  skip: InputMaybe<Scalars['Int']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
}>;


export type PostRepliesQuery = { __typename?: 'Query', replies: Array<{ __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, originalPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null }> };

export type FollowCountsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FollowCountsQuery = { __typename?: 'Query', user: { __typename?: 'User', postCount: number, id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean } };

export type LikePostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LikePostMutation = { __typename?: 'Mutation', likePost: { __typename?: 'Post', id: string, liked: boolean, likeCount: number } };

export type UnlikePostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UnlikePostMutation = { __typename?: 'Mutation', unlikePost: { __typename?: 'Post', id: string, liked: boolean, likeCount: number } };

export type BookmarkPostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BookmarkPostMutation = { __typename?: 'Mutation', bookmarkPost: { __typename?: 'Post', id: string, bookmarked: boolean, bookmarkCount: number } };

export type UnbookmarkPostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UnbookmarkPostMutation = { __typename?: 'Mutation', unbookmarkPost: { __typename?: 'Post', id: string, bookmarked: boolean, bookmarkCount: number } };

export type RepostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RepostMutation = { __typename?: 'Mutation', repost: { __typename?: 'Post', id: string, reposted: boolean, repostCount: number } };

export type UndoRepostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UndoRepostMutation = { __typename?: 'Mutation', undoRepost: { __typename?: 'Post', id: string, reposted: boolean, repostCount: number } };

export type QuotePostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  content: Scalars['String']['input'];
}>;


export type QuotePostMutation = { __typename?: 'Mutation', quotePost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, originalPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } };

export type CreateReplyMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  input: ReplyInput;
}>;


export type CreateReplyMutation = { __typename?: 'Mutation', createReply: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, originalPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } };

export type DeletePostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeletePostMutation = { __typename?: 'Mutation', deletePost: string };

export type RecordPostViewMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RecordPostViewMutation = { __typename?: 'Mutation', recordPostView: { __typename?: 'Post', id: string, viewCount: number } };

export type RecordShareMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  method: ShareMethod;
}>;


export type RecordShareMutation = { __typename?: 'Mutation', recordShare: boolean };

export type VotePollMutationVariables = Exact<{
  pollId: Scalars['ID']['input'];
  optionId: InputMaybe<Scalars['ID']['input']>;
  optionIndex: InputMaybe<Scalars['Int']['input']>;
}>;


export type VotePollMutation = { __typename?: 'Mutation', votePoll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } };

export type FollowUserMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type FollowUserMutation = { __typename?: 'Mutation', follow: { __typename?: 'User', id: string, followers: number, following: number, followedByMe: boolean } };

export type UnfollowUserMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type UnfollowUserMutation = { __typename?: 'Mutation', unfollow: { __typename?: 'User', id: string, followers: number, following: number, followedByMe: boolean } };

export type ProfileUserFragment = { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, bioLink: string | null, profileURL: string, followers: number, following: number, createdAt: string, suspended: boolean };

export type UserByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UserByIdQuery = { __typename?: 'Query', user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, bioLink: string | null, profileURL: string, followers: number, following: number, createdAt: string, suspended: boolean } };

export type FindUserQueryVariables = Exact<{
  id: InputMaybe<Scalars['ID']['input']>;
  username: InputMaybe<Scalars['String']['input']>;
}>;


export type FindUserQuery = { __typename?: 'Query', findUser: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, bioLink: string | null, profileURL: string, followers: number, following: number, createdAt: string, suspended: boolean } };

export type SearchUsersQueryVariables = Exact<{
  q: Scalars['String']['input'];
  first: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchUsersQuery = { __typename?: 'Query', searchUsers: Array<{ __typename?: 'User', id: string, name: string, username: string, image: string | null }> };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'User', email: string | null, id: string, name: string, username: string, image: string | null, bio: string | null, bioLink: string | null, profileURL: string, followers: number, following: number, createdAt: string, suspended: boolean } };

export type UserUpdatedSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UserUpdatedSubscription = { __typename?: 'Subscription', userUpdated: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, bioLink: string | null, profileURL: string, followers: number, following: number, createdAt: string, suspended: boolean } };

export const SessionUserFragmentDoc = gql`
    fragment SessionUser on User {
  id
  name
  username
  email
  emailVerified
  image
  bio
  bioLink
  profileURL
  followers
  following
  createdAt
  updatedAt
  suspended
  role
}
    `;
export const CallUserFragmentDoc = gql`
    fragment CallUser on User {
  id
  name
  username
  image
}
    `;
export const CallParticipantFieldsFragmentDoc = gql`
    fragment CallParticipantFields on CallParticipant {
  user {
    ...CallUser
  }
  status
  audioEnabled
  videoEnabled
  peerId
}
    `;
export const CallFieldsFragmentDoc = gql`
    fragment CallFields on Call {
  id
  conversationId
  type
  video
  status
  roomId
  mediasoupUrl
  initiator {
    ...CallUser
  }
  participants {
    ...CallParticipantFields
  }
  createdAt
  startedAt
  endedAt
}
    `;
export const ComposerPostFragmentDoc = gql`
    fragment ComposerPost on Post {
  id
  userId
  content
  type
  status
  scheduledFor
  timezone
  locationName
  locationLat
  locationLng
  medias {
    url
    type
  }
  poll {
    id
    endTime
    options {
      id
      text
      votes
    }
  }
  createdAt
  updatedAt
}
    `;
export const ComposerPlaceFragmentDoc = gql`
    fragment ComposerPlace on Place {
  name
  displayName
  country
  lat
  lng
}
    `;
export const ChatUserFragmentDoc = gql`
    fragment ChatUser on User {
  id
  name
  username
  image
}
    `;
export const SharedPostCardFragmentDoc = gql`
    fragment SharedPostCard on Post {
  id
  content
  medias {
    url
    type
  }
  user {
    id
    name
    username
    image
  }
}
    `;
export const ChatMessageFragmentDoc = gql`
    fragment ChatMessage on Message {
  id
  conversationId
  senderId
  sender {
    ...ChatUser
  }
  body
  image
  mediaType
  createdAt
  seen
  seenBy {
    id
  }
  replyTo {
    id
    body
    image
    sender {
      id
      name
    }
  }
  sharedPost {
    ...SharedPostCard
  }
  reactions {
    id
    emoji
    userId
    messageId
    createdAt
    user {
      id
      name
    }
  }
  pinned
  clientId
  cursor
  seq
}
    `;
export const ChatConversationFragmentDoc = gql`
    fragment ChatConversation on Conversation {
  id
  name
  users {
    ...ChatUser
  }
  latestMessage {
    ...ChatMessage
  }
  unreadCount
  createdAt
  updatedAt
}
    `;
export const NotificationItemFragmentDoc = gql`
    fragment NotificationItem on Notification {
  id
  type
  message
  read
  createdAt
  cursor
  actor {
    id
    name
    username
    image
  }
  post {
    id
    content
    user {
      id
      username
    }
  }
}
    `;
export const PostAuthorFragmentDoc = gql`
    fragment PostAuthor on User {
  id
  name
  username
  image
  bio
  followers
  following
  followedByMe
}
    `;
export const PostRouteFragmentDoc = gql`
    fragment PostRoute on RouteData {
  type
  date
  duration
  distance
  averageSpeed
  elevationGain
  coordinates {
    latitude
    longitude
  }
  steps
  calories
  location
}
    `;
export const PostMealFragmentDoc = gql`
    fragment PostMeal on Meal {
  name
  description
  calories
  protein
  carbs {
    total
    fiber
    sugar
  }
  fats {
    total
    saturated
  }
  nutritionalInfo {
    calories
    servingSize
    protein
    carbs
    fats
    qualityScore
  }
  ingredients
  cuisineType
}
    `;
export const PostPollFragmentDoc = gql`
    fragment PostPoll on Poll {
  id
  postId
  options {
    id
    text
    votes
  }
  endTime
  ended
  hasVoted
  myVoteOptionId
  totalVotes
}
    `;
export const PostBodyFragmentDoc = gql`
    fragment PostBody on Post {
  id
  userId
  user {
    ...PostAuthor
  }
  content
  type
  medias {
    url
    type
  }
  locationName
  routeData {
    ...PostRoute
  }
  meal {
    ...PostMeal
  }
  poll {
    ...PostPoll
  }
  likeCount
  repostCount
  quoteCount
  replyCount
  bookmarkCount
  viewCount
  liked
  bookmarked
  reposted
  originalPostId
  parentId
  status
  createdAt
  cursor
}
    `;
export const FeedPostFragmentDoc = gql`
    fragment FeedPost on Post {
  ...PostBody
  originalPost {
    ...PostBody
  }
}
    `;
export const ProfileUserFragmentDoc = gql`
    fragment ProfileUser on User {
  id
  name
  username
  image
  bio
  bioLink
  profileURL
  followers
  following
  createdAt
  suspended
}
    `;
export const MeDocument = gql`
    query Me {
  me {
    ...SessionUser
  }
}
    ${SessionUserFragmentDoc}`;

/**
 * __useMeQuery__
 *
 * To run a query within a React component, call `useMeQuery` and pass it any options that fit your needs.
 * When your component renders, `useMeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMeQuery({
 *   variables: {
 *   },
 * });
 */
export function useMeQuery(baseOptions?: Apollo.QueryHookOptions<MeQuery, MeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MeQuery, MeQueryVariables>(MeDocument, options);
      }
export function useMeLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
// @ts-ignore
export function useMeSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>): Apollo.UseSuspenseQueryResult<MeQuery, MeQueryVariables>;
export function useMeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>): Apollo.UseSuspenseQueryResult<MeQuery | undefined, MeQueryVariables>;
export function useMeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
export type MeQueryHookResult = ReturnType<typeof useMeQuery>;
export type MeLazyQueryHookResult = ReturnType<typeof useMeLazyQuery>;
export type MeSuspenseQueryHookResult = ReturnType<typeof useMeSuspenseQuery>;
export type MeQueryResult = Apollo.QueryResult<MeQuery, MeQueryVariables>;
export const LoginDocument = gql`
    mutation Login($input: LoginInput!) {
  login(input: $input) {
    token
    expiresAt
    deviceId
    user {
      ...SessionUser
    }
  }
}
    ${SessionUserFragmentDoc}`;
export type LoginMutationFn = Apollo.MutationFunction<LoginMutation, LoginMutationVariables>;

/**
 * __useLoginMutation__
 *
 * To run a mutation, you first call `useLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginMutation, { data, loading, error }] = useLoginMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLoginMutation(baseOptions?: Apollo.MutationHookOptions<LoginMutation, LoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LoginMutation, LoginMutationVariables>(LoginDocument, options);
      }
export type LoginMutationHookResult = ReturnType<typeof useLoginMutation>;
export type LoginMutationResult = Apollo.MutationResult<LoginMutation>;
export type LoginMutationOptions = Apollo.BaseMutationOptions<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = gql`
    mutation Register($input: RegisterInput!) {
  register(input: $input) {
    token
    expiresAt
    deviceId
    user {
      ...SessionUser
    }
  }
}
    ${SessionUserFragmentDoc}`;
export type RegisterMutationFn = Apollo.MutationFunction<RegisterMutation, RegisterMutationVariables>;

/**
 * __useRegisterMutation__
 *
 * To run a mutation, you first call `useRegisterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegisterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [registerMutation, { data, loading, error }] = useRegisterMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRegisterMutation(baseOptions?: Apollo.MutationHookOptions<RegisterMutation, RegisterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RegisterMutation, RegisterMutationVariables>(RegisterDocument, options);
      }
export type RegisterMutationHookResult = ReturnType<typeof useRegisterMutation>;
export type RegisterMutationResult = Apollo.MutationResult<RegisterMutation>;
export type RegisterMutationOptions = Apollo.BaseMutationOptions<RegisterMutation, RegisterMutationVariables>;
export const RefreshDocument = gql`
    mutation Refresh {
  refresh {
    token
    expiresAt
    user {
      ...SessionUser
    }
  }
}
    ${SessionUserFragmentDoc}`;
export type RefreshMutationFn = Apollo.MutationFunction<RefreshMutation, RefreshMutationVariables>;

/**
 * __useRefreshMutation__
 *
 * To run a mutation, you first call `useRefreshMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRefreshMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [refreshMutation, { data, loading, error }] = useRefreshMutation({
 *   variables: {
 *   },
 * });
 */
export function useRefreshMutation(baseOptions?: Apollo.MutationHookOptions<RefreshMutation, RefreshMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RefreshMutation, RefreshMutationVariables>(RefreshDocument, options);
      }
export type RefreshMutationHookResult = ReturnType<typeof useRefreshMutation>;
export type RefreshMutationResult = Apollo.MutationResult<RefreshMutation>;
export type RefreshMutationOptions = Apollo.BaseMutationOptions<RefreshMutation, RefreshMutationVariables>;
export const LogoutDocument = gql`
    mutation Logout {
  logout
}
    `;
export type LogoutMutationFn = Apollo.MutationFunction<LogoutMutation, LogoutMutationVariables>;

/**
 * __useLogoutMutation__
 *
 * To run a mutation, you first call `useLogoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLogoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [logoutMutation, { data, loading, error }] = useLogoutMutation({
 *   variables: {
 *   },
 * });
 */
export function useLogoutMutation(baseOptions?: Apollo.MutationHookOptions<LogoutMutation, LogoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LogoutMutation, LogoutMutationVariables>(LogoutDocument, options);
      }
export type LogoutMutationHookResult = ReturnType<typeof useLogoutMutation>;
export type LogoutMutationResult = Apollo.MutationResult<LogoutMutation>;
export type LogoutMutationOptions = Apollo.BaseMutationOptions<LogoutMutation, LogoutMutationVariables>;
export const AccountEventsDocument = gql`
    subscription AccountEvents {
  accountEvent {
    kind
    at
    user {
      ...SessionUser
    }
  }
}
    ${SessionUserFragmentDoc}`;

/**
 * __useAccountEventsSubscription__
 *
 * To run a query within a React component, call `useAccountEventsSubscription` and pass it any options that fit your needs.
 * When your component renders, `useAccountEventsSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountEventsSubscription({
 *   variables: {
 *   },
 * });
 */
export function useAccountEventsSubscription(baseOptions?: Apollo.SubscriptionHookOptions<AccountEventsSubscription, AccountEventsSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useSubscription<AccountEventsSubscription, AccountEventsSubscriptionVariables>(AccountEventsDocument, options);
      }
export type AccountEventsSubscriptionHookResult = ReturnType<typeof useAccountEventsSubscription>;
export type AccountEventsSubscriptionResult = Apollo.SubscriptionResult<AccountEventsSubscription>;
export const CallDocument = gql`
    query Call($id: ID!) {
  call(id: $id) {
    ...CallFields
  }
}
    ${CallFieldsFragmentDoc}
${CallUserFragmentDoc}
${CallParticipantFieldsFragmentDoc}`;

/**
 * __useCallQuery__
 *
 * To run a query within a React component, call `useCallQuery` and pass it any options that fit your needs.
 * When your component renders, `useCallQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCallQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCallQuery(baseOptions: Apollo.QueryHookOptions<CallQuery, CallQueryVariables> & ({ variables: CallQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CallQuery, CallQueryVariables>(CallDocument, options);
      }
export function useCallLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CallQuery, CallQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CallQuery, CallQueryVariables>(CallDocument, options);
        }
// @ts-ignore
export function useCallSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CallQuery, CallQueryVariables>): Apollo.UseSuspenseQueryResult<CallQuery, CallQueryVariables>;
export function useCallSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CallQuery, CallQueryVariables>): Apollo.UseSuspenseQueryResult<CallQuery | undefined, CallQueryVariables>;
export function useCallSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CallQuery, CallQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CallQuery, CallQueryVariables>(CallDocument, options);
        }
export type CallQueryHookResult = ReturnType<typeof useCallQuery>;
export type CallLazyQueryHookResult = ReturnType<typeof useCallLazyQuery>;
export type CallSuspenseQueryHookResult = ReturnType<typeof useCallSuspenseQuery>;
export type CallQueryResult = Apollo.QueryResult<CallQuery, CallQueryVariables>;
export const ActiveCallsDocument = gql`
    query ActiveCalls {
  activeCalls {
    ...CallFields
  }
}
    ${CallFieldsFragmentDoc}
${CallUserFragmentDoc}
${CallParticipantFieldsFragmentDoc}`;

/**
 * __useActiveCallsQuery__
 *
 * To run a query within a React component, call `useActiveCallsQuery` and pass it any options that fit your needs.
 * When your component renders, `useActiveCallsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useActiveCallsQuery({
 *   variables: {
 *   },
 * });
 */
export function useActiveCallsQuery(baseOptions?: Apollo.QueryHookOptions<ActiveCallsQuery, ActiveCallsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ActiveCallsQuery, ActiveCallsQueryVariables>(ActiveCallsDocument, options);
      }
export function useActiveCallsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ActiveCallsQuery, ActiveCallsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ActiveCallsQuery, ActiveCallsQueryVariables>(ActiveCallsDocument, options);
        }
// @ts-ignore
export function useActiveCallsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ActiveCallsQuery, ActiveCallsQueryVariables>): Apollo.UseSuspenseQueryResult<ActiveCallsQuery, ActiveCallsQueryVariables>;
export function useActiveCallsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ActiveCallsQuery, ActiveCallsQueryVariables>): Apollo.UseSuspenseQueryResult<ActiveCallsQuery | undefined, ActiveCallsQueryVariables>;
export function useActiveCallsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ActiveCallsQuery, ActiveCallsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ActiveCallsQuery, ActiveCallsQueryVariables>(ActiveCallsDocument, options);
        }
export type ActiveCallsQueryHookResult = ReturnType<typeof useActiveCallsQuery>;
export type ActiveCallsLazyQueryHookResult = ReturnType<typeof useActiveCallsLazyQuery>;
export type ActiveCallsSuspenseQueryHookResult = ReturnType<typeof useActiveCallsSuspenseQuery>;
export type ActiveCallsQueryResult = Apollo.QueryResult<ActiveCallsQuery, ActiveCallsQueryVariables>;
export const TurnConfigDocument = gql`
    query TurnConfig {
  turnConfig {
    iceServers {
      urls
      username
      credential
    }
  }
}
    `;

/**
 * __useTurnConfigQuery__
 *
 * To run a query within a React component, call `useTurnConfigQuery` and pass it any options that fit your needs.
 * When your component renders, `useTurnConfigQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTurnConfigQuery({
 *   variables: {
 *   },
 * });
 */
export function useTurnConfigQuery(baseOptions?: Apollo.QueryHookOptions<TurnConfigQuery, TurnConfigQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<TurnConfigQuery, TurnConfigQueryVariables>(TurnConfigDocument, options);
      }
export function useTurnConfigLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<TurnConfigQuery, TurnConfigQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<TurnConfigQuery, TurnConfigQueryVariables>(TurnConfigDocument, options);
        }
// @ts-ignore
export function useTurnConfigSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<TurnConfigQuery, TurnConfigQueryVariables>): Apollo.UseSuspenseQueryResult<TurnConfigQuery, TurnConfigQueryVariables>;
export function useTurnConfigSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TurnConfigQuery, TurnConfigQueryVariables>): Apollo.UseSuspenseQueryResult<TurnConfigQuery | undefined, TurnConfigQueryVariables>;
export function useTurnConfigSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TurnConfigQuery, TurnConfigQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<TurnConfigQuery, TurnConfigQueryVariables>(TurnConfigDocument, options);
        }
export type TurnConfigQueryHookResult = ReturnType<typeof useTurnConfigQuery>;
export type TurnConfigLazyQueryHookResult = ReturnType<typeof useTurnConfigLazyQuery>;
export type TurnConfigSuspenseQueryHookResult = ReturnType<typeof useTurnConfigSuspenseQuery>;
export type TurnConfigQueryResult = Apollo.QueryResult<TurnConfigQuery, TurnConfigQueryVariables>;
export const CreateCallDocument = gql`
    mutation CreateCall($input: CreateCallInput!) {
  createCall(input: $input) {
    ...CallFields
  }
}
    ${CallFieldsFragmentDoc}
${CallUserFragmentDoc}
${CallParticipantFieldsFragmentDoc}`;
export type CreateCallMutationFn = Apollo.MutationFunction<CreateCallMutation, CreateCallMutationVariables>;

/**
 * __useCreateCallMutation__
 *
 * To run a mutation, you first call `useCreateCallMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCallMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCallMutation, { data, loading, error }] = useCreateCallMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCallMutation(baseOptions?: Apollo.MutationHookOptions<CreateCallMutation, CreateCallMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateCallMutation, CreateCallMutationVariables>(CreateCallDocument, options);
      }
export type CreateCallMutationHookResult = ReturnType<typeof useCreateCallMutation>;
export type CreateCallMutationResult = Apollo.MutationResult<CreateCallMutation>;
export type CreateCallMutationOptions = Apollo.BaseMutationOptions<CreateCallMutation, CreateCallMutationVariables>;
export const JoinCallDocument = gql`
    mutation JoinCall($callId: ID!) {
  joinCall(callId: $callId) {
    call {
      ...CallFields
    }
    roomId
    mediasoupUrl
    token
  }
}
    ${CallFieldsFragmentDoc}
${CallUserFragmentDoc}
${CallParticipantFieldsFragmentDoc}`;
export type JoinCallMutationFn = Apollo.MutationFunction<JoinCallMutation, JoinCallMutationVariables>;

/**
 * __useJoinCallMutation__
 *
 * To run a mutation, you first call `useJoinCallMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useJoinCallMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [joinCallMutation, { data, loading, error }] = useJoinCallMutation({
 *   variables: {
 *      callId: // value for 'callId'
 *   },
 * });
 */
export function useJoinCallMutation(baseOptions?: Apollo.MutationHookOptions<JoinCallMutation, JoinCallMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<JoinCallMutation, JoinCallMutationVariables>(JoinCallDocument, options);
      }
export type JoinCallMutationHookResult = ReturnType<typeof useJoinCallMutation>;
export type JoinCallMutationResult = Apollo.MutationResult<JoinCallMutation>;
export type JoinCallMutationOptions = Apollo.BaseMutationOptions<JoinCallMutation, JoinCallMutationVariables>;
export const DeclineCallDocument = gql`
    mutation DeclineCall($callId: ID!) {
  declineCall(callId: $callId) {
    ...CallFields
  }
}
    ${CallFieldsFragmentDoc}
${CallUserFragmentDoc}
${CallParticipantFieldsFragmentDoc}`;
export type DeclineCallMutationFn = Apollo.MutationFunction<DeclineCallMutation, DeclineCallMutationVariables>;

/**
 * __useDeclineCallMutation__
 *
 * To run a mutation, you first call `useDeclineCallMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeclineCallMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [declineCallMutation, { data, loading, error }] = useDeclineCallMutation({
 *   variables: {
 *      callId: // value for 'callId'
 *   },
 * });
 */
export function useDeclineCallMutation(baseOptions?: Apollo.MutationHookOptions<DeclineCallMutation, DeclineCallMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeclineCallMutation, DeclineCallMutationVariables>(DeclineCallDocument, options);
      }
export type DeclineCallMutationHookResult = ReturnType<typeof useDeclineCallMutation>;
export type DeclineCallMutationResult = Apollo.MutationResult<DeclineCallMutation>;
export type DeclineCallMutationOptions = Apollo.BaseMutationOptions<DeclineCallMutation, DeclineCallMutationVariables>;
export const LeaveCallDocument = gql`
    mutation LeaveCall($callId: ID!) {
  leaveCall(callId: $callId) {
    ...CallFields
  }
}
    ${CallFieldsFragmentDoc}
${CallUserFragmentDoc}
${CallParticipantFieldsFragmentDoc}`;
export type LeaveCallMutationFn = Apollo.MutationFunction<LeaveCallMutation, LeaveCallMutationVariables>;

/**
 * __useLeaveCallMutation__
 *
 * To run a mutation, you first call `useLeaveCallMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLeaveCallMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [leaveCallMutation, { data, loading, error }] = useLeaveCallMutation({
 *   variables: {
 *      callId: // value for 'callId'
 *   },
 * });
 */
export function useLeaveCallMutation(baseOptions?: Apollo.MutationHookOptions<LeaveCallMutation, LeaveCallMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LeaveCallMutation, LeaveCallMutationVariables>(LeaveCallDocument, options);
      }
export type LeaveCallMutationHookResult = ReturnType<typeof useLeaveCallMutation>;
export type LeaveCallMutationResult = Apollo.MutationResult<LeaveCallMutation>;
export type LeaveCallMutationOptions = Apollo.BaseMutationOptions<LeaveCallMutation, LeaveCallMutationVariables>;
export const EndCallDocument = gql`
    mutation EndCall($callId: ID!) {
  endCall(callId: $callId) {
    ...CallFields
  }
}
    ${CallFieldsFragmentDoc}
${CallUserFragmentDoc}
${CallParticipantFieldsFragmentDoc}`;
export type EndCallMutationFn = Apollo.MutationFunction<EndCallMutation, EndCallMutationVariables>;

/**
 * __useEndCallMutation__
 *
 * To run a mutation, you first call `useEndCallMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEndCallMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [endCallMutation, { data, loading, error }] = useEndCallMutation({
 *   variables: {
 *      callId: // value for 'callId'
 *   },
 * });
 */
export function useEndCallMutation(baseOptions?: Apollo.MutationHookOptions<EndCallMutation, EndCallMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<EndCallMutation, EndCallMutationVariables>(EndCallDocument, options);
      }
export type EndCallMutationHookResult = ReturnType<typeof useEndCallMutation>;
export type EndCallMutationResult = Apollo.MutationResult<EndCallMutation>;
export type EndCallMutationOptions = Apollo.BaseMutationOptions<EndCallMutation, EndCallMutationVariables>;
export const UpdateCallParticipantStatusDocument = gql`
    mutation UpdateCallParticipantStatus($callId: ID!, $status: CallParticipantStatus!, $peerId: String) {
  updateCallParticipantStatus(callId: $callId, status: $status, peerId: $peerId) {
    ...CallFields
  }
}
    ${CallFieldsFragmentDoc}
${CallUserFragmentDoc}
${CallParticipantFieldsFragmentDoc}`;
export type UpdateCallParticipantStatusMutationFn = Apollo.MutationFunction<UpdateCallParticipantStatusMutation, UpdateCallParticipantStatusMutationVariables>;

/**
 * __useUpdateCallParticipantStatusMutation__
 *
 * To run a mutation, you first call `useUpdateCallParticipantStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCallParticipantStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCallParticipantStatusMutation, { data, loading, error }] = useUpdateCallParticipantStatusMutation({
 *   variables: {
 *      callId: // value for 'callId'
 *      status: // value for 'status'
 *      peerId: // value for 'peerId'
 *   },
 * });
 */
export function useUpdateCallParticipantStatusMutation(baseOptions?: Apollo.MutationHookOptions<UpdateCallParticipantStatusMutation, UpdateCallParticipantStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateCallParticipantStatusMutation, UpdateCallParticipantStatusMutationVariables>(UpdateCallParticipantStatusDocument, options);
      }
export type UpdateCallParticipantStatusMutationHookResult = ReturnType<typeof useUpdateCallParticipantStatusMutation>;
export type UpdateCallParticipantStatusMutationResult = Apollo.MutationResult<UpdateCallParticipantStatusMutation>;
export type UpdateCallParticipantStatusMutationOptions = Apollo.BaseMutationOptions<UpdateCallParticipantStatusMutation, UpdateCallParticipantStatusMutationVariables>;
export const UpdateCallMediaDocument = gql`
    mutation UpdateCallMedia($callId: ID!, $audioEnabled: Boolean, $videoEnabled: Boolean) {
  updateCallMedia(
    callId: $callId
    audioEnabled: $audioEnabled
    videoEnabled: $videoEnabled
  ) {
    ...CallFields
  }
}
    ${CallFieldsFragmentDoc}
${CallUserFragmentDoc}
${CallParticipantFieldsFragmentDoc}`;
export type UpdateCallMediaMutationFn = Apollo.MutationFunction<UpdateCallMediaMutation, UpdateCallMediaMutationVariables>;

/**
 * __useUpdateCallMediaMutation__
 *
 * To run a mutation, you first call `useUpdateCallMediaMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCallMediaMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCallMediaMutation, { data, loading, error }] = useUpdateCallMediaMutation({
 *   variables: {
 *      callId: // value for 'callId'
 *      audioEnabled: // value for 'audioEnabled'
 *      videoEnabled: // value for 'videoEnabled'
 *   },
 * });
 */
export function useUpdateCallMediaMutation(baseOptions?: Apollo.MutationHookOptions<UpdateCallMediaMutation, UpdateCallMediaMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateCallMediaMutation, UpdateCallMediaMutationVariables>(UpdateCallMediaDocument, options);
      }
export type UpdateCallMediaMutationHookResult = ReturnType<typeof useUpdateCallMediaMutation>;
export type UpdateCallMediaMutationResult = Apollo.MutationResult<UpdateCallMediaMutation>;
export type UpdateCallMediaMutationOptions = Apollo.BaseMutationOptions<UpdateCallMediaMutation, UpdateCallMediaMutationVariables>;
export const CallEventDocument = gql`
    subscription CallEvent($callId: ID) {
  callEvent(callId: $callId) {
    kind
    call {
      ...CallFields
    }
    user {
      ...CallUser
    }
    audioEnabled
    videoEnabled
    error
    at
  }
}
    ${CallFieldsFragmentDoc}
${CallUserFragmentDoc}
${CallParticipantFieldsFragmentDoc}`;

/**
 * __useCallEventSubscription__
 *
 * To run a query within a React component, call `useCallEventSubscription` and pass it any options that fit your needs.
 * When your component renders, `useCallEventSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCallEventSubscription({
 *   variables: {
 *      callId: // value for 'callId'
 *   },
 * });
 */
export function useCallEventSubscription(baseOptions?: Apollo.SubscriptionHookOptions<CallEventSubscription, CallEventSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useSubscription<CallEventSubscription, CallEventSubscriptionVariables>(CallEventDocument, options);
      }
export type CallEventSubscriptionHookResult = ReturnType<typeof useCallEventSubscription>;
export type CallEventSubscriptionResult = Apollo.SubscriptionResult<CallEventSubscription>;
export const ComposerCreatePostDocument = gql`
    mutation ComposerCreatePost($input: CreatePostInput!) {
  createPost(input: $input) {
    ...ComposerPost
  }
}
    ${ComposerPostFragmentDoc}`;
export type ComposerCreatePostMutationFn = Apollo.MutationFunction<ComposerCreatePostMutation, ComposerCreatePostMutationVariables>;

/**
 * __useComposerCreatePostMutation__
 *
 * To run a mutation, you first call `useComposerCreatePostMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useComposerCreatePostMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [composerCreatePostMutation, { data, loading, error }] = useComposerCreatePostMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useComposerCreatePostMutation(baseOptions?: Apollo.MutationHookOptions<ComposerCreatePostMutation, ComposerCreatePostMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ComposerCreatePostMutation, ComposerCreatePostMutationVariables>(ComposerCreatePostDocument, options);
      }
export type ComposerCreatePostMutationHookResult = ReturnType<typeof useComposerCreatePostMutation>;
export type ComposerCreatePostMutationResult = Apollo.MutationResult<ComposerCreatePostMutation>;
export type ComposerCreatePostMutationOptions = Apollo.BaseMutationOptions<ComposerCreatePostMutation, ComposerCreatePostMutationVariables>;
export const ComposerUpdatePostDocument = gql`
    mutation ComposerUpdatePost($id: ID!, $input: UpdatePostInput!) {
  updatePost(id: $id, input: $input) {
    ...ComposerPost
  }
}
    ${ComposerPostFragmentDoc}`;
export type ComposerUpdatePostMutationFn = Apollo.MutationFunction<ComposerUpdatePostMutation, ComposerUpdatePostMutationVariables>;

/**
 * __useComposerUpdatePostMutation__
 *
 * To run a mutation, you first call `useComposerUpdatePostMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useComposerUpdatePostMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [composerUpdatePostMutation, { data, loading, error }] = useComposerUpdatePostMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useComposerUpdatePostMutation(baseOptions?: Apollo.MutationHookOptions<ComposerUpdatePostMutation, ComposerUpdatePostMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ComposerUpdatePostMutation, ComposerUpdatePostMutationVariables>(ComposerUpdatePostDocument, options);
      }
export type ComposerUpdatePostMutationHookResult = ReturnType<typeof useComposerUpdatePostMutation>;
export type ComposerUpdatePostMutationResult = Apollo.MutationResult<ComposerUpdatePostMutation>;
export type ComposerUpdatePostMutationOptions = Apollo.BaseMutationOptions<ComposerUpdatePostMutation, ComposerUpdatePostMutationVariables>;
export const ComposerPublishDraftDocument = gql`
    mutation ComposerPublishDraft($id: ID!, $input: PublishDraftInput) {
  publishDraft(id: $id, input: $input) {
    ...ComposerPost
  }
}
    ${ComposerPostFragmentDoc}`;
export type ComposerPublishDraftMutationFn = Apollo.MutationFunction<ComposerPublishDraftMutation, ComposerPublishDraftMutationVariables>;

/**
 * __useComposerPublishDraftMutation__
 *
 * To run a mutation, you first call `useComposerPublishDraftMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useComposerPublishDraftMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [composerPublishDraftMutation, { data, loading, error }] = useComposerPublishDraftMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useComposerPublishDraftMutation(baseOptions?: Apollo.MutationHookOptions<ComposerPublishDraftMutation, ComposerPublishDraftMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ComposerPublishDraftMutation, ComposerPublishDraftMutationVariables>(ComposerPublishDraftDocument, options);
      }
export type ComposerPublishDraftMutationHookResult = ReturnType<typeof useComposerPublishDraftMutation>;
export type ComposerPublishDraftMutationResult = Apollo.MutationResult<ComposerPublishDraftMutation>;
export type ComposerPublishDraftMutationOptions = Apollo.BaseMutationOptions<ComposerPublishDraftMutation, ComposerPublishDraftMutationVariables>;
export const ComposerDeletePostDocument = gql`
    mutation ComposerDeletePost($id: ID!) {
  deletePost(id: $id)
}
    `;
export type ComposerDeletePostMutationFn = Apollo.MutationFunction<ComposerDeletePostMutation, ComposerDeletePostMutationVariables>;

/**
 * __useComposerDeletePostMutation__
 *
 * To run a mutation, you first call `useComposerDeletePostMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useComposerDeletePostMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [composerDeletePostMutation, { data, loading, error }] = useComposerDeletePostMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useComposerDeletePostMutation(baseOptions?: Apollo.MutationHookOptions<ComposerDeletePostMutation, ComposerDeletePostMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ComposerDeletePostMutation, ComposerDeletePostMutationVariables>(ComposerDeletePostDocument, options);
      }
export type ComposerDeletePostMutationHookResult = ReturnType<typeof useComposerDeletePostMutation>;
export type ComposerDeletePostMutationResult = Apollo.MutationResult<ComposerDeletePostMutation>;
export type ComposerDeletePostMutationOptions = Apollo.BaseMutationOptions<ComposerDeletePostMutation, ComposerDeletePostMutationVariables>;
export const ComposerCancelScheduleDocument = gql`
    mutation ComposerCancelSchedule($id: ID!) {
  cancelSchedule(id: $id) {
    ...ComposerPost
  }
}
    ${ComposerPostFragmentDoc}`;
export type ComposerCancelScheduleMutationFn = Apollo.MutationFunction<ComposerCancelScheduleMutation, ComposerCancelScheduleMutationVariables>;

/**
 * __useComposerCancelScheduleMutation__
 *
 * To run a mutation, you first call `useComposerCancelScheduleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useComposerCancelScheduleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [composerCancelScheduleMutation, { data, loading, error }] = useComposerCancelScheduleMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useComposerCancelScheduleMutation(baseOptions?: Apollo.MutationHookOptions<ComposerCancelScheduleMutation, ComposerCancelScheduleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ComposerCancelScheduleMutation, ComposerCancelScheduleMutationVariables>(ComposerCancelScheduleDocument, options);
      }
export type ComposerCancelScheduleMutationHookResult = ReturnType<typeof useComposerCancelScheduleMutation>;
export type ComposerCancelScheduleMutationResult = Apollo.MutationResult<ComposerCancelScheduleMutation>;
export type ComposerCancelScheduleMutationOptions = Apollo.BaseMutationOptions<ComposerCancelScheduleMutation, ComposerCancelScheduleMutationVariables>;
export const MyDraftsDocument = gql`
    query MyDrafts {
  myDrafts {
    ...ComposerPost
  }
}
    ${ComposerPostFragmentDoc}`;

/**
 * __useMyDraftsQuery__
 *
 * To run a query within a React component, call `useMyDraftsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyDraftsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyDraftsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyDraftsQuery(baseOptions?: Apollo.QueryHookOptions<MyDraftsQuery, MyDraftsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MyDraftsQuery, MyDraftsQueryVariables>(MyDraftsDocument, options);
      }
export function useMyDraftsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MyDraftsQuery, MyDraftsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MyDraftsQuery, MyDraftsQueryVariables>(MyDraftsDocument, options);
        }
// @ts-ignore
export function useMyDraftsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MyDraftsQuery, MyDraftsQueryVariables>): Apollo.UseSuspenseQueryResult<MyDraftsQuery, MyDraftsQueryVariables>;
export function useMyDraftsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyDraftsQuery, MyDraftsQueryVariables>): Apollo.UseSuspenseQueryResult<MyDraftsQuery | undefined, MyDraftsQueryVariables>;
export function useMyDraftsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyDraftsQuery, MyDraftsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MyDraftsQuery, MyDraftsQueryVariables>(MyDraftsDocument, options);
        }
export type MyDraftsQueryHookResult = ReturnType<typeof useMyDraftsQuery>;
export type MyDraftsLazyQueryHookResult = ReturnType<typeof useMyDraftsLazyQuery>;
export type MyDraftsSuspenseQueryHookResult = ReturnType<typeof useMyDraftsSuspenseQuery>;
export type MyDraftsQueryResult = Apollo.QueryResult<MyDraftsQuery, MyDraftsQueryVariables>;
export const MyScheduledPostsDocument = gql`
    query MyScheduledPosts {
  myScheduledPosts {
    ...ComposerPost
  }
}
    ${ComposerPostFragmentDoc}`;

/**
 * __useMyScheduledPostsQuery__
 *
 * To run a query within a React component, call `useMyScheduledPostsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyScheduledPostsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyScheduledPostsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyScheduledPostsQuery(baseOptions?: Apollo.QueryHookOptions<MyScheduledPostsQuery, MyScheduledPostsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MyScheduledPostsQuery, MyScheduledPostsQueryVariables>(MyScheduledPostsDocument, options);
      }
export function useMyScheduledPostsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MyScheduledPostsQuery, MyScheduledPostsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MyScheduledPostsQuery, MyScheduledPostsQueryVariables>(MyScheduledPostsDocument, options);
        }
// @ts-ignore
export function useMyScheduledPostsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MyScheduledPostsQuery, MyScheduledPostsQueryVariables>): Apollo.UseSuspenseQueryResult<MyScheduledPostsQuery, MyScheduledPostsQueryVariables>;
export function useMyScheduledPostsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyScheduledPostsQuery, MyScheduledPostsQueryVariables>): Apollo.UseSuspenseQueryResult<MyScheduledPostsQuery | undefined, MyScheduledPostsQueryVariables>;
export function useMyScheduledPostsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyScheduledPostsQuery, MyScheduledPostsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MyScheduledPostsQuery, MyScheduledPostsQueryVariables>(MyScheduledPostsDocument, options);
        }
export type MyScheduledPostsQueryHookResult = ReturnType<typeof useMyScheduledPostsQuery>;
export type MyScheduledPostsLazyQueryHookResult = ReturnType<typeof useMyScheduledPostsLazyQuery>;
export type MyScheduledPostsSuspenseQueryHookResult = ReturnType<typeof useMyScheduledPostsSuspenseQuery>;
export type MyScheduledPostsQueryResult = Apollo.QueryResult<MyScheduledPostsQuery, MyScheduledPostsQueryVariables>;
export const SearchPlacesDocument = gql`
    query SearchPlaces($q: String!, $first: Int) {
  searchPlaces(q: $q, first: $first) {
    ...ComposerPlace
  }
}
    ${ComposerPlaceFragmentDoc}`;

/**
 * __useSearchPlacesQuery__
 *
 * To run a query within a React component, call `useSearchPlacesQuery` and pass it any options that fit your needs.
 * When your component renders, `useSearchPlacesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSearchPlacesQuery({
 *   variables: {
 *      q: // value for 'q'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useSearchPlacesQuery(baseOptions: Apollo.QueryHookOptions<SearchPlacesQuery, SearchPlacesQueryVariables> & ({ variables: SearchPlacesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SearchPlacesQuery, SearchPlacesQueryVariables>(SearchPlacesDocument, options);
      }
export function useSearchPlacesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SearchPlacesQuery, SearchPlacesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SearchPlacesQuery, SearchPlacesQueryVariables>(SearchPlacesDocument, options);
        }
// @ts-ignore
export function useSearchPlacesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SearchPlacesQuery, SearchPlacesQueryVariables>): Apollo.UseSuspenseQueryResult<SearchPlacesQuery, SearchPlacesQueryVariables>;
export function useSearchPlacesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SearchPlacesQuery, SearchPlacesQueryVariables>): Apollo.UseSuspenseQueryResult<SearchPlacesQuery | undefined, SearchPlacesQueryVariables>;
export function useSearchPlacesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SearchPlacesQuery, SearchPlacesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SearchPlacesQuery, SearchPlacesQueryVariables>(SearchPlacesDocument, options);
        }
export type SearchPlacesQueryHookResult = ReturnType<typeof useSearchPlacesQuery>;
export type SearchPlacesLazyQueryHookResult = ReturnType<typeof useSearchPlacesLazyQuery>;
export type SearchPlacesSuspenseQueryHookResult = ReturnType<typeof useSearchPlacesSuspenseQuery>;
export type SearchPlacesQueryResult = Apollo.QueryResult<SearchPlacesQuery, SearchPlacesQueryVariables>;
export const NearestPlaceDocument = gql`
    query NearestPlace($lat: Float!, $lng: Float!) {
  nearestPlace(lat: $lat, lng: $lng) {
    ...ComposerPlace
  }
}
    ${ComposerPlaceFragmentDoc}`;

/**
 * __useNearestPlaceQuery__
 *
 * To run a query within a React component, call `useNearestPlaceQuery` and pass it any options that fit your needs.
 * When your component renders, `useNearestPlaceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNearestPlaceQuery({
 *   variables: {
 *      lat: // value for 'lat'
 *      lng: // value for 'lng'
 *   },
 * });
 */
export function useNearestPlaceQuery(baseOptions: Apollo.QueryHookOptions<NearestPlaceQuery, NearestPlaceQueryVariables> & ({ variables: NearestPlaceQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NearestPlaceQuery, NearestPlaceQueryVariables>(NearestPlaceDocument, options);
      }
export function useNearestPlaceLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NearestPlaceQuery, NearestPlaceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NearestPlaceQuery, NearestPlaceQueryVariables>(NearestPlaceDocument, options);
        }
// @ts-ignore
export function useNearestPlaceSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NearestPlaceQuery, NearestPlaceQueryVariables>): Apollo.UseSuspenseQueryResult<NearestPlaceQuery, NearestPlaceQueryVariables>;
export function useNearestPlaceSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NearestPlaceQuery, NearestPlaceQueryVariables>): Apollo.UseSuspenseQueryResult<NearestPlaceQuery | undefined, NearestPlaceQueryVariables>;
export function useNearestPlaceSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NearestPlaceQuery, NearestPlaceQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NearestPlaceQuery, NearestPlaceQueryVariables>(NearestPlaceDocument, options);
        }
export type NearestPlaceQueryHookResult = ReturnType<typeof useNearestPlaceQuery>;
export type NearestPlaceLazyQueryHookResult = ReturnType<typeof useNearestPlaceLazyQuery>;
export type NearestPlaceSuspenseQueryHookResult = ReturnType<typeof useNearestPlaceSuspenseQuery>;
export type NearestPlaceQueryResult = Apollo.QueryResult<NearestPlaceQuery, NearestPlaceQueryVariables>;
export const ConversationsDocument = gql`
    query Conversations {
  conversations {
    ...ChatConversation
  }
}
    ${ChatConversationFragmentDoc}
${ChatUserFragmentDoc}
${ChatMessageFragmentDoc}
${SharedPostCardFragmentDoc}`;

/**
 * __useConversationsQuery__
 *
 * To run a query within a React component, call `useConversationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useConversationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useConversationsQuery({
 *   variables: {
 *   },
 * });
 */
export function useConversationsQuery(baseOptions?: Apollo.QueryHookOptions<ConversationsQuery, ConversationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ConversationsQuery, ConversationsQueryVariables>(ConversationsDocument, options);
      }
export function useConversationsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ConversationsQuery, ConversationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ConversationsQuery, ConversationsQueryVariables>(ConversationsDocument, options);
        }
// @ts-ignore
export function useConversationsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ConversationsQuery, ConversationsQueryVariables>): Apollo.UseSuspenseQueryResult<ConversationsQuery, ConversationsQueryVariables>;
export function useConversationsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ConversationsQuery, ConversationsQueryVariables>): Apollo.UseSuspenseQueryResult<ConversationsQuery | undefined, ConversationsQueryVariables>;
export function useConversationsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ConversationsQuery, ConversationsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ConversationsQuery, ConversationsQueryVariables>(ConversationsDocument, options);
        }
export type ConversationsQueryHookResult = ReturnType<typeof useConversationsQuery>;
export type ConversationsLazyQueryHookResult = ReturnType<typeof useConversationsLazyQuery>;
export type ConversationsSuspenseQueryHookResult = ReturnType<typeof useConversationsSuspenseQuery>;
export type ConversationsQueryResult = Apollo.QueryResult<ConversationsQuery, ConversationsQueryVariables>;
export const ConversationDocument = gql`
    query Conversation($id: ID!) {
  conversation(id: $id) {
    ...ChatConversation
  }
}
    ${ChatConversationFragmentDoc}
${ChatUserFragmentDoc}
${ChatMessageFragmentDoc}
${SharedPostCardFragmentDoc}`;

/**
 * __useConversationQuery__
 *
 * To run a query within a React component, call `useConversationQuery` and pass it any options that fit your needs.
 * When your component renders, `useConversationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useConversationQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useConversationQuery(baseOptions: Apollo.QueryHookOptions<ConversationQuery, ConversationQueryVariables> & ({ variables: ConversationQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ConversationQuery, ConversationQueryVariables>(ConversationDocument, options);
      }
export function useConversationLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ConversationQuery, ConversationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ConversationQuery, ConversationQueryVariables>(ConversationDocument, options);
        }
// @ts-ignore
export function useConversationSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ConversationQuery, ConversationQueryVariables>): Apollo.UseSuspenseQueryResult<ConversationQuery, ConversationQueryVariables>;
export function useConversationSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ConversationQuery, ConversationQueryVariables>): Apollo.UseSuspenseQueryResult<ConversationQuery | undefined, ConversationQueryVariables>;
export function useConversationSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ConversationQuery, ConversationQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ConversationQuery, ConversationQueryVariables>(ConversationDocument, options);
        }
export type ConversationQueryHookResult = ReturnType<typeof useConversationQuery>;
export type ConversationLazyQueryHookResult = ReturnType<typeof useConversationLazyQuery>;
export type ConversationSuspenseQueryHookResult = ReturnType<typeof useConversationSuspenseQuery>;
export type ConversationQueryResult = Apollo.QueryResult<ConversationQuery, ConversationQueryVariables>;
export const ConversationPinsDocument = gql`
    query ConversationPins($id: ID!) {
  conversation(id: $id) {
    id
    pinnedMessages {
      ...ChatMessage
    }
  }
}
    ${ChatMessageFragmentDoc}
${ChatUserFragmentDoc}
${SharedPostCardFragmentDoc}`;

/**
 * __useConversationPinsQuery__
 *
 * To run a query within a React component, call `useConversationPinsQuery` and pass it any options that fit your needs.
 * When your component renders, `useConversationPinsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useConversationPinsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useConversationPinsQuery(baseOptions: Apollo.QueryHookOptions<ConversationPinsQuery, ConversationPinsQueryVariables> & ({ variables: ConversationPinsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ConversationPinsQuery, ConversationPinsQueryVariables>(ConversationPinsDocument, options);
      }
export function useConversationPinsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ConversationPinsQuery, ConversationPinsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ConversationPinsQuery, ConversationPinsQueryVariables>(ConversationPinsDocument, options);
        }
// @ts-ignore
export function useConversationPinsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ConversationPinsQuery, ConversationPinsQueryVariables>): Apollo.UseSuspenseQueryResult<ConversationPinsQuery, ConversationPinsQueryVariables>;
export function useConversationPinsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ConversationPinsQuery, ConversationPinsQueryVariables>): Apollo.UseSuspenseQueryResult<ConversationPinsQuery | undefined, ConversationPinsQueryVariables>;
export function useConversationPinsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ConversationPinsQuery, ConversationPinsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ConversationPinsQuery, ConversationPinsQueryVariables>(ConversationPinsDocument, options);
        }
export type ConversationPinsQueryHookResult = ReturnType<typeof useConversationPinsQuery>;
export type ConversationPinsLazyQueryHookResult = ReturnType<typeof useConversationPinsLazyQuery>;
export type ConversationPinsSuspenseQueryHookResult = ReturnType<typeof useConversationPinsSuspenseQuery>;
export type ConversationPinsQueryResult = Apollo.QueryResult<ConversationPinsQuery, ConversationPinsQueryVariables>;
export const ConversationMessagesDocument = gql`
    query ConversationMessages($conversationId: ID!, $first: Int, $before: String) {
  messages(conversationId: $conversationId, first: $first, before: $before) {
    nodes {
      ...ChatMessage
    }
    pageInfo {
      hasPreviousPage
      startCursor
      endCursor
    }
  }
}
    ${ChatMessageFragmentDoc}
${ChatUserFragmentDoc}
${SharedPostCardFragmentDoc}`;

/**
 * __useConversationMessagesQuery__
 *
 * To run a query within a React component, call `useConversationMessagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useConversationMessagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useConversationMessagesQuery({
 *   variables: {
 *      conversationId: // value for 'conversationId'
 *      first: // value for 'first'
 *      before: // value for 'before'
 *   },
 * });
 */
export function useConversationMessagesQuery(baseOptions: Apollo.QueryHookOptions<ConversationMessagesQuery, ConversationMessagesQueryVariables> & ({ variables: ConversationMessagesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ConversationMessagesQuery, ConversationMessagesQueryVariables>(ConversationMessagesDocument, options);
      }
export function useConversationMessagesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ConversationMessagesQuery, ConversationMessagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ConversationMessagesQuery, ConversationMessagesQueryVariables>(ConversationMessagesDocument, options);
        }
// @ts-ignore
export function useConversationMessagesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ConversationMessagesQuery, ConversationMessagesQueryVariables>): Apollo.UseSuspenseQueryResult<ConversationMessagesQuery, ConversationMessagesQueryVariables>;
export function useConversationMessagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ConversationMessagesQuery, ConversationMessagesQueryVariables>): Apollo.UseSuspenseQueryResult<ConversationMessagesQuery | undefined, ConversationMessagesQueryVariables>;
export function useConversationMessagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ConversationMessagesQuery, ConversationMessagesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ConversationMessagesQuery, ConversationMessagesQueryVariables>(ConversationMessagesDocument, options);
        }
export type ConversationMessagesQueryHookResult = ReturnType<typeof useConversationMessagesQuery>;
export type ConversationMessagesLazyQueryHookResult = ReturnType<typeof useConversationMessagesLazyQuery>;
export type ConversationMessagesSuspenseQueryHookResult = ReturnType<typeof useConversationMessagesSuspenseQuery>;
export type ConversationMessagesQueryResult = Apollo.QueryResult<ConversationMessagesQuery, ConversationMessagesQueryVariables>;
export const MissedMessagesDocument = gql`
    query MissedMessages($after: String!, $first: Int) {
  missedMessages(after: $after, first: $first) {
    nodes {
      ...ChatMessage
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    ${ChatMessageFragmentDoc}
${ChatUserFragmentDoc}
${SharedPostCardFragmentDoc}`;

/**
 * __useMissedMessagesQuery__
 *
 * To run a query within a React component, call `useMissedMessagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMissedMessagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMissedMessagesQuery({
 *   variables: {
 *      after: // value for 'after'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useMissedMessagesQuery(baseOptions: Apollo.QueryHookOptions<MissedMessagesQuery, MissedMessagesQueryVariables> & ({ variables: MissedMessagesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MissedMessagesQuery, MissedMessagesQueryVariables>(MissedMessagesDocument, options);
      }
export function useMissedMessagesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MissedMessagesQuery, MissedMessagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MissedMessagesQuery, MissedMessagesQueryVariables>(MissedMessagesDocument, options);
        }
// @ts-ignore
export function useMissedMessagesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MissedMessagesQuery, MissedMessagesQueryVariables>): Apollo.UseSuspenseQueryResult<MissedMessagesQuery, MissedMessagesQueryVariables>;
export function useMissedMessagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MissedMessagesQuery, MissedMessagesQueryVariables>): Apollo.UseSuspenseQueryResult<MissedMessagesQuery | undefined, MissedMessagesQueryVariables>;
export function useMissedMessagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MissedMessagesQuery, MissedMessagesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MissedMessagesQuery, MissedMessagesQueryVariables>(MissedMessagesDocument, options);
        }
export type MissedMessagesQueryHookResult = ReturnType<typeof useMissedMessagesQuery>;
export type MissedMessagesLazyQueryHookResult = ReturnType<typeof useMissedMessagesLazyQuery>;
export type MissedMessagesSuspenseQueryHookResult = ReturnType<typeof useMissedMessagesSuspenseQuery>;
export type MissedMessagesQueryResult = Apollo.QueryResult<MissedMessagesQuery, MissedMessagesQueryVariables>;
export const NewestMessageDocument = gql`
    query NewestMessage {
  messages(first: 1) {
    nodes {
      id
      seq
      cursor
    }
  }
}
    `;

/**
 * __useNewestMessageQuery__
 *
 * To run a query within a React component, call `useNewestMessageQuery` and pass it any options that fit your needs.
 * When your component renders, `useNewestMessageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNewestMessageQuery({
 *   variables: {
 *   },
 * });
 */
export function useNewestMessageQuery(baseOptions?: Apollo.QueryHookOptions<NewestMessageQuery, NewestMessageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NewestMessageQuery, NewestMessageQueryVariables>(NewestMessageDocument, options);
      }
export function useNewestMessageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NewestMessageQuery, NewestMessageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NewestMessageQuery, NewestMessageQueryVariables>(NewestMessageDocument, options);
        }
// @ts-ignore
export function useNewestMessageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NewestMessageQuery, NewestMessageQueryVariables>): Apollo.UseSuspenseQueryResult<NewestMessageQuery, NewestMessageQueryVariables>;
export function useNewestMessageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewestMessageQuery, NewestMessageQueryVariables>): Apollo.UseSuspenseQueryResult<NewestMessageQuery | undefined, NewestMessageQueryVariables>;
export function useNewestMessageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewestMessageQuery, NewestMessageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NewestMessageQuery, NewestMessageQueryVariables>(NewestMessageDocument, options);
        }
export type NewestMessageQueryHookResult = ReturnType<typeof useNewestMessageQuery>;
export type NewestMessageLazyQueryHookResult = ReturnType<typeof useNewestMessageLazyQuery>;
export type NewestMessageSuspenseQueryHookResult = ReturnType<typeof useNewestMessageSuspenseQuery>;
export type NewestMessageQueryResult = Apollo.QueryResult<NewestMessageQuery, NewestMessageQueryVariables>;
export const UnreadMessageCountDocument = gql`
    query UnreadMessageCount {
  unreadMessageCount
}
    `;

/**
 * __useUnreadMessageCountQuery__
 *
 * To run a query within a React component, call `useUnreadMessageCountQuery` and pass it any options that fit your needs.
 * When your component renders, `useUnreadMessageCountQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUnreadMessageCountQuery({
 *   variables: {
 *   },
 * });
 */
export function useUnreadMessageCountQuery(baseOptions?: Apollo.QueryHookOptions<UnreadMessageCountQuery, UnreadMessageCountQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<UnreadMessageCountQuery, UnreadMessageCountQueryVariables>(UnreadMessageCountDocument, options);
      }
export function useUnreadMessageCountLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<UnreadMessageCountQuery, UnreadMessageCountQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<UnreadMessageCountQuery, UnreadMessageCountQueryVariables>(UnreadMessageCountDocument, options);
        }
// @ts-ignore
export function useUnreadMessageCountSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<UnreadMessageCountQuery, UnreadMessageCountQueryVariables>): Apollo.UseSuspenseQueryResult<UnreadMessageCountQuery, UnreadMessageCountQueryVariables>;
export function useUnreadMessageCountSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UnreadMessageCountQuery, UnreadMessageCountQueryVariables>): Apollo.UseSuspenseQueryResult<UnreadMessageCountQuery | undefined, UnreadMessageCountQueryVariables>;
export function useUnreadMessageCountSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UnreadMessageCountQuery, UnreadMessageCountQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<UnreadMessageCountQuery, UnreadMessageCountQueryVariables>(UnreadMessageCountDocument, options);
        }
export type UnreadMessageCountQueryHookResult = ReturnType<typeof useUnreadMessageCountQuery>;
export type UnreadMessageCountLazyQueryHookResult = ReturnType<typeof useUnreadMessageCountLazyQuery>;
export type UnreadMessageCountSuspenseQueryHookResult = ReturnType<typeof useUnreadMessageCountSuspenseQuery>;
export type UnreadMessageCountQueryResult = Apollo.QueryResult<UnreadMessageCountQuery, UnreadMessageCountQueryVariables>;
export const CreateConversationDocument = gql`
    mutation CreateConversation($targetUserId: ID!) {
  createConversation(targetUserId: $targetUserId) {
    ...ChatConversation
  }
}
    ${ChatConversationFragmentDoc}
${ChatUserFragmentDoc}
${ChatMessageFragmentDoc}
${SharedPostCardFragmentDoc}`;
export type CreateConversationMutationFn = Apollo.MutationFunction<CreateConversationMutation, CreateConversationMutationVariables>;

/**
 * __useCreateConversationMutation__
 *
 * To run a mutation, you first call `useCreateConversationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateConversationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createConversationMutation, { data, loading, error }] = useCreateConversationMutation({
 *   variables: {
 *      targetUserId: // value for 'targetUserId'
 *   },
 * });
 */
export function useCreateConversationMutation(baseOptions?: Apollo.MutationHookOptions<CreateConversationMutation, CreateConversationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateConversationMutation, CreateConversationMutationVariables>(CreateConversationDocument, options);
      }
export type CreateConversationMutationHookResult = ReturnType<typeof useCreateConversationMutation>;
export type CreateConversationMutationResult = Apollo.MutationResult<CreateConversationMutation>;
export type CreateConversationMutationOptions = Apollo.BaseMutationOptions<CreateConversationMutation, CreateConversationMutationVariables>;
export const SendMessageDocument = gql`
    mutation SendMessage($input: SendMessageInput!) {
  sendMessage(input: $input) {
    ...ChatMessage
  }
}
    ${ChatMessageFragmentDoc}
${ChatUserFragmentDoc}
${SharedPostCardFragmentDoc}`;
export type SendMessageMutationFn = Apollo.MutationFunction<SendMessageMutation, SendMessageMutationVariables>;

/**
 * __useSendMessageMutation__
 *
 * To run a mutation, you first call `useSendMessageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendMessageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendMessageMutation, { data, loading, error }] = useSendMessageMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSendMessageMutation(baseOptions?: Apollo.MutationHookOptions<SendMessageMutation, SendMessageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SendMessageMutation, SendMessageMutationVariables>(SendMessageDocument, options);
      }
export type SendMessageMutationHookResult = ReturnType<typeof useSendMessageMutation>;
export type SendMessageMutationResult = Apollo.MutationResult<SendMessageMutation>;
export type SendMessageMutationOptions = Apollo.BaseMutationOptions<SendMessageMutation, SendMessageMutationVariables>;
export const ToggleReactionDocument = gql`
    mutation ToggleReaction($messageId: ID!, $emoji: String!) {
  toggleReaction(messageId: $messageId, emoji: $emoji) {
    ...ChatMessage
  }
}
    ${ChatMessageFragmentDoc}
${ChatUserFragmentDoc}
${SharedPostCardFragmentDoc}`;
export type ToggleReactionMutationFn = Apollo.MutationFunction<ToggleReactionMutation, ToggleReactionMutationVariables>;

/**
 * __useToggleReactionMutation__
 *
 * To run a mutation, you first call `useToggleReactionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useToggleReactionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [toggleReactionMutation, { data, loading, error }] = useToggleReactionMutation({
 *   variables: {
 *      messageId: // value for 'messageId'
 *      emoji: // value for 'emoji'
 *   },
 * });
 */
export function useToggleReactionMutation(baseOptions?: Apollo.MutationHookOptions<ToggleReactionMutation, ToggleReactionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ToggleReactionMutation, ToggleReactionMutationVariables>(ToggleReactionDocument, options);
      }
export type ToggleReactionMutationHookResult = ReturnType<typeof useToggleReactionMutation>;
export type ToggleReactionMutationResult = Apollo.MutationResult<ToggleReactionMutation>;
export type ToggleReactionMutationOptions = Apollo.BaseMutationOptions<ToggleReactionMutation, ToggleReactionMutationVariables>;
export const MarkConversationSeenDocument = gql`
    mutation MarkConversationSeen($conversationId: ID!) {
  markConversationSeen(conversationId: $conversationId) {
    id
    unreadCount
  }
}
    `;
export type MarkConversationSeenMutationFn = Apollo.MutationFunction<MarkConversationSeenMutation, MarkConversationSeenMutationVariables>;

/**
 * __useMarkConversationSeenMutation__
 *
 * To run a mutation, you first call `useMarkConversationSeenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkConversationSeenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markConversationSeenMutation, { data, loading, error }] = useMarkConversationSeenMutation({
 *   variables: {
 *      conversationId: // value for 'conversationId'
 *   },
 * });
 */
export function useMarkConversationSeenMutation(baseOptions?: Apollo.MutationHookOptions<MarkConversationSeenMutation, MarkConversationSeenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MarkConversationSeenMutation, MarkConversationSeenMutationVariables>(MarkConversationSeenDocument, options);
      }
export type MarkConversationSeenMutationHookResult = ReturnType<typeof useMarkConversationSeenMutation>;
export type MarkConversationSeenMutationResult = Apollo.MutationResult<MarkConversationSeenMutation>;
export type MarkConversationSeenMutationOptions = Apollo.BaseMutationOptions<MarkConversationSeenMutation, MarkConversationSeenMutationVariables>;
export const PinMessageDocument = gql`
    mutation PinMessage($messageId: ID!, $pinned: Boolean!) {
  pinMessage(messageId: $messageId, pinned: $pinned) {
    ...ChatMessage
  }
}
    ${ChatMessageFragmentDoc}
${ChatUserFragmentDoc}
${SharedPostCardFragmentDoc}`;
export type PinMessageMutationFn = Apollo.MutationFunction<PinMessageMutation, PinMessageMutationVariables>;

/**
 * __usePinMessageMutation__
 *
 * To run a mutation, you first call `usePinMessageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePinMessageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [pinMessageMutation, { data, loading, error }] = usePinMessageMutation({
 *   variables: {
 *      messageId: // value for 'messageId'
 *      pinned: // value for 'pinned'
 *   },
 * });
 */
export function usePinMessageMutation(baseOptions?: Apollo.MutationHookOptions<PinMessageMutation, PinMessageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<PinMessageMutation, PinMessageMutationVariables>(PinMessageDocument, options);
      }
export type PinMessageMutationHookResult = ReturnType<typeof usePinMessageMutation>;
export type PinMessageMutationResult = Apollo.MutationResult<PinMessageMutation>;
export type PinMessageMutationOptions = Apollo.BaseMutationOptions<PinMessageMutation, PinMessageMutationVariables>;
export const ConversationCreatedDocument = gql`
    subscription ConversationCreated {
  conversationCreated {
    ...ChatConversation
  }
}
    ${ChatConversationFragmentDoc}
${ChatUserFragmentDoc}
${ChatMessageFragmentDoc}
${SharedPostCardFragmentDoc}`;

/**
 * __useConversationCreatedSubscription__
 *
 * To run a query within a React component, call `useConversationCreatedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useConversationCreatedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useConversationCreatedSubscription({
 *   variables: {
 *   },
 * });
 */
export function useConversationCreatedSubscription(baseOptions?: Apollo.SubscriptionHookOptions<ConversationCreatedSubscription, ConversationCreatedSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useSubscription<ConversationCreatedSubscription, ConversationCreatedSubscriptionVariables>(ConversationCreatedDocument, options);
      }
export type ConversationCreatedSubscriptionHookResult = ReturnType<typeof useConversationCreatedSubscription>;
export type ConversationCreatedSubscriptionResult = Apollo.SubscriptionResult<ConversationCreatedSubscription>;
export const ConversationUpdatedDocument = gql`
    subscription ConversationUpdated {
  conversationUpdated {
    ...ChatConversation
    pinnedMessages {
      ...ChatMessage
    }
  }
}
    ${ChatConversationFragmentDoc}
${ChatUserFragmentDoc}
${ChatMessageFragmentDoc}
${SharedPostCardFragmentDoc}`;

/**
 * __useConversationUpdatedSubscription__
 *
 * To run a query within a React component, call `useConversationUpdatedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useConversationUpdatedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useConversationUpdatedSubscription({
 *   variables: {
 *   },
 * });
 */
export function useConversationUpdatedSubscription(baseOptions?: Apollo.SubscriptionHookOptions<ConversationUpdatedSubscription, ConversationUpdatedSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useSubscription<ConversationUpdatedSubscription, ConversationUpdatedSubscriptionVariables>(ConversationUpdatedDocument, options);
      }
export type ConversationUpdatedSubscriptionHookResult = ReturnType<typeof useConversationUpdatedSubscription>;
export type ConversationUpdatedSubscriptionResult = Apollo.SubscriptionResult<ConversationUpdatedSubscription>;
export const MessageCreatedDocument = gql`
    subscription MessageCreated {
  messageCreated {
    ...ChatMessage
  }
}
    ${ChatMessageFragmentDoc}
${ChatUserFragmentDoc}
${SharedPostCardFragmentDoc}`;

/**
 * __useMessageCreatedSubscription__
 *
 * To run a query within a React component, call `useMessageCreatedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useMessageCreatedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMessageCreatedSubscription({
 *   variables: {
 *   },
 * });
 */
export function useMessageCreatedSubscription(baseOptions?: Apollo.SubscriptionHookOptions<MessageCreatedSubscription, MessageCreatedSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useSubscription<MessageCreatedSubscription, MessageCreatedSubscriptionVariables>(MessageCreatedDocument, options);
      }
export type MessageCreatedSubscriptionHookResult = ReturnType<typeof useMessageCreatedSubscription>;
export type MessageCreatedSubscriptionResult = Apollo.SubscriptionResult<MessageCreatedSubscription>;
export const MessageUpdatedDocument = gql`
    subscription MessageUpdated {
  messageUpdated {
    ...ChatMessage
  }
}
    ${ChatMessageFragmentDoc}
${ChatUserFragmentDoc}
${SharedPostCardFragmentDoc}`;

/**
 * __useMessageUpdatedSubscription__
 *
 * To run a query within a React component, call `useMessageUpdatedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useMessageUpdatedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMessageUpdatedSubscription({
 *   variables: {
 *   },
 * });
 */
export function useMessageUpdatedSubscription(baseOptions?: Apollo.SubscriptionHookOptions<MessageUpdatedSubscription, MessageUpdatedSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useSubscription<MessageUpdatedSubscription, MessageUpdatedSubscriptionVariables>(MessageUpdatedDocument, options);
      }
export type MessageUpdatedSubscriptionHookResult = ReturnType<typeof useMessageUpdatedSubscription>;
export type MessageUpdatedSubscriptionResult = Apollo.SubscriptionResult<MessageUpdatedSubscription>;
export const ActiveUsersDocument = gql`
    subscription ActiveUsers {
  activeUsers
}
    `;

/**
 * __useActiveUsersSubscription__
 *
 * To run a query within a React component, call `useActiveUsersSubscription` and pass it any options that fit your needs.
 * When your component renders, `useActiveUsersSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useActiveUsersSubscription({
 *   variables: {
 *   },
 * });
 */
export function useActiveUsersSubscription(baseOptions?: Apollo.SubscriptionHookOptions<ActiveUsersSubscription, ActiveUsersSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useSubscription<ActiveUsersSubscription, ActiveUsersSubscriptionVariables>(ActiveUsersDocument, options);
      }
export type ActiveUsersSubscriptionHookResult = ReturnType<typeof useActiveUsersSubscription>;
export type ActiveUsersSubscriptionResult = Apollo.SubscriptionResult<ActiveUsersSubscription>;
export const NotificationsDocument = gql`
    query Notifications($first: Int, $after: String, $unreadOnly: Boolean) {
  notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {
    nodes {
      ...NotificationItem
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    unreadCount
  }
}
    ${NotificationItemFragmentDoc}`;

/**
 * __useNotificationsQuery__
 *
 * To run a query within a React component, call `useNotificationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useNotificationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNotificationsQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      unreadOnly: // value for 'unreadOnly'
 *   },
 * });
 */
export function useNotificationsQuery(baseOptions?: Apollo.QueryHookOptions<NotificationsQuery, NotificationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NotificationsQuery, NotificationsQueryVariables>(NotificationsDocument, options);
      }
export function useNotificationsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NotificationsQuery, NotificationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NotificationsQuery, NotificationsQueryVariables>(NotificationsDocument, options);
        }
// @ts-ignore
export function useNotificationsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NotificationsQuery, NotificationsQueryVariables>): Apollo.UseSuspenseQueryResult<NotificationsQuery, NotificationsQueryVariables>;
export function useNotificationsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NotificationsQuery, NotificationsQueryVariables>): Apollo.UseSuspenseQueryResult<NotificationsQuery | undefined, NotificationsQueryVariables>;
export function useNotificationsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NotificationsQuery, NotificationsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NotificationsQuery, NotificationsQueryVariables>(NotificationsDocument, options);
        }
export type NotificationsQueryHookResult = ReturnType<typeof useNotificationsQuery>;
export type NotificationsLazyQueryHookResult = ReturnType<typeof useNotificationsLazyQuery>;
export type NotificationsSuspenseQueryHookResult = ReturnType<typeof useNotificationsSuspenseQuery>;
export type NotificationsQueryResult = Apollo.QueryResult<NotificationsQuery, NotificationsQueryVariables>;
export const UnreadNotificationCountDocument = gql`
    query UnreadNotificationCount {
  unreadNotificationCount
}
    `;

/**
 * __useUnreadNotificationCountQuery__
 *
 * To run a query within a React component, call `useUnreadNotificationCountQuery` and pass it any options that fit your needs.
 * When your component renders, `useUnreadNotificationCountQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUnreadNotificationCountQuery({
 *   variables: {
 *   },
 * });
 */
export function useUnreadNotificationCountQuery(baseOptions?: Apollo.QueryHookOptions<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>(UnreadNotificationCountDocument, options);
      }
export function useUnreadNotificationCountLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>(UnreadNotificationCountDocument, options);
        }
// @ts-ignore
export function useUnreadNotificationCountSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>): Apollo.UseSuspenseQueryResult<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>;
export function useUnreadNotificationCountSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>): Apollo.UseSuspenseQueryResult<UnreadNotificationCountQuery | undefined, UnreadNotificationCountQueryVariables>;
export function useUnreadNotificationCountSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>(UnreadNotificationCountDocument, options);
        }
export type UnreadNotificationCountQueryHookResult = ReturnType<typeof useUnreadNotificationCountQuery>;
export type UnreadNotificationCountLazyQueryHookResult = ReturnType<typeof useUnreadNotificationCountLazyQuery>;
export type UnreadNotificationCountSuspenseQueryHookResult = ReturnType<typeof useUnreadNotificationCountSuspenseQuery>;
export type UnreadNotificationCountQueryResult = Apollo.QueryResult<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>;
export const NotificationPreferencesDocument = gql`
    query NotificationPreferences {
  notificationPreferences {
    likes
    follows
    replies
    mentions
    quotes
    reposts
  }
}
    `;

/**
 * __useNotificationPreferencesQuery__
 *
 * To run a query within a React component, call `useNotificationPreferencesQuery` and pass it any options that fit your needs.
 * When your component renders, `useNotificationPreferencesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNotificationPreferencesQuery({
 *   variables: {
 *   },
 * });
 */
export function useNotificationPreferencesQuery(baseOptions?: Apollo.QueryHookOptions<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>(NotificationPreferencesDocument, options);
      }
export function useNotificationPreferencesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>(NotificationPreferencesDocument, options);
        }
// @ts-ignore
export function useNotificationPreferencesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>): Apollo.UseSuspenseQueryResult<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>;
export function useNotificationPreferencesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>): Apollo.UseSuspenseQueryResult<NotificationPreferencesQuery | undefined, NotificationPreferencesQueryVariables>;
export function useNotificationPreferencesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>(NotificationPreferencesDocument, options);
        }
export type NotificationPreferencesQueryHookResult = ReturnType<typeof useNotificationPreferencesQuery>;
export type NotificationPreferencesLazyQueryHookResult = ReturnType<typeof useNotificationPreferencesLazyQuery>;
export type NotificationPreferencesSuspenseQueryHookResult = ReturnType<typeof useNotificationPreferencesSuspenseQuery>;
export type NotificationPreferencesQueryResult = Apollo.QueryResult<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>;
export const MarkNotificationsReadDocument = gql`
    mutation MarkNotificationsRead($ids: [ID!]!) {
  markNotificationsRead(ids: $ids)
}
    `;
export type MarkNotificationsReadMutationFn = Apollo.MutationFunction<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;

/**
 * __useMarkNotificationsReadMutation__
 *
 * To run a mutation, you first call `useMarkNotificationsReadMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkNotificationsReadMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markNotificationsReadMutation, { data, loading, error }] = useMarkNotificationsReadMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useMarkNotificationsReadMutation(baseOptions?: Apollo.MutationHookOptions<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>(MarkNotificationsReadDocument, options);
      }
export type MarkNotificationsReadMutationHookResult = ReturnType<typeof useMarkNotificationsReadMutation>;
export type MarkNotificationsReadMutationResult = Apollo.MutationResult<MarkNotificationsReadMutation>;
export type MarkNotificationsReadMutationOptions = Apollo.BaseMutationOptions<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const MarkAllNotificationsReadDocument = gql`
    mutation MarkAllNotificationsRead {
  markAllNotificationsRead
}
    `;
export type MarkAllNotificationsReadMutationFn = Apollo.MutationFunction<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;

/**
 * __useMarkAllNotificationsReadMutation__
 *
 * To run a mutation, you first call `useMarkAllNotificationsReadMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkAllNotificationsReadMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markAllNotificationsReadMutation, { data, loading, error }] = useMarkAllNotificationsReadMutation({
 *   variables: {
 *   },
 * });
 */
export function useMarkAllNotificationsReadMutation(baseOptions?: Apollo.MutationHookOptions<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>(MarkAllNotificationsReadDocument, options);
      }
export type MarkAllNotificationsReadMutationHookResult = ReturnType<typeof useMarkAllNotificationsReadMutation>;
export type MarkAllNotificationsReadMutationResult = Apollo.MutationResult<MarkAllNotificationsReadMutation>;
export type MarkAllNotificationsReadMutationOptions = Apollo.BaseMutationOptions<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const DeleteNotificationDocument = gql`
    mutation DeleteNotification($id: ID!) {
  deleteNotification(id: $id)
}
    `;
export type DeleteNotificationMutationFn = Apollo.MutationFunction<DeleteNotificationMutation, DeleteNotificationMutationVariables>;

/**
 * __useDeleteNotificationMutation__
 *
 * To run a mutation, you first call `useDeleteNotificationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteNotificationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteNotificationMutation, { data, loading, error }] = useDeleteNotificationMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteNotificationMutation(baseOptions?: Apollo.MutationHookOptions<DeleteNotificationMutation, DeleteNotificationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteNotificationMutation, DeleteNotificationMutationVariables>(DeleteNotificationDocument, options);
      }
export type DeleteNotificationMutationHookResult = ReturnType<typeof useDeleteNotificationMutation>;
export type DeleteNotificationMutationResult = Apollo.MutationResult<DeleteNotificationMutation>;
export type DeleteNotificationMutationOptions = Apollo.BaseMutationOptions<DeleteNotificationMutation, DeleteNotificationMutationVariables>;
export const UpdateNotificationPreferencesDocument = gql`
    mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
  updateNotificationPreferences(input: $input) {
    likes
    follows
    replies
    mentions
    quotes
    reposts
  }
}
    `;
export type UpdateNotificationPreferencesMutationFn = Apollo.MutationFunction<UpdateNotificationPreferencesMutation, UpdateNotificationPreferencesMutationVariables>;

/**
 * __useUpdateNotificationPreferencesMutation__
 *
 * To run a mutation, you first call `useUpdateNotificationPreferencesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateNotificationPreferencesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateNotificationPreferencesMutation, { data, loading, error }] = useUpdateNotificationPreferencesMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateNotificationPreferencesMutation(baseOptions?: Apollo.MutationHookOptions<UpdateNotificationPreferencesMutation, UpdateNotificationPreferencesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateNotificationPreferencesMutation, UpdateNotificationPreferencesMutationVariables>(UpdateNotificationPreferencesDocument, options);
      }
export type UpdateNotificationPreferencesMutationHookResult = ReturnType<typeof useUpdateNotificationPreferencesMutation>;
export type UpdateNotificationPreferencesMutationResult = Apollo.MutationResult<UpdateNotificationPreferencesMutation>;
export type UpdateNotificationPreferencesMutationOptions = Apollo.BaseMutationOptions<UpdateNotificationPreferencesMutation, UpdateNotificationPreferencesMutationVariables>;
export const NotificationCreatedDocument = gql`
    subscription NotificationCreated {
  notificationCreated {
    ...NotificationItem
  }
}
    ${NotificationItemFragmentDoc}`;

/**
 * __useNotificationCreatedSubscription__
 *
 * To run a query within a React component, call `useNotificationCreatedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useNotificationCreatedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNotificationCreatedSubscription({
 *   variables: {
 *   },
 * });
 */
export function useNotificationCreatedSubscription(baseOptions?: Apollo.SubscriptionHookOptions<NotificationCreatedSubscription, NotificationCreatedSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useSubscription<NotificationCreatedSubscription, NotificationCreatedSubscriptionVariables>(NotificationCreatedDocument, options);
      }
export type NotificationCreatedSubscriptionHookResult = ReturnType<typeof useNotificationCreatedSubscription>;
export type NotificationCreatedSubscriptionResult = Apollo.SubscriptionResult<NotificationCreatedSubscription>;
export const HomeFeedDocument = gql`
    query HomeFeed($first: Int, $after: String) {
  homeFeed(first: $first, after: $after) {
    nodes {
      ...FeedPost
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    ${FeedPostFragmentDoc}
${PostBodyFragmentDoc}
${PostAuthorFragmentDoc}
${PostRouteFragmentDoc}
${PostMealFragmentDoc}
${PostPollFragmentDoc}`;

/**
 * __useHomeFeedQuery__
 *
 * To run a query within a React component, call `useHomeFeedQuery` and pass it any options that fit your needs.
 * When your component renders, `useHomeFeedQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHomeFeedQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useHomeFeedQuery(baseOptions?: Apollo.QueryHookOptions<HomeFeedQuery, HomeFeedQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HomeFeedQuery, HomeFeedQueryVariables>(HomeFeedDocument, options);
      }
export function useHomeFeedLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HomeFeedQuery, HomeFeedQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HomeFeedQuery, HomeFeedQueryVariables>(HomeFeedDocument, options);
        }
// @ts-ignore
export function useHomeFeedSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HomeFeedQuery, HomeFeedQueryVariables>): Apollo.UseSuspenseQueryResult<HomeFeedQuery, HomeFeedQueryVariables>;
export function useHomeFeedSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HomeFeedQuery, HomeFeedQueryVariables>): Apollo.UseSuspenseQueryResult<HomeFeedQuery | undefined, HomeFeedQueryVariables>;
export function useHomeFeedSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HomeFeedQuery, HomeFeedQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HomeFeedQuery, HomeFeedQueryVariables>(HomeFeedDocument, options);
        }
export type HomeFeedQueryHookResult = ReturnType<typeof useHomeFeedQuery>;
export type HomeFeedLazyQueryHookResult = ReturnType<typeof useHomeFeedLazyQuery>;
export type HomeFeedSuspenseQueryHookResult = ReturnType<typeof useHomeFeedSuspenseQuery>;
export type HomeFeedQueryResult = Apollo.QueryResult<HomeFeedQuery, HomeFeedQueryVariables>;
export const UserPostsDocument = gql`
    query UserPosts($userId: ID!, $first: Int, $after: String) {
  userPosts(userId: $userId, first: $first, after: $after) {
    nodes {
      ...FeedPost
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    ${FeedPostFragmentDoc}
${PostBodyFragmentDoc}
${PostAuthorFragmentDoc}
${PostRouteFragmentDoc}
${PostMealFragmentDoc}
${PostPollFragmentDoc}`;

/**
 * __useUserPostsQuery__
 *
 * To run a query within a React component, call `useUserPostsQuery` and pass it any options that fit your needs.
 * When your component renders, `useUserPostsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserPostsQuery({
 *   variables: {
 *      userId: // value for 'userId'
 *      first: // value for 'first'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useUserPostsQuery(baseOptions: Apollo.QueryHookOptions<UserPostsQuery, UserPostsQueryVariables> & ({ variables: UserPostsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<UserPostsQuery, UserPostsQueryVariables>(UserPostsDocument, options);
      }
export function useUserPostsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<UserPostsQuery, UserPostsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<UserPostsQuery, UserPostsQueryVariables>(UserPostsDocument, options);
        }
// @ts-ignore
export function useUserPostsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<UserPostsQuery, UserPostsQueryVariables>): Apollo.UseSuspenseQueryResult<UserPostsQuery, UserPostsQueryVariables>;
export function useUserPostsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UserPostsQuery, UserPostsQueryVariables>): Apollo.UseSuspenseQueryResult<UserPostsQuery | undefined, UserPostsQueryVariables>;
export function useUserPostsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UserPostsQuery, UserPostsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<UserPostsQuery, UserPostsQueryVariables>(UserPostsDocument, options);
        }
export type UserPostsQueryHookResult = ReturnType<typeof useUserPostsQuery>;
export type UserPostsLazyQueryHookResult = ReturnType<typeof useUserPostsLazyQuery>;
export type UserPostsSuspenseQueryHookResult = ReturnType<typeof useUserPostsSuspenseQuery>;
export type UserPostsQueryResult = Apollo.QueryResult<UserPostsQuery, UserPostsQueryVariables>;
export const PostByIdDocument = gql`
    query PostById($id: ID!) {
  post(id: $id) {
    ...FeedPost
  }
}
    ${FeedPostFragmentDoc}
${PostBodyFragmentDoc}
${PostAuthorFragmentDoc}
${PostRouteFragmentDoc}
${PostMealFragmentDoc}
${PostPollFragmentDoc}`;

/**
 * __usePostByIdQuery__
 *
 * To run a query within a React component, call `usePostByIdQuery` and pass it any options that fit your needs.
 * When your component renders, `usePostByIdQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePostByIdQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePostByIdQuery(baseOptions: Apollo.QueryHookOptions<PostByIdQuery, PostByIdQueryVariables> & ({ variables: PostByIdQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PostByIdQuery, PostByIdQueryVariables>(PostByIdDocument, options);
      }
export function usePostByIdLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PostByIdQuery, PostByIdQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PostByIdQuery, PostByIdQueryVariables>(PostByIdDocument, options);
        }
// @ts-ignore
export function usePostByIdSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PostByIdQuery, PostByIdQueryVariables>): Apollo.UseSuspenseQueryResult<PostByIdQuery, PostByIdQueryVariables>;
export function usePostByIdSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PostByIdQuery, PostByIdQueryVariables>): Apollo.UseSuspenseQueryResult<PostByIdQuery | undefined, PostByIdQueryVariables>;
export function usePostByIdSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PostByIdQuery, PostByIdQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PostByIdQuery, PostByIdQueryVariables>(PostByIdDocument, options);
        }
export type PostByIdQueryHookResult = ReturnType<typeof usePostByIdQuery>;
export type PostByIdLazyQueryHookResult = ReturnType<typeof usePostByIdLazyQuery>;
export type PostByIdSuspenseQueryHookResult = ReturnType<typeof usePostByIdSuspenseQuery>;
export type PostByIdQueryResult = Apollo.QueryResult<PostByIdQuery, PostByIdQueryVariables>;
export const PostThreadDocument = gql`
    query PostThread($id: ID!) {
  postThread(id: $id) {
    ...FeedPost
  }
}
    ${FeedPostFragmentDoc}
${PostBodyFragmentDoc}
${PostAuthorFragmentDoc}
${PostRouteFragmentDoc}
${PostMealFragmentDoc}
${PostPollFragmentDoc}`;

/**
 * __usePostThreadQuery__
 *
 * To run a query within a React component, call `usePostThreadQuery` and pass it any options that fit your needs.
 * When your component renders, `usePostThreadQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePostThreadQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePostThreadQuery(baseOptions: Apollo.QueryHookOptions<PostThreadQuery, PostThreadQueryVariables> & ({ variables: PostThreadQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PostThreadQuery, PostThreadQueryVariables>(PostThreadDocument, options);
      }
export function usePostThreadLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PostThreadQuery, PostThreadQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PostThreadQuery, PostThreadQueryVariables>(PostThreadDocument, options);
        }
// @ts-ignore
export function usePostThreadSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PostThreadQuery, PostThreadQueryVariables>): Apollo.UseSuspenseQueryResult<PostThreadQuery, PostThreadQueryVariables>;
export function usePostThreadSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PostThreadQuery, PostThreadQueryVariables>): Apollo.UseSuspenseQueryResult<PostThreadQuery | undefined, PostThreadQueryVariables>;
export function usePostThreadSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PostThreadQuery, PostThreadQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PostThreadQuery, PostThreadQueryVariables>(PostThreadDocument, options);
        }
export type PostThreadQueryHookResult = ReturnType<typeof usePostThreadQuery>;
export type PostThreadLazyQueryHookResult = ReturnType<typeof usePostThreadLazyQuery>;
export type PostThreadSuspenseQueryHookResult = ReturnType<typeof usePostThreadSuspenseQuery>;
export type PostThreadQueryResult = Apollo.QueryResult<PostThreadQuery, PostThreadQueryVariables>;
export const PostRepliesDocument = gql`
    query PostReplies($postId: ID!, $skip: Int, $limit: Int) {
  replies(postId: $postId, skip: $skip, limit: $limit) {
    ...FeedPost
  }
}
    ${FeedPostFragmentDoc}
${PostBodyFragmentDoc}
${PostAuthorFragmentDoc}
${PostRouteFragmentDoc}
${PostMealFragmentDoc}
${PostPollFragmentDoc}`;

/**
 * __usePostRepliesQuery__
 *
 * To run a query within a React component, call `usePostRepliesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePostRepliesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePostRepliesQuery({
 *   variables: {
 *      postId: // value for 'postId'
 *      skip: // value for 'skip'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function usePostRepliesQuery(baseOptions: Apollo.QueryHookOptions<PostRepliesQuery, PostRepliesQueryVariables> & ({ variables: PostRepliesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PostRepliesQuery, PostRepliesQueryVariables>(PostRepliesDocument, options);
      }
export function usePostRepliesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PostRepliesQuery, PostRepliesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PostRepliesQuery, PostRepliesQueryVariables>(PostRepliesDocument, options);
        }
// @ts-ignore
export function usePostRepliesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PostRepliesQuery, PostRepliesQueryVariables>): Apollo.UseSuspenseQueryResult<PostRepliesQuery, PostRepliesQueryVariables>;
export function usePostRepliesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PostRepliesQuery, PostRepliesQueryVariables>): Apollo.UseSuspenseQueryResult<PostRepliesQuery | undefined, PostRepliesQueryVariables>;
export function usePostRepliesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PostRepliesQuery, PostRepliesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PostRepliesQuery, PostRepliesQueryVariables>(PostRepliesDocument, options);
        }
export type PostRepliesQueryHookResult = ReturnType<typeof usePostRepliesQuery>;
export type PostRepliesLazyQueryHookResult = ReturnType<typeof usePostRepliesLazyQuery>;
export type PostRepliesSuspenseQueryHookResult = ReturnType<typeof usePostRepliesSuspenseQuery>;
export type PostRepliesQueryResult = Apollo.QueryResult<PostRepliesQuery, PostRepliesQueryVariables>;
export const FollowCountsDocument = gql`
    query FollowCounts($id: ID!) {
  user(id: $id) {
    ...PostAuthor
    postCount
  }
}
    ${PostAuthorFragmentDoc}`;

/**
 * __useFollowCountsQuery__
 *
 * To run a query within a React component, call `useFollowCountsQuery` and pass it any options that fit your needs.
 * When your component renders, `useFollowCountsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFollowCountsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useFollowCountsQuery(baseOptions: Apollo.QueryHookOptions<FollowCountsQuery, FollowCountsQueryVariables> & ({ variables: FollowCountsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<FollowCountsQuery, FollowCountsQueryVariables>(FollowCountsDocument, options);
      }
export function useFollowCountsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<FollowCountsQuery, FollowCountsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<FollowCountsQuery, FollowCountsQueryVariables>(FollowCountsDocument, options);
        }
// @ts-ignore
export function useFollowCountsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<FollowCountsQuery, FollowCountsQueryVariables>): Apollo.UseSuspenseQueryResult<FollowCountsQuery, FollowCountsQueryVariables>;
export function useFollowCountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FollowCountsQuery, FollowCountsQueryVariables>): Apollo.UseSuspenseQueryResult<FollowCountsQuery | undefined, FollowCountsQueryVariables>;
export function useFollowCountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FollowCountsQuery, FollowCountsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<FollowCountsQuery, FollowCountsQueryVariables>(FollowCountsDocument, options);
        }
export type FollowCountsQueryHookResult = ReturnType<typeof useFollowCountsQuery>;
export type FollowCountsLazyQueryHookResult = ReturnType<typeof useFollowCountsLazyQuery>;
export type FollowCountsSuspenseQueryHookResult = ReturnType<typeof useFollowCountsSuspenseQuery>;
export type FollowCountsQueryResult = Apollo.QueryResult<FollowCountsQuery, FollowCountsQueryVariables>;
export const LikePostDocument = gql`
    mutation LikePost($id: ID!) {
  likePost(id: $id) {
    id
    liked
    likeCount
  }
}
    `;
export type LikePostMutationFn = Apollo.MutationFunction<LikePostMutation, LikePostMutationVariables>;

/**
 * __useLikePostMutation__
 *
 * To run a mutation, you first call `useLikePostMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLikePostMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [likePostMutation, { data, loading, error }] = useLikePostMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useLikePostMutation(baseOptions?: Apollo.MutationHookOptions<LikePostMutation, LikePostMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LikePostMutation, LikePostMutationVariables>(LikePostDocument, options);
      }
export type LikePostMutationHookResult = ReturnType<typeof useLikePostMutation>;
export type LikePostMutationResult = Apollo.MutationResult<LikePostMutation>;
export type LikePostMutationOptions = Apollo.BaseMutationOptions<LikePostMutation, LikePostMutationVariables>;
export const UnlikePostDocument = gql`
    mutation UnlikePost($id: ID!) {
  unlikePost(id: $id) {
    id
    liked
    likeCount
  }
}
    `;
export type UnlikePostMutationFn = Apollo.MutationFunction<UnlikePostMutation, UnlikePostMutationVariables>;

/**
 * __useUnlikePostMutation__
 *
 * To run a mutation, you first call `useUnlikePostMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUnlikePostMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [unlikePostMutation, { data, loading, error }] = useUnlikePostMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useUnlikePostMutation(baseOptions?: Apollo.MutationHookOptions<UnlikePostMutation, UnlikePostMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UnlikePostMutation, UnlikePostMutationVariables>(UnlikePostDocument, options);
      }
export type UnlikePostMutationHookResult = ReturnType<typeof useUnlikePostMutation>;
export type UnlikePostMutationResult = Apollo.MutationResult<UnlikePostMutation>;
export type UnlikePostMutationOptions = Apollo.BaseMutationOptions<UnlikePostMutation, UnlikePostMutationVariables>;
export const BookmarkPostDocument = gql`
    mutation BookmarkPost($id: ID!) {
  bookmarkPost(id: $id) {
    id
    bookmarked
    bookmarkCount
  }
}
    `;
export type BookmarkPostMutationFn = Apollo.MutationFunction<BookmarkPostMutation, BookmarkPostMutationVariables>;

/**
 * __useBookmarkPostMutation__
 *
 * To run a mutation, you first call `useBookmarkPostMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBookmarkPostMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [bookmarkPostMutation, { data, loading, error }] = useBookmarkPostMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useBookmarkPostMutation(baseOptions?: Apollo.MutationHookOptions<BookmarkPostMutation, BookmarkPostMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<BookmarkPostMutation, BookmarkPostMutationVariables>(BookmarkPostDocument, options);
      }
export type BookmarkPostMutationHookResult = ReturnType<typeof useBookmarkPostMutation>;
export type BookmarkPostMutationResult = Apollo.MutationResult<BookmarkPostMutation>;
export type BookmarkPostMutationOptions = Apollo.BaseMutationOptions<BookmarkPostMutation, BookmarkPostMutationVariables>;
export const UnbookmarkPostDocument = gql`
    mutation UnbookmarkPost($id: ID!) {
  unbookmarkPost(id: $id) {
    id
    bookmarked
    bookmarkCount
  }
}
    `;
export type UnbookmarkPostMutationFn = Apollo.MutationFunction<UnbookmarkPostMutation, UnbookmarkPostMutationVariables>;

/**
 * __useUnbookmarkPostMutation__
 *
 * To run a mutation, you first call `useUnbookmarkPostMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUnbookmarkPostMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [unbookmarkPostMutation, { data, loading, error }] = useUnbookmarkPostMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useUnbookmarkPostMutation(baseOptions?: Apollo.MutationHookOptions<UnbookmarkPostMutation, UnbookmarkPostMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UnbookmarkPostMutation, UnbookmarkPostMutationVariables>(UnbookmarkPostDocument, options);
      }
export type UnbookmarkPostMutationHookResult = ReturnType<typeof useUnbookmarkPostMutation>;
export type UnbookmarkPostMutationResult = Apollo.MutationResult<UnbookmarkPostMutation>;
export type UnbookmarkPostMutationOptions = Apollo.BaseMutationOptions<UnbookmarkPostMutation, UnbookmarkPostMutationVariables>;
export const RepostDocument = gql`
    mutation Repost($id: ID!) {
  repost(id: $id) {
    id
    reposted
    repostCount
  }
}
    `;
export type RepostMutationFn = Apollo.MutationFunction<RepostMutation, RepostMutationVariables>;

/**
 * __useRepostMutation__
 *
 * To run a mutation, you first call `useRepostMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRepostMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [repostMutation, { data, loading, error }] = useRepostMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRepostMutation(baseOptions?: Apollo.MutationHookOptions<RepostMutation, RepostMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RepostMutation, RepostMutationVariables>(RepostDocument, options);
      }
export type RepostMutationHookResult = ReturnType<typeof useRepostMutation>;
export type RepostMutationResult = Apollo.MutationResult<RepostMutation>;
export type RepostMutationOptions = Apollo.BaseMutationOptions<RepostMutation, RepostMutationVariables>;
export const UndoRepostDocument = gql`
    mutation UndoRepost($id: ID!) {
  undoRepost(id: $id) {
    id
    reposted
    repostCount
  }
}
    `;
export type UndoRepostMutationFn = Apollo.MutationFunction<UndoRepostMutation, UndoRepostMutationVariables>;

/**
 * __useUndoRepostMutation__
 *
 * To run a mutation, you first call `useUndoRepostMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUndoRepostMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [undoRepostMutation, { data, loading, error }] = useUndoRepostMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useUndoRepostMutation(baseOptions?: Apollo.MutationHookOptions<UndoRepostMutation, UndoRepostMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UndoRepostMutation, UndoRepostMutationVariables>(UndoRepostDocument, options);
      }
export type UndoRepostMutationHookResult = ReturnType<typeof useUndoRepostMutation>;
export type UndoRepostMutationResult = Apollo.MutationResult<UndoRepostMutation>;
export type UndoRepostMutationOptions = Apollo.BaseMutationOptions<UndoRepostMutation, UndoRepostMutationVariables>;
export const QuotePostDocument = gql`
    mutation QuotePost($id: ID!, $content: String!) {
  quotePost(id: $id, content: $content) {
    ...FeedPost
  }
}
    ${FeedPostFragmentDoc}
${PostBodyFragmentDoc}
${PostAuthorFragmentDoc}
${PostRouteFragmentDoc}
${PostMealFragmentDoc}
${PostPollFragmentDoc}`;
export type QuotePostMutationFn = Apollo.MutationFunction<QuotePostMutation, QuotePostMutationVariables>;

/**
 * __useQuotePostMutation__
 *
 * To run a mutation, you first call `useQuotePostMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useQuotePostMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [quotePostMutation, { data, loading, error }] = useQuotePostMutation({
 *   variables: {
 *      id: // value for 'id'
 *      content: // value for 'content'
 *   },
 * });
 */
export function useQuotePostMutation(baseOptions?: Apollo.MutationHookOptions<QuotePostMutation, QuotePostMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<QuotePostMutation, QuotePostMutationVariables>(QuotePostDocument, options);
      }
export type QuotePostMutationHookResult = ReturnType<typeof useQuotePostMutation>;
export type QuotePostMutationResult = Apollo.MutationResult<QuotePostMutation>;
export type QuotePostMutationOptions = Apollo.BaseMutationOptions<QuotePostMutation, QuotePostMutationVariables>;
export const CreateReplyDocument = gql`
    mutation CreateReply($postId: ID!, $input: ReplyInput!) {
  createReply(postId: $postId, input: $input) {
    ...FeedPost
  }
}
    ${FeedPostFragmentDoc}
${PostBodyFragmentDoc}
${PostAuthorFragmentDoc}
${PostRouteFragmentDoc}
${PostMealFragmentDoc}
${PostPollFragmentDoc}`;
export type CreateReplyMutationFn = Apollo.MutationFunction<CreateReplyMutation, CreateReplyMutationVariables>;

/**
 * __useCreateReplyMutation__
 *
 * To run a mutation, you first call `useCreateReplyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateReplyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createReplyMutation, { data, loading, error }] = useCreateReplyMutation({
 *   variables: {
 *      postId: // value for 'postId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateReplyMutation(baseOptions?: Apollo.MutationHookOptions<CreateReplyMutation, CreateReplyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateReplyMutation, CreateReplyMutationVariables>(CreateReplyDocument, options);
      }
export type CreateReplyMutationHookResult = ReturnType<typeof useCreateReplyMutation>;
export type CreateReplyMutationResult = Apollo.MutationResult<CreateReplyMutation>;
export type CreateReplyMutationOptions = Apollo.BaseMutationOptions<CreateReplyMutation, CreateReplyMutationVariables>;
export const DeletePostDocument = gql`
    mutation DeletePost($id: ID!) {
  deletePost(id: $id)
}
    `;
export type DeletePostMutationFn = Apollo.MutationFunction<DeletePostMutation, DeletePostMutationVariables>;

/**
 * __useDeletePostMutation__
 *
 * To run a mutation, you first call `useDeletePostMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePostMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePostMutation, { data, loading, error }] = useDeletePostMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeletePostMutation(baseOptions?: Apollo.MutationHookOptions<DeletePostMutation, DeletePostMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeletePostMutation, DeletePostMutationVariables>(DeletePostDocument, options);
      }
export type DeletePostMutationHookResult = ReturnType<typeof useDeletePostMutation>;
export type DeletePostMutationResult = Apollo.MutationResult<DeletePostMutation>;
export type DeletePostMutationOptions = Apollo.BaseMutationOptions<DeletePostMutation, DeletePostMutationVariables>;
export const RecordPostViewDocument = gql`
    mutation RecordPostView($id: ID!) {
  recordPostView(id: $id) {
    id
    viewCount
  }
}
    `;
export type RecordPostViewMutationFn = Apollo.MutationFunction<RecordPostViewMutation, RecordPostViewMutationVariables>;

/**
 * __useRecordPostViewMutation__
 *
 * To run a mutation, you first call `useRecordPostViewMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRecordPostViewMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [recordPostViewMutation, { data, loading, error }] = useRecordPostViewMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRecordPostViewMutation(baseOptions?: Apollo.MutationHookOptions<RecordPostViewMutation, RecordPostViewMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RecordPostViewMutation, RecordPostViewMutationVariables>(RecordPostViewDocument, options);
      }
export type RecordPostViewMutationHookResult = ReturnType<typeof useRecordPostViewMutation>;
export type RecordPostViewMutationResult = Apollo.MutationResult<RecordPostViewMutation>;
export type RecordPostViewMutationOptions = Apollo.BaseMutationOptions<RecordPostViewMutation, RecordPostViewMutationVariables>;
export const RecordShareDocument = gql`
    mutation RecordShare($id: ID!, $method: ShareMethod!) {
  recordShare(id: $id, method: $method)
}
    `;
export type RecordShareMutationFn = Apollo.MutationFunction<RecordShareMutation, RecordShareMutationVariables>;

/**
 * __useRecordShareMutation__
 *
 * To run a mutation, you first call `useRecordShareMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRecordShareMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [recordShareMutation, { data, loading, error }] = useRecordShareMutation({
 *   variables: {
 *      id: // value for 'id'
 *      method: // value for 'method'
 *   },
 * });
 */
export function useRecordShareMutation(baseOptions?: Apollo.MutationHookOptions<RecordShareMutation, RecordShareMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RecordShareMutation, RecordShareMutationVariables>(RecordShareDocument, options);
      }
export type RecordShareMutationHookResult = ReturnType<typeof useRecordShareMutation>;
export type RecordShareMutationResult = Apollo.MutationResult<RecordShareMutation>;
export type RecordShareMutationOptions = Apollo.BaseMutationOptions<RecordShareMutation, RecordShareMutationVariables>;
export const VotePollDocument = gql`
    mutation VotePoll($pollId: ID!, $optionId: ID, $optionIndex: Int) {
  votePoll(pollId: $pollId, optionId: $optionId, optionIndex: $optionIndex) {
    ...PostPoll
  }
}
    ${PostPollFragmentDoc}`;
export type VotePollMutationFn = Apollo.MutationFunction<VotePollMutation, VotePollMutationVariables>;

/**
 * __useVotePollMutation__
 *
 * To run a mutation, you first call `useVotePollMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useVotePollMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [votePollMutation, { data, loading, error }] = useVotePollMutation({
 *   variables: {
 *      pollId: // value for 'pollId'
 *      optionId: // value for 'optionId'
 *      optionIndex: // value for 'optionIndex'
 *   },
 * });
 */
export function useVotePollMutation(baseOptions?: Apollo.MutationHookOptions<VotePollMutation, VotePollMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<VotePollMutation, VotePollMutationVariables>(VotePollDocument, options);
      }
export type VotePollMutationHookResult = ReturnType<typeof useVotePollMutation>;
export type VotePollMutationResult = Apollo.MutationResult<VotePollMutation>;
export type VotePollMutationOptions = Apollo.BaseMutationOptions<VotePollMutation, VotePollMutationVariables>;
export const FollowUserDocument = gql`
    mutation FollowUser($userId: ID!) {
  follow(userId: $userId) {
    id
    followers
    following
    followedByMe
  }
}
    `;
export type FollowUserMutationFn = Apollo.MutationFunction<FollowUserMutation, FollowUserMutationVariables>;

/**
 * __useFollowUserMutation__
 *
 * To run a mutation, you first call `useFollowUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useFollowUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [followUserMutation, { data, loading, error }] = useFollowUserMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *   },
 * });
 */
export function useFollowUserMutation(baseOptions?: Apollo.MutationHookOptions<FollowUserMutation, FollowUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<FollowUserMutation, FollowUserMutationVariables>(FollowUserDocument, options);
      }
export type FollowUserMutationHookResult = ReturnType<typeof useFollowUserMutation>;
export type FollowUserMutationResult = Apollo.MutationResult<FollowUserMutation>;
export type FollowUserMutationOptions = Apollo.BaseMutationOptions<FollowUserMutation, FollowUserMutationVariables>;
export const UnfollowUserDocument = gql`
    mutation UnfollowUser($userId: ID!) {
  unfollow(userId: $userId) {
    id
    followers
    following
    followedByMe
  }
}
    `;
export type UnfollowUserMutationFn = Apollo.MutationFunction<UnfollowUserMutation, UnfollowUserMutationVariables>;

/**
 * __useUnfollowUserMutation__
 *
 * To run a mutation, you first call `useUnfollowUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUnfollowUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [unfollowUserMutation, { data, loading, error }] = useUnfollowUserMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *   },
 * });
 */
export function useUnfollowUserMutation(baseOptions?: Apollo.MutationHookOptions<UnfollowUserMutation, UnfollowUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UnfollowUserMutation, UnfollowUserMutationVariables>(UnfollowUserDocument, options);
      }
export type UnfollowUserMutationHookResult = ReturnType<typeof useUnfollowUserMutation>;
export type UnfollowUserMutationResult = Apollo.MutationResult<UnfollowUserMutation>;
export type UnfollowUserMutationOptions = Apollo.BaseMutationOptions<UnfollowUserMutation, UnfollowUserMutationVariables>;
export const UserByIdDocument = gql`
    query UserById($id: ID!) {
  user(id: $id) {
    ...ProfileUser
  }
}
    ${ProfileUserFragmentDoc}`;

/**
 * __useUserByIdQuery__
 *
 * To run a query within a React component, call `useUserByIdQuery` and pass it any options that fit your needs.
 * When your component renders, `useUserByIdQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserByIdQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useUserByIdQuery(baseOptions: Apollo.QueryHookOptions<UserByIdQuery, UserByIdQueryVariables> & ({ variables: UserByIdQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<UserByIdQuery, UserByIdQueryVariables>(UserByIdDocument, options);
      }
export function useUserByIdLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<UserByIdQuery, UserByIdQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<UserByIdQuery, UserByIdQueryVariables>(UserByIdDocument, options);
        }
// @ts-ignore
export function useUserByIdSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<UserByIdQuery, UserByIdQueryVariables>): Apollo.UseSuspenseQueryResult<UserByIdQuery, UserByIdQueryVariables>;
export function useUserByIdSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UserByIdQuery, UserByIdQueryVariables>): Apollo.UseSuspenseQueryResult<UserByIdQuery | undefined, UserByIdQueryVariables>;
export function useUserByIdSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UserByIdQuery, UserByIdQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<UserByIdQuery, UserByIdQueryVariables>(UserByIdDocument, options);
        }
export type UserByIdQueryHookResult = ReturnType<typeof useUserByIdQuery>;
export type UserByIdLazyQueryHookResult = ReturnType<typeof useUserByIdLazyQuery>;
export type UserByIdSuspenseQueryHookResult = ReturnType<typeof useUserByIdSuspenseQuery>;
export type UserByIdQueryResult = Apollo.QueryResult<UserByIdQuery, UserByIdQueryVariables>;
export const FindUserDocument = gql`
    query FindUser($id: ID, $username: String) {
  findUser(id: $id, username: $username) {
    ...ProfileUser
  }
}
    ${ProfileUserFragmentDoc}`;

/**
 * __useFindUserQuery__
 *
 * To run a query within a React component, call `useFindUserQuery` and pass it any options that fit your needs.
 * When your component renders, `useFindUserQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFindUserQuery({
 *   variables: {
 *      id: // value for 'id'
 *      username: // value for 'username'
 *   },
 * });
 */
export function useFindUserQuery(baseOptions?: Apollo.QueryHookOptions<FindUserQuery, FindUserQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<FindUserQuery, FindUserQueryVariables>(FindUserDocument, options);
      }
export function useFindUserLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<FindUserQuery, FindUserQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<FindUserQuery, FindUserQueryVariables>(FindUserDocument, options);
        }
// @ts-ignore
export function useFindUserSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<FindUserQuery, FindUserQueryVariables>): Apollo.UseSuspenseQueryResult<FindUserQuery, FindUserQueryVariables>;
export function useFindUserSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FindUserQuery, FindUserQueryVariables>): Apollo.UseSuspenseQueryResult<FindUserQuery | undefined, FindUserQueryVariables>;
export function useFindUserSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FindUserQuery, FindUserQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<FindUserQuery, FindUserQueryVariables>(FindUserDocument, options);
        }
export type FindUserQueryHookResult = ReturnType<typeof useFindUserQuery>;
export type FindUserLazyQueryHookResult = ReturnType<typeof useFindUserLazyQuery>;
export type FindUserSuspenseQueryHookResult = ReturnType<typeof useFindUserSuspenseQuery>;
export type FindUserQueryResult = Apollo.QueryResult<FindUserQuery, FindUserQueryVariables>;
export const SearchUsersDocument = gql`
    query SearchUsers($q: String!, $first: Int) {
  searchUsers(q: $q, first: $first) {
    id
    name
    username
    image
  }
}
    `;

/**
 * __useSearchUsersQuery__
 *
 * To run a query within a React component, call `useSearchUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useSearchUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSearchUsersQuery({
 *   variables: {
 *      q: // value for 'q'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useSearchUsersQuery(baseOptions: Apollo.QueryHookOptions<SearchUsersQuery, SearchUsersQueryVariables> & ({ variables: SearchUsersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SearchUsersQuery, SearchUsersQueryVariables>(SearchUsersDocument, options);
      }
export function useSearchUsersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SearchUsersQuery, SearchUsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SearchUsersQuery, SearchUsersQueryVariables>(SearchUsersDocument, options);
        }
// @ts-ignore
export function useSearchUsersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SearchUsersQuery, SearchUsersQueryVariables>): Apollo.UseSuspenseQueryResult<SearchUsersQuery, SearchUsersQueryVariables>;
export function useSearchUsersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SearchUsersQuery, SearchUsersQueryVariables>): Apollo.UseSuspenseQueryResult<SearchUsersQuery | undefined, SearchUsersQueryVariables>;
export function useSearchUsersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SearchUsersQuery, SearchUsersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SearchUsersQuery, SearchUsersQueryVariables>(SearchUsersDocument, options);
        }
export type SearchUsersQueryHookResult = ReturnType<typeof useSearchUsersQuery>;
export type SearchUsersLazyQueryHookResult = ReturnType<typeof useSearchUsersLazyQuery>;
export type SearchUsersSuspenseQueryHookResult = ReturnType<typeof useSearchUsersSuspenseQuery>;
export type SearchUsersQueryResult = Apollo.QueryResult<SearchUsersQuery, SearchUsersQueryVariables>;
export const UpdateProfileDocument = gql`
    mutation UpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    ...ProfileUser
    email
  }
}
    ${ProfileUserFragmentDoc}`;
export type UpdateProfileMutationFn = Apollo.MutationFunction<UpdateProfileMutation, UpdateProfileMutationVariables>;

/**
 * __useUpdateProfileMutation__
 *
 * To run a mutation, you first call `useUpdateProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProfileMutation, { data, loading, error }] = useUpdateProfileMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProfileMutation(baseOptions?: Apollo.MutationHookOptions<UpdateProfileMutation, UpdateProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateProfileMutation, UpdateProfileMutationVariables>(UpdateProfileDocument, options);
      }
export type UpdateProfileMutationHookResult = ReturnType<typeof useUpdateProfileMutation>;
export type UpdateProfileMutationResult = Apollo.MutationResult<UpdateProfileMutation>;
export type UpdateProfileMutationOptions = Apollo.BaseMutationOptions<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const UserUpdatedDocument = gql`
    subscription UserUpdated($id: ID!) {
  userUpdated(id: $id) {
    ...ProfileUser
  }
}
    ${ProfileUserFragmentDoc}`;

/**
 * __useUserUpdatedSubscription__
 *
 * To run a query within a React component, call `useUserUpdatedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useUserUpdatedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserUpdatedSubscription({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useUserUpdatedSubscription(baseOptions: Apollo.SubscriptionHookOptions<UserUpdatedSubscription, UserUpdatedSubscriptionVariables> & ({ variables: UserUpdatedSubscriptionVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useSubscription<UserUpdatedSubscription, UserUpdatedSubscriptionVariables>(UserUpdatedDocument, options);
      }
export type UserUpdatedSubscriptionHookResult = ReturnType<typeof useUserUpdatedSubscription>;
export type UserUpdatedSubscriptionResult = Apollo.SubscriptionResult<UserUpdatedSubscription>;