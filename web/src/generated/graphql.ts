import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
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
  | 'ROLE_CHANGED'
  | 'SIGNED_OUT'
  | 'SUSPENDED';

/** The signed-in member's account as accounts knows it. */
export type AccountFacts = {
  __typename?: 'AccountFacts';
  /** Sign-ins not signed out and seen within the token lifetime (7 days). */
  activeSessions: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  emailVerified: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  role: Role;
  suspended: Scalars['Boolean']['output'];
  /** When a timed suspension ends; null when none or permanent. */
  suspendedUntil: Maybe<Scalars['DateTime']['output']>;
  username: Scalars['String']['output'];
};

/** A member as admins see them: contact, role and suspension (accounts' own record). */
export type AccountRecord = {
  __typename?: 'AccountRecord';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  role: Role;
  suspended: Scalars['Boolean']['output'];
  suspendedReason: Maybe<Scalars['String']['output']>;
  /** When a timed suspension ends by itself; null when permanent or not suspended. */
  suspendedUntil: Maybe<Scalars['DateTime']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  username: Scalars['String']['output'];
};

export type AccountRecordPage = {
  __typename?: 'AccountRecordPage';
  nodes: Array<AccountRecord>;
  pageInfo: AccountRecordPageInfo;
};

export type AccountRecordPageInfo = {
  __typename?: 'AccountRecordPageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** NEWEST / OLDEST: by sign-up; NAME: by name (A-Z), case-insensitive. */
export type AccountSort =
  | 'NAME'
  | 'NEWEST'
  | 'OLDEST';

/** Distinct active members in one bucket (UTC). */
export type ActiveMembersCount = {
  __typename?: 'ActiveMembersCount';
  count: Scalars['Int']['output'];
  /** The first day of the bucket, YYYY-MM-DD (UTC). */
  day: Scalars['String']['output'];
};

/** A recorded activity imported from a GPX, TCX or FIT file (owner only). */
export type Activity = {
  __typename?: 'Activity';
  /** Kilometres per hour. */
  averageSpeed: Maybe<Scalars['Float']['output']>;
  /** Kilocalories. */
  calories: Maybe<Scalars['Float']['output']>;
  /** The simplified track (at most 20,000 points). */
  coordinates: Array<ActivityPoint>;
  createdAt: Scalars['DateTime']['output'];
  /** Kilometres. */
  distance: Scalars['Float']['output'];
  /** Seconds. */
  duration: Maybe<Scalars['Int']['output']>;
  /** Metres climbed. */
  elevationGain: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** Minutes per kilometre. */
  pace: Maybe<Scalars['Float']['output']>;
  /** The route post made from it (importActivity with post: true). */
  post: Maybe<Post>;
  /** Where it came from: gpx, tcx or fit (an imported file), or the device whose export held it. */
  source: Scalars['String']['output'];
  startedAt: Scalars['DateTime']['output'];
  steps: Maybe<Scalars['Int']['output']>;
  /** running, cycling, walking, hiking... */
  type: Scalars['String']['output'];
};

/** DAY; WEEK from Monday; MONTH from the 1st (UTC). */
export type ActivityBucket =
  | 'DAY'
  | 'MONTH'
  | 'WEEK';

export type ActivityConnection = {
  __typename?: 'ActivityConnection';
  nodes: Array<Activity>;
  pageInfo: ActivityPageInfo;
};

export type ActivityPageInfo = {
  __typename?: 'ActivityPageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** A point of the track (first is start, last is end). */
export type ActivityPoint = {
  __typename?: 'ActivityPoint';
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

/** The dashboard series over [from, to). */
export type AdminStats = {
  __typename?: 'AdminStats';
  /** Distinct members seen signed in during the bucket (not a sum of days). */
  activeMembers: Array<StatsPoint>;
  bucket: StatsBucket;
  /** Calls started (answered or not). */
  calls: Array<StatsPoint>;
  /** Events created. */
  events: Array<StatsPoint>;
  /** Meals logged. */
  meals: Array<StatsPoint>;
  /** Messages sent. */
  messages: Array<StatsPoint>;
  /** Posts published (replies left out). */
  posts: Array<StatsPoint>;
  /** New members. */
  signups: Array<StatsPoint>;
};

export type AdminSuspendInput = {
  /** ISO 8601 in weeks, days, hours or minutes (P7D, PT12H, P1DT6H); at most P3650D. */
  duration?: InputMaybe<Scalars['String']['input']>;
  /** true: until an admin lifts it. Exactly one of duration and permanent. */
  permanent?: InputMaybe<Scalars['Boolean']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type AdminUpdateUserInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** A new role (setUserRole's rules: not your own). */
  role?: InputMaybe<Role>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** A member as admins see them. */
export type AdminUser = {
  __typename?: 'AdminUser';
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  role: Role;
  suspended: Scalars['Boolean']['output'];
  suspendedReason: Maybe<Scalars['String']['output']>;
  /** When a timed suspension ends by itself (ISO 8601); null when permanent or not suspended. */
  suspendedUntil: Maybe<Scalars['String']['output']>;
  /** ISO 8601. */
  updatedAt: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

export type AdminUserPage = {
  __typename?: 'AdminUserPage';
  nodes: Array<AdminUser>;
  pageInfo: AdminUserPageInfo;
};

export type AdminUserPageInfo = {
  __typename?: 'AdminUserPageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** NEWEST / OLDEST: by sign-up; NAME: by name (A-Z), case-insensitive. */
export type AdminUserSort =
  | 'NAME'
  | 'NEWEST'
  | 'OLDEST';

export type AnalyzeMealInput = {
  /** The post's text with createPostWithResults; default: the meal's name and calories. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** Also create the meal post (and log the meal) with the results. */
  createPostWithResults?: InputMaybe<Scalars['Boolean']['input']>;
  /** The foods on the plate, named by the member (required when no vision service is configured). */
  foods?: InputMaybe<Array<FoodPortionInput>>;
  /** The photo as a data:image/...;base64, URL (at most 5MB of image). */
  image?: InputMaybe<Scalars['String']['input']>;
  /** Or the key of a meal-image upload (POST /api/health/uploads). */
  imageKey?: InputMaybe<Scalars['String']['input']>;
};

/** Animate a rigged model with one animation of the library. */
export type AnimateAvatarInput = {
  /** An avatarAnimationLibrary id. */
  actionId: Scalars['String']['input'];
  /** One of 24, 25, 30, 60; default 30. */
  fps?: InputMaybe<Scalars['Int']['input']>;
  /** glb (the default and only format). */
  outputFormat?: InputMaybe<Scalars['String']['input']>;
  /** A rigging task of yours that succeeded. */
  rigTaskId: Scalars['ID']['input'];
};

/** A conversation with the health assistant (its owner only). */
export type AssistantConversation = {
  __typename?: 'AssistantConversation';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Oldest first (the latest 200). */
  messages: Array<AssistantMessage>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type AssistantConversationConnection = {
  __typename?: 'AssistantConversationConnection';
  nodes: Array<AssistantConversation>;
  pageInfo: AssistantPageInfo;
};

/** A message of a conversation: the member’s question or the assistant’s reply. */
export type AssistantMessage = {
  __typename?: 'AssistantMessage';
  /** The passages the reply is based on, to link to. */
  citations: Array<PassageSource>;
  /** The text so far: a streaming reply grows until its state is DONE or FAILED. */
  content: Scalars['String']['output'];
  conversationId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Why a FAILED reply failed, in words a member can act on. */
  error: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** How the reply was made; null for the member’s own messages. */
  mode: Maybe<AssistantReplyMode>;
  role: AssistantRole;
  state: AssistantMessageState;
  updatedAt: Scalars['DateTime']['output'];
};

export type AssistantMessageState =
  | 'DONE'
  | 'FAILED'
  | 'STREAMING';

export type AssistantPageInfo = {
  __typename?: 'AssistantPageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type AssistantReplyMode =
  | 'GENERATED'
  | 'RETRIEVED';

/** LOADING: the sentence encoder is loading (the first answer waits for it); READY; KEYWORDS_ONLY: it cannot run here, retrieval uses keywords. */
export type AssistantRetrieval =
  | 'KEYWORDS_ONLY'
  | 'LOADING'
  | 'READY';

export type AssistantRole =
  | 'ASSISTANT'
  | 'USER';

export type AssistantStatus = {
  __typename?: 'AssistantStatus';
  /** A chat model is configured (replies are written by it); false: replies are computed and retrieved offline. */
  model: Scalars['Boolean']['output'];
  retrieval: AssistantRetrieval;
};

/** A member’s attendance of an event (docs/events.md). */
export type AttendanceStatus =
  | 'APPROVED'
  | 'DECLINED'
  | 'GOING'
  | 'INTERESTED'
  | 'NOT_GOING'
  | 'PAYMENT_PENDING'
  | 'REQUESTED'
  | 'WAITLISTED';

/** Who may see it: everyone, the members who follow the owner, or the owner alone. */
export type Audience =
  | 'EVERYONE'
  | 'FOLLOWERS'
  | 'ONLY_ME';

/** One admin action (issue 23): append-only. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: Scalars['String']['output'];
  actorId: Scalars['ID']['output'];
  /** The target after the action, as JSON text (null: it no longer exists). */
  after: Maybe<Scalars['String']['output']>;
  /** The target before the action, as JSON text (null: it did not exist yet). */
  before: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  requestId: Maybe<Scalars['String']['output']>;
  targetId: Scalars['ID']['output'];
  targetType: Scalars['String']['output'];
};

export type AuditLogPage = {
  __typename?: 'AuditLogPage';
  nodes: Array<AuditEntry>;
  pageInfo: AuditLogPageInfo;
};

export type AuditLogPageInfo = {
  __typename?: 'AuditLogPageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** After login or register: this device's id. Keep it and send it with later logins (LoginInput.deviceId) so failed attempts by others do not lock this device out. */
  deviceId: Maybe<Scalars['String']['output']>;
  expiresAt: Scalars['DateTime']['output'];
  /** A bearer token for the Authorization header, valid for 7 days unless revoked. */
  token: Scalars['String']['output'];
  user: User;
};

/** A member's 3D avatar (spec section 3). Only its owner sees it. */
export type Avatar = {
  __typename?: 'Avatar';
  createdAt: Scalars['DateTime']['output'];
  heightMeters: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** The member's default avatar: exactly one of a member's avatars while they have any. */
  isDefault: Scalars['Boolean']['output'];
  /** Its GLB, rigged with the animation library when the generator could; null until made. */
  modelUrl: Maybe<Scalars['String']['output']>;
  /** What the creation form called it (or the start of its prompt when no name was sent). */
  name: Scalars['String']['output'];
  negativePrompt: Scalars['String']['output'];
  /** A still model to preview (the unrigged model); null until made. */
  previewUrl: Maybe<Scalars['String']['output']>;
  /** The description it was made from. */
  prompt: Scalars['String']['output'];
  provider: AvatarProvider;
  /** The GLB of its last successful rigging; null before one. */
  riggedModelUrl: Maybe<Scalars['String']['output']>;
  status: AvatarStatus;
};

/** One animation of the library. */
export type AvatarAnimation = {
  __typename?: 'AvatarAnimation';
  category: Scalars['String']['output'];
  /** What actionId takes. */
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  provider: AvatarProvider;
};

/** Who made the model: the offline generator, Meshy, or the member (an uploaded GLB). */
export type AvatarProvider =
  | 'MESHY'
  | 'OFFLINE'
  | 'UPLOAD';

/** Where an avatar's rigging is. */
export type AvatarRig = {
  __typename?: 'AvatarRig';
  avatarId: Scalars['ID']['output'];
  /** The GLB of its last successful rigging. */
  riggedModelUrl: Maybe<Scalars['String']['output']>;
  /** Its latest rigging task’s state; null: never rigged. */
  status: Maybe<AvatarTaskState>;
  task: Maybe<AvatarTask>;
};

/** GENERATING: its creation task runs; READY: modelUrl is its model; FAILED: its creation failed or was cancelled. */
export type AvatarStatus =
  | 'FAILED'
  | 'GENERATING'
  | 'READY';

/** One durable generation, rigging or animation task (spec section 4). Only its owner sees it. */
export type AvatarTask = {
  __typename?: 'AvatarTask';
  /** The avatar it makes or works on (null once deleted). */
  avatar: Maybe<Avatar>;
  /** The avatar it makes or works on. */
  avatarId: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Why it FAILED, in words for the member. */
  error: Maybe<Scalars['String']['output']>;
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: AvatarTaskKind;
  /** 0-100. */
  progress: Scalars['Int']['output'];
  provider: AvatarProvider;
  /** The GLB it made, once SUCCEEDED. */
  resultUrl: Maybe<Scalars['String']['output']>;
  state: AvatarTaskState;
  updatedAt: Scalars['DateTime']['output'];
};

export type AvatarTaskKind =
  | 'ANIMATE'
  | 'GENERATE'
  | 'RIG';

export type AvatarTaskState =
  | 'CANCELLED'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING'
  | 'SUCCEEDED';

export type BackupSegment = {
  __typename?: 'BackupSegment';
  conversationId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Base64 of the encrypted history, as a device wrote it. */
  data: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** Encrypted history of one of your conversations. */
export type BackupSegmentInput = {
  conversationId: Scalars['ID']['input'];
  /** Base64 of the encrypted history (IV first), as the device wrote it. */
  data: Scalars['String']['input'];
};

export type BackupSegmentPage = {
  __typename?: 'BackupSegmentPage';
  /** Pass as `after` for the next page. */
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  /** Oldest first. */
  nodes: Array<BackupSegment>;
};

/** History to add to your key backup. */
export type BackupSegmentsInput = {
  segments: Array<BackupSegmentInput>;
};

export type CalendarEvent = {
  __typename?: 'CalendarEvent';
  allDay: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  endsAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: CalendarEventKind;
  location: Scalars['String']['output'];
  startsAt: Scalars['DateTime']['output'];
  /** The IANA zone the event was planned in. */
  timezone: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** A new calendar event. */
export type CalendarEventInput = {
  allDay?: InputMaybe<Scalars['Boolean']['input']>;
  /** Up to 2,000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** After startsAt; at most 31 days later. */
  endsAt: Scalars['DateTime']['input'];
  /** Default OTHER. */
  kind?: InputMaybe<CalendarEventKind>;
  /** Up to 200 characters. */
  location?: InputMaybe<Scalars['String']['input']>;
  startsAt: Scalars['DateTime']['input'];
  /** IANA time zone (default UTC). */
  timezone?: InputMaybe<Scalars['String']['input']>;
  /** 1-200 characters. */
  title: Scalars['String']['input'];
};

export type CalendarEventKind =
  | 'APPOINTMENT'
  | 'MEAL'
  | 'OTHER'
  | 'WORKOUT';

/** Changes to a calendar event (only the fields given change). */
export type CalendarEventUpdateInput = {
  allDay?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  kind?: InputMaybe<CalendarEventKind>;
  location?: InputMaybe<Scalars['String']['input']>;
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CalendarKindSummary = {
  __typename?: 'CalendarKindSummary';
  count: Scalars['Int']['output'];
  kind: CalendarEventKind;
  /** Minutes of these events inside the period. */
  minutes: Scalars['Int']['output'];
};

export type CalendarPeriod =
  | 'DAY'
  | 'MONTH'
  | 'WEEK';

/** What your calendar shows beside your events (yours only). */
export type CalendarPreferences = {
  __typename?: 'CalendarPreferences';
  /** Your recorded runs and workouts appear on the calendar (default true). */
  showActivities: Scalars['Boolean']['output'];
  /** Your logged meals appear on the calendar (default true). */
  showMeals: Scalars['Boolean']['output'];
};

/** Changes to what your calendar shows (only the fields given change). */
export type CalendarPreferencesInput = {
  /** Show your recorded runs and workouts. */
  showActivities?: InputMaybe<Scalars['Boolean']['input']>;
  /** Show your logged meals. */
  showMeals?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What you recorded in a range: activities and meals (owner only). */
export type CalendarRecords = {
  __typename?: 'CalendarRecords';
  /** Activities that started in the range, earliest first (coordinates empty here: myActivities or the route post has the track). */
  activities: Array<Activity>;
  /** Meals eaten in the range, earliest first. */
  meals: Array<LoggedMeal>;
  /** True when a list was cut at 500. */
  more: Scalars['Boolean']['output'];
};

export type CalendarSummary = {
  __typename?: 'CalendarSummary';
  /** Minutes covered by at least one event inside the period. */
  busyMinutes: Scalars['Int']['output'];
  /** Every kind, in a fixed order (zero rows included). */
  byKind: Array<CalendarKindSummary>;
  /** The first local date of the period (YYYY-MM-DD). */
  date: Scalars['String']['output'];
  eventCount: Scalars['Int']['output'];
  events: Array<CalendarEvent>;
  /** The instant the period starts. */
  from: Scalars['DateTime']['output'];
  period: CalendarPeriod;
  timezone: Scalars['String']['output'];
  /** The instant the next period starts. */
  to: Scalars['DateTime']['output'];
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

/** How many on one day (UTC). */
export type CallDayCount = {
  __typename?: 'CallDayCount';
  count: Scalars['Int']['output'];
  /** YYYY-MM-DD (UTC). */
  day: Scalars['String']['output'];
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

/** A cart line: which product, how many, delivered how. Never a price: the server prices from the catalogue. */
export type CartLineInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  /** One of the product's shippingOptions (required when it has any). */
  shippingOptionId?: InputMaybe<Scalars['ID']['input']>;
};

/** A challenge members join and log progress in (docs/challenges.md). */
export type Challenge = {
  __typename?: 'Challenge';
  ageGroup: Scalars['String']['output'];
  category: Scalars['String']['output'];
  /** A community challenge: every member of the community may join (no invitation cap). */
  communityId: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  creator: User;
  description: Scalars['String']['output'];
  difficulty: Scalars['String']['output'];
  /** Last day (YYYY-MM-DD); null: open-ended. */
  endsOn: Maybe<Scalars['String']['output']>;
  frequency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Highest totals first. */
  leaderboard: Array<ChallengeLeaderboardEntry>;
  metric: ChallengeMetric;
  participantCount: Scalars['Int']['output'];
  /** Its post in the feed. */
  post: Maybe<Post>;
  /** First day (YYYY-MM-DD) progress counts. */
  startsOn: Scalars['String']['output'];
  subcategory: Scalars['String']['output'];
  tiers: Array<ChallengeTier>;
  title: Scalars['String']['output'];
  /** check-ins, steps, km, min or kcal. */
  unit: Scalars['String']['output'];
  /** Whether you take part (false signed out). */
  viewerJoined: Scalars['Boolean']['output'];
  /** Your total, rank, streak and badges; null when you have not joined. */
  viewerStanding: Maybe<ChallengeStanding>;
};


/** A challenge members join and log progress in (docs/challenges.md). */
export type ChallengeLeaderboardArgs = {
  first: InputMaybe<Scalars['Int']['input']>;
};

/** A tier reached in a challenge. */
export type ChallengeBadge = {
  __typename?: 'ChallengeBadge';
  awardedAt: Scalars['DateTime']['output'];
  challengeId: Scalars['ID']['output'];
  goal: Scalars['Float']['output'];
  /** The tier’s place, 0 = the first. */
  tier: Scalars['Int']['output'];
  tierName: Scalars['String']['output'];
};

export type ChallengeCategoryOption = {
  __typename?: 'ChallengeCategoryOption';
  name: Scalars['String']['output'];
  subcategories: Array<Scalars['String']['output']>;
};

export type ChallengeDay = {
  __typename?: 'ChallengeDay';
  amount: Scalars['Float']['output'];
  day: Scalars['String']['output'];
};

export type ChallengeLeaderboardEntry = {
  __typename?: 'ChallengeLeaderboardEntry';
  rank: Scalars['Int']['output'];
  /** The highest tier reached (its name), if any. */
  tier: Maybe<Scalars['String']['output']>;
  total: Scalars['Float']['output'];
  user: User;
};

/** What progress counts: CHECK_INS (one per day done), STEPS, DISTANCE (km), ACTIVE_MINUTES, CALORIES (the last four also from wearables). */
export type ChallengeMetric =
  | 'ACTIVE_MINUTES'
  | 'CALORIES'
  | 'CHECK_INS'
  | 'DISTANCE'
  | 'STEPS';

/** The Create Challenge form’s lists (spec 001 section 5; the subcategories are ours). */
export type ChallengeOptions = {
  __typename?: 'ChallengeOptions';
  ageGroups: Array<Scalars['String']['output']>;
  categories: Array<ChallengeCategoryOption>;
  difficulties: Array<Scalars['String']['output']>;
  frequencies: Array<Scalars['String']['output']>;
};

/** A member’s place in a challenge. */
export type ChallengeStanding = {
  __typename?: 'ChallengeStanding';
  /** Tiers reached, first tier first. */
  badges: Array<ChallengeBadge>;
  longestStreak: Scalars['Int']['output'];
  /** The next tier to reach; null when every tier is reached or there are none. */
  nextTier: Maybe<ChallengeTier>;
  /** 1 = first on the leaderboard. */
  rank: Scalars['Int']['output'];
  /** The last 14 days, oldest first (0 on a day without progress). */
  recentDays: Array<ChallengeDay>;
  /** Consecutive days with progress up to today (or yesterday, until today is over), in the member’s zone. */
  streak: Scalars['Int']['output'];
  /** The member’s today (YYYY-MM-DD) in their zone. */
  today: Scalars['String']['output'];
  total: Scalars['Float']['output'];
  user: User;
};

/** A goal level (bronze 50 km, silver 100 km, gold 200 km): reaching it earns its badge. */
export type ChallengeTier = {
  __typename?: 'ChallengeTier';
  goal: Scalars['Float']['output'];
  name: Scalars['String']['output'];
};

export type ChallengeTierInput = {
  /** In the challenge’s unit. */
  goal: Scalars['Float']['input'];
  /** bronze, silver, gold... */
  name: Scalars['String']['input'];
};

/** The cart to order. */
export type CheckoutInput = {
  lines: Array<CartLineInput>;
};

/** Key packages to add devices to a conversation's group. */
export type ClaimKeyPackagesInput = {
  /** Only these devices (each of a member of the conversation); all of its members' devices when absent. */
  deviceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Your own device that is asking: it needs no package of its own. */
  exceptDeviceId?: InputMaybe<Scalars['ID']['input']>;
};

export type ClaimedKeyPackage = {
  __typename?: 'ClaimedKeyPackage';
  deviceId: Scalars['ID']['output'];
  /** Base64 of the MLS message (wire format mls_key_package). */
  keyPackage: Scalars['String']['output'];
  /** The device's last-resort package: it had no other left (it stays published). */
  lastResort: Scalars['Boolean']['output'];
  userId: Scalars['ID']['output'];
};

/** A group of members around a sport, a goal or a place (docs/communities.md). */
export type Community = {
  __typename?: 'Community';
  createdAt: Scalars['DateTime']['output'];
  /** Who created it. */
  creator: User;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  memberCount: Scalars['Int']['output'];
  /** Owners, then moderators, then members (earliest first). */
  members: Array<CommunityMembership>;
  /** Its owners and moderators. */
  moderators: Array<CommunityMembership>;
  /** Unique, case-insensitively. */
  name: Scalars['String']['output'];
  /** Your role in it; null when you are not a member (or signed out). */
  viewerRole: Maybe<CommunityRole>;
};


/** A group of members around a sport, a goal or a place (docs/communities.md). */
export type CommunityMembersArgs = {
  first: InputMaybe<Scalars['Int']['input']>;
};

/** A member of a community and their role. */
export type CommunityMembership = {
  __typename?: 'CommunityMembership';
  joinedAt: Scalars['DateTime']['output'];
  role: CommunityRole;
  user: User;
};

/** OWNER: created it or was handed it; MODERATOR: named by an owner or moderator; MEMBER: joined. */
export type CommunityRole =
  | 'MEMBER'
  | 'MODERATOR'
  | 'OWNER';

export type ConnectWearableInput = {
  /** The access token of your account at the vendor, or test_{device}_12345 for the sandbox. */
  apiKey: Scalars['String']['input'];
  provider: WearableProvider;
};

/** A member's report, as its reporter sees it. */
export type ContentReport = {
  __typename?: 'ContentReport';
  createdAt: Scalars['DateTime']['output'];
  details: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: ReportKind;
  reason: ReportReason;
  /** OPEN until a moderator decides. */
  status: ReportStatus;
  targetId: Scalars['ID']['output'];
};

/** A private conversation. Only its participants can read or write it. */
export type Conversation = {
  __typename?: 'Conversation';
  createdAt: Scalars['DateTime']['output'];
  /** End-to-end encrypted: its MLS group exists, and it takes only encrypted messages. */
  encrypted: Scalars['Boolean']['output'];
  /** Its MLS group's epoch (0 before the group's first commit); each accepted commit moves it and announces conversationUpdated. */
  groupEpoch: Scalars['Int']['output'];
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

/** A new avatar made from a description (spec: prompt and negative_prompt). */
export type CreateAvatarInput = {
  /** Animations the model carries (avatarAnimationLibrary ids); default: the whole library offline. */
  animationActionIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 0.5-2.5; default 1.7. */
  heightMeters?: InputMaybe<Scalars['Float']['input']>;
  /** 2-60 characters; default: the start of the prompt. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Default 'ugly, deformed, disfigured, poor quality, low quality'. */
  negativePrompt?: InputMaybe<Scalars['String']['input']>;
  /** The description: 10-600 characters. */
  prompt: Scalars['String']['input'];
};

export type CreateCallInput = {
  recipientId: Scalars['ID']['input'];
  type?: InputMaybe<CallType>;
  video?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A new challenge (the Create Challenge dialog). */
export type CreateChallengeInput = {
  /** All Ages, 18+, 30+, 50+, 65+; default All Ages. */
  ageGroup?: InputMaybe<Scalars['String']['input']>;
  /** Physical Activity, Mental Health, Nutrition, Preventative Healthcare, Healthy Habits, Miscellaneous */
  category: Scalars['String']['input'];
  /** A community you are in: its members may all join, and the post goes to the community. */
  communityId?: InputMaybe<Scalars['String']['input']>;
  description: Scalars['String']['input'];
  /** Easy, Medium, Hard; default Medium. */
  difficulty?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, not before startsOn; null: open-ended. */
  endsOn?: InputMaybe<Scalars['String']['input']>;
  /** Daily, Weekly, Monthly, Yearly, Long-Term; default Daily. */
  frequency?: InputMaybe<Scalars['String']['input']>;
  /** Default CHECK_INS. */
  metric?: InputMaybe<ChallengeMetric>;
  /** YYYY-MM-DD; default today in `timezone`. */
  startsOn?: InputMaybe<Scalars['String']['input']>;
  /** One of the category’s (challengeOptions). */
  subcategory: Scalars['String']['input'];
  /** Up to 5, goals ascending. */
  tiers?: InputMaybe<Array<ChallengeTierInput>>;
  /** Your IANA zone (default UTC): "today" for the start and your streak. */
  timezone?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

/** A new community; its creator is its owner. */
export type CreateCommunityInput = {
  /** Up to 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** 2-60 characters, unique whatever its case. */
  name: Scalars['String']['input'];
};

/** A new event (the spec’s create payload). */
export type CreateEventInput = {
  /** Places for approved guests: an integer of at least 1 (at most 100000); anything else, or none, is unlimited. */
  capacity?: InputMaybe<Scalars['Float']['input']>;
  /** 1-5000 characters. */
  description: Scalars['String']['input'];
  /** Required: after startDate. */
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** With a capacity: members past it wait in line. Ignored when unlimited. */
  hasWaitlist?: InputMaybe<Scalars['Boolean']['input']>;
  /** The cover: the URL POST /api/events/upload answered, or a data:image/... URL (stored as an upload). */
  image?: InputMaybe<Scalars['String']['input']>;
  /** 1-300 characters. */
  location: Scalars['String']['input'];
  /** 1-200 characters. */
  name: Scalars['String']['input'];
  requireApproval?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required: the first moment; not before today in the event’s time zone. */
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** ISO 4217 code of the ticket price (usd, eur, ...); needed with a price. */
  ticketCurrency?: InputMaybe<Scalars['String']['input']>;
  /** Ticket price in integer minor units (cents); 0 or none is free. Needs a payment provider that takes money online (Stripe). */
  ticketPriceMinor?: InputMaybe<Scalars['Int']['input']>;
  /** One of the nine zones (eventTimeZones); default America/Los_Angeles. */
  timezone?: InputMaybe<Scalars['String']['input']>;
};

/** A scan made of uploaded DICOM files. */
export type CreateMedicalScanInput = {
  /** Default: the files' BodyPartExamined. */
  bodyPart?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** When it was taken; default: the files' StudyDate. */
  scanDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** Default: from the files' Modality. */
  scanType?: InputMaybe<MedicalScanType>;
  /** The uploads (createMedicalUploadUrl) whose files make the scan. */
  uploadIds: Array<Scalars['ID']['input']>;
};

export type CreatePostInput = {
  /** A client-generated id: sending the same one twice creates one post. */
  clientId?: InputMaybe<Scalars['String']['input']>;
  communityId?: InputMaybe<Scalars['ID']['input']>;
  content: Scalars['String']['input'];
  /** DRAFT keeps it unpublished; with scheduledFor it is SCHEDULED; otherwise POSTED. */
  draft?: InputMaybe<Scalars['Boolean']['input']>;
  /** One of your form analyses (recordExerciseAnalysis): the post carries it as a result card, readable by whoever can read the post. POST type only. */
  exerciseAnalysisId?: InputMaybe<Scalars['ID']['input']>;
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

/** What one score of the daily summary measures, which of the day's data it used, and how to raise it. */
export type DailyScoreExplanation = {
  __typename?: 'DailyScoreExplanation';
  /** The day's data the score used, or that there was none. */
  data: Scalars['String']['output'];
  /** endurance, appraisal, sleep, workout, nutrition or productivity. */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  measures: Scalars['String']['output'];
  raise: Scalars['String']['output'];
};

/** Scores 0-100 for one day; null where the day has no data for a score. */
export type DailySummary = {
  __typename?: 'DailySummary';
  /** The mean of the other five scores that have a value. */
  appraisal: Maybe<Scalars['Int']['output']>;
  /** The local date (YYYY-MM-DD). */
  date: Scalars['String']['output'];
  /** Steps against 10,000. */
  endurance: Maybe<Scalars['Int']['output']>;
  /** One per score, in the order endurance, appraisal, sleep, workout, nutrition, productivity. */
  explanations: Array<DailyScoreExplanation>;
  /** Whether the member has any health data at all (any day): without any, the card says how to start. */
  hasData: Scalars['Boolean']['output'];
  /** The mean quality score of the day's meals times the share of the day's calorie, protein and fiber needs they cover. */
  nutrition: Maybe<Scalars['Int']['output']>;
  /** The share of the day's events over and goals met. */
  productivity: Maybe<Scalars['Int']['output']>;
  /** @deprecated No sample values are shown any more: a member with no data gets null scores and hasData false. */
  sample: Scalars['Boolean']['output'];
  /** The wearable sleep score, else hours asleep against 8. */
  sleep: Maybe<Scalars['Int']['output']>;
  timezone: Scalars['String']['output'];
  /** Active minutes against 30. */
  workout: Maybe<Scalars['Int']['output']>;
};

/** A copy of all a member's data, as one zip archive (docs/member-data.md). Only its member sees it. */
export type DataExport = {
  __typename?: 'DataExport';
  createdAt: Scalars['DateTime']['output'];
  /** A signed link to the archive, valid for 15 minutes from this answer (READY only); ask again for a fresh one. */
  downloadUrl: Maybe<Scalars['String']['output']>;
  /** When the archive is deleted (READY only). */
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  /** Why the export failed, in words for its member, e.g. "Your export is too large to make into one archive (over 4 GB). ..." (FAILED only). */
  failure: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** How far the archive is, 0-100. */
  progress: Scalars['Int']['output'];
  status: DataExportStatus;
};

export type DataExportStatus =
  | 'EXPIRED'
  | 'FAILED'
  | 'PENDING'
  | 'READY'
  | 'RUNNING';

/** One of a member's devices: its own MLS leaf in each of the member's encrypted conversations. */
export type Device = {
  __typename?: 'Device';
  createdAt: Scalars['DateTime']['output'];
  /** Whether a last-resort key package is published (handed out when the others are gone). */
  hasLastResortKeyPackage: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Ordinary key packages waiting to be claimed; publish more when fewer than 5 remain. */
  keyPackagesAvailable: Scalars['Int']['output'];
  /** What the member called it ("Chrome on laptop"). */
  name: Scalars['String']['output'];
  /** When it was removed; a removed device gets no messages and publishes nothing. */
  revokedAt: Maybe<Scalars['DateTime']['output']>;
  userId: Scalars['ID']['output'];
};

/** A member's device, by id. */
export type DeviceRef = {
  __typename?: 'DeviceRef';
  deviceId: Scalars['ID']['output'];
  userId: Scalars['ID']['output'];
};

/** kcal, grams and milligrams (sodiumMg). */
export type DiaryAmounts = {
  __typename?: 'DiaryAmounts';
  calories: Scalars['Float']['output'];
  carbs: Scalars['Float']['output'];
  fats: Scalars['Float']['output'];
  fiber: Scalars['Float']['output'];
  protein: Scalars['Float']['output'];
  saturatedFat: Scalars['Float']['output'];
  sodiumMg: Scalars['Float']['output'];
  sugar: Scalars['Float']['output'];
};

/** An end-to-end encrypted message (docs/e2ee.md, "Message envelope"). */
export type EncryptedMessageInput = {
  /** An id the sending device chose: sending it again answers the first message. */
  clientId?: InputMaybe<Scalars['String']['input']>;
  /** Your device that encrypted it. */
  deviceId: Scalars['ID']['input'];
  /** MESSAGE (default) or REACTION. */
  kind?: InputMaybe<MessageKind>;
  /** Base64 of one MLS application message of the conversation's group, made in its current epoch (or one of the 4 before). */
  mls: Scalars['String']['input'];
};

/** A member-organised event (spec sections 2-9). */
export type Event = {
  __typename?: 'Event';
  /** Attendees in a status (default: going and approved), at most 200; requests, declines and the waitlist are the organiser's to see. The waitlist in its order. */
  attendees: Array<EventAttendee>;
  cancelled: Scalars['Boolean']['output'];
  /** Places for approved guests; null is unlimited. */
  capacity: Maybe<Scalars['Int']['output']>;
  counts: EventAttendanceCounts;
  /** True for the uploader of a cover held for review (image screening): only they see it until a moderator releases it. */
  coverUnderReview: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  endDate: Scalars['DateTime']['output'];
  hasWaitlist: Scalars['Boolean']['output'];
  /** The event as an iCalendar file (RFC 5545), for a calendar app. */
  icsUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The cover’s URL; null when there is none, or it is held for review and the caller did not upload it. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** Whether the caller organises it. */
  isOrganiser: Scalars['Boolean']['output'];
  location: Scalars['String']['output'];
  /** The caller’s attendance; null when they have none. */
  myAttendance: Maybe<EventAttendee>;
  name: Scalars['String']['output'];
  /** Who created it. */
  organiser: User;
  organiserId: Scalars['ID']['output'];
  requireApproval: Scalars['Boolean']['output'];
  /** Places left for approved guests; null when unlimited. */
  spotsLeft: Maybe<Scalars['Int']['output']>;
  startDate: Scalars['DateTime']['output'];
  /** ISO 4217 code, lower case; null when free. */
  ticketCurrency: Maybe<Scalars['String']['output']>;
  /** Ticket price in integer minor units (cents) of ticketCurrency; 0 is free. */
  ticketPriceMinor: Scalars['Int']['output'];
  timezone: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};


/** A member-organised event (spec sections 2-9). */
export type EventAttendeesArgs = {
  status: InputMaybe<AttendanceStatus>;
};

/** How many members are in each status. */
export type EventAttendanceCounts = {
  __typename?: 'EventAttendanceCounts';
  approved: Scalars['Int']['output'];
  /** GOING + APPROVED: who will be there. */
  attending: Scalars['Int']['output'];
  declined: Scalars['Int']['output'];
  going: Scalars['Int']['output'];
  interested: Scalars['Int']['output'];
  notGoing: Scalars['Int']['output'];
  /** Places held while their tickets are paid. */
  paymentPending: Scalars['Int']['output'];
  requested: Scalars['Int']['output'];
  waitlisted: Scalars['Int']['output'];
};

/** A member’s attendance of an event. */
export type EventAttendee = {
  __typename?: 'EventAttendee';
  eventId: Scalars['ID']['output'];
  /** PAYMENT_PENDING: the held place is released if the ticket is not paid by then; null otherwise. */
  paymentDueBy: Maybe<Scalars['DateTime']['output']>;
  status: AttendanceStatus;
  /** The caller’s own ticket payment for this event; null for anyone else’s attendance or a free ticket. */
  ticketPayment: Maybe<TicketPayment>;
  updatedAt: Scalars['DateTime']['output'];
  user: User;
  /** Place in the waitlist (1 = next); null unless WAITLISTED. */
  waitlistPosition: Maybe<Scalars['Int']['output']>;
};

export type EventConnection = {
  __typename?: 'EventConnection';
  nodes: Array<Event>;
  pageInfo: EventPageInfo;
};

/** How many on one day (UTC). */
export type EventDayCount = {
  __typename?: 'EventDayCount';
  count: Scalars['Int']['output'];
  /** YYYY-MM-DD (UTC). */
  day: Scalars['String']['output'];
};

/** An events image (a cover or product photo) as a moderator reviews it. */
export type EventImageForModeration = {
  __typename?: 'EventImageForModeration';
  /** The storage key (the moderation flag’s content id). */
  key: Scalars['String']['output'];
  uploaderId: Scalars['ID']['output'];
  /** Where it is served (/media/<key>); the moderator may open it even while it is held. */
  url: Scalars['String']['output'];
  /** Ids of the events and products naming it (communities have no images). */
  usedBy: Array<Scalars['String']['output']>;
};

export type EventPageInfo = {
  __typename?: 'EventPageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type Exercise = {
  __typename?: 'Exercise';
  /** What it loads most; limitations on these parts concern it. */
  bodyParts: Array<Scalars['String']['output']>;
  /** squat, deadlift, bench, lunge, push_up, pull_up, dip or plank. */
  id: Scalars['String']['output'];
  /** Your lasting limitations that concern this exercise (empty when you're not signed in). */
  limitations: Array<Limitation>;
  name: Scalars['String']['output'];
  /** Whether the form analyzer scores it (only squat). */
  scored: Scalars['Boolean']['output'];
};

/** A form analysis result, owned by health. */
export type ExerciseAnalysis = {
  __typename?: 'ExerciseAnalysis';
  analysisId: Scalars['String']['output'];
  averageScore: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** An exercise id of exerciseCatalogue. */
  exerciseType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  repCount: Scalars['Int']['output'];
  repScores: Array<RepScore>;
  videoUrl: Maybe<Scalars['String']['output']>;
};

export type ExerciseAnalysisConnection = {
  __typename?: 'ExerciseAnalysisConnection';
  nodes: Array<ExerciseAnalysis>;
  pageInfo: ExerciseAnalysisPageInfo;
};

/** A form analysis as the browser computed it (spec section 7: exercise_type, rep_count, average_score, rep_scores, video_url). */
export type ExerciseAnalysisInput = {
  /** The mean of the rep scores (squat only; empty for the exercises that are not scored). */
  averageScore?: InputMaybe<Scalars['Float']['input']>;
  /** An exercise id of exerciseCatalogue. */
  exerciseType: Scalars['String']['input'];
  /** 0-500. */
  repCount: Scalars['Int']['input'];
  /** One per rep, numbered 1 to repCount in order (squat only). */
  repScores?: InputMaybe<Array<RepScoreInput>>;
  /** The analysed video: the url POST /api/health/uploads answered for your exercise-video upload. */
  videoUrl?: InputMaybe<Scalars['String']['input']>;
};

export type ExerciseAnalysisPageInfo = {
  __typename?: 'ExerciseAnalysisPageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
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

/** A USDA SR28 food (public reference data). */
export type Food = {
  __typename?: 'Food';
  caloriesPer100g: Scalars['Float']['output'];
  carbsPer100g: Scalars['Float']['output'];
  fatsPer100g: Scalars['Float']['output'];
  fiberPer100g: Scalars['Float']['output'];
  /** The SR28 NDB number. */
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** SR28's household weights (grams per serving). */
  portions: Array<FoodPortion>;
  proteinPer100g: Scalars['Float']['output'];
  sugarPer100g: Scalars['Float']['output'];
};

export type FoodDiary = {
  __typename?: 'FoodDiary';
  /** YYYY-MM-DD */
  date: Scalars['String']['output'];
  meals: Array<LoggedMeal>;
  remaining: DiaryAmounts;
  /** FDA daily values for a 2,000 kcal diet. */
  targets: DiaryAmounts;
  timezone: Scalars['String']['output'];
  totals: DiaryAmounts;
};

export type FoodPortion = {
  __typename?: 'FoodPortion';
  description: Scalars['String']['output'];
  grams: Scalars['Float']['output'];
};

/** A food on the plate by name (matched against USDA SR28, or the row picked by foodId) and its weight. */
export type FoodPortionInput = {
  /** The SR28 row the member picked among the matches (searchFoods); default: the best match of the name. */
  foodId?: InputMaybe<Scalars['ID']['input']>;
  grams: Scalars['Float']['input'];
  name: Scalars['String']['input'];
};

export type Goal = {
  __typename?: 'Goal';
  current: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  metric: Maybe<GoalMetric>;
  name: Scalars['String']['output'];
  /** current / target as a percentage, 0-100. */
  progress: Scalars['Int']['output'];
  /** A sample shown to a member with no goals yet; it cannot be changed. */
  sample: Scalars['Boolean']['output'];
  source: GoalSource;
  target: Scalars['Float']['output'];
  unit: Scalars['String']['output'];
  updatedAt: Maybe<Scalars['DateTime']['output']>;
};

/** A new goal. */
export type GoalInput = {
  current?: InputMaybe<Scalars['Float']['input']>;
  /** Fed by wearable or diary data when there is some today. */
  metric?: InputMaybe<GoalMetric>;
  /** 1-100 characters. */
  name: Scalars['String']['input'];
  /** Greater than 0. */
  target: Scalars['Float']['input'];
  /** Up to 20 characters (steps, glasses, hours...). */
  unit?: InputMaybe<Scalars['String']['input']>;
};

/** What feeds a goal automatically (water is entered by hand: no source records it). */
export type GoalMetric =
  | 'ACTIVE_MINUTES'
  | 'CALORIES'
  | 'PROTEIN'
  | 'SLEEP_HOURS'
  | 'STEPS'
  | 'WATER';

/** Where a goal's current value comes from today. */
export type GoalSource =
  | 'ACTIVITY'
  | 'DIARY'
  | 'MEMBER'
  | 'SAMPLE'
  | 'WEARABLE';

/** Changes to a goal (only the fields given change; metric: null is not "remove", use clearMetric). */
export type GoalUpdateInput = {
  /** Stops feeding the goal from data. */
  clearMetric?: InputMaybe<Scalars['Boolean']['input']>;
  metric?: InputMaybe<GoalMetric>;
  name?: InputMaybe<Scalars['String']['input']>;
  target?: InputMaybe<Scalars['Float']['input']>;
  unit?: InputMaybe<Scalars['String']['input']>;
};

/** A commit to a conversation's MLS group, with what it makes public. */
export type GroupCommitInput = {
  /** The devices whose key packages the commit adds (each claimed with claimKeyPackages). */
  addedDeviceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Base64 of the MLS message carrying the commit, made in the group's current epoch. */
  commit: Scalars['String']['input'];
  /** Your device that made the commit. */
  deviceId: Scalars['ID']['input'];
  /** Base64 of the GroupInfo of the epoch the commit starts (public; lets devices join by external commit later). */
  groupInfo: Scalars['String']['input'];
  /** The devices whose leaves the commit removes (groupHandshakes.removals names the removed devices still in the group). */
  removedDeviceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Base64 of the Welcome for the devices the commit adds. */
  welcome?: InputMaybe<Scalars['String']['input']>;
};

/** A conversation's MLS group after a commit. */
export type GroupEpoch = {
  __typename?: 'GroupEpoch';
  conversationId: Scalars['ID']['output'];
  /** The epoch the group is in now. */
  epoch: Scalars['Int']['output'];
};

/** What a device needs to catch up with a conversation's MLS group. */
export type GroupHandshakes = {
  __typename?: 'GroupHandshakes';
  /** Active devices of the conversation's members with key packages that are not in the group (registered since): the next device to commit adds them (claimKeyPackages with their ids). */
  additions: Array<DeviceRef>;
  /** The epoch the group is in (0 before its first commit). */
  epoch: Scalars['Int']['output'];
  /** Base64 of the GroupInfo of the current epoch. */
  groupInfo: Maybe<Scalars['String']['output']>;
  /** Commits from the epoch asked for (or from the one your device joined at), oldest first. */
  handshakes: Array<Handshake>;
  /** More commits follow: read again from the last one's epoch + 1. */
  hasMore: Scalars['Boolean']['output'];
  /** Removed devices still in the group: the next device to commit removes their leaves (removedDeviceIds). */
  removals: Array<DeviceRef>;
  /** The latest Welcome for your device, if one added it. */
  welcome: Maybe<GroupWelcome>;
};

/** The Welcome that added your device to the group. */
export type GroupWelcome = {
  __typename?: 'GroupWelcome';
  /** The epoch your device joined at (the commit that added it was made in epoch - 1). */
  epoch: Scalars['Int']['output'];
  /** Base64 of the MLS Welcome. */
  welcome: Scalars['String']['output'];
};

/** A commit, in the order the delivery service accepted it. */
export type Handshake = {
  __typename?: 'Handshake';
  /** Base64 of the MLS message. */
  commit: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The epoch it was made in; applying it moves the group to epoch + 1. */
  epoch: Scalars['Int']['output'];
  senderDeviceId: Scalars['ID']['output'];
};

/** The knowledge base, or one kind of the member’s own health data. */
export type HealthSource =
  | 'ACTIVITIES'
  | 'CALENDAR'
  | 'EXERCISE'
  | 'GOALS'
  | 'KNOWLEDGE'
  | 'LIMITATIONS'
  | 'MEALS'
  | 'WEARABLES';

export type HeartRateSample = {
  __typename?: 'HeartRateSample';
  at: Scalars['DateTime']['output'];
  bpm: Scalars['Int']['output'];
};

/** What was held: a post (also a quote) or a comment (a reply). */
export type HeldContentKind =
  | 'COMMENT'
  | 'POST';

export type IceServer = {
  __typename?: 'IceServer';
  credential: Maybe<Scalars['String']['output']>;
  urls: Array<Scalars['String']['output']>;
  username: Maybe<Scalars['String']['output']>;
};

/** Import an uploaded activity file (POST /api/health/uploads with purpose activity). */
export type ImportActivityInput = {
  /** The post's text; default: the type and distance. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** The key the upload answered. */
  fileKey: Scalars['String']['input'];
  /** Also create a route post (default false). */
  post?: InputMaybe<Scalars['Boolean']['input']>;
  /** running, cycling...; default: what the file says. */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type ImportHealthExportInput = {
  /** The key POST /api/health/uploads answered for the file (purpose export). */
  fileKey: Scalars['String']['input'];
  /** APPLE_WATCH (export.zip or export.xml) or SAMSUNG (its zip of CSVs). */
  provider: WearableProvider;
};

/** Your key backup as the server keeps it: only a device with the recovery phrase can open anything in it. */
export type KeyBackup = {
  __typename?: 'KeyBackup';
  /** Base64 of the encrypted check value. */
  check: Scalars['String']['output'];
  iterations: Scalars['Int']['output'];
  kdf: Scalars['String']['output'];
  /** Base64 of the salt. */
  salt: Scalars['String']['output'];
  /** History segments stored. */
  segments: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** Your key backup: a new one replaces the old, and its history with it (a new recovery phrase). */
export type KeyBackupInput = {
  /** Base64 of a known text encrypted with the backup key (IV first): a device with a phrase tells a wrong phrase from a right one with it. */
  check: Scalars['String']['input'];
  /** PBKDF2 iterations (100000-10000000). */
  iterations: Scalars['Int']['input'];
  /** How the backup key is derived from the recovery phrase: PBKDF2-SHA256. */
  kdf: Scalars['String']['input'];
  /** Base64 of the random salt (16-64 bytes). */
  salt: Scalars['String']['input'];
};

export type KeyPackageClaim = {
  __typename?: 'KeyPackageClaim';
  /** Devices with no key package at all (KEY_PACKAGES_EXHAUSTED): add them once they publish again. */
  exhausted: Array<DeviceRef>;
  keyPackages: Array<ClaimedKeyPackage>;
};

/** Key packages of one of your devices (suite MLS_256_XWING_AES256GCM_SHA512_Ed25519, basic credential 'pulse-device:v1:<userId>:<deviceId>'). */
export type KeyPackagesInput = {
  /** Base64 of MLS messages of wire format mls_key_package, each used once. */
  keyPackages: Array<Scalars['String']['input']>;
  /** A key package handed out when the device has no other left, and kept; replaces the device's previous one. */
  lastResort?: InputMaybe<Scalars['String']['input']>;
};

export type Limitation = {
  __typename?: 'Limitation';
  /** Exercise ids (exerciseCatalogue); empty: the exercises that load bodyPart. */
  affects: Array<Scalars['String']['output']>;
  bodyPart: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** YYYY-MM-DD; null while it lasts. */
  endedOn: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: LimitationKind;
  name: Scalars['String']['output'];
  notes: Scalars['String']['output'];
  severity: LimitationSeverity;
  /** YYYY-MM-DD. */
  startedOn: Scalars['String']['output'];
};

/** An injury or condition to respect in exercise. */
export type LimitationInput = {
  /** Exercise ids from exerciseCatalogue. */
  affects?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Up to 100 characters (knee, lower back...). */
  bodyPart?: InputMaybe<Scalars['String']['input']>;
  kind: LimitationKind;
  /** 1-200 characters. */
  name: Scalars['String']['input'];
  /** Up to 2,000 characters. */
  notes?: InputMaybe<Scalars['String']['input']>;
  severity: LimitationSeverity;
  /** YYYY-MM-DD; default today (UTC). */
  startedOn?: InputMaybe<Scalars['String']['input']>;
};

export type LimitationKind =
  | 'CONDITION'
  | 'INJURY';

export type LimitationSeverity =
  | 'MILD'
  | 'MODERATE'
  | 'SEVERE';

export type LocationInput = {
  lat?: InputMaybe<Scalars['Float']['input']>;
  lng?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
};

/** Progress you made in a challenge you joined. */
export type LogChallengeProgressInput = {
  /** In the challenge’s unit; default 1 (a check-in is always 1). */
  amount?: InputMaybe<Scalars['Float']['input']>;
  challengeId: Scalars['String']['input'];
  /** YYYY-MM-DD in your zone; default today. Not in the future, not outside the challenge. */
  day?: InputMaybe<Scalars['String']['input']>;
};

/** The spec's meal payload (POST /meals) plus eatenAt, timezone, private and the foods eaten. */
export type LogMealInput = {
  allergens?: InputMaybe<Array<Scalars['String']['input']>>;
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  cuisineType?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  dietaryCategories?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Default: now. */
  eatenAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** When given, the nutrition is computed from USDA SR28 (nutritionalInfo is then ignored). */
  foods?: InputMaybe<Array<FoodPortionInput>>;
  hasSeedOils?: InputMaybe<Scalars['Boolean']['input']>;
  ingredients?: InputMaybe<Array<Scalars['String']['input']>>;
  isOrganic?: InputMaybe<Scalars['Boolean']['input']>;
  isSeedOilFree?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  nutritionalInfo?: InputMaybe<MealNutritionInput>;
  /** The meal post this meal belongs to. */
  postId?: InputMaybe<Scalars['ID']['input']>;
  /** Kept out of the feed (diary only). */
  private?: InputMaybe<Scalars['Boolean']['input']>;
  taggedUsers?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** IANA zone deciding the diary day; default UTC. */
  timezone?: InputMaybe<Scalars['String']['input']>;
};

/** A meal in the member's food diary (owner only). */
export type LoggedMeal = {
  __typename?: 'LoggedMeal';
  allergens: Array<Scalars['String']['output']>;
  brands: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  cuisineType: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  dietaryCategories: Array<Scalars['String']['output']>;
  eatenAt: Scalars['DateTime']['output'];
  foods: Array<MealFood>;
  /** A-F, from qualityScore. */
  grade: Scalars['String']['output'];
  hasSeedOils: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  ingredients: Array<Scalars['String']['output']>;
  isOrganic: Scalars['Boolean']['output'];
  isSeedOilFree: Scalars['Boolean']['output'];
  /** The member's local day (YYYY-MM-DD) the meal counts for. */
  loggedOn: Scalars['String']['output'];
  name: Scalars['String']['output'];
  nutritionalInfo: MealNutrition;
  /** The meal post in the feed, when there is one. */
  postId: Maybe<Scalars['ID']['output']>;
  private: Scalars['Boolean']['output'];
  qualityScore: Scalars['Int']['output'];
  /** Ids of the members tagged. */
  taggedUsers: Array<Scalars['ID']['output']>;
};

export type LoginInput = {
  /** The deviceId an earlier login or register on this device returned. */
  deviceId?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** How route maps are drawn. */
export type MapSettings = {
  __typename?: 'MapSettings';
  /** Public Mapbox token (pk.…); null: no map service is configured. */
  mapboxToken: Maybe<Scalars['String']['output']>;
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

/** What a meal photo holds. Foods are named by a vision model or by the member; every number is computed from USDA SR28. */
export type MealAnalysis = {
  __typename?: 'MealAnalysis';
  dietaryNotes: MealDietaryNotes;
  foodDetection: MealFoodDetection;
  foods: Array<MealFood>;
  id: Scalars['ID']['output'];
  ingredients: MealIngredients;
  /** The diary meal logged with createPostWithResults. */
  mealId: Maybe<Scalars['ID']['output']>;
  /** What the member should know (no vision service; foods not recognised). */
  message: Maybe<Scalars['String']['output']>;
  /** The vision model that named the foods. */
  model: Maybe<Scalars['String']['output']>;
  nutrition: MealNutrition;
  nutritionalAnalysis: MealNutritionalAnalysis;
  /** The meal post created with createPostWithResults. */
  postId: Maybe<Scalars['ID']['output']>;
  /** `vision` (a model named the foods) or `member` (the member did). */
  source: Scalars['String']['output'];
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

export type MealConnection = {
  __typename?: 'MealConnection';
  nodes: Array<LoggedMeal>;
  pageInfo: MealPageInfo;
};

/** How many on one day (UTC). */
export type MealDayCount = {
  __typename?: 'MealDayCount';
  count: Scalars['Int']['output'];
  /** YYYY-MM-DD (UTC). */
  day: Scalars['String']['output'];
};

export type MealDietaryNotes = {
  __typename?: 'MealDietaryNotes';
  allergens: Array<Scalars['String']['output']>;
  dietaryCategory: Array<Scalars['String']['output']>;
  /** The grade A-F of qualityScore. */
  healthRating: Scalars['String']['output'];
  qualityScore: Scalars['Int']['output'];
  /** Each rule of the quality score that applied (nutrition/quality.ts). */
  scoreReasons: Array<Scalars['String']['output']>;
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

/** One food on the plate: what was named, the SR28 row it matched and its weight. */
export type MealFood = {
  __typename?: 'MealFood';
  calories: Scalars['Float']['output'];
  /** The SR28 NDB number. */
  foodId: Scalars['String']['output'];
  /** The SR28 description. */
  foodName: Scalars['String']['output'];
  grams: Scalars['Float']['output'];
  /** The name as the member (or the vision model) gave it. */
  name: Scalars['String']['output'];
};

export type MealFoodDetection = {
  __typename?: 'MealFoodDetection';
  cuisineType: Maybe<Scalars['String']['output']>;
  foodsOnPlate: Array<Scalars['String']['output']>;
  /** null when nobody recognised the dish (no vision service). */
  mainDish: Maybe<Scalars['String']['output']>;
  preparationMethod: Maybe<Scalars['String']['output']>;
  presentation: Maybe<Scalars['String']['output']>;
};

export type MealIngredients = {
  __typename?: 'MealIngredients';
  garnishes: Array<Scalars['String']['output']>;
  mainIngredients: Array<Scalars['String']['output']>;
  sauces: Array<Scalars['String']['output']>;
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

/** grams */
export type MealMacronutrients = {
  __typename?: 'MealMacronutrients';
  carbs: Scalars['Float']['output'];
  fats: Scalars['Float']['output'];
  fiber: Scalars['Float']['output'];
  protein: Scalars['Float']['output'];
  saturatedFat: Scalars['Float']['output'];
  sugar: Scalars['Float']['output'];
};

/** A vitamin or mineral in a meal, computed from USDA SR28. */
export type MealMicronutrient = {
  __typename?: 'MealMicronutrient';
  amount: Scalars['Float']['output'];
  /** Share of the adult daily value (FDA), percent. */
  dailyValuePercent: Scalars['Int']['output'];
  /** vitamin or mineral */
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** mg or µg */
  unit: Scalars['String']['output'];
};

/** A meal's nutrition (the spec's nutritionalInfo and the carbs/fats detail). */
export type MealNutrition = {
  __typename?: 'MealNutrition';
  calories: Scalars['Float']['output'];
  /** grams */
  carbs: Scalars['Float']['output'];
  /** grams */
  fats: Scalars['Float']['output'];
  /** grams */
  fiber: Scalars['Float']['output'];
  micronutrients: Array<MealMicronutrient>;
  minerals: Array<Scalars['String']['output']>;
  /** grams */
  protein: Scalars['Float']['output'];
  qualityScore: Scalars['Int']['output'];
  /** grams */
  saturatedFat: Scalars['Float']['output'];
  servingSize: Scalars['String']['output'];
  /** milligrams; null when not known */
  sodiumMg: Maybe<Scalars['Float']['output']>;
  /** grams */
  sugar: Scalars['Float']['output'];
  /** Vitamins at 15%+ of the daily value, e.g. "Vitamin C (45% DV)". */
  vitamins: Array<Scalars['String']['output']>;
};

/** The spec's nutritionalInfo (plus fiber, sugar, saturatedFat, sodiumMg); missing values take section 9's fallbacks. */
export type MealNutritionInput = {
  calories?: InputMaybe<Scalars['Float']['input']>;
  carbs?: InputMaybe<Scalars['Float']['input']>;
  fats?: InputMaybe<Scalars['Float']['input']>;
  fiber?: InputMaybe<Scalars['Float']['input']>;
  minerals?: InputMaybe<Array<Scalars['String']['input']>>;
  protein?: InputMaybe<Scalars['Float']['input']>;
  qualityScore?: InputMaybe<Scalars['Float']['input']>;
  saturatedFat?: InputMaybe<Scalars['Float']['input']>;
  servingSize?: InputMaybe<Scalars['String']['input']>;
  sodiumMg?: InputMaybe<Scalars['Float']['input']>;
  sugar?: InputMaybe<Scalars['Float']['input']>;
  vitamins?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type MealNutritionalAnalysis = {
  __typename?: 'MealNutritionalAnalysis';
  estimatedCalories: Scalars['Float']['output'];
  macronutrients: MealMacronutrients;
  micronutrients: Array<MealMicronutrient>;
  servingSize: Scalars['String']['output'];
};

export type MealOverlay = {
  __typename?: 'MealOverlay';
  /** /media/h-… (a JPEG, longer side at most 2048 px). */
  overlayImageUrl: Scalars['String']['output'];
};

export type MealOverlayInput = {
  analysis?: InputMaybe<MealOverlayValuesInput>;
  /** The photo as a data:image/...;base64, URL. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** Or the key of a meal-image upload (POST /api/health/uploads). */
  imageKey?: InputMaybe<Scalars['String']['input']>;
  isOrganic?: InputMaybe<Scalars['Boolean']['input']>;
  isSeedOilFree?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What the panel shows; missing values take section 9 fallbacks. */
export type MealOverlayValuesInput = {
  calories?: InputMaybe<Scalars['Float']['input']>;
  carbs?: InputMaybe<Scalars['Float']['input']>;
  fats?: InputMaybe<Scalars['Float']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  protein?: InputMaybe<Scalars['Float']['input']>;
  qualityScore?: InputMaybe<Scalars['Float']['input']>;
};

export type MealPageInfo = {
  __typename?: 'MealPageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** A photo or video uploaded with POST /api/posts/media. */
export type MealPostMediaInput = {
  type: Scalars['String']['input'];
  url: Scalars['String']['input'];
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

/** VIEW: the scan was read; MANIFEST: its viewer's manifest (links to its files) was read; DOWNLOAD: one of its files was fetched. */
export type MedicalAccessAction =
  | 'DOWNLOAD'
  | 'MANIFEST'
  | 'VIEW';

export type MedicalAccessConnection = {
  __typename?: 'MedicalAccessConnection';
  nodes: Array<MedicalAccessEntry>;
  pageInfo: MedicalAccessPageInfo;
};

/** One read of a scan: who, what, when, and whether it was let through. Only the scan's owner reads its log. */
export type MedicalAccessEntry = {
  __typename?: 'MedicalAccessEntry';
  action: MedicalAccessAction;
  /** The member who asked (null: someone signed out, with a link). */
  actorId: Maybe<Scalars['ID']['output']>;
  /** False when it was refused (another member, an admin): they were told the scan does not exist. */
  allowed: Scalars['Boolean']['output'];
  at: Scalars['DateTime']['output'];
  /** The file fetched (DOWNLOAD). */
  fileId: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  scanId: Scalars['ID']['output'];
};

export type MedicalAccessPageInfo = {
  __typename?: 'MedicalAccessPageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** One image (file) of a series. */
export type MedicalInstance = {
  __typename?: 'MedicalInstance';
  columns: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** ImagePositionPatient (mm). */
  imagePosition: Maybe<Array<Scalars['Float']['output']>>;
  instanceNumber: Maybe<Scalars['Int']['output']>;
  numberOfFrames: Scalars['Int']['output'];
  rows: Maybe<Scalars['Int']['output']>;
  sliceLocation: Maybe<Scalars['Float']['output']>;
  /** A signed link to the file (our origin), valid for a while; each fetch is logged. */
  url: Scalars['String']['output'];
  windowCenter: Maybe<Scalars['Float']['output']>;
  windowWidth: Maybe<Scalars['Float']['output']>;
};

/** The patient-identifying DICOM tags of a scan's files, stored encrypted; shown to the owner only. */
export type MedicalPatient = {
  __typename?: 'MedicalPatient';
  accessionNumber: Maybe<Scalars['String']['output']>;
  age: Maybe<Scalars['String']['output']>;
  /** PatientBirthDate as DICOM writes it (YYYYMMDD). */
  birthDate: Maybe<Scalars['String']['output']>;
  institution: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  /** PatientID. */
  patientId: Maybe<Scalars['String']['output']>;
  referringPhysician: Maybe<Scalars['String']['output']>;
  sex: Maybe<Scalars['String']['output']>;
  /** Every identifying tag the files had, by DICOM keyword. */
  tags: Array<MedicalTag>;
};

/** A medical scan (DICOM study or studies) of its owner. Nobody else, admins included, can read it. */
export type MedicalScan = {
  __typename?: 'MedicalScan';
  /** The body part, as given or from the files' BodyPartExamined ('' when neither says). */
  bodyPart: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  fileCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The DICOM Modality of its files (CT, MR, CR...), comma-separated when they differ. */
  modality: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The patient-identifying tags of its files (decrypted for you, its owner); null when they had none. */
  patient: Maybe<MedicalPatient>;
  /** When it was taken: as given, else the StudyDate (and StudyTime) of its files, else when it was uploaded. */
  scanDate: Scalars['DateTime']['output'];
  scanType: MedicalScanType;
  seriesCount: Scalars['Int']['output'];
};

export type MedicalScanConnection = {
  __typename?: 'MedicalScanConnection';
  nodes: Array<MedicalScan>;
  pageInfo: MedicalScanPageInfo;
};

/** The spec's filters of the scan list. */
export type MedicalScanFilter = {
  /** Taken at or after. */
  dateFrom?: InputMaybe<Scalars['DateTime']['input']>;
  /** Taken at or before. */
  dateTo?: InputMaybe<Scalars['DateTime']['input']>;
  /** Words in the name, description or body part. */
  q?: InputMaybe<Scalars['String']['input']>;
  /** Any of these types (spec: scanType list). */
  scanTypes?: InputMaybe<Array<MedicalScanType>>;
};

/** What the viewer loads: the scan's studies and series with their images in order, and the viewing presets. */
export type MedicalScanManifest = {
  __typename?: 'MedicalScanManifest';
  presets: Array<MedicalViewingPreset>;
  scanId: Scalars['ID']['output'];
  studies: Array<MedicalStudy>;
};

export type MedicalScanPageInfo = {
  __typename?: 'MedicalScanPageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** The spec's scan types; a scan's comes from its files' DICOM Modality unless the member names one. */
export type MedicalScanType =
  | 'CT'
  | 'DEXA'
  | 'MAMMOGRAM'
  | 'MRI'
  | 'OTHER'
  | 'PET'
  | 'ULTRASOUND'
  | 'X_RAY';

export type MedicalSeries = {
  __typename?: 'MedicalSeries';
  columns: Maybe<Scalars['Int']['output']>;
  description: Maybe<Scalars['String']['output']>;
  /** Ordered by instance number, then slice position. */
  instances: Array<MedicalInstance>;
  modality: Maybe<Scalars['String']['output']>;
  rows: Maybe<Scalars['Int']['output']>;
  seriesInstanceUid: Scalars['String']['output'];
  seriesNumber: Maybe<Scalars['Int']['output']>;
  /** The window the files suggest (their first instance's WindowCenter). */
  windowCenter: Maybe<Scalars['Float']['output']>;
  windowWidth: Maybe<Scalars['Float']['output']>;
};

export type MedicalStudy = {
  __typename?: 'MedicalStudy';
  description: Maybe<Scalars['String']['output']>;
  series: Array<MedicalSeries>;
  /** StudyDate (YYYYMMDD). */
  studyDate: Maybe<Scalars['String']['output']>;
  studyInstanceUid: Scalars['String']['output'];
};

export type MedicalTag = {
  __typename?: 'MedicalTag';
  keyword: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** Where to PUT one file: valid once, until expiresAt. */
export type MedicalUploadUrl = {
  __typename?: 'MedicalUploadUrl';
  expiresAt: Scalars['DateTime']['output'];
  /** The largest file it takes, in bytes. */
  maxBytes: Scalars['Int']['output'];
  /** Always PUT. */
  method: Scalars['String']['output'];
  /** Name it in createMedicalScan.uploadIds once the file is up. */
  uploadId: Scalars['ID']['output'];
  /** PUT the bytes here (relative: our origin; absolute: the bucket). */
  uploadUrl: Scalars['String']['output'];
};

/** One file to upload (spec: fileName, fileType). */
export type MedicalUploadUrlInput = {
  /** The file's name (shown in errors about it). */
  fileName: Scalars['String']['input'];
  /** The file's media type as the browser names it (default application/dicom); the content is checked from the bytes. */
  fileType?: InputMaybe<Scalars['String']['input']>;
};

/** A window preset of the viewer (spec section 3). */
export type MedicalViewingPreset = {
  __typename?: 'MedicalViewingPreset';
  name: Scalars['String']['output'];
  windowCenter: Scalars['Float']['output'];
  windowWidth: Scalars['Float']['output'];
};

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
  /** The end-to-end encrypted message; its body is then empty (null for a plaintext message). */
  envelope: Maybe<MessageEnvelope>;
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
  /** The post shared into the conversation as a card; null when none, when it was deleted, or while the reader may not see it (the sender's draft). */
  sharedPost: Maybe<Post>;
};

/** How many on one day (UTC). */
export type MessageDayCount = {
  __typename?: 'MessageDayCount';
  count: Scalars['Int']['output'];
  /** YYYY-MM-DD (UTC). */
  day: Scalars['String']['output'];
};

/** An end-to-end encrypted message: only the devices in its group can open it. */
export type MessageEnvelope = {
  __typename?: 'MessageEnvelope';
  /** The MLS epoch it was sent in. */
  epoch: Scalars['Int']['output'];
  kind: MessageKind;
  /** Base64 of the MLS message (wire format mls_private_message, content type application). */
  mls: Scalars['String']['output'];
  senderDeviceId: Scalars['ID']['output'];
  /** The envelope version (1). */
  v: Scalars['Int']['output'];
};

/** What an encrypted message is: a message (counts as unread) or a reaction to one (does not). */
export type MessageKind =
  | 'MESSAGE'
  | 'REACTION';

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

/** Who may start a conversation with a member or send them a direct message: everyone, the people the member follows, or nobody. */
export type MessagePermission =
  | 'EVERYONE'
  | 'FOLLOWING'
  | 'NOBODY';

/** The quoted message of a reply. */
export type MessageReply = {
  __typename?: 'MessageReply';
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image: Maybe<Scalars['String']['output']>;
  sender: User;
};

/** A reported target in the moderation queue: its reports, grouped, and the decision. */
export type ModerationCase = {
  __typename?: 'ModerationCase';
  /** Reported by the automatic image screening (the content is held until decided). */
  automatic: Scalars['Boolean']['output'];
  content: ReportedContent;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: ReportKind;
  lastReportedAt: Scalars['DateTime']['output'];
  /** The moderator's note. */
  note: Maybe<Scalars['String']['output']>;
  reasons: Array<ReportReason>;
  /** How many reports (members, and the screening). */
  reportCount: Scalars['Int']['output'];
  /** Newest first. */
  reports: Array<ModerationReport>;
  resolution: Maybe<ReportResolution>;
  resolvedAt: Maybe<Scalars['DateTime']['output']>;
  resolvedById: Maybe<Scalars['ID']['output']>;
  status: ReportStatus;
  targetId: Scalars['ID']['output'];
};

export type ModerationCasePage = {
  __typename?: 'ModerationCasePage';
  nodes: Array<ModerationCase>;
  pageInfo: ModerationCasePageInfo;
};

export type ModerationCasePageInfo = {
  __typename?: 'ModerationCasePageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** One report in a case. */
export type ModerationReport = {
  __typename?: 'ModerationReport';
  createdAt: Scalars['DateTime']['output'];
  details: Maybe<Scalars['String']['output']>;
  /** MESSAGE: the text the reporter's client shared (their claim). */
  evidence: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  reason: ReportReason;
  /** "Member", or "Automatic image screening". */
  reporter: Scalars['String']['output'];
  /** The member who reported; null for the automatic image screening. */
  reporterId: Maybe<Scalars['ID']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds encrypted history to your key backup; answers how many segments it now holds. */
  addBackupSegments: Scalars['Int']['output'];
  /** Owners and moderators: make a member a moderator. */
  addCommunityModerator: Community;
  /** Admins only: the member's sessions and sockets end at once and they cannot sign in, for `duration` (ISO 8601, e.g. P7D) or until lifted (`permanent: true`). Audited. */
  adminSuspendUser: AdminUser;
  /** Admins only: lifts a suspension (the member signs in again). Audited. */
  adminUnsuspendUser: AdminUser;
  /** Admins only: a member's name, username, email (signUp's rules; taken: CONFLICT) and role (not your own). Audited. */
  adminUpdateUser: AdminUser;
  /** Analyzes a meal photo: foods (named by a vision model, or by the member) and their nutrition from USDA SR28. */
  analyzeMeal: MealAnalysis;
  /** Starts animating a rigged model; follow the task with avatarTask or avatarTaskUpdated. */
  animateAvatar: AvatarTask;
  /** Says whether the caller goes: GOING (a request when the organiser approves, the waitlist when full), INTERESTED or NOT_GOING. Other statuses are the organiser’s. */
  attendEvent: Event;
  bookmarkPost: Post;
  /** Cancels one of your tasks that is queued or running. */
  cancelAvatarTask: AvatarTask;
  /** Calls an event off (the organiser only); its attendees are notified. */
  cancelEvent: Event;
  /** Cancels one of your orders that is not paid and has no payment in progress; its stock goes back. */
  cancelOrder: Order;
  /** A scheduled post turns back into a draft. */
  cancelSchedule: Post;
  /** Orders the cart: prices it from the catalogue, takes the stock, answers the order (AWAITING_PAYMENT); then payOrder. */
  checkout: Order;
  /** Takes one key package of each device of a conversation's members (or of the devices named), to add them to its group. */
  claimKeyPackages: KeyPackageClaim;
  /** Sends a commit to a conversation's MLS group; refused with CONFLICT (reason EPOCH_CONFLICT) when another came first. */
  commitToGroup: GroupEpoch;
  /** Connect a device with its API key (test_{device}_12345: the sandbox). */
  connectWearable: WearableConnection;
  /** Starts making an avatar from a description; follow the task with avatarTask or avatarTaskUpdated. */
  createAvatar: AvatarTask;
  /** Adds an event to your calendar. */
  createCalendarEvent: CalendarEvent;
  /** Calls a member (opening the 1:1 conversation if needed); they receive an INVITATION event. */
  createCall: Call;
  /** Creates a challenge and its post in the feed (or in the community); you take part in it. */
  createChallenge: Challenge;
  /** Creates a community (name unique whatever its case: CONFLICT with reason NAME_TAKEN); you own it. */
  createCommunity: Community;
  /** Opens the 1:1 conversation with a member, reusing it when it exists. */
  createConversation: Conversation;
  /** Creates an event organised by the caller. */
  createEvent: Event;
  /** Adds a goal. */
  createGoal: Goal;
  /** Makes a scan of your uploaded DICOM files (each one read on the server). */
  createMedicalScan: MedicalScan;
  /** A signed URL that accepts one DICOM file (PUT) for a short while, once. */
  createMedicalUploadUrl: MedicalUploadUrl;
  createPost: Post;
  /** Adds a product to the shop (admins only). */
  createProduct: Product;
  createReply: Post;
  /** The organiser approves (a place, else the waitlist) or declines a member’s request or place. */
  decideEventRequest: Event;
  /** The person called says no; the call ends as DECLINED. */
  declineCall: Call;
  /** Deletes the caller's account: needs their password; signs out everywhere; every subgraph erases their data (docs/member-data.md). True when done. */
  deleteAccount: Scalars['Boolean']['output'];
  /** Deletes one of your avatars (and its files); answers its id. */
  deleteAvatar: Scalars['ID']['output'];
  /** Deletes your event; answers its id. */
  deleteCalendarEvent: Scalars['ID']['output'];
  /** Deletes your goal; answers its id. */
  deleteGoal: Scalars['ID']['output'];
  /** Deletes your key backup and its history; true if there was one. */
  deleteKeyBackup: Scalars['Boolean']['output'];
  /** Deletes your limitation; answers its id. */
  deleteLimitation: Scalars['ID']['output'];
  /** Deletes one of the signed-in member's meals; anyone else's is NOT_FOUND. */
  deleteMeal: Scalars['Boolean']['output'];
  /** Deletes one of your scans and its files; answers its id. */
  deleteMedicalScan: Scalars['ID']['output'];
  deleteNotification: Scalars['ID']['output'];
  /** Deletes the poll's post (author only); returns the poll id. */
  deletePoll: Scalars['ID']['output'];
  /** The author, or an owner or moderator of the post’s community. The post disappears everywhere; returns its id. */
  deletePost: Scalars['ID']['output'];
  /** Deletes a product (admins only); answers its id. */
  deleteProduct: Scalars['ID']['output'];
  /** Disconnect a device and delete the data it brought. */
  disconnectWearable: Scalars['Boolean']['output'];
  endCall: Call;
  /** Marks your limitation as over; it stays in your history. */
  endLimitation: Limitation;
  follow: User;
  /** Import an uploaded GPX, TCX or FIT file as an activity; with post: true, also a route post. */
  importActivity: Activity;
  /** Import an uploaded Apple Health or Samsung Health export; follow the job with syncJob or syncJobProgress. */
  importHealthExport: SyncJob;
  /** Accepts (or rejoins) a call: the room, the media server and a join token. */
  joinCall: CallJoin;
  /** Take part in a challenge (already in: your time zone is updated). Community challenges: members of the community. */
  joinChallenge: Challenge;
  /** Join a community (already a member: unchanged). */
  joinCommunity: Community;
  /** Leaves the call; a 1:1 call ends when a participant leaves. */
  leaveCall: Call;
  /** Stop taking part (your progress and badges in it go too). */
  leaveChallenge: Challenge;
  /** Leave a community (not a member: unchanged). The last owner cannot leave: CONFLICT, reason LAST_OWNER. */
  leaveCommunity: Community;
  /** Withdraws the caller’s attendance, request or waitlist place; a freed place goes to the first in the waitlist. */
  leaveEvent: Event;
  likePost: Post;
  /** Log progress in a challenge you joined; answers your standing (total, streak, badges). */
  logChallengeProgress: ChallengeStanding;
  /** Logs a meal in the signed-in member's food diary; answers the created meal. */
  logMeal: LoggedMeal;
  login: AuthPayload;
  /** Revokes the token at once, everywhere. */
  logout: Scalars['Boolean']['output'];
  /** Owners: make a member an owner too (how the last owner hands over before leaving). */
  makeCommunityOwner: Community;
  markAllNotificationsRead: Scalars['Int']['output'];
  /** Marks every message of the conversation as seen by the caller. */
  markConversationSeen: Conversation;
  /** Marks the caller's notifications read; returns how many changed. */
  markNotificationsRead: Scalars['Int']['output'];
  /** Records that an order awaiting collection was collected and paid (admins only). */
  markOrderCollected: Order;
  /** Moderators and admins: removes a community (moderation). Returns its id; NOT_FOUND when there is none. */
  moderatorRemoveCommunity: Scalars['ID']['output'];
  /** Moderators and admins: removes an events image held by screening: no event or product names it any more and its file is deleted. Returns its key; NOT_FOUND when it is not held. */
  moderatorRemoveEventImage: Scalars['String']['output'];
  /** Moderators and admins: removes a message for everyone in its conversation (moderation). Returns its id; NOT_FOUND when there is none. */
  moderatorRemoveMessage: Scalars['ID']['output'];
  /** Moderators and admins: removes a post or comment for everyone (moderation). Returns its id; NOT_FOUND when there is none. */
  moderatorRemovePost: Scalars['ID']['output'];
  /** Moderators and admins: removes the member's profile picture held by image screening, or else their current one, and deletes its file. NOT_FOUND when they have neither. */
  moderatorRemoveProfileImage: User;
  /** Starts paying one of your orders (Stripe when configured, else pay on collection). */
  payOrder: OrderPayment;
  pinMessage: Message;
  /** Logs a meal in the signed-in member's food diary and posts it to the feed (through social, as the member), or neither: a refused post takes the diary entry back and its error says so. */
  postMeal: PostedMeal;
  /** The meal photo with its nutrition panel drawn on. */
  previewMealOverlay: MealOverlay;
  /** Only the author: a draft or scheduled post goes out now, in place, with these edits (one transaction). CONFLICT when already published. */
  publishDraft: Post;
  /** Publishes key packages of one of your devices; answers the device with its new stock. */
  publishKeyPackages: Device;
  /** A QUOTE post of id with the caller's content. */
  quotePost: Post;
  /** Stores a form analysis computed in your browser, with the video you uploaded for it. */
  recordExerciseAnalysis: ExerciseAnalysis;
  /** Records an injury or condition to respect in exercise. */
  recordLimitation: Limitation;
  /** Counts one view per member per post; anonymous views per request, up to ANONYMOUS_VIEW_LIMIT_PER_HOUR per address and post. Returns the post. */
  recordPostView: Post;
  /** Records the post_shared analytics event. */
  recordShare: Scalars['Boolean']['output'];
  /** A fresh token for the same session. */
  refresh: AuthPayload;
  register: AuthPayload;
  /** Registers a device of yours (at most 10 at once). Publish its key packages next. */
  registerDevice: Device;
  /** Moderators and admins: publishes an events image held by screening wherever it is named. Returns its key; NOT_FOUND when it is not held. */
  releaseEventImage: Scalars['String']['output'];
  /** Moderators and admins: publishes a post or comment held by image screening, as if published now. NOT_FOUND when it is not held (released, deleted or never held). */
  releaseHeldContent: Post;
  /** Moderators and admins: the member's profile picture held by image screening becomes their picture. NOT_FOUND when none is held. */
  releaseProfileImage: User;
  /** Owners and moderators: remove a member (a moderator: plain members only). */
  removeCommunityMember: Community;
  /** Owners and moderators: make a moderator a plain member again. */
  removeCommunityModerator: Community;
  /** Reports content to the moderators. NOT_FOUND when you cannot see it; BAD_USER_INPUT for yourself or your own content; reporting it again answers your open report; RATE_LIMITED past the hourly limit. */
  reportContent: ContentReport;
  /** Repost to one's followers; a second repost of the same post changes nothing. Returns the original. */
  repost: Post;
  /** Moderators and admins (SUSPEND: admins only): decides an open case. CONFLICT when it was already decided. Audited; the author (WARN, REMOVE_CONTENT) and the reporters are notified. */
  resolveReport: ModerationCase;
  /** Removes one of your devices: its key packages are deleted and it can publish none again. */
  revokeDevice: Device;
  /** Starts rigging a model (a skeleton for animation); follow the task with avatarTask or avatarTaskUpdated. */
  rigAvatar: AvatarTask;
  /** Saves your quick-actions layout and order. */
  saveQuickActions: QuickActionsState;
  /** Asks the assistant: stores the message and answers the reply (STREAMING until it is written). */
  sendAssistantMessage: AssistantMessage;
  /** Sends an end-to-end encrypted message or reaction (an MLS application message) into a conversation's group. */
  sendEncryptedMessage: Message;
  sendMessage: Message;
  /** Makes one of your avatars your default (the only one). */
  setDefaultAvatar: Avatar;
  /** The organiser sets the ticket price (integer minor units; 0 is free). A price needs Stripe configured. */
  setEventTicketPrice: Event;
  /** Sets up your key backup; replaces the one you had (and its history). */
  setUpKeyBackup: KeyBackup;
  /** Admins only. A promotion reaches the member's web client at once; a demotion also ends every session they had. Audited. */
  setUserRole: User;
  /** Makes your analysis readable with the posts that carry it (createPost with exerciseAnalysisId calls it for you). */
  shareExerciseAnalysis: ExerciseAnalysis;
  /** Starts an empty assistant conversation. */
  startAssistantConversation: AssistantConversation;
  /** Starts an export of all your data into one zip archive; you are notified when it is ready. */
  startDataExport: DataExport;
  /** Admins only: the member's tokens, sessions and sockets end at once and they cannot sign in; with `until`, it ends by itself then. */
  suspendAccount: AccountRecord;
  /** Admins only: the member's tokens stop working and they cannot sign in. Audited. */
  suspendUser: User;
  /** Counts your wearable days and activities in a challenge you joined (steps, distance, active minutes or calories). */
  syncChallengeProgress: ChallengeStanding;
  /** Start syncing connected devices; follow each job with syncJob or syncJobProgress. */
  syncWearables: Array<SyncJob>;
  /** Adds the caller's reaction, or removes it when the caller already reacted with that emoji. */
  toggleReaction: Message;
  unbookmarkPost: Post;
  /** Returns the original. */
  undoRepost: Post;
  unfollow: User;
  unlikePost: Post;
  /** Admins only: lifts a suspension (tokens issued before it stay dead). */
  unsuspendAccount: AccountRecord;
  /** Admins only. Audited. */
  unsuspendUser: User;
  /** Admins only: a member's name, username or email (each as signUp's rules; taken: CONFLICT). */
  updateAccountRecord: AccountRecord;
  /** Changes your event (only the fields given). */
  updateCalendarEvent: CalendarEvent;
  /** Shows or hides your recorded activities or meals on your calendar (only the fields given change). */
  updateCalendarPreferences: CalendarPreferences;
  /** The caller's microphone and camera state; others receive PARTICIPANT_MEDIA_CHANGED. */
  updateCallMedia: Call;
  /** The caller's participant status (JOINED or LEFT) and media-server peer id. */
  updateCallParticipantStatus: Call;
  /** Changes an event’s details (the organiser only); its attendees are notified. */
  updateEvent: Event;
  /** Changes your goal (only the fields given). */
  updateGoal: Goal;
  /** Records your progress on a goal. */
  updateGoalProgress: Goal;
  /** Changes who may message the caller. Clients use accounts' updatePrivacySettings, which validates every field first and calls this. */
  updateMessagingPrivacy: PrivacySettings;
  updateNotificationPreferences: NotificationPreferences;
  /** Only the author. Returns the edited post. */
  updatePost: Post;
  /** Changes the given privacy choices (left out keeps one). Every field is validated before anything changes; when an owning subgraph cannot apply its part, the parts already applied are put back and SERVICE_UNAVAILABLE says nothing changed. */
  updatePrivacySettings: PrivacySettings;
  /** Replaces a product's fields (admins only). */
  updateProduct: Product;
  updateProfile: User;
  /** Changes the given general settings; left out keeps one. BAD_USER_INPUT naming the field changes nothing. */
  updateSettings: Settings;
  /** Changes the caller's privacy choices social enforces; left out keeps a choice. Clients use accounts' updatePrivacySettings, which validates every field first and calls this. */
  updateSocialPrivacy: PrivacySettings;
  /** Vote with an option id or a 0-based index. Once per member, not after the end. */
  votePoll: Poll;
};


export type MutationAddBackupSegmentsArgs = {
  input: BackupSegmentsInput;
};


export type MutationAddCommunityModeratorArgs = {
  communityId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationAdminSuspendUserArgs = {
  id: Scalars['ID']['input'];
  input: AdminSuspendInput;
};


export type MutationAdminUnsuspendUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: AdminUpdateUserInput;
};


export type MutationAnalyzeMealArgs = {
  input: AnalyzeMealInput;
};


export type MutationAnimateAvatarArgs = {
  input: AnimateAvatarInput;
};


export type MutationAttendEventArgs = {
  id: Scalars['ID']['input'];
  status: AttendanceStatus;
};


export type MutationBookmarkPostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelAvatarTaskArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelOrderArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationCancelScheduleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCheckoutArgs = {
  input: CheckoutInput;
};


export type MutationClaimKeyPackagesArgs = {
  conversationId: Scalars['ID']['input'];
  input: InputMaybe<ClaimKeyPackagesInput>;
};


export type MutationCommitToGroupArgs = {
  conversationId: Scalars['ID']['input'];
  input: GroupCommitInput;
};


export type MutationConnectWearableArgs = {
  input: ConnectWearableInput;
};


export type MutationCreateAvatarArgs = {
  input: CreateAvatarInput;
};


export type MutationCreateCalendarEventArgs = {
  input: CalendarEventInput;
};


export type MutationCreateCallArgs = {
  input: CreateCallInput;
};


export type MutationCreateChallengeArgs = {
  input: CreateChallengeInput;
};


export type MutationCreateCommunityArgs = {
  input: CreateCommunityInput;
};


export type MutationCreateConversationArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationCreateEventArgs = {
  input: CreateEventInput;
};


export type MutationCreateGoalArgs = {
  input: GoalInput;
  timezone: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateMedicalScanArgs = {
  input: CreateMedicalScanInput;
};


export type MutationCreateMedicalUploadUrlArgs = {
  input: MedicalUploadUrlInput;
};


export type MutationCreatePostArgs = {
  input: CreatePostInput;
};


export type MutationCreateProductArgs = {
  input: ProductInput;
};


export type MutationCreateReplyArgs = {
  input: ReplyInput;
  postId: Scalars['ID']['input'];
};


export type MutationDecideEventRequestArgs = {
  approve: Scalars['Boolean']['input'];
  eventId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationDeclineCallArgs = {
  callId: Scalars['ID']['input'];
};


export type MutationDeleteAccountArgs = {
  password: Scalars['String']['input'];
  reason: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteAvatarArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCalendarEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteGoalArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteLimitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMealArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMedicalScanArgs = {
  id: Scalars['ID']['input'];
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


export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDisconnectWearableArgs = {
  provider: WearableProvider;
};


export type MutationEndCallArgs = {
  callId: Scalars['ID']['input'];
};


export type MutationEndLimitationArgs = {
  endedOn: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationFollowArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationImportActivityArgs = {
  input: ImportActivityInput;
};


export type MutationImportHealthExportArgs = {
  input: ImportHealthExportInput;
};


export type MutationJoinCallArgs = {
  callId: Scalars['ID']['input'];
};


export type MutationJoinChallengeArgs = {
  id: Scalars['ID']['input'];
  timezone: InputMaybe<Scalars['String']['input']>;
};


export type MutationJoinCommunityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLeaveCallArgs = {
  callId: Scalars['ID']['input'];
};


export type MutationLeaveChallengeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLeaveCommunityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLeaveEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLikePostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLogChallengeProgressArgs = {
  input: LogChallengeProgressInput;
};


export type MutationLogMealArgs = {
  input: LogMealInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMakeCommunityOwnerArgs = {
  communityId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationMarkConversationSeenArgs = {
  conversationId: Scalars['ID']['input'];
};


export type MutationMarkNotificationsReadArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationMarkOrderCollectedArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationModeratorRemoveCommunityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationModeratorRemoveEventImageArgs = {
  key: Scalars['String']['input'];
};


export type MutationModeratorRemoveMessageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationModeratorRemovePostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationModeratorRemoveProfileImageArgs = {
  memberId: Scalars['ID']['input'];
};


export type MutationPayOrderArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationPinMessageArgs = {
  messageId: Scalars['ID']['input'];
  pinned: Scalars['Boolean']['input'];
};


export type MutationPostMealArgs = {
  input: PostMealInput;
};


export type MutationPreviewMealOverlayArgs = {
  input: MealOverlayInput;
};


export type MutationPublishDraftArgs = {
  id: Scalars['ID']['input'];
  input: InputMaybe<PublishDraftInput>;
};


export type MutationPublishKeyPackagesArgs = {
  deviceId: Scalars['ID']['input'];
  input: KeyPackagesInput;
};


export type MutationQuotePostArgs = {
  content: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRecordExerciseAnalysisArgs = {
  input: ExerciseAnalysisInput;
};


export type MutationRecordLimitationArgs = {
  input: LimitationInput;
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


export type MutationRegisterDeviceArgs = {
  input: RegisterDeviceInput;
};


export type MutationReleaseEventImageArgs = {
  key: Scalars['String']['input'];
};


export type MutationReleaseHeldContentArgs = {
  id: Scalars['ID']['input'];
  kind: HeldContentKind;
};


export type MutationReleaseProfileImageArgs = {
  memberId: Scalars['ID']['input'];
};


export type MutationRemoveCommunityMemberArgs = {
  communityId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRemoveCommunityModeratorArgs = {
  communityId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationReportContentArgs = {
  input: ReportContentInput;
};


export type MutationRepostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResolveReportArgs = {
  input: ResolveReportInput;
};


export type MutationRevokeDeviceArgs = {
  deviceId: Scalars['ID']['input'];
};


export type MutationRigAvatarArgs = {
  input: RigAvatarInput;
};


export type MutationSaveQuickActionsArgs = {
  input: SaveQuickActionsInput;
};


export type MutationSendAssistantMessageArgs = {
  input: SendAssistantMessageInput;
};


export type MutationSendEncryptedMessageArgs = {
  conversationId: Scalars['ID']['input'];
  input: EncryptedMessageInput;
};


export type MutationSendMessageArgs = {
  input: SendMessageInput;
};


export type MutationSetDefaultAvatarArgs = {
  avatarId: Scalars['ID']['input'];
};


export type MutationSetEventTicketPriceArgs = {
  currency: InputMaybe<Scalars['String']['input']>;
  eventId: Scalars['ID']['input'];
  priceMinor: Scalars['Int']['input'];
};


export type MutationSetUpKeyBackupArgs = {
  input: KeyBackupInput;
};


export type MutationSetUserRoleArgs = {
  role: Role;
  userId: Scalars['ID']['input'];
};


export type MutationShareExerciseAnalysisArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStartAssistantConversationArgs = {
  input: InputMaybe<StartAssistantConversationInput>;
};


export type MutationSuspendAccountArgs = {
  id: Scalars['ID']['input'];
  reason: InputMaybe<Scalars['String']['input']>;
  until: InputMaybe<Scalars['DateTime']['input']>;
};


export type MutationSuspendUserArgs = {
  reason: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationSyncChallengeProgressArgs = {
  challengeId: Scalars['ID']['input'];
};


export type MutationSyncWearablesArgs = {
  input: InputMaybe<SyncWearablesInput>;
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


export type MutationUnsuspendAccountArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnsuspendUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationUpdateAccountRecordArgs = {
  id: Scalars['ID']['input'];
  input: UpdateAccountRecordInput;
};


export type MutationUpdateCalendarEventArgs = {
  id: Scalars['ID']['input'];
  input: CalendarEventUpdateInput;
};


export type MutationUpdateCalendarPreferencesArgs = {
  input: CalendarPreferencesInput;
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


export type MutationUpdateEventArgs = {
  id: Scalars['ID']['input'];
  input: UpdateEventInput;
};


export type MutationUpdateGoalArgs = {
  id: Scalars['ID']['input'];
  input: GoalUpdateInput;
  timezone: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateGoalProgressArgs = {
  current: Scalars['Float']['input'];
  id: Scalars['ID']['input'];
  timezone: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateMessagingPrivacyArgs = {
  whoMayMessageMe: MessagePermission;
};


export type MutationUpdateNotificationPreferencesArgs = {
  input: NotificationPreferencesInput;
};


export type MutationUpdatePostArgs = {
  id: Scalars['ID']['input'];
  input: UpdatePostInput;
};


export type MutationUpdatePrivacySettingsArgs = {
  input: PrivacySettingsInput;
};


export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateSettingsArgs = {
  input: SettingsInput;
};


export type MutationUpdateSocialPrivacyArgs = {
  input: SocialPrivacyInput;
};


export type MutationVotePollArgs = {
  optionId: InputMaybe<Scalars['ID']['input']>;
  optionIndex: InputMaybe<Scalars['Int']['input']>;
  pollId: Scalars['ID']['input'];
};

export type Notification = {
  __typename?: 'Notification';
  actor: User;
  /** The challenge it is about (challenge milestones). */
  challengeId: Maybe<Scalars['ID']['output']>;
  /** The community it is about. */
  communityId: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  cursor: Scalars['String']['output'];
  /** The event it is about (event notifications). */
  eventId: Maybe<Scalars['ID']['output']>;
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
  | 'CHALLENGE_MILESTONE'
  | 'DATA_EXPORT_READY'
  | 'EVENT_APPROVED'
  | 'EVENT_CANCELLED'
  | 'EVENT_DECLINED'
  | 'EVENT_REMINDER'
  | 'EVENT_REQUEST'
  | 'EVENT_UPDATED'
  | 'EVENT_WAITLIST_PROMOTED'
  | 'FOLLOW'
  | 'LIKE'
  | 'MENTION'
  | 'MODERATION_REMOVED'
  | 'MODERATION_WARNING'
  | 'QUOTE'
  | 'REPLY'
  | 'REPORT_RESOLVED'
  | 'REPOST';

/** Kinds turned off are never created for this member. */
export type NotificationPreferences = {
  __typename?: 'NotificationPreferences';
  challenges: Scalars['Boolean']['output'];
  events: Scalars['Boolean']['output'];
  follows: Scalars['Boolean']['output'];
  likes: Scalars['Boolean']['output'];
  mentions: Scalars['Boolean']['output'];
  quotes: Scalars['Boolean']['output'];
  replies: Scalars['Boolean']['output'];
  reposts: Scalars['Boolean']['output'];
};

export type NotificationPreferencesInput = {
  challenges?: InputMaybe<Scalars['Boolean']['input']>;
  events?: InputMaybe<Scalars['Boolean']['input']>;
  follows?: InputMaybe<Scalars['Boolean']['input']>;
  likes?: InputMaybe<Scalars['Boolean']['input']>;
  mentions?: InputMaybe<Scalars['Boolean']['input']>;
  quotes?: InputMaybe<Scalars['Boolean']['input']>;
  replies?: InputMaybe<Scalars['Boolean']['input']>;
  reposts?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Where the notification preferences live: they are social's (notificationPreferences / updateNotificationPreferences). */
export type NotificationPreferencesLink = {
  __typename?: 'NotificationPreferencesLink';
  /** The GraphQL mutation changing them. */
  mutation: Scalars['String']['output'];
  /** The GraphQL query reading them. */
  query: Scalars['String']['output'];
  /** The web client's screen with the preferences. */
  webPath: Scalars['String']['output'];
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

/** What a checkout made. Only its buyer (and admins) see it. */
export type Order = {
  __typename?: 'Order';
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  /** When the order expires unless paid (its stock then goes back on sale); null when it does not. */
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  lines: Array<OrderLine>;
  paidAt: Maybe<Scalars['DateTime']['output']>;
  /** STRIPE or OFFLINE once a payment was started. */
  paymentMethod: Maybe<Scalars['String']['output']>;
  /** Sum of the lines' shipping prices. */
  shippingMinor: Scalars['Int']['output'];
  status: OrderStatus;
  /** Sum of unit price x quantity. */
  subtotalMinor: Scalars['Int']['output'];
  totalMinor: Scalars['Int']['output'];
};

export type OrderConnection = {
  __typename?: 'OrderConnection';
  nodes: Array<Order>;
  pageInfo: OrderPageInfo;
};

/** One line of an order: the catalogue's price and shipping when it was placed. */
export type OrderLine = {
  __typename?: 'OrderLine';
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  shippingLabel: Maybe<Scalars['String']['output']>;
  shippingOptionId: Maybe<Scalars['ID']['output']>;
  shippingPriceMinor: Scalars['Int']['output'];
  /** unitPriceMinor x quantity + shippingPriceMinor. */
  totalMinor: Scalars['Int']['output'];
  unitPriceMinor: Scalars['Int']['output'];
};

export type OrderPageInfo = {
  __typename?: 'OrderPageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** A payment started for an order. */
export type OrderPayment = {
  __typename?: 'OrderPayment';
  /** Stripe Checkout's hosted payment page for this order (a plain link: it comes back to the order's page); null offline or once paid. */
  checkoutUrl: Maybe<Scalars['String']['output']>;
  /**
   * A PaymentIntent's client_secret, only for a payment started before Stripe Checkout was used; null otherwise.
   * @deprecated Payments go through Stripe Checkout: use checkoutUrl.
   */
  clientSecret: Maybe<Scalars['String']['output']>;
  order: Order;
  provider: PaymentProviderKind;
};

/** AWAITING_PAYMENT: placed, stock held, no payment started; PAYMENT_PENDING: the provider is taking the payment; PAYMENT_FAILED: the provider refused it (payOrder again); AWAITING_COLLECTION: to be paid on collection (no provider configured); PAID: the provider confirmed it, or an admin marked it collected and paid; CANCELLED: cancelled before payment, its stock given back; EXPIRED: not paid in time (PAYMENT_HOLD_MINUTES, or COLLECTION_HOLD_DAYS on collection), its stock given back. */
export type OrderStatus =
  | 'AWAITING_COLLECTION'
  | 'AWAITING_PAYMENT'
  | 'CANCELLED'
  | 'EXPIRED'
  | 'PAID'
  | 'PAYMENT_FAILED'
  | 'PAYMENT_PENDING';

/** What a passage was taken from; url links the knowledge base’s public source. */
export type PassageSource = {
  __typename?: 'PassageSource';
  /** The knowledge passage’s id, or the id of the member’s row (a meal, a goal, a day). */
  id: Scalars['ID']['output'];
  kind: HealthSource;
  title: Scalars['String']['output'];
  url: Maybe<Scalars['String']['output']>;
};

/** STRIPE: card payments through Stripe; OFFLINE: pay on collection. */
export type PaymentProviderKind =
  | 'OFFLINE'
  | 'STRIPE';

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
  /** The challenge a CHALLENGE post announces. */
  challenge: Maybe<Challenge>;
  communityId: Maybe<Scalars['ID']['output']>;
  content: Scalars['String']['output'];
  /** When it was published (for a scheduled post: when it went out); creation time for drafts. */
  createdAt: Scalars['DateTime']['output'];
  /** Opaque cursor of this post in a feed. */
  cursor: Scalars['String']['output'];
  /** The author's form analysis this post carries (health's); null when it has none or the analysis is gone. */
  exerciseAnalysis: Maybe<ExerciseAnalysis>;
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

/** How many on one day (UTC). */
export type PostDayCount = {
  __typename?: 'PostDayCount';
  count: Scalars['Int']['output'];
  /** YYYY-MM-DD (UTC). */
  day: Scalars['String']['output'];
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

/** A meal for the diary and the post that shows it in the feed. */
export type PostMealInput = {
  /** The post's text; default: the meal's description, else its name. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** The meal as logMeal takes it, without postId and private (postMeal makes the post, a public one). */
  meal: LogMealInput;
  /** At most 4, shown on the post. */
  medias?: InputMaybe<Array<MealPostMediaInput>>;
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
  | 'HELD'
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

/** What postMeal did: the meal in the diary and its post in the feed. */
export type PostedMeal = {
  __typename?: 'PostedMeal';
  meal: LoggedMeal;
  post: Post;
};

/** A member's privacy choices; each field is kept and enforced by the subgraph owning the data it guards. */
export type PrivacySettings = {
  __typename?: 'PrivacySettings';
  /** Whether the member's reposts show in their followers' home feeds (social). */
  activityInFeeds: Scalars['Boolean']['output'];
  /** Whether the member is listed in user search (searchUsers, which mention suggestions use) (accounts). */
  discoverable: Scalars['Boolean']['output'];
  /** Who sees the lists of the member's followers and of whom they follow (social). */
  followListsVisibility: Audience;
  /** The member's id. */
  id: Scalars['ID']['output'];
  /** Who sees the member's profile page and its posts (social). */
  profileVisibility: Audience;
  /** Who may start a conversation with the member or send them a direct message (messaging). */
  whoMayMessageMe: MessagePermission;
};

export type PrivacySettingsInput = {
  /** Whether the member's reposts show in others' home feeds (enforced by social). */
  activityInFeeds?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether user search lists the member (enforced by accounts). */
  discoverable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Who sees the followers and following lists (enforced by social). */
  followListsVisibility?: InputMaybe<Audience>;
  /** Who sees the member's profile page and its posts (enforced by social). */
  profileVisibility?: InputMaybe<Audience>;
  /** Who may start a conversation or send a direct message (enforced by messaging). */
  whoMayMessageMe?: InputMaybe<MessagePermission>;
};

/** A product of the shop catalogue. Members see active products; admins manage them. */
export type Product = {
  __typename?: 'Product';
  /** False: archived, hidden from members and refused at checkout. */
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 code, lower case (usd). */
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Image URLs (uploaded through POST /api/events/upload), first is the cover; an image held for review is left out except for its uploader. */
  images: Array<Scalars['String']['output']>;
  /** Of `images`, those held for review (image screening) that the caller uploaded: only they see them. */
  imagesUnderReview: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Price in integer minor units of currency (cents). */
  priceMinor: Scalars['Int']['output'];
  shippingOptions: Array<ShippingOption>;
  /** Units left; a checkout never takes it below zero. */
  stock: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type ProductConnection = {
  __typename?: 'ProductConnection';
  nodes: Array<Product>;
  pageInfo: ProductPageInfo;
};

/** A product of the catalogue, whole (create, or replace on update). */
export type ProductInput = {
  /** False archives it: hidden from members, refused at checkout. Default true. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** ISO 4217: usd, eur, gbp, cad, aud, chf, jpy. */
  currency: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  /** URLs answered by POST /api/events/upload; the first is the cover. */
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  name: Scalars['String']['input'];
  /** Integer minor units (cents). */
  priceMinor: Scalars['Int']['input'];
  shippingOptions?: InputMaybe<Array<ShippingOptionInput>>;
  stock: Scalars['Int']['input'];
};

export type ProductPageInfo = {
  __typename?: 'ProductPageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** The composer's last edits to a draft or scheduled post it publishes now. */
export type PublishDraftInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<LocationInput>;
  medias?: InputMaybe<Array<MediaInput>>;
};

export type Query = {
  __typename?: 'Query';
  /** The caller's account: email, username, role, verification, active sessions and suspension. */
  accountFacts: AccountFacts;
  /** Admins only: one member; NOT_FOUND when there is none. */
  accountRecord: AccountRecord;
  /** Admins only: members, searched, filtered and sorted, a keyset page at a time. */
  accountRecords: AccountRecordPage;
  /** The caller's calls that are ringing or active. */
  activeCalls: Array<Call>;
  /** Admins only: distinct members seen signed in, per bucket (UTC) touching [from, to), each bucket whole; buckets with none left out. */
  activeMembersByDay: Array<ActiveMembersCount>;
  /** Admins only: sign-ups, active members, posts, messages, calls, meals and events over time, counted by the subgraphs owning them. */
  adminStats: AdminStats;
  /** Admins only: one member; NOT_FOUND when there is none. */
  adminUser: AdminUser;
  /** Admins only: members, searched, filtered and sorted, a keyset page at a time. */
  adminUsers: AdminUserPage;
  /** One of the caller’s assistant conversations, with its messages. */
  assistantConversation: AssistantConversation;
  /** The caller’s assistant conversations, most recently active first. */
  assistantConversations: AssistantConversationConnection;
  /** One message of the caller’s assistant conversations (a reply being written shows its text so far). */
  assistantMessage: AssistantMessage;
  /** Whether the assistant is ready to answer at once. */
  assistantStatus: AssistantStatus;
  /** Admins only: every admin action, newest first. */
  auditLog: AuditLogPage;
  /** One of your avatars. */
  avatar: Avatar;
  /** The animations the configured generator can make (30 fps glTF animations). */
  avatarAnimationLibrary: Array<AvatarAnimation>;
  /** Where one of your avatars' rigging is. */
  avatarRig: AvatarRig;
  /** One of your generation, rigging or animation tasks (its state and progress). */
  avatarTask: AvatarTask;
  /** Your key backup's history, oldest first (at most 100 at a time). */
  backupSegments: BackupSegmentPage;
  /** Your events overlapping [from, to) (at most 62 days), earliest first; with neither, your next 30 days from now. */
  calendarEvents: Array<CalendarEvent>;
  /** What your calendar shows beside your events (everything until you hide something). */
  calendarPreferences: CalendarPreferences;
  /** Your activities and meals in [from, to) (at most 62 days; by default the next 30 days), for the calendar. */
  calendarRecords: CalendarRecords;
  /** Your day, week (Monday first) or month in your time zone: events, minutes by kind, busy minutes. */
  calendarSummary: CalendarSummary;
  call: Call;
  /** A conversation's calls, newest first. */
  callHistory: Array<Call>;
  /** Admins only: Calls started (rung, whether answered or not) a day (UTC) in [from, to), days with none left out. */
  callsByDay: Array<CallDayCount>;
  /** One challenge (NOT_FOUND when there is none). */
  challenge: Challenge;
  /** The Create Challenge form’s lists. */
  challengeOptions: ChallengeOptions;
  /** Challenges, newest first; with communityId, that community’s. */
  challenges: Array<Challenge>;
  /** Communities, most members first; `search` by part of the name, `name` for one exact name (case-insensitive). */
  communities: Array<Community>;
  /** One community (NOT_FOUND when there is none). */
  community: Community;
  conversation: Conversation;
  /** The caller's conversations, most recent activity first. */
  conversations: Array<Conversation>;
  /** Your endurance, appraisal, sleep, workout, nutrition and productivity for a day. */
  dailySummary: DailySummary;
  /** Your data exports, newest first (the last 20). */
  dataExports: Array<DataExport>;
  event: Event;
  /** Moderators and admins: an events image screening knows (held or not), with its uploader and what names it; null when it is unknown. */
  eventImageForModeration: Maybe<EventImageForModeration>;
  /** Upcoming events (not cancelled, not over), soonest first. */
  events: EventConnection;
  /** Admins only: Events created a day (UTC) in [from, to), days with none left out. */
  eventsByDay: Array<EventDayCount>;
  /** The exercises of the form analyzer (public). */
  exerciseCatalogue: Array<Exercise>;
  /**
   * A member by id or username. A 25-character value starting with c, or a UUID, is an id;
   * anything else is a username. Neither given: BAD_USER_INPUT "Must provide either id or username". FORBIDDEN
   * "This profile is private" when the member's profile visibility leaves the caller out.
   */
  findUser: User;
  /** Members who follow userId / whom userId follows, most recent first. FORBIDDEN when the member's follow lists visibility leaves the caller out. */
  followersOf: FollowConnection;
  followingOf: FollowConnection;
  /** One day of the signed-in member's meals against the day's targets. */
  foodDiary: FoodDiary;
  /** A conversation's MLS group as one of your devices needs it to catch up (at most 100 commits at a time). */
  groupHandshakes: GroupHandshakes;
  /** Your goals with today’s progress; three samples (sample: true) while you have none. */
  healthGoals: Array<Goal>;
  /** The caller's heart rate from one device, oldest first (at most 7 days): minute samples for up to six hours; past six hours, the average of each ceil(minutes / 360)-minute bucket, counted from `from` (at most 361 points). */
  heartRate: Array<HeartRateSample>;
  /** Posts by the people the signed-in member follows and their own, newest first. */
  homeFeed: PostConnection;
  /** Ten longevity tips from public-health guidance, each with its source (public). */
  longevityTips: Array<Tip>;
  /** How route maps are drawn (public). */
  mapSettings: MapSettings;
  /** The signed-in member. */
  me: User;
  /** One of the signed-in member's meals; anyone else's is NOT_FOUND. */
  meal: LoggedMeal;
  /** Admins only: Meals logged a day (UTC) in [from, to), days with none left out. */
  mealsByDay: Array<MealDayCount>;
  /** One of your scans (the read is written to its access log). */
  medicalScan: MedicalScan;
  /** One of your scans' access log, newest first. */
  medicalScanAccessLog: MedicalAccessConnection;
  /** One of your scans for the viewer: its studies, series and images in order, with links to the files (logged). */
  medicalScanManifest: MedicalScanManifest;
  /** Your scans, latest taken first, filtered (spec: scanType list, dateFrom, dateTo, q). */
  medicalScans: MedicalScanConnection;
  message: Message;
  /** Newest page first; older pages with `before`. Without conversationId: the caller's messages across all their conversations. */
  messages: MessagePage;
  /** Admins only: Messages sent a day (UTC) in [from, to), days with none left out. */
  messagesByDay: Array<MessageDayCount>;
  /** Messages in any of the caller's conversations after a cursor, oldest first: catch-up after a reconnect. */
  missedMessages: MessagePage;
  /** Moderators and admins: one case with its reports and the reported content; NOT_FOUND when there is none. */
  moderationCase: ModerationCase;
  /** Moderators and admins: reported targets (cases), newest report first, filtered, a keyset page at a time. */
  moderationQueue: ModerationCasePage;
  /** The signed-in member's imported activities, latest first. */
  myActivities: ActivityConnection;
  /** Your avatars, newest first (at most 50: the most one keeps). */
  myAvatars: Array<Avatar>;
  /** The challenges you take part in, latest joined first. */
  myChallenges: Array<Challenge>;
  /** The communities you are in, latest joined first (at most 200). */
  myCommunities: Array<Community>;
  /** Your devices, oldest first (removed ones are not listed). */
  myDevices: Array<Device>;
  /** The signed-in member's drafts, latest edit first. */
  myDrafts: Array<Post>;
  /** Your form analyses, newest first. */
  myExerciseAnalyses: ExerciseAnalysisConnection;
  /** Your key backup (null when you have not set one up). */
  myKeyBackup: Maybe<KeyBackup>;
  /** Your injuries and conditions: lasting ones first, then ended ones. */
  myLimitations: Array<Limitation>;
  /** The signed-in member's logged meals, newest first. */
  myMeals: MealConnection;
  /** Your orders, newest first. */
  myOrders: OrderConnection;
  /** The signed-in member's scheduled posts, soonest first. */
  myScheduledPosts: Array<Post>;
  /** The nearest known place to a point. */
  nearestPlace: Maybe<Place>;
  notification: Notification;
  notificationPreferences: NotificationPreferences;
  /** The signed-in member's notifications, newest first. */
  notifications: NotificationConnection;
  /** One of your orders. */
  order: Order;
  /** How payments are taken here (Stripe when configured, else pay on collection). */
  paymentProvider: PaymentProviderKind;
  poll: Poll;
  /** A published post, or the caller's own draft or scheduled post; NOT_FOUND otherwise. */
  post: Post;
  /** The chain of posts a reply answers, root first, ending with the post itself. */
  postThread: Array<Post>;
  /** GET /posts: published posts, newest first, a numbered page of `limit` (default 10, at most 50). */
  posts: PostPage;
  /** Admins only: Posts published (replies left out) a day (UTC) in [from, to), days with none left out. */
  postsByDay: Array<PostDayCount>;
  /** The caller's privacy choices (defaults: everyone, everyone, everyone, shows, discoverable). */
  privacySettings: PrivacySettings;
  /** One product of the shop (archived ones for admins only). */
  product: Product;
  /** The shop catalogue, newest first. */
  products: ProductConnection;
  /** Your quick-actions layout and order (the defaults until you save). */
  quickActions: QuickActionsState;
  /** Replies to a post, oldest first, `limit` (default 10, at most 50) after `skip`. */
  replies: Array<Post>;
  /** Posts the signed-in member bookmarked, most recently saved first. */
  savedPosts: PostConnection;
  /** USDA SR28 foods by name, best match first (public). */
  searchFoods: Array<Food>;
  /** Passages from the knowledge base and the caller’s own health data closest to the query, best first. */
  searchHealth: Array<RetrievedPassage>;
  /** Places whose name starts with or contains q, biggest first. Blank q gives []. Works offline. */
  searchPlaces: Array<Place>;
  /** Members whose name or username contains q (case-insensitive), never the caller nor members who are not discoverable. Empty q gives []. */
  searchUsers: Array<User>;
  /** The caller's general settings (defaults until they save one). */
  settings: Settings;
  /** Admins only: Sign-ups a day (UTC) in [from, to), days with none left out. */
  signupsByDay: Array<SignupDayCount>;
  /** One of the caller's sync or import jobs. */
  syncJob: SyncJob;
  /** ICE servers for the browser's RTCPeerConnection. */
  turnConfig: TurnConfig;
  /** Messages not sent by the caller whose seenBy lacks the caller, over all conversations. */
  unreadMessageCount: Scalars['Int']['output'];
  unreadNotificationCount: Scalars['Int']['output'];
  /** A member by id; NOT_FOUND when there is none. */
  user: User;
  /** One member's published posts, reposts and quotes (not replies), newest first. FORBIDDEN 'This profile is private' when their profile visibility leaves the caller out. */
  userPosts: PostConnection;
  /** The caller's connected devices (only keyHint of each key). */
  wearableConnections: Array<WearableConnection>;
  /** The caller's daily wearable records, oldest first (at most 400 days). */
  wearableData: Array<WearableRecord>;
  webrtcHealth: WebRtcHealth;
};


export type QueryAccountRecordArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAccountRecordsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  q: InputMaybe<Scalars['String']['input']>;
  role: InputMaybe<Role>;
  sort?: InputMaybe<AccountSort>;
  suspended: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryActiveMembersByDayArgs = {
  bucket?: InputMaybe<ActivityBucket>;
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};


export type QueryAdminStatsArgs = {
  bucket?: InputMaybe<StatsBucket>;
  from: InputMaybe<Scalars['DateTime']['input']>;
  to: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryAdminUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminUsersArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  q: InputMaybe<Scalars['String']['input']>;
  role: InputMaybe<Role>;
  sort?: InputMaybe<AdminUserSort>;
  suspended: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryAssistantConversationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAssistantConversationsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAssistantMessageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAuditLogArgs = {
  action: InputMaybe<Scalars['String']['input']>;
  actorId: InputMaybe<Scalars['ID']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  from: InputMaybe<Scalars['DateTime']['input']>;
  targetId: InputMaybe<Scalars['ID']['input']>;
  to: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryAvatarArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAvatarRigArgs = {
  avatarId: Scalars['ID']['input'];
};


export type QueryAvatarTaskArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBackupSegmentsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCalendarEventsArgs = {
  from: InputMaybe<Scalars['DateTime']['input']>;
  to: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryCalendarRecordsArgs = {
  from: InputMaybe<Scalars['DateTime']['input']>;
  to: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryCalendarSummaryArgs = {
  date: InputMaybe<Scalars['String']['input']>;
  period: CalendarPeriod;
  timezone: InputMaybe<Scalars['String']['input']>;
};


export type QueryCallArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCallHistoryArgs = {
  conversationId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCallsByDayArgs = {
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};


export type QueryChallengeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryChallengesArgs = {
  communityId: InputMaybe<Scalars['ID']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCommunitiesArgs = {
  first: InputMaybe<Scalars['Int']['input']>;
  name: InputMaybe<Scalars['String']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
};


export type QueryCommunityArgs = {
  id: Scalars['ID']['input'];
};


export type QueryConversationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDailySummaryArgs = {
  date: InputMaybe<Scalars['String']['input']>;
  timezone: InputMaybe<Scalars['String']['input']>;
};


export type QueryEventArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEventImageForModerationArgs = {
  key: Scalars['String']['input'];
};


export type QueryEventsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryEventsByDayArgs = {
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
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


export type QueryFoodDiaryArgs = {
  date: InputMaybe<Scalars['String']['input']>;
  timezone: InputMaybe<Scalars['String']['input']>;
};


export type QueryGroupHandshakesArgs = {
  conversationId: Scalars['ID']['input'];
  deviceId: Scalars['ID']['input'];
  fromEpoch: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHealthGoalsArgs = {
  timezone: InputMaybe<Scalars['String']['input']>;
};


export type QueryHeartRateArgs = {
  from: InputMaybe<Scalars['DateTime']['input']>;
  provider: WearableProvider;
  to: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryHomeFeedArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMealArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMealsByDayArgs = {
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};


export type QueryMedicalScanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMedicalScanAccessLogArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  scanId: Scalars['ID']['input'];
};


export type QueryMedicalScanManifestArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMedicalScansArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<MedicalScanFilter>;
  first: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMessageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMessagesArgs = {
  before: InputMaybe<Scalars['String']['input']>;
  conversationId: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMessagesByDayArgs = {
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};


export type QueryMissedMessagesArgs = {
  after: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryModerationCaseArgs = {
  id: Scalars['ID']['input'];
};


export type QueryModerationQueueArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  kind: InputMaybe<ReportKind>;
  reason: InputMaybe<ReportReason>;
  status?: InputMaybe<ReportStatus>;
};


export type QueryMyActivitiesArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyExerciseAnalysesArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyMealsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  date: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyOrdersArgs = {
  after: InputMaybe<Scalars['String']['input']>;
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


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
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


export type QueryPostsByDayArgs = {
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
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


export type QuerySearchFoodsArgs = {
  first: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
};


export type QuerySearchHealthArgs = {
  input: SearchHealthInput;
};


export type QuerySearchPlacesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
};


export type QuerySearchUsersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
};


export type QuerySignupsByDayArgs = {
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};


export type QuerySyncJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserPostsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


export type QueryWearableDataArgs = {
  query: InputMaybe<WearableDataQuery>;
};

/** LIST, GRID_2 (2-column grid) or GRID_3 (3-column grid, the default). */
export type QuickActionsLayout =
  | 'GRID_2'
  | 'GRID_3'
  | 'LIST';

/** Your quick-actions panel: layout and order. */
export type QuickActionsState = {
  __typename?: 'QuickActionsState';
  layout: QuickActionsLayout;
  /** Every action id, in your order. */
  order: Array<Scalars['String']['output']>;
  /** When you last saved it; null: never (the defaults). */
  updatedAt: Maybe<Scalars['DateTime']['output']>;
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

/** A new device of yours; publish its key packages next (their credential names its id). */
export type RegisterDeviceInput = {
  /** What the member will recognise it by ("Chrome on laptop"). */
  name: Scalars['String']['input'];
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

/** A message removed for everyone (by a moderator): drop it from the conversation. */
export type RemovedMessage = {
  __typename?: 'RemovedMessage';
  conversationId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
};

export type RepScore = {
  __typename?: 'RepScore';
  details: Array<Scalars['String']['output']>;
  rep: Scalars['Int']['output'];
  score: Scalars['Float']['output'];
};

/** One rep's score and what it lost points for. */
export type RepScoreInput = {
  /** What cost points, e.g. "Rep too fast (0.8 s, under 1 s): -15"; at most 10 of 120 characters. */
  details?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The rep it scores, 1-based. */
  rep: Scalars['Int']['input'];
  /** 0-100. */
  score: Scalars['Float']['input'];
};

export type ReplyInput = {
  clientId?: InputMaybe<Scalars['String']['input']>;
  content: Scalars['String']['input'];
  medias?: InputMaybe<Array<MediaInput>>;
};

export type ReportContentInput = {
  /** What the moderator should know; at most 1000 characters. */
  details?: InputMaybe<Scalars['String']['input']>;
  /** MESSAGE: the message's text as your client decrypted it (end-to-end encrypted messages cannot be read by the server); kept as your claim. */
  evidence?: InputMaybe<Scalars['String']['input']>;
  /** The post, comment, message, member or community. */
  id: Scalars['ID']['input'];
  kind: ReportKind;
  /** Any but IMAGE_SCREENING. */
  reason: ReportReason;
};

/** What is reported: a post, a comment (a reply), a message shared with you, a member or a community; PROFILE_IMAGE (a member's picture; the id is the member's) and EVENT_IMAGE (an image of the events subgraph: covers, community and product images; the id is its storage key, e-...), queued by the image screening. */
export type ReportKind =
  | 'COMMENT'
  | 'COMMUNITY'
  | 'EVENT_IMAGE'
  | 'MEMBER'
  | 'MESSAGE'
  | 'POST'
  | 'PROFILE_IMAGE';

/** Why. IMAGE_SCREENING is set by the automatic image screening only; a member cannot choose it. */
export type ReportReason =
  | 'HARASSMENT'
  | 'HATE'
  | 'IMAGE_SCREENING'
  | 'MISINFORMATION'
  | 'NUDITY'
  | 'OTHER'
  | 'SELF_HARM'
  | 'SPAM'
  | 'VIOLENCE';

/** DISMISS: no violation (held content is released); REMOVE_CONTENT: removed for everyone; WARN: the author is told the note; SUSPEND: the author is suspended (admins only). */
export type ReportResolution =
  | 'DISMISS'
  | 'REMOVE_CONTENT'
  | 'SUSPEND'
  | 'WARN';

/** OPEN: waiting in the queue; RESOLVED: a moderator decided. */
export type ReportStatus =
  | 'OPEN'
  | 'RESOLVED';

/** What was reported, as it was when first reported (kept when the content is gone). */
export type ReportedContent = {
  __typename?: 'ReportedContent';
  /** Who wrote or owns it. */
  authorId: Maybe<Scalars['ID']['output']>;
  /** True for an end-to-end encrypted message: the text is the reporter's claim (their client decrypted it), not something the server could read. */
  claimed: Scalars['Boolean']['output'];
  /** When it was created (ISO 8601). */
  createdAt: Maybe<Scalars['String']['output']>;
  mediaUrls: Array<Scalars['String']['output']>;
  /** IMAGE_SCREENING: the screening scores of each image, as JSON. */
  screening: Maybe<Scalars['String']['output']>;
  /** A post's or comment's text; a member's name and bio; a community's name and description; a message's text (see claimed). */
  text: Scalars['String']['output'];
};

export type ResolveReportInput = {
  action: ReportResolution;
  /** SUSPEND: ISO 8601 in weeks, days, hours or minutes (P7D, PT12H); or permanent. */
  duration?: InputMaybe<Scalars['String']['input']>;
  /** The case (ModerationCase.id). */
  id: Scalars['ID']['input'];
  /** What the author reads with a warning (required for WARN); kept in the audit log. At most 1000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** SUSPEND: until an admin lifts it. Exactly one of duration and permanent. */
  permanent?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RetrievedPassage = {
  __typename?: 'RetrievedPassage';
  /** Hybrid relevance (keyword BM25 and sentence-embedding cosine), higher is closer; 0-1. */
  score: Scalars['Float']['output'];
  source: PassageSource;
  text: Scalars['String']['output'];
};

/** Rig a model: a skeleton for animation. */
export type RigAvatarInput = {
  /** One of your avatars (or name it by inputTaskId or modelUrl). */
  avatarId?: InputMaybe<Scalars['ID']['input']>;
  /** Default 1.7. */
  heightMeters?: InputMaybe<Scalars['Float']['input']>;
  /** The generation task that made the model. */
  inputTaskId?: InputMaybe<Scalars['ID']['input']>;
  /** The model's URL (one of your avatars' modelUrl offline). */
  modelUrl?: InputMaybe<Scalars['String']['input']>;
  textureImageUrl?: InputMaybe<Scalars['String']['input']>;
};

export type Role =
  | 'ADMIN'
  | 'MEMBER'
  | 'MODERATOR';

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

/** Your quick-actions panel. */
export type SaveQuickActionsInput = {
  layout: QuickActionsLayout;
  /** Action ids (new-task, log-activity, create-post, create-event, meal-plan, breathwork, calorie-tracker, consultation, blood-test, supplements, shop, wearable, live, discourse), each at most once. */
  order: Array<Scalars['String']['input']>;
};

export type SearchHealthInput = {
  /** How many passages (default 5, at most 20). */
  first?: InputMaybe<Scalars['Int']['input']>;
  /** At most 500 characters. */
  query: Scalars['String']['input'];
  /** Where to look; null or empty: everywhere. */
  sources?: InputMaybe<Array<HealthSource>>;
};

export type SendAssistantMessageInput = {
  /** The conversation to continue; null starts a new one named after the message. */
  conversationId?: InputMaybe<Scalars['ID']['input']>;
  /** At most 4,000 characters. */
  message: Scalars['String']['input'];
  /** The member’s IANA time zone (default UTC): which day "today" is when the reply answers from their data. */
  timezone?: InputMaybe<Scalars['String']['input']>;
  /** Answer only once the reply is done or failed (at most AI_TIMEOUT_MS); the default answers at once. */
  waitForReply?: InputMaybe<Scalars['Boolean']['input']>;
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

/** The signed-in member's general settings. */
export type Settings = {
  __typename?: 'Settings';
  /** The language codes a member may choose. */
  availableLanguages: Array<Scalars['String']['output']>;
  /** Tighter spacing in the feed and lists of the web client. */
  compactMode: Scalars['Boolean']['output'];
  /** A language code among availableLanguages. */
  language: Scalars['String']['output'];
  notificationPreferences: NotificationPreferencesLink;
  theme: Theme;
};

export type SettingsInput = {
  compactMode?: InputMaybe<Scalars['Boolean']['input']>;
  /** A code among Settings.availableLanguages. */
  language?: InputMaybe<Scalars['String']['input']>;
  theme?: InputMaybe<Theme>;
};

export type ShareMethod =
  | 'COPY_LINK'
  | 'DIRECT_MESSAGE'
  | 'SOCIAL';

/** One way a product can be delivered, and what it adds to a cart line's total. */
export type ShippingOption = {
  __typename?: 'ShippingOption';
  /** Stable within its product (the cart names it as selectedShippingId). */
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  /** Integer minor units (cents), once per cart line. */
  priceMinor: Scalars['Int']['output'];
};

/** A way a product is delivered. */
export type ShippingOptionInput = {
  /** Keep it to keep carts that chose it; default: a new id. */
  id?: InputMaybe<Scalars['ID']['input']>;
  label: Scalars['String']['input'];
  /** Integer minor units (cents), 0 for free. */
  priceMinor: Scalars['Int']['input'];
};

/** How many on one day (UTC). */
export type SignupDayCount = {
  __typename?: 'SignupDayCount';
  count: Scalars['Int']['output'];
  /** YYYY-MM-DD (UTC). */
  day: Scalars['String']['output'];
};

export type SocialPrivacyInput = {
  activityInFeeds?: InputMaybe<Scalars['Boolean']['input']>;
  followListsVisibility?: InputMaybe<Audience>;
  profileVisibility?: InputMaybe<Audience>;
};

export type StartAssistantConversationInput = {
  /** At most 200 characters; a conversation started by a message is named after it. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** DAY; WEEK from Monday; MONTH from the 1st (UTC). */
export type StatsBucket =
  | 'DAY'
  | 'MONTH'
  | 'WEEK';

/** One bucket of a series. */
export type StatsPoint = {
  __typename?: 'StatsPoint';
  count: Scalars['Int']['output'];
  /** The first day of the bucket, YYYY-MM-DD (UTC). */
  start: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Events about the signed-in member's own account; delivered to that member only. */
  accountEvent: AccountEvent;
  /** Ids of the members online now (the green dot): the current list at once, then on every change. */
  activeUsers: Array<Scalars['ID']['output']>;
  /** The assistant’s reply in one of the caller’s conversations, each time more of it is written (about every 100 ms) and when it ends. */
  assistantReply: AssistantMessage;
  /** Progress of one of your avatar tasks, or of all of them (queued, running with progress, succeeded, failed, cancelled). */
  avatarTaskUpdated: AvatarTask;
  /** Events of the caller's calls (or one call): invitation, joined, left, media changed, ended, error. */
  callEvent: CallEvent;
  /** A conversation the caller takes part in was created. */
  conversationCreated: Conversation;
  /** A conversation changed (new latest message, name, pins). */
  conversationUpdated: Conversation;
  /** A new message in one of the caller's conversations (or the given one). */
  messageCreated: Message;
  /** A message removed from one of the caller's conversations (or the given one) by a moderator. */
  messageRemoved: RemovedMessage;
  /** A message changed: reactions, seen state or pin. */
  messageUpdated: Message;
  /** A notification for the signed-in member was created. */
  notificationCreated: Notification;
  /** Progress of one of the caller's sync or import jobs. */
  syncJobProgress: SyncJob;
  /** Live changes to one member's profile. */
  userUpdated: User;
};


export type SubscriptionAssistantReplyArgs = {
  assistantConversationId: Scalars['ID']['input'];
};


export type SubscriptionAvatarTaskUpdatedArgs = {
  avatarTaskId: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionCallEventArgs = {
  callId: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionMessageCreatedArgs = {
  conversationId: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionMessageRemovedArgs = {
  conversationId: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionMessageUpdatedArgs = {
  conversationId: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionSyncJobProgressArgs = {
  syncJobId: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionUserUpdatedArgs = {
  id: Scalars['ID']['input'];
};

/** One sync (or export import) of one device: its progress survives restarts. */
export type SyncJob = {
  __typename?: 'SyncJob';
  createdAt: Scalars['DateTime']['output'];
  /** What this job writes; empty: everything. */
  dataTypes: Array<WearableDataType>;
  /** FAILED: why, shown as it is. DONE: what the job skipped, if anything (an import’s unreadable workout routes); null when nothing was. */
  error: Maybe<Scalars['String']['output']>;
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** sync, apple-import or samsung-import. */
  kind: Scalars['String']['output'];
  /** 0-100. */
  progress: Scalars['Int']['output'];
  provider: WearableProvider;
  /** Days and samples written so far. */
  records: Scalars['Int']['output'];
  state: SyncJobState;
  updatedAt: Scalars['DateTime']['output'];
};

export type SyncJobState =
  | 'DONE'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

export type SyncWearablesInput = {
  /** Null or empty: everything. */
  dataTypes?: InputMaybe<Array<WearableDataType>>;
  /** Null: every connected device. */
  provider?: InputMaybe<WearableProvider>;
};

/** The web client's colour mode: light, dark, or the device's. */
export type Theme =
  | 'DARK'
  | 'LIGHT'
  | 'SYSTEM';

/** The payment of a ticket to a paid event. */
export type TicketPayment = {
  __typename?: 'TicketPayment';
  /** Integer minor units (cents). */
  amountMinor: Scalars['Int']['output'];
  /** Stripe Checkout's hosted payment page for this ticket (a plain link: it comes back to the event's page); null once paid. */
  checkoutUrl: Maybe<Scalars['String']['output']>;
  /**
   * A PaymentIntent's client_secret, only for a payment started before Stripe Checkout was used; null otherwise.
   * @deprecated Payments go through Stripe Checkout: use checkoutUrl.
   */
  clientSecret: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  provider: PaymentProviderKind;
  /** PENDING (being paid), SUCCEEDED or FAILED (pay again by saying GOING). */
  status: Scalars['String']['output'];
};

export type Tip = {
  __typename?: 'Tip';
  id: Scalars['ID']['output'];
  /** Who gives this guidance. */
  source: Scalars['String']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** The public page it comes from. */
  url: Scalars['String']['output'];
};

export type TurnConfig = {
  __typename?: 'TurnConfig';
  iceServers: Array<IceServer>;
};

export type UpdateAccountRecordInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** The event’s details to change; left out keeps them. */
export type UpdateEventInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
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
  /** The picture this member chose that others do not see yet: waiting for image screening or held for a moderator ("Under review"). Only the member themself reads it; null for everyone else. */
  pendingImage: Maybe<Scalars['String']['output']>;
  /** Posts published by this member (replies included, drafts and scheduled ones not). */
  postCount: Scalars['Int']['output'];
  /** The absolute address of the member's profile page. */
  profileURL: Scalars['String']['output'];
  /** Whether the caller may see this member's profile (their profile visibility setting; always true for oneself). */
  profileVisibleToMe: Scalars['Boolean']['output'];
  role: Role;
  suspended: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
  username: Scalars['String']['output'];
};

/** A member's connected device. The API key is never answered, only its last four characters. */
export type WearableConnection = {
  __typename?: 'WearableConnection';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The last four characters of the key. */
  keyHint: Scalars['String']['output'];
  lastSyncedAt: Maybe<Scalars['DateTime']['output']>;
  mode: WearableMode;
  provider: WearableProvider;
  status: WearableConnectionStatus;
};

export type WearableConnectionStatus =
  | 'CONNECTED'
  | 'FAILED';

export type WearableDataQuery = {
  /** Only these metrics; null or empty: all. */
  dataTypes?: InputMaybe<Array<WearableDataType>>;
  /** First day (YYYY-MM-DD); default 29 days before `to`. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Null: every device. */
  provider?: InputMaybe<WearableProvider>;
  /** Last day (YYYY-MM-DD); default today (UTC). */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** The spec's wearable record fields. */
export type WearableDataType =
  | 'ACTIVE_MINUTES'
  | 'BLOOD_OXYGEN'
  | 'CALORIES'
  | 'DISTANCE'
  | 'HEART_RATE'
  | 'READINESS_SCORE'
  | 'SLEEP_SCORE'
  | 'STEPS';

/** One day's metrics (spec: steps, calories, distance, activeMinutes, heartRate, bloodOxygen, sleepScore, readinessScore, lastUpdated). Null: the device does not measure it, or it was not asked for. */
export type WearableMetrics = {
  __typename?: 'WearableMetrics';
  activeMinutes: Maybe<Scalars['Int']['output']>;
  /** SpO2 %. */
  bloodOxygen: Maybe<Scalars['Float']['output']>;
  /** kcal. */
  calories: Maybe<Scalars['Int']['output']>;
  /** km. */
  distance: Maybe<Scalars['Float']['output']>;
  /** Average bpm. */
  heartRate: Maybe<Scalars['Int']['output']>;
  /** Heart-rate variability (RMSSD), ms. */
  hrvMs: Maybe<Scalars['Float']['output']>;
  lastUpdated: Scalars['DateTime']['output'];
  /** Readiness / recovery, 0-100. */
  readinessScore: Maybe<Scalars['Int']['output']>;
  restingHeartRate: Maybe<Scalars['Int']['output']>;
  sleepMinutes: Maybe<Scalars['Int']['output']>;
  sleepScore: Maybe<Scalars['Int']['output']>;
  steps: Maybe<Scalars['Int']['output']>;
  /** Whoop day strain, 0-21. */
  strain: Maybe<Scalars['Float']['output']>;
};

/** LIVE: the vendor's web API; SANDBOX: generated sample data (test_{device}_12345); IMPORT: export files (Apple, Samsung). */
export type WearableMode =
  | 'IMPORT'
  | 'LIVE'
  | 'SANDBOX';

/** A wearable device (spec: whoop, oura, garmin, fitbit, apple-watch, samsung). */
export type WearableProvider =
  | 'APPLE_WATCH'
  | 'FITBIT'
  | 'GARMIN'
  | 'OURA'
  | 'SAMSUNG'
  | 'WHOOP';

/** One device's day (spec: id, provider, date, data). */
export type WearableRecord = {
  __typename?: 'WearableRecord';
  data: WearableMetrics;
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  provider: WearableProvider;
};

export type WebRtcHealth = {
  __typename?: 'WebRtcHealth';
  ok: Scalars['Boolean']['output'];
  /** Media-server workers alive. */
  workers: Scalars['Int']['output'];
};

export type AdminUserFieldsFragment = { __typename?: 'AdminUser', id: string, name: string, username: string, email: string, role: Role, suspended: boolean, suspendedReason: string | null, suspendedUntil: string | null, createdAt: string };

export type AdminUsersQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  q: InputMaybe<Scalars['String']['input']>;
  role: InputMaybe<Role>;
  suspended: InputMaybe<Scalars['Boolean']['input']>;
  sort: InputMaybe<AdminUserSort>;
}>;


export type AdminUsersQuery = { __typename?: 'Query', adminUsers: { __typename?: 'AdminUserPage', nodes: Array<{ __typename?: 'AdminUser', id: string, name: string, username: string, email: string, role: Role, suspended: boolean, suspendedReason: string | null, suspendedUntil: string | null, createdAt: string }>, pageInfo: { __typename?: 'AdminUserPageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type AdminUserQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminUserQuery = { __typename?: 'Query', adminUser: { __typename?: 'AdminUser', id: string, name: string, username: string, email: string, role: Role, suspended: boolean, suspendedReason: string | null, suspendedUntil: string | null, createdAt: string } };

export type AdminUpdateUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: AdminUpdateUserInput;
}>;


export type AdminUpdateUserMutation = { __typename?: 'Mutation', adminUpdateUser: { __typename?: 'AdminUser', id: string, name: string, username: string, email: string, role: Role, suspended: boolean, suspendedReason: string | null, suspendedUntil: string | null, createdAt: string } };

export type AdminSuspendUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: AdminSuspendInput;
}>;


export type AdminSuspendUserMutation = { __typename?: 'Mutation', adminSuspendUser: { __typename?: 'AdminUser', id: string, name: string, username: string, email: string, role: Role, suspended: boolean, suspendedReason: string | null, suspendedUntil: string | null, createdAt: string } };

export type AdminUnsuspendUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminUnsuspendUserMutation = { __typename?: 'Mutation', adminUnsuspendUser: { __typename?: 'AdminUser', id: string, name: string, username: string, email: string, role: Role, suspended: boolean, suspendedReason: string | null, suspendedUntil: string | null, createdAt: string } };

export type AuditLogQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  actorId: InputMaybe<Scalars['ID']['input']>;
  action: InputMaybe<Scalars['String']['input']>;
  targetId: InputMaybe<Scalars['ID']['input']>;
}>;


export type AuditLogQuery = { __typename?: 'Query', auditLog: { __typename?: 'AuditLogPage', nodes: Array<{ __typename?: 'AuditEntry', id: string, actorId: string, action: string, targetType: string, targetId: string, before: string | null, after: string | null, createdAt: string }>, pageInfo: { __typename?: 'AuditLogPageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type AdminStatsQueryVariables = Exact<{
  from: InputMaybe<Scalars['DateTime']['input']>;
  to: InputMaybe<Scalars['DateTime']['input']>;
  bucket: InputMaybe<StatsBucket>;
}>;


export type AdminStatsQuery = { __typename?: 'Query', adminStats: { __typename?: 'AdminStats', bucket: StatsBucket, signups: Array<{ __typename?: 'StatsPoint', start: string, count: number }>, posts: Array<{ __typename?: 'StatsPoint', start: string, count: number }>, messages: Array<{ __typename?: 'StatsPoint', start: string, count: number }>, activeMembers: Array<{ __typename?: 'StatsPoint', start: string, count: number }>, calls: Array<{ __typename?: 'StatsPoint', start: string, count: number }>, meals: Array<{ __typename?: 'StatsPoint', start: string, count: number }>, events: Array<{ __typename?: 'StatsPoint', start: string, count: number }> } };

export type AvatarCardFieldsFragment = { __typename?: 'Avatar', id: string, name: string, prompt: string, previewUrl: string | null, modelUrl: string | null, riggedModelUrl: string | null, createdAt: string, isDefault: boolean, status: AvatarStatus };

export type AvatarTaskFieldsFragment = { __typename?: 'AvatarTask', id: string, kind: AvatarTaskKind, state: AvatarTaskState, progress: number, error: string | null, resultUrl: string | null, avatarId: string | null, avatar: { __typename?: 'Avatar', id: string, name: string, prompt: string, previewUrl: string | null, modelUrl: string | null, riggedModelUrl: string | null, createdAt: string, isDefault: boolean, status: AvatarStatus } | null };

export type MyAvatarsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAvatarsQuery = { __typename?: 'Query', myAvatars: Array<{ __typename?: 'Avatar', id: string, name: string, prompt: string, previewUrl: string | null, modelUrl: string | null, riggedModelUrl: string | null, createdAt: string, isDefault: boolean, status: AvatarStatus }> };

export type AvatarTaskQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AvatarTaskQuery = { __typename?: 'Query', avatarTask: { __typename?: 'AvatarTask', id: string, kind: AvatarTaskKind, state: AvatarTaskState, progress: number, error: string | null, resultUrl: string | null, avatarId: string | null, avatar: { __typename?: 'Avatar', id: string, name: string, prompt: string, previewUrl: string | null, modelUrl: string | null, riggedModelUrl: string | null, createdAt: string, isDefault: boolean, status: AvatarStatus } | null } };

export type AvatarAnimationLibraryQueryVariables = Exact<{ [key: string]: never; }>;


export type AvatarAnimationLibraryQuery = { __typename?: 'Query', avatarAnimationLibrary: Array<{ __typename?: 'AvatarAnimation', id: string, name: string, category: string }> };

export type AvatarRigQueryVariables = Exact<{
  avatarId: Scalars['ID']['input'];
}>;


export type AvatarRigQuery = { __typename?: 'Query', avatarRig: { __typename?: 'AvatarRig', avatarId: string, status: AvatarTaskState | null, riggedModelUrl: string | null, task: { __typename?: 'AvatarTask', id: string, kind: AvatarTaskKind, state: AvatarTaskState, progress: number, error: string | null, resultUrl: string | null, avatarId: string | null, avatar: { __typename?: 'Avatar', id: string, name: string, prompt: string, previewUrl: string | null, modelUrl: string | null, riggedModelUrl: string | null, createdAt: string, isDefault: boolean, status: AvatarStatus } | null } | null } };

export type CreateAvatarMutationVariables = Exact<{
  input: CreateAvatarInput;
}>;


export type CreateAvatarMutation = { __typename?: 'Mutation', createAvatar: { __typename?: 'AvatarTask', id: string, kind: AvatarTaskKind, state: AvatarTaskState, progress: number, error: string | null, resultUrl: string | null, avatarId: string | null, avatar: { __typename?: 'Avatar', id: string, name: string, prompt: string, previewUrl: string | null, modelUrl: string | null, riggedModelUrl: string | null, createdAt: string, isDefault: boolean, status: AvatarStatus } | null } };

export type SetDefaultAvatarMutationVariables = Exact<{
  avatarId: Scalars['ID']['input'];
}>;


export type SetDefaultAvatarMutation = { __typename?: 'Mutation', setDefaultAvatar: { __typename?: 'Avatar', id: string, isDefault: boolean } };

export type DeleteAvatarMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteAvatarMutation = { __typename?: 'Mutation', deleteAvatar: string };

export type CancelAvatarTaskMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelAvatarTaskMutation = { __typename?: 'Mutation', cancelAvatarTask: { __typename?: 'AvatarTask', id: string, kind: AvatarTaskKind, state: AvatarTaskState, progress: number, error: string | null, resultUrl: string | null, avatarId: string | null, avatar: { __typename?: 'Avatar', id: string, name: string, prompt: string, previewUrl: string | null, modelUrl: string | null, riggedModelUrl: string | null, createdAt: string, isDefault: boolean, status: AvatarStatus } | null } };

export type RigAvatarMutationVariables = Exact<{
  input: RigAvatarInput;
}>;


export type RigAvatarMutation = { __typename?: 'Mutation', rigAvatar: { __typename?: 'AvatarTask', id: string, kind: AvatarTaskKind, state: AvatarTaskState, progress: number, error: string | null, resultUrl: string | null, avatarId: string | null, avatar: { __typename?: 'Avatar', id: string, name: string, prompt: string, previewUrl: string | null, modelUrl: string | null, riggedModelUrl: string | null, createdAt: string, isDefault: boolean, status: AvatarStatus } | null } };

export type AnimateAvatarMutationVariables = Exact<{
  input: AnimateAvatarInput;
}>;


export type AnimateAvatarMutation = { __typename?: 'Mutation', animateAvatar: { __typename?: 'AvatarTask', id: string, kind: AvatarTaskKind, state: AvatarTaskState, progress: number, error: string | null, resultUrl: string | null, avatarId: string | null, avatar: { __typename?: 'Avatar', id: string, name: string, prompt: string, previewUrl: string | null, modelUrl: string | null, riggedModelUrl: string | null, createdAt: string, isDefault: boolean, status: AvatarStatus } | null } };

export type AvatarTaskUpdatedSubscriptionVariables = Exact<{
  avatarTaskId: InputMaybe<Scalars['ID']['input']>;
}>;


export type AvatarTaskUpdatedSubscription = { __typename?: 'Subscription', avatarTaskUpdated: { __typename?: 'AvatarTask', id: string, kind: AvatarTaskKind, state: AvatarTaskState, progress: number, error: string | null, resultUrl: string | null, avatarId: string | null, avatar: { __typename?: 'Avatar', id: string, name: string, prompt: string, previewUrl: string | null, modelUrl: string | null, riggedModelUrl: string | null, createdAt: string, isDefault: boolean, status: AvatarStatus } | null } };

export type ChallengeSummaryFragment = { __typename?: 'Challenge', id: string, title: string, description: string, category: string, subcategory: string, ageGroup: string, frequency: string, difficulty: string, metric: ChallengeMetric, unit: string, communityId: string | null, participantCount: number, viewerJoined: boolean, startsOn: string, endsOn: string | null, tiers: Array<{ __typename?: 'ChallengeTier', name: string, goal: number }> };

export type ChallengeStandingFieldsFragment = { __typename?: 'ChallengeStanding', total: number, rank: number, streak: number, longestStreak: number, today: string, badges: Array<{ __typename?: 'ChallengeBadge', tier: number, tierName: string, goal: number, awardedAt: string }>, nextTier: { __typename?: 'ChallengeTier', name: string, goal: number } | null, recentDays: Array<{ __typename?: 'ChallengeDay', day: string, amount: number }> };

export type CreateChallengeMutationVariables = Exact<{
  input: CreateChallengeInput;
}>;


export type CreateChallengeMutation = { __typename?: 'Mutation', createChallenge: { __typename?: 'Challenge', id: string, title: string, description: string, category: string, subcategory: string, ageGroup: string, frequency: string, difficulty: string, metric: ChallengeMetric, unit: string, communityId: string | null, participantCount: number, viewerJoined: boolean, startsOn: string, endsOn: string | null, post: { __typename?: 'Post', id: string } | null, tiers: Array<{ __typename?: 'ChallengeTier', name: string, goal: number }> } };

export type ChallengeCardQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ChallengeCardQuery = { __typename?: 'Query', challenge: { __typename?: 'Challenge', id: string, title: string, description: string, category: string, subcategory: string, ageGroup: string, frequency: string, difficulty: string, metric: ChallengeMetric, unit: string, communityId: string | null, participantCount: number, viewerJoined: boolean, startsOn: string, endsOn: string | null, viewerStanding: { __typename?: 'ChallengeStanding', total: number, streak: number } | null, tiers: Array<{ __typename?: 'ChallengeTier', name: string, goal: number }> } };

export type ChallengePageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ChallengePageQuery = { __typename?: 'Query', challenge: { __typename?: 'Challenge', id: string, title: string, description: string, category: string, subcategory: string, ageGroup: string, frequency: string, difficulty: string, metric: ChallengeMetric, unit: string, communityId: string | null, participantCount: number, viewerJoined: boolean, startsOn: string, endsOn: string | null, creator: { __typename?: 'User', id: string, name: string, username: string }, viewerStanding: { __typename?: 'ChallengeStanding', total: number, rank: number, streak: number, longestStreak: number, today: string, badges: Array<{ __typename?: 'ChallengeBadge', tier: number, tierName: string, goal: number, awardedAt: string }>, nextTier: { __typename?: 'ChallengeTier', name: string, goal: number } | null, recentDays: Array<{ __typename?: 'ChallengeDay', day: string, amount: number }> } | null, leaderboard: Array<{ __typename?: 'ChallengeLeaderboardEntry', rank: number, total: number, tier: string | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } }>, tiers: Array<{ __typename?: 'ChallengeTier', name: string, goal: number }> } };

export type JoinChallengeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  timezone: InputMaybe<Scalars['String']['input']>;
}>;


export type JoinChallengeMutation = { __typename?: 'Mutation', joinChallenge: { __typename?: 'Challenge', id: string, participantCount: number, viewerJoined: boolean } };

export type LeaveChallengeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LeaveChallengeMutation = { __typename?: 'Mutation', leaveChallenge: { __typename?: 'Challenge', id: string, participantCount: number, viewerJoined: boolean } };

export type LogChallengeProgressMutationVariables = Exact<{
  input: LogChallengeProgressInput;
}>;


export type LogChallengeProgressMutation = { __typename?: 'Mutation', logChallengeProgress: { __typename?: 'ChallengeStanding', total: number, rank: number, streak: number, longestStreak: number, today: string, badges: Array<{ __typename?: 'ChallengeBadge', tier: number, tierName: string, goal: number, awardedAt: string }>, nextTier: { __typename?: 'ChallengeTier', name: string, goal: number } | null, recentDays: Array<{ __typename?: 'ChallengeDay', day: string, amount: number }> } };

export type SyncChallengeProgressMutationVariables = Exact<{
  challengeId: Scalars['ID']['input'];
}>;


export type SyncChallengeProgressMutation = { __typename?: 'Mutation', syncChallengeProgress: { __typename?: 'ChallengeStanding', total: number, rank: number, streak: number, longestStreak: number, today: string, badges: Array<{ __typename?: 'ChallengeBadge', tier: number, tierName: string, goal: number, awardedAt: string }>, nextTier: { __typename?: 'ChallengeTier', name: string, goal: number } | null, recentDays: Array<{ __typename?: 'ChallengeDay', day: string, amount: number }> } };

export type ChallengeOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ChallengeOptionsQuery = { __typename?: 'Query', challengeOptions: { __typename?: 'ChallengeOptions', ageGroups: Array<string>, frequencies: Array<string>, difficulties: Array<string>, categories: Array<{ __typename?: 'ChallengeCategoryOption', name: string, subcategories: Array<string> }> } };

export type CommunityListItemFragment = { __typename?: 'Community', id: string, name: string, description: string, memberCount: number, viewerRole: CommunityRole | null };

export type CommunitiesQueryVariables = Exact<{
  search: InputMaybe<Scalars['String']['input']>;
}>;


export type CommunitiesQuery = { __typename?: 'Query', communities: Array<{ __typename?: 'Community', id: string, name: string, description: string, memberCount: number, viewerRole: CommunityRole | null }> };

export type MyCommunitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCommunitiesQuery = { __typename?: 'Query', myCommunities: Array<{ __typename?: 'Community', id: string, name: string, description: string, memberCount: number, viewerRole: CommunityRole | null }> };

export type CreateCommunityMutationVariables = Exact<{
  input: CreateCommunityInput;
}>;


export type CreateCommunityMutation = { __typename?: 'Mutation', createCommunity: { __typename?: 'Community', id: string, name: string, description: string, memberCount: number, viewerRole: CommunityRole | null } };

export type CommunityMemberRowFragment = { __typename?: 'CommunityMembership', role: CommunityRole, joinedAt: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } };

export type CommunityPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CommunityPageQuery = { __typename?: 'Query', community: { __typename?: 'Community', createdAt: string, id: string, name: string, description: string, memberCount: number, viewerRole: CommunityRole | null, creator: { __typename?: 'User', id: string, name: string }, members: Array<{ __typename?: 'CommunityMembership', role: CommunityRole, joinedAt: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } }> }, challenges: Array<{ __typename?: 'Challenge', id: string, title: string, participantCount: number }> };

export type CommunityPostsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CommunityPostsQuery = { __typename?: 'Query', posts: { __typename?: 'PostPage', posts: Array<{ __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, originalPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null }> } };

export type JoinCommunityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type JoinCommunityMutation = { __typename?: 'Mutation', joinCommunity: { __typename?: 'Community', id: string, name: string, description: string, memberCount: number, viewerRole: CommunityRole | null } };

export type LeaveCommunityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LeaveCommunityMutation = { __typename?: 'Mutation', leaveCommunity: { __typename?: 'Community', id: string, name: string, description: string, memberCount: number, viewerRole: CommunityRole | null } };

export type AddCommunityModeratorMutationVariables = Exact<{
  communityId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
}>;


export type AddCommunityModeratorMutation = { __typename?: 'Mutation', addCommunityModerator: { __typename?: 'Community', id: string } };

export type RemoveCommunityModeratorMutationVariables = Exact<{
  communityId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
}>;


export type RemoveCommunityModeratorMutation = { __typename?: 'Mutation', removeCommunityModerator: { __typename?: 'Community', id: string } };

export type RemoveCommunityMemberMutationVariables = Exact<{
  communityId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
}>;


export type RemoveCommunityMemberMutation = { __typename?: 'Mutation', removeCommunityMember: { __typename?: 'Community', id: string, memberCount: number } };

export type MakeCommunityOwnerMutationVariables = Exact<{
  communityId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
}>;


export type MakeCommunityOwnerMutation = { __typename?: 'Mutation', makeCommunityOwner: { __typename?: 'Community', id: string } };

export type CreateCommunityPostMutationVariables = Exact<{
  input: CreatePostInput;
}>;


export type CreateCommunityPostMutation = { __typename?: 'Mutation', createPost: { __typename?: 'Post', id: string } };

export type EventCardFragment = { __typename?: 'Event', id: string, name: string, description: string, location: string, startDate: string, endDate: string, timezone: string, imageUrl: string | null, coverUnderReview: boolean, requireApproval: boolean, capacity: number | null, hasWaitlist: boolean, ticketPriceMinor: number, ticketCurrency: string | null, cancelled: boolean, spotsLeft: number | null, icsUrl: string, isOrganiser: boolean, organiser: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, counts: { __typename?: 'EventAttendanceCounts', going: number, interested: number, requested: number, approved: number, declined: number, waitlisted: number, paymentPending: number, attending: number }, myAttendance: { __typename?: 'EventAttendee', status: AttendanceStatus, waitlistPosition: number | null, paymentDueBy: string | null, ticketPayment: { __typename?: 'TicketPayment', provider: PaymentProviderKind, status: string, amountMinor: number, currency: string, checkoutUrl: string | null } | null } | null };

export type EventAttendeeItemFragment = { __typename?: 'EventAttendee', status: AttendanceStatus, waitlistPosition: number | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } };

export type EventsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type EventsQuery = { __typename?: 'Query', events: { __typename?: 'EventConnection', nodes: Array<{ __typename?: 'Event', id: string, name: string, description: string, location: string, startDate: string, endDate: string, timezone: string, imageUrl: string | null, coverUnderReview: boolean, requireApproval: boolean, capacity: number | null, hasWaitlist: boolean, ticketPriceMinor: number, ticketCurrency: string | null, cancelled: boolean, spotsLeft: number | null, icsUrl: string, isOrganiser: boolean, organiser: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, counts: { __typename?: 'EventAttendanceCounts', going: number, interested: number, requested: number, approved: number, declined: number, waitlisted: number, paymentPending: number, attending: number }, myAttendance: { __typename?: 'EventAttendee', status: AttendanceStatus, waitlistPosition: number | null, paymentDueBy: string | null, ticketPayment: { __typename?: 'TicketPayment', provider: PaymentProviderKind, status: string, amountMinor: number, currency: string, checkoutUrl: string | null } | null } | null }>, pageInfo: { __typename?: 'EventPageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type EventQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  isOrganiser: Scalars['Boolean']['input'];
}>;


export type EventQuery = { __typename?: 'Query', event: { __typename?: 'Event', id: string, name: string, description: string, location: string, startDate: string, endDate: string, timezone: string, imageUrl: string | null, coverUnderReview: boolean, requireApproval: boolean, capacity: number | null, hasWaitlist: boolean, ticketPriceMinor: number, ticketCurrency: string | null, cancelled: boolean, spotsLeft: number | null, icsUrl: string, isOrganiser: boolean, going: Array<{ __typename?: 'EventAttendee', status: AttendanceStatus, waitlistPosition: number | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } }>, requests?: Array<{ __typename?: 'EventAttendee', status: AttendanceStatus, waitlistPosition: number | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } }>, waitlist?: Array<{ __typename?: 'EventAttendee', status: AttendanceStatus, waitlistPosition: number | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } }>, organiser: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, counts: { __typename?: 'EventAttendanceCounts', going: number, interested: number, requested: number, approved: number, declined: number, waitlisted: number, paymentPending: number, attending: number }, myAttendance: { __typename?: 'EventAttendee', status: AttendanceStatus, waitlistPosition: number | null, paymentDueBy: string | null, ticketPayment: { __typename?: 'TicketPayment', provider: PaymentProviderKind, status: string, amountMinor: number, currency: string, checkoutUrl: string | null } | null } | null } };

export type EventPaymentProviderQueryVariables = Exact<{ [key: string]: never; }>;


export type EventPaymentProviderQuery = { __typename?: 'Query', paymentProvider: PaymentProviderKind };

export type CreateEventMutationVariables = Exact<{
  input: CreateEventInput;
}>;


export type CreateEventMutation = { __typename?: 'Mutation', createEvent: { __typename?: 'Event', id: string, name: string, description: string, location: string, startDate: string, endDate: string, timezone: string, imageUrl: string | null, coverUnderReview: boolean, requireApproval: boolean, capacity: number | null, hasWaitlist: boolean, ticketPriceMinor: number, ticketCurrency: string | null, cancelled: boolean, spotsLeft: number | null, icsUrl: string, isOrganiser: boolean, organiser: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, counts: { __typename?: 'EventAttendanceCounts', going: number, interested: number, requested: number, approved: number, declined: number, waitlisted: number, paymentPending: number, attending: number }, myAttendance: { __typename?: 'EventAttendee', status: AttendanceStatus, waitlistPosition: number | null, paymentDueBy: string | null, ticketPayment: { __typename?: 'TicketPayment', provider: PaymentProviderKind, status: string, amountMinor: number, currency: string, checkoutUrl: string | null } | null } | null } };

export type AttendEventMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: AttendanceStatus;
}>;


export type AttendEventMutation = { __typename?: 'Mutation', attendEvent: { __typename?: 'Event', id: string, name: string, description: string, location: string, startDate: string, endDate: string, timezone: string, imageUrl: string | null, coverUnderReview: boolean, requireApproval: boolean, capacity: number | null, hasWaitlist: boolean, ticketPriceMinor: number, ticketCurrency: string | null, cancelled: boolean, spotsLeft: number | null, icsUrl: string, isOrganiser: boolean, organiser: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, counts: { __typename?: 'EventAttendanceCounts', going: number, interested: number, requested: number, approved: number, declined: number, waitlisted: number, paymentPending: number, attending: number }, myAttendance: { __typename?: 'EventAttendee', status: AttendanceStatus, waitlistPosition: number | null, paymentDueBy: string | null, ticketPayment: { __typename?: 'TicketPayment', provider: PaymentProviderKind, status: string, amountMinor: number, currency: string, checkoutUrl: string | null } | null } | null } };

export type LeaveEventMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LeaveEventMutation = { __typename?: 'Mutation', leaveEvent: { __typename?: 'Event', id: string, name: string, description: string, location: string, startDate: string, endDate: string, timezone: string, imageUrl: string | null, coverUnderReview: boolean, requireApproval: boolean, capacity: number | null, hasWaitlist: boolean, ticketPriceMinor: number, ticketCurrency: string | null, cancelled: boolean, spotsLeft: number | null, icsUrl: string, isOrganiser: boolean, organiser: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, counts: { __typename?: 'EventAttendanceCounts', going: number, interested: number, requested: number, approved: number, declined: number, waitlisted: number, paymentPending: number, attending: number }, myAttendance: { __typename?: 'EventAttendee', status: AttendanceStatus, waitlistPosition: number | null, paymentDueBy: string | null, ticketPayment: { __typename?: 'TicketPayment', provider: PaymentProviderKind, status: string, amountMinor: number, currency: string, checkoutUrl: string | null } | null } | null } };

export type DecideEventRequestMutationVariables = Exact<{
  eventId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
  approve: Scalars['Boolean']['input'];
}>;


export type DecideEventRequestMutation = { __typename?: 'Mutation', decideEventRequest: { __typename?: 'Event', id: string, name: string, description: string, location: string, startDate: string, endDate: string, timezone: string, imageUrl: string | null, coverUnderReview: boolean, requireApproval: boolean, capacity: number | null, hasWaitlist: boolean, ticketPriceMinor: number, ticketCurrency: string | null, cancelled: boolean, spotsLeft: number | null, icsUrl: string, isOrganiser: boolean, organiser: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, counts: { __typename?: 'EventAttendanceCounts', going: number, interested: number, requested: number, approved: number, declined: number, waitlisted: number, paymentPending: number, attending: number }, myAttendance: { __typename?: 'EventAttendee', status: AttendanceStatus, waitlistPosition: number | null, paymentDueBy: string | null, ticketPayment: { __typename?: 'TicketPayment', provider: PaymentProviderKind, status: string, amountMinor: number, currency: string, checkoutUrl: string | null } | null } | null } };

export type MapSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MapSettingsQuery = { __typename?: 'Query', mapSettings: { __typename?: 'MapSettings', mapboxToken: string | null } };

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

export type E2eeDeviceFragment = { __typename?: 'Device', id: string, name: string, keyPackagesAvailable: number, hasLastResortKeyPackage: boolean };

export type MyDevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDevicesQuery = { __typename?: 'Query', myDevices: Array<{ __typename?: 'Device', id: string, name: string, keyPackagesAvailable: number, hasLastResortKeyPackage: boolean }> };

export type RegisterDeviceMutationVariables = Exact<{
  name: Scalars['String']['input'];
}>;


export type RegisterDeviceMutation = { __typename?: 'Mutation', registerDevice: { __typename?: 'Device', id: string, name: string, keyPackagesAvailable: number, hasLastResortKeyPackage: boolean } };

export type PublishKeyPackagesMutationVariables = Exact<{
  deviceId: Scalars['ID']['input'];
  input: KeyPackagesInput;
}>;


export type PublishKeyPackagesMutation = { __typename?: 'Mutation', publishKeyPackages: { __typename?: 'Device', id: string, name: string, keyPackagesAvailable: number, hasLastResortKeyPackage: boolean } };

export type GroupHandshakesQueryVariables = Exact<{
  conversationId: Scalars['ID']['input'];
  deviceId: Scalars['ID']['input'];
  fromEpoch: InputMaybe<Scalars['Int']['input']>;
}>;


export type GroupHandshakesQuery = { __typename?: 'Query', groupHandshakes: { __typename?: 'GroupHandshakes', epoch: number, groupInfo: string | null, hasMore: boolean, welcome: { __typename?: 'GroupWelcome', epoch: number, welcome: string } | null, handshakes: Array<{ __typename?: 'Handshake', epoch: number, senderDeviceId: string, commit: string }>, additions: Array<{ __typename?: 'DeviceRef', userId: string, deviceId: string }>, removals: Array<{ __typename?: 'DeviceRef', userId: string, deviceId: string }> } };

export type ClaimKeyPackagesMutationVariables = Exact<{
  conversationId: Scalars['ID']['input'];
  input: InputMaybe<ClaimKeyPackagesInput>;
}>;


export type ClaimKeyPackagesMutation = { __typename?: 'Mutation', claimKeyPackages: { __typename?: 'KeyPackageClaim', keyPackages: Array<{ __typename?: 'ClaimedKeyPackage', userId: string, deviceId: string, keyPackage: string }>, exhausted: Array<{ __typename?: 'DeviceRef', userId: string, deviceId: string }> } };

export type CommitToGroupMutationVariables = Exact<{
  conversationId: Scalars['ID']['input'];
  input: GroupCommitInput;
}>;


export type CommitToGroupMutation = { __typename?: 'Mutation', commitToGroup: { __typename?: 'GroupEpoch', conversationId: string, epoch: number } };

export type SendEncryptedMessageMutationVariables = Exact<{
  conversationId: Scalars['ID']['input'];
  input: EncryptedMessageInput;
}>;


export type SendEncryptedMessageMutation = { __typename?: 'Mutation', sendEncryptedMessage: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }>, envelope: { __typename?: 'MessageEnvelope', epoch: number, kind: MessageKind, mls: string, senderDeviceId: string } | null } };

export type E2eeKeyBackupFragment = { __typename?: 'KeyBackup', kdf: string, iterations: number, salt: string, check: string, segments: number };

export type MyKeyBackupQueryVariables = Exact<{ [key: string]: never; }>;


export type MyKeyBackupQuery = { __typename?: 'Query', myKeyBackup: { __typename?: 'KeyBackup', kdf: string, iterations: number, salt: string, check: string, segments: number } | null };

export type SetUpKeyBackupMutationVariables = Exact<{
  input: KeyBackupInput;
}>;


export type SetUpKeyBackupMutation = { __typename?: 'Mutation', setUpKeyBackup: { __typename?: 'KeyBackup', kdf: string, iterations: number, salt: string, check: string, segments: number } };

export type AddBackupSegmentsMutationVariables = Exact<{
  input: BackupSegmentsInput;
}>;


export type AddBackupSegmentsMutation = { __typename?: 'Mutation', addBackupSegments: number };

export type BackupSegmentsQueryVariables = Exact<{
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type BackupSegmentsQuery = { __typename?: 'Query', backupSegments: { __typename?: 'BackupSegmentPage', endCursor: string | null, hasNextPage: boolean, nodes: Array<{ __typename?: 'BackupSegment', conversationId: string, data: string }> } };

export type DeleteKeyBackupMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteKeyBackupMutation = { __typename?: 'Mutation', deleteKeyBackup: boolean };

export type RevokeDeviceMutationVariables = Exact<{
  deviceId: Scalars['ID']['input'];
}>;


export type RevokeDeviceMutation = { __typename?: 'Mutation', revokeDevice: { __typename?: 'Device', id: string } };

export type ChatUserFragment = { __typename?: 'User', id: string, name: string, username: string, image: string | null };

export type SharedPostCardFragment = { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } };

export type ChatMessageFragment = { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }>, envelope: { __typename?: 'MessageEnvelope', epoch: number, kind: MessageKind, mls: string, senderDeviceId: string } | null };

export type ChatConversationFragment = { __typename?: 'Conversation', id: string, name: string | null, unreadCount: number, encrypted: boolean, groupEpoch: number, createdAt: string, updatedAt: string, users: Array<{ __typename?: 'User', id: string, name: string, username: string, image: string | null }>, latestMessage: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }>, envelope: { __typename?: 'MessageEnvelope', epoch: number, kind: MessageKind, mls: string, senderDeviceId: string } | null } | null };

export type ConversationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConversationsQuery = { __typename?: 'Query', conversations: Array<{ __typename?: 'Conversation', id: string, name: string | null, unreadCount: number, encrypted: boolean, groupEpoch: number, createdAt: string, updatedAt: string, users: Array<{ __typename?: 'User', id: string, name: string, username: string, image: string | null }>, latestMessage: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }>, envelope: { __typename?: 'MessageEnvelope', epoch: number, kind: MessageKind, mls: string, senderDeviceId: string } | null } | null }> };

export type ConversationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConversationQuery = { __typename?: 'Query', conversation: { __typename?: 'Conversation', id: string, name: string | null, unreadCount: number, encrypted: boolean, groupEpoch: number, createdAt: string, updatedAt: string, users: Array<{ __typename?: 'User', id: string, name: string, username: string, image: string | null }>, latestMessage: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }>, envelope: { __typename?: 'MessageEnvelope', epoch: number, kind: MessageKind, mls: string, senderDeviceId: string } | null } | null } };

export type ConversationPinsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConversationPinsQuery = { __typename?: 'Query', conversation: { __typename?: 'Conversation', id: string, pinnedMessages: Array<{ __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }>, envelope: { __typename?: 'MessageEnvelope', epoch: number, kind: MessageKind, mls: string, senderDeviceId: string } | null }> } };

export type ConversationMessagesQueryVariables = Exact<{
  conversationId: Scalars['ID']['input'];
  first: InputMaybe<Scalars['Int']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
}>;


export type ConversationMessagesQuery = { __typename?: 'Query', messages: { __typename?: 'MessagePage', nodes: Array<{ __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }>, envelope: { __typename?: 'MessageEnvelope', epoch: number, kind: MessageKind, mls: string, senderDeviceId: string } | null }>, pageInfo: { __typename?: 'MessagePageInfo', hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type MissedMessagesQueryVariables = Exact<{
  after: Scalars['String']['input'];
  first: InputMaybe<Scalars['Int']['input']>;
}>;


export type MissedMessagesQuery = { __typename?: 'Query', missedMessages: { __typename?: 'MessagePage', nodes: Array<{ __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }>, envelope: { __typename?: 'MessageEnvelope', epoch: number, kind: MessageKind, mls: string, senderDeviceId: string } | null }>, pageInfo: { __typename?: 'MessagePageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type NewestMessageQueryVariables = Exact<{ [key: string]: never; }>;


export type NewestMessageQuery = { __typename?: 'Query', messages: { __typename?: 'MessagePage', nodes: Array<{ __typename?: 'Message', id: string, seq: string, cursor: string }> } };

export type UnreadMessageCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadMessageCountQuery = { __typename?: 'Query', unreadMessageCount: number };

export type CreateConversationMutationVariables = Exact<{
  targetUserId: Scalars['ID']['input'];
}>;


export type CreateConversationMutation = { __typename?: 'Mutation', createConversation: { __typename?: 'Conversation', id: string, name: string | null, unreadCount: number, encrypted: boolean, groupEpoch: number, createdAt: string, updatedAt: string, users: Array<{ __typename?: 'User', id: string, name: string, username: string, image: string | null }>, latestMessage: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }>, envelope: { __typename?: 'MessageEnvelope', epoch: number, kind: MessageKind, mls: string, senderDeviceId: string } | null } | null } };

export type SendMessageMutationVariables = Exact<{
  input: SendMessageInput;
}>;


export type SendMessageMutation = { __typename?: 'Mutation', sendMessage: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }>, envelope: { __typename?: 'MessageEnvelope', epoch: number, kind: MessageKind, mls: string, senderDeviceId: string } | null } };

export type ToggleReactionMutationVariables = Exact<{
  messageId: Scalars['ID']['input'];
  emoji: Scalars['String']['input'];
}>;


export type ToggleReactionMutation = { __typename?: 'Mutation', toggleReaction: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }>, envelope: { __typename?: 'MessageEnvelope', epoch: number, kind: MessageKind, mls: string, senderDeviceId: string } | null } };

export type MarkConversationSeenMutationVariables = Exact<{
  conversationId: Scalars['ID']['input'];
}>;


export type MarkConversationSeenMutation = { __typename?: 'Mutation', markConversationSeen: { __typename?: 'Conversation', id: string, unreadCount: number } };

export type PinMessageMutationVariables = Exact<{
  messageId: Scalars['ID']['input'];
  pinned: Scalars['Boolean']['input'];
}>;


export type PinMessageMutation = { __typename?: 'Mutation', pinMessage: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }>, envelope: { __typename?: 'MessageEnvelope', epoch: number, kind: MessageKind, mls: string, senderDeviceId: string } | null } };

export type ConversationCreatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ConversationCreatedSubscription = { __typename?: 'Subscription', conversationCreated: { __typename?: 'Conversation', id: string, name: string | null, unreadCount: number, encrypted: boolean, groupEpoch: number, createdAt: string, updatedAt: string, users: Array<{ __typename?: 'User', id: string, name: string, username: string, image: string | null }>, latestMessage: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }>, envelope: { __typename?: 'MessageEnvelope', epoch: number, kind: MessageKind, mls: string, senderDeviceId: string } | null } | null } };

export type ConversationUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ConversationUpdatedSubscription = { __typename?: 'Subscription', conversationUpdated: { __typename?: 'Conversation', id: string, name: string | null, unreadCount: number, encrypted: boolean, groupEpoch: number, createdAt: string, updatedAt: string, pinnedMessages: Array<{ __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }>, envelope: { __typename?: 'MessageEnvelope', epoch: number, kind: MessageKind, mls: string, senderDeviceId: string } | null }>, users: Array<{ __typename?: 'User', id: string, name: string, username: string, image: string | null }>, latestMessage: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }>, envelope: { __typename?: 'MessageEnvelope', epoch: number, kind: MessageKind, mls: string, senderDeviceId: string } | null } | null } };

export type MessageCreatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MessageCreatedSubscription = { __typename?: 'Subscription', messageCreated: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }>, envelope: { __typename?: 'MessageEnvelope', epoch: number, kind: MessageKind, mls: string, senderDeviceId: string } | null } };

export type MessageUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MessageUpdatedSubscription = { __typename?: 'Subscription', messageUpdated: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, mediaType: MediaType | null, createdAt: string, seen: boolean, pinned: boolean, clientId: string | null, cursor: string, seq: string, sender: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, seenBy: Array<{ __typename?: 'User', id: string }>, replyTo: { __typename?: 'MessageReply', id: string, body: string, image: string | null, sender: { __typename?: 'User', id: string, name: string } } | null, sharedPost: { __typename?: 'Post', id: string, content: string, medias: Array<{ __typename?: 'Media', url: string, type: string }>, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null } } | null, reactions: Array<{ __typename?: 'Reaction', id: string, emoji: string, userId: string, messageId: string, createdAt: string, user: { __typename?: 'User', id: string, name: string } }>, envelope: { __typename?: 'MessageEnvelope', epoch: number, kind: MessageKind, mls: string, senderDeviceId: string } | null } };

export type MessageRemovedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MessageRemovedSubscription = { __typename?: 'Subscription', messageRemoved: { __typename?: 'RemovedMessage', id: string, conversationId: string } };

export type ActiveUsersSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ActiveUsersSubscription = { __typename?: 'Subscription', activeUsers: Array<string> };

export type NotificationItemFragment = { __typename?: 'Notification', id: string, type: NotificationKind, message: string, read: boolean, createdAt: string, cursor: string, eventId: string | null, challengeId: string | null, communityId: string | null, actor: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, post: { __typename?: 'Post', id: string, content: string, user: { __typename?: 'User', id: string, username: string } } | null };

export type NotificationsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  unreadOnly: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type NotificationsQuery = { __typename?: 'Query', notifications: { __typename?: 'NotificationConnection', unreadCount: number, nodes: Array<{ __typename?: 'Notification', id: string, type: NotificationKind, message: string, read: boolean, createdAt: string, cursor: string, eventId: string | null, challengeId: string | null, communityId: string | null, actor: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, post: { __typename?: 'Post', id: string, content: string, user: { __typename?: 'User', id: string, username: string } } | null }>, pageInfo: { __typename?: 'FeedPageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQuery = { __typename?: 'Query', unreadNotificationCount: number };

export type NotificationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationPreferencesQuery = { __typename?: 'Query', notificationPreferences: { __typename?: 'NotificationPreferences', likes: boolean, follows: boolean, replies: boolean, mentions: boolean, quotes: boolean, reposts: boolean, events: boolean, challenges: boolean } };

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


export type UpdateNotificationPreferencesMutation = { __typename?: 'Mutation', updateNotificationPreferences: { __typename?: 'NotificationPreferences', likes: boolean, follows: boolean, replies: boolean, mentions: boolean, quotes: boolean, reposts: boolean, events: boolean, challenges: boolean } };

export type NotificationCreatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationCreatedSubscription = { __typename?: 'Subscription', notificationCreated: { __typename?: 'Notification', id: string, type: NotificationKind, message: string, read: boolean, createdAt: string, cursor: string, eventId: string | null, challengeId: string | null, communityId: string | null, actor: { __typename?: 'User', id: string, name: string, username: string, image: string | null }, post: { __typename?: 'Post', id: string, content: string, user: { __typename?: 'User', id: string, username: string } } | null } };

export type PostAuthorFragment = { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean };

export type PostPollFragment = { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> };

export type PostRouteFragment = { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> };

export type PostMealFragment = { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null };

export type PostExerciseAnalysisFragment = { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> };

export type PostBodyFragment = { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null };

export type FeedPostFragment = { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, originalPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null };

export type HomeFeedQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type HomeFeedQuery = { __typename?: 'Query', homeFeed: { __typename?: 'PostConnection', nodes: Array<{ __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, originalPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null }>, pageInfo: { __typename?: 'FeedPageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type UserPostsQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type UserPostsQuery = { __typename?: 'Query', userPosts: { __typename?: 'PostConnection', nodes: Array<{ __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, originalPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null }>, pageInfo: { __typename?: 'FeedPageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type PostByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostByIdQuery = { __typename?: 'Query', post: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, originalPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } };

export type PostThreadQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostThreadQuery = { __typename?: 'Query', postThread: Array<{ __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, originalPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null }> };

export type PostRepliesQueryVariables = Exact<{
  postId: Scalars['ID']['input'];
  skip: InputMaybe<Scalars['Int']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
}>;


export type PostRepliesQuery = { __typename?: 'Query', replies: Array<{ __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, originalPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null }> };

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


export type QuotePostMutation = { __typename?: 'Mutation', quotePost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, originalPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } };

export type CreateReplyMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  input: ReplyInput;
}>;


export type CreateReplyMutation = { __typename?: 'Mutation', createReply: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, originalPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } };

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

export type ProfileUserFragment = { __typename?: 'User', id: string, name: string, username: string, image: string | null, pendingImage: string | null, bio: string | null, bioLink: string | null, profileURL: string, followers: number, following: number, createdAt: string, suspended: boolean };

export type UserByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UserByIdQuery = { __typename?: 'Query', user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, pendingImage: string | null, bio: string | null, bioLink: string | null, profileURL: string, followers: number, following: number, createdAt: string, suspended: boolean } };

export type FindUserQueryVariables = Exact<{
  id: InputMaybe<Scalars['ID']['input']>;
  username: InputMaybe<Scalars['String']['input']>;
}>;


export type FindUserQuery = { __typename?: 'Query', findUser: { __typename?: 'User', id: string, name: string, username: string, image: string | null, pendingImage: string | null, bio: string | null, bioLink: string | null, profileURL: string, followers: number, following: number, createdAt: string, suspended: boolean } };

export type SearchUsersQueryVariables = Exact<{
  q: Scalars['String']['input'];
  first: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchUsersQuery = { __typename?: 'Query', searchUsers: Array<{ __typename?: 'User', id: string, name: string, username: string, image: string | null }> };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'User', email: string | null, id: string, name: string, username: string, image: string | null, pendingImage: string | null, bio: string | null, bioLink: string | null, profileURL: string, followers: number, following: number, createdAt: string, suspended: boolean } };

export type UserUpdatedSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UserUpdatedSubscription = { __typename?: 'Subscription', userUpdated: { __typename?: 'User', id: string, name: string, username: string, image: string | null, pendingImage: string | null, bio: string | null, bioLink: string | null, profileURL: string, followers: number, following: number, createdAt: string, suspended: boolean } };

export type ImportActivityMutationVariables = Exact<{
  input: ImportActivityInput;
}>;


export type ImportActivityMutation = { __typename?: 'Mutation', importActivity: { __typename?: 'Activity', id: string, type: string, distance: number, post: { __typename?: 'Post', id: string } | null } };

export type MyActivitiesQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type MyActivitiesQuery = { __typename?: 'Query', myActivities: { __typename?: 'ActivityConnection', nodes: Array<{ __typename?: 'Activity', id: string, source: string, type: string, startedAt: string, duration: number | null, distance: number, pace: number | null, elevationGain: number | null, post: { __typename?: 'Post', id: string } | null }>, pageInfo: { __typename?: 'ActivityPageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type AssistantMessageItemFragment = { __typename?: 'AssistantMessage', id: string, conversationId: string, role: AssistantRole, content: string, mode: AssistantReplyMode | null, state: AssistantMessageState, error: string | null, createdAt: string, citations: Array<{ __typename?: 'PassageSource', kind: HealthSource, id: string, title: string, url: string | null }> };

export type AssistantConversationsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type AssistantConversationsQuery = { __typename?: 'Query', assistantConversations: { __typename?: 'AssistantConversationConnection', nodes: Array<{ __typename?: 'AssistantConversation', id: string, title: string, updatedAt: string }>, pageInfo: { __typename?: 'AssistantPageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type AssistantConversationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AssistantConversationQuery = { __typename?: 'Query', assistantConversation: { __typename?: 'AssistantConversation', id: string, title: string, messages: Array<{ __typename?: 'AssistantMessage', id: string, conversationId: string, role: AssistantRole, content: string, mode: AssistantReplyMode | null, state: AssistantMessageState, error: string | null, createdAt: string, citations: Array<{ __typename?: 'PassageSource', kind: HealthSource, id: string, title: string, url: string | null }> }> } };

export type SendAssistantMessageMutationVariables = Exact<{
  input: SendAssistantMessageInput;
}>;


export type SendAssistantMessageMutation = { __typename?: 'Mutation', sendAssistantMessage: { __typename?: 'AssistantMessage', id: string, conversationId: string, role: AssistantRole, content: string, mode: AssistantReplyMode | null, state: AssistantMessageState, error: string | null, createdAt: string, citations: Array<{ __typename?: 'PassageSource', kind: HealthSource, id: string, title: string, url: string | null }> } };

export type AssistantReplySubscriptionVariables = Exact<{
  assistantConversationId: Scalars['ID']['input'];
}>;


export type AssistantReplySubscription = { __typename?: 'Subscription', assistantReply: { __typename?: 'AssistantMessage', id: string, conversationId: string, role: AssistantRole, content: string, mode: AssistantReplyMode | null, state: AssistantMessageState, error: string | null, createdAt: string, citations: Array<{ __typename?: 'PassageSource', kind: HealthSource, id: string, title: string, url: string | null }> } };

export type AssistantStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type AssistantStatusQuery = { __typename?: 'Query', assistantStatus: { __typename?: 'AssistantStatus', retrieval: AssistantRetrieval, model: boolean } };

export type CalendarEventFieldsFragment = { __typename?: 'CalendarEvent', id: string, title: string, description: string, startsAt: string, endsAt: string, allDay: boolean, timezone: string, location: string, kind: CalendarEventKind };

export type CalendarEventsQueryVariables = Exact<{
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
}>;


export type CalendarEventsQuery = { __typename?: 'Query', calendarEvents: Array<{ __typename?: 'CalendarEvent', id: string, title: string, description: string, startsAt: string, endsAt: string, allDay: boolean, timezone: string, location: string, kind: CalendarEventKind }> };

export type CreateCalendarEventMutationVariables = Exact<{
  input: CalendarEventInput;
}>;


export type CreateCalendarEventMutation = { __typename?: 'Mutation', createCalendarEvent: { __typename?: 'CalendarEvent', id: string, title: string, description: string, startsAt: string, endsAt: string, allDay: boolean, timezone: string, location: string, kind: CalendarEventKind } };

export type UpdateCalendarEventMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CalendarEventUpdateInput;
}>;


export type UpdateCalendarEventMutation = { __typename?: 'Mutation', updateCalendarEvent: { __typename?: 'CalendarEvent', id: string, title: string, description: string, startsAt: string, endsAt: string, allDay: boolean, timezone: string, location: string, kind: CalendarEventKind } };

export type DeleteCalendarEventMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCalendarEventMutation = { __typename?: 'Mutation', deleteCalendarEvent: string };

export type CalendarWeekSummaryQueryVariables = Exact<{
  date: InputMaybe<Scalars['String']['input']>;
  timezone: InputMaybe<Scalars['String']['input']>;
}>;


export type CalendarWeekSummaryQuery = { __typename?: 'Query', calendarSummary: { __typename?: 'CalendarSummary', eventCount: number, busyMinutes: number, byKind: Array<{ __typename?: 'CalendarKindSummary', kind: CalendarEventKind, count: number, minutes: number }> } };

export type CalendarRecordsQueryVariables = Exact<{
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
}>;


export type CalendarRecordsQuery = { __typename?: 'Query', calendarRecords: { __typename?: 'CalendarRecords', more: boolean, activities: Array<{ __typename?: 'Activity', id: string, type: string, startedAt: string, duration: number | null, distance: number, post: { __typename?: 'Post', id: string } | null }>, meals: Array<{ __typename?: 'LoggedMeal', id: string, name: string, eatenAt: string, postId: string | null, nutritionalInfo: { __typename?: 'MealNutrition', calories: number } }> } };

export type CalendarPreferencesFieldsFragment = { __typename?: 'CalendarPreferences', showActivities: boolean, showMeals: boolean };

export type CalendarPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarPreferencesQuery = { __typename?: 'Query', calendarPreferences: { __typename?: 'CalendarPreferences', showActivities: boolean, showMeals: boolean } };

export type UpdateCalendarPreferencesMutationVariables = Exact<{
  input: CalendarPreferencesInput;
}>;


export type UpdateCalendarPreferencesMutation = { __typename?: 'Mutation', updateCalendarPreferences: { __typename?: 'CalendarPreferences', showActivities: boolean, showMeals: boolean } };

export type DailySummaryQueryVariables = Exact<{
  timezone: InputMaybe<Scalars['String']['input']>;
}>;


export type DailySummaryQuery = { __typename?: 'Query', dailySummary: { __typename?: 'DailySummary', date: string, timezone: string, endurance: number | null, appraisal: number | null, sleep: number | null, workout: number | null, nutrition: number | null, productivity: number | null, hasData: boolean, explanations: Array<{ __typename?: 'DailyScoreExplanation', key: string, label: string, measures: string, data: string, raise: string }> } };

export type HealthGoalFragment = { __typename?: 'Goal', id: string, name: string, current: number, target: number, unit: string, metric: GoalMetric | null, progress: number, source: GoalSource, sample: boolean };

export type HealthGoalsQueryVariables = Exact<{
  timezone: InputMaybe<Scalars['String']['input']>;
}>;


export type HealthGoalsQuery = { __typename?: 'Query', healthGoals: Array<{ __typename?: 'Goal', id: string, name: string, current: number, target: number, unit: string, metric: GoalMetric | null, progress: number, source: GoalSource, sample: boolean }> };

export type CreateGoalMutationVariables = Exact<{
  input: GoalInput;
  timezone: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateGoalMutation = { __typename?: 'Mutation', createGoal: { __typename?: 'Goal', id: string, name: string, current: number, target: number, unit: string, metric: GoalMetric | null, progress: number, source: GoalSource, sample: boolean } };

export type UpdateGoalProgressMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  current: Scalars['Float']['input'];
  timezone: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateGoalProgressMutation = { __typename?: 'Mutation', updateGoalProgress: { __typename?: 'Goal', id: string, name: string, current: number, target: number, unit: string, metric: GoalMetric | null, progress: number, source: GoalSource, sample: boolean } };

export type DeleteGoalMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteGoalMutation = { __typename?: 'Mutation', deleteGoal: string };

export type LongevityTipsQueryVariables = Exact<{ [key: string]: never; }>;


export type LongevityTipsQuery = { __typename?: 'Query', longevityTips: Array<{ __typename?: 'Tip', id: string, title: string, text: string, source: string, url: string }> };

export type ExerciseCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type ExerciseCatalogueQuery = { __typename?: 'Query', exerciseCatalogue: Array<{ __typename?: 'Exercise', id: string, name: string, scored: boolean, bodyParts: Array<string>, limitations: Array<{ __typename?: 'Limitation', id: string, name: string, bodyPart: string, severity: LimitationSeverity, affects: Array<string> }> }> };

export type RecordExerciseAnalysisMutationVariables = Exact<{
  input: ExerciseAnalysisInput;
}>;


export type RecordExerciseAnalysisMutation = { __typename?: 'Mutation', recordExerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string } };

export type PostExerciseAnalysisMutationVariables = Exact<{
  input: CreatePostInput;
}>;


export type PostExerciseAnalysisMutation = { __typename?: 'Mutation', createPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, originalPost: { __typename?: 'Post', id: string, userId: string, content: string, type: PostType, locationName: string | null, likeCount: number, repostCount: number, quoteCount: number, replyCount: number, bookmarkCount: number, viewCount: number, liked: boolean, bookmarked: boolean, reposted: boolean, originalPostId: string | null, parentId: string | null, status: PostStatus, createdAt: string, cursor: string, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } | null, user: { __typename?: 'User', id: string, name: string, username: string, image: string | null, bio: string | null, followers: number, following: number, followedByMe: boolean }, medias: Array<{ __typename?: 'Media', url: string, type: string }>, routeData: { __typename?: 'RouteData', type: string, date: string | null, duration: number | null, distance: number | null, averageSpeed: number | null, elevationGain: number | null, steps: number | null, calories: number | null, location: string | null, coordinates: Array<{ __typename?: 'RoutePoint', latitude: number, longitude: number }> } | null, meal: { __typename?: 'Meal', name: string, description: string | null, calories: number | null, protein: number | null, ingredients: Array<string>, cuisineType: string | null, carbs: { __typename?: 'MealCarbs', total: number | null, fiber: number | null, sugar: number | null } | null, fats: { __typename?: 'MealFats', total: number | null, saturated: number | null } | null, nutritionalInfo: { __typename?: 'NutritionalInfo', calories: number | null, servingSize: string | null, protein: number | null, carbs: number | null, fats: number | null, qualityScore: number | null } | null } | null, exerciseAnalysis: { __typename?: 'ExerciseAnalysis', id: string, exerciseType: string, repCount: number, averageScore: number | null, videoUrl: string | null, repScores: Array<{ __typename?: 'RepScore', rep: number, score: number, details: Array<string> }> } | null, challenge: { __typename?: 'Challenge', id: string } | null, poll: { __typename?: 'Poll', id: string, postId: string, endTime: string, ended: boolean, hasVoted: boolean, myVoteOptionId: string | null, totalVotes: number, options: Array<{ __typename?: 'PollOption', id: string, text: string, votes: number }> } | null } };

export type LimitationFieldsFragment = { __typename?: 'Limitation', id: string, kind: LimitationKind, name: string, bodyPart: string, severity: LimitationSeverity, notes: string, affects: Array<string>, startedOn: string, endedOn: string | null };

export type MyLimitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLimitationsQuery = { __typename?: 'Query', myLimitations: Array<{ __typename?: 'Limitation', id: string, kind: LimitationKind, name: string, bodyPart: string, severity: LimitationSeverity, notes: string, affects: Array<string>, startedOn: string, endedOn: string | null }>, exerciseCatalogue: Array<{ __typename?: 'Exercise', id: string, name: string, scored: boolean, limitations: Array<{ __typename?: 'Limitation', id: string }> }> };

export type RecordLimitationMutationVariables = Exact<{
  input: LimitationInput;
}>;


export type RecordLimitationMutation = { __typename?: 'Mutation', recordLimitation: { __typename?: 'Limitation', id: string, kind: LimitationKind, name: string, bodyPart: string, severity: LimitationSeverity, notes: string, affects: Array<string>, startedOn: string, endedOn: string | null } };

export type EndLimitationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EndLimitationMutation = { __typename?: 'Mutation', endLimitation: { __typename?: 'Limitation', id: string, kind: LimitationKind, name: string, bodyPart: string, severity: LimitationSeverity, notes: string, affects: Array<string>, startedOn: string, endedOn: string | null } };

export type DeleteLimitationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteLimitationMutation = { __typename?: 'Mutation', deleteLimitation: string };

export type MealAnalyzeMutationVariables = Exact<{
  input: AnalyzeMealInput;
}>;


export type MealAnalyzeMutation = { __typename?: 'Mutation', analyzeMeal: { __typename?: 'MealAnalysis', id: string, source: string, message: string | null, foodDetection: { __typename?: 'MealFoodDetection', mainDish: string | null, cuisineType: string | null }, nutritionalAnalysis: { __typename?: 'MealNutritionalAnalysis', estimatedCalories: number, servingSize: string, macronutrients: { __typename?: 'MealMacronutrients', protein: number, carbs: number, fats: number, fiber: number, sugar: number, saturatedFat: number } }, dietaryNotes: { __typename?: 'MealDietaryNotes', healthRating: string, qualityScore: number, allergens: Array<string>, dietaryCategory: Array<string> }, nutrition: { __typename?: 'MealNutrition', vitamins: Array<string>, minerals: Array<string>, sodiumMg: number | null }, foods: Array<{ __typename?: 'MealFood', name: string, foodId: string, foodName: string, grams: number, calories: number }> } };

export type MealPreviewOverlayMutationVariables = Exact<{
  input: MealOverlayInput;
}>;


export type MealPreviewOverlayMutation = { __typename?: 'Mutation', previewMealOverlay: { __typename?: 'MealOverlay', overlayImageUrl: string } };

export type MealPostMutationVariables = Exact<{
  input: PostMealInput;
}>;


export type MealPostMutation = { __typename?: 'Mutation', postMeal: { __typename?: 'PostedMeal', meal: { __typename?: 'LoggedMeal', id: string, postId: string | null }, post: { __typename?: 'Post', id: string } } };

export type MealCreatePostMutationVariables = Exact<{
  input: CreatePostInput;
}>;


export type MealCreatePostMutation = { __typename?: 'Mutation', createPost: { __typename?: 'Post', id: string } };

export type FoodMatchesQueryVariables = Exact<{
  q: Scalars['String']['input'];
}>;


export type FoodMatchesQuery = { __typename?: 'Query', searchFoods: Array<{ __typename?: 'Food', id: string, name: string, caloriesPer100g: number }> };

export type LogDiaryMealMutationVariables = Exact<{
  input: LogMealInput;
}>;


export type LogDiaryMealMutation = { __typename?: 'Mutation', logMeal: { __typename?: 'LoggedMeal', id: string, name: string, loggedOn: string } };

export type MealDeleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MealDeleteMutation = { __typename?: 'Mutation', deleteMeal: boolean };

export type FoodDiaryCardQueryVariables = Exact<{
  date: InputMaybe<Scalars['String']['input']>;
  timezone: InputMaybe<Scalars['String']['input']>;
}>;


export type FoodDiaryCardQuery = { __typename?: 'Query', foodDiary: { __typename?: 'FoodDiary', date: string, meals: Array<{ __typename?: 'LoggedMeal', id: string, name: string, eatenAt: string, qualityScore: number, grade: string, nutritionalInfo: { __typename?: 'MealNutrition', calories: number, protein: number, carbs: number, fats: number, fiber: number, sugar: number, sodiumMg: number | null } }>, totals: { __typename?: 'DiaryAmounts', calories: number, protein: number, carbs: number, fats: number, fiber: number }, targets: { __typename?: 'DiaryAmounts', calories: number, protein: number, carbs: number, fats: number, fiber: number }, remaining: { __typename?: 'DiaryAmounts', calories: number } } };

export type WearableConnectionFieldsFragment = { __typename?: 'WearableConnection', id: string, provider: WearableProvider, mode: WearableMode, status: WearableConnectionStatus, keyHint: string, lastSyncedAt: string | null };

export type SyncJobFieldsFragment = { __typename?: 'SyncJob', id: string, provider: WearableProvider, state: SyncJobState, progress: number, records: number, error: string | null };

export type WearableConnectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type WearableConnectionsQuery = { __typename?: 'Query', wearableConnections: Array<{ __typename?: 'WearableConnection', id: string, provider: WearableProvider, mode: WearableMode, status: WearableConnectionStatus, keyHint: string, lastSyncedAt: string | null }> };

export type WearableDaysQueryVariables = Exact<{
  query: InputMaybe<WearableDataQuery>;
}>;


export type WearableDaysQuery = { __typename?: 'Query', wearableData: Array<{ __typename?: 'WearableRecord', id: string, provider: WearableProvider, date: string, data: { __typename?: 'WearableMetrics', steps: number | null, calories: number | null, distance: number | null, activeMinutes: number | null, heartRate: number | null, restingHeartRate: number | null, bloodOxygen: number | null, sleepScore: number | null, sleepMinutes: number | null, readinessScore: number | null, strain: number | null, hrvMs: number | null, lastUpdated: string } }> };

export type WearableSyncJobQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type WearableSyncJobQuery = { __typename?: 'Query', syncJob: { __typename?: 'SyncJob', id: string, provider: WearableProvider, state: SyncJobState, progress: number, records: number, error: string | null } };

export type ConnectWearableMutationVariables = Exact<{
  input: ConnectWearableInput;
}>;


export type ConnectWearableMutation = { __typename?: 'Mutation', connectWearable: { __typename?: 'WearableConnection', id: string, provider: WearableProvider, mode: WearableMode, status: WearableConnectionStatus, keyHint: string, lastSyncedAt: string | null } };

export type SyncWearablesMutationVariables = Exact<{
  input: InputMaybe<SyncWearablesInput>;
}>;


export type SyncWearablesMutation = { __typename?: 'Mutation', syncWearables: Array<{ __typename?: 'SyncJob', id: string, provider: WearableProvider, state: SyncJobState, progress: number, records: number, error: string | null }> };

export type ImportHealthExportMutationVariables = Exact<{
  input: ImportHealthExportInput;
}>;


export type ImportHealthExportMutation = { __typename?: 'Mutation', importHealthExport: { __typename?: 'SyncJob', id: string, provider: WearableProvider, state: SyncJobState, progress: number, records: number, error: string | null } };

export type MedicalScanCardFragment = { __typename?: 'MedicalScan', id: string, name: string, description: string, bodyPart: string, scanType: MedicalScanType, modality: string, scanDate: string, fileCount: number, seriesCount: number };

export type MedicalScansQueryVariables = Exact<{
  filter: InputMaybe<MedicalScanFilter>;
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type MedicalScansQuery = { __typename?: 'Query', medicalScans: { __typename?: 'MedicalScanConnection', nodes: Array<{ __typename?: 'MedicalScan', id: string, name: string, description: string, bodyPart: string, scanType: MedicalScanType, modality: string, scanDate: string, fileCount: number, seriesCount: number }>, pageInfo: { __typename?: 'MedicalScanPageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type MedicalScanDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MedicalScanDetailQuery = { __typename?: 'Query', medicalScan: { __typename?: 'MedicalScan', createdAt: string, id: string, name: string, description: string, bodyPart: string, scanType: MedicalScanType, modality: string, scanDate: string, fileCount: number, seriesCount: number, patient: { __typename?: 'MedicalPatient', name: string | null, patientId: string | null, birthDate: string | null, sex: string | null, age: string | null, institution: string | null, referringPhysician: string | null, accessionNumber: string | null } | null } };

export type MedicalScanViewerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MedicalScanViewerQuery = { __typename?: 'Query', medicalScanManifest: { __typename?: 'MedicalScanManifest', scanId: string, presets: Array<{ __typename?: 'MedicalViewingPreset', name: string, windowWidth: number, windowCenter: number }>, studies: Array<{ __typename?: 'MedicalStudy', studyInstanceUid: string, description: string | null, series: Array<{ __typename?: 'MedicalSeries', seriesInstanceUid: string, seriesNumber: number | null, description: string | null, modality: string | null, rows: number | null, columns: number | null, windowCenter: number | null, windowWidth: number | null, instances: Array<{ __typename?: 'MedicalInstance', id: string, instanceNumber: number | null, url: string }> }> }> } };

export type MedicalScanAccessQueryVariables = Exact<{
  scanId: Scalars['ID']['input'];
  first: InputMaybe<Scalars['Int']['input']>;
}>;


export type MedicalScanAccessQuery = { __typename?: 'Query', medicalScanAccessLog: { __typename?: 'MedicalAccessConnection', nodes: Array<{ __typename?: 'MedicalAccessEntry', id: string, actorId: string | null, action: MedicalAccessAction, allowed: boolean, at: string }> } };

export type CreateMedicalUploadUrlMutationVariables = Exact<{
  input: MedicalUploadUrlInput;
}>;


export type CreateMedicalUploadUrlMutation = { __typename?: 'Mutation', createMedicalUploadUrl: { __typename?: 'MedicalUploadUrl', uploadId: string, uploadUrl: string, maxBytes: number } };

export type CreateMedicalScanMutationVariables = Exact<{
  input: CreateMedicalScanInput;
}>;


export type CreateMedicalScanMutation = { __typename?: 'Mutation', createMedicalScan: { __typename?: 'MedicalScan', id: string, name: string, description: string, bodyPart: string, scanType: MedicalScanType, modality: string, scanDate: string, fileCount: number, seriesCount: number } };

export type DeleteMedicalScanMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteMedicalScanMutation = { __typename?: 'Mutation', deleteMedicalScan: string };

export type ReportContentMutationVariables = Exact<{
  input: ReportContentInput;
}>;


export type ReportContentMutation = { __typename?: 'Mutation', reportContent: { __typename?: 'ContentReport', id: string, status: ReportStatus } };

export type ModerationCaseFieldsFragment = { __typename?: 'ModerationCase', id: string, kind: ReportKind, targetId: string, status: ReportStatus, reportCount: number, reasons: Array<ReportReason>, automatic: boolean, lastReportedAt: string, resolution: ReportResolution | null, note: string | null, content: { __typename?: 'ReportedContent', text: string, mediaUrls: Array<string>, authorId: string | null, createdAt: string | null, claimed: boolean }, reports: Array<{ __typename?: 'ModerationReport', id: string, reporter: string, reporterId: string | null, reason: ReportReason, details: string | null, evidence: string | null, createdAt: string }> };

export type ModerationQueueQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  kind: InputMaybe<ReportKind>;
  status: InputMaybe<ReportStatus>;
  reason: InputMaybe<ReportReason>;
}>;


export type ModerationQueueQuery = { __typename?: 'Query', moderationQueue: { __typename?: 'ModerationCasePage', nodes: Array<{ __typename?: 'ModerationCase', id: string, kind: ReportKind, targetId: string, status: ReportStatus, reportCount: number, reasons: Array<ReportReason>, automatic: boolean, lastReportedAt: string, resolution: ReportResolution | null, note: string | null, content: { __typename?: 'ReportedContent', text: string, mediaUrls: Array<string>, authorId: string | null, createdAt: string | null, claimed: boolean }, reports: Array<{ __typename?: 'ModerationReport', id: string, reporter: string, reporterId: string | null, reason: ReportReason, details: string | null, evidence: string | null, createdAt: string }> }>, pageInfo: { __typename?: 'ModerationCasePageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ResolveReportMutationVariables = Exact<{
  input: ResolveReportInput;
}>;


export type ResolveReportMutation = { __typename?: 'Mutation', resolveReport: { __typename?: 'ModerationCase', id: string, kind: ReportKind, targetId: string, status: ReportStatus, reportCount: number, reasons: Array<ReportReason>, automatic: boolean, lastReportedAt: string, resolution: ReportResolution | null, note: string | null, content: { __typename?: 'ReportedContent', text: string, mediaUrls: Array<string>, authorId: string | null, createdAt: string | null, claimed: boolean }, reports: Array<{ __typename?: 'ModerationReport', id: string, reporter: string, reporterId: string | null, reason: ReportReason, details: string | null, evidence: string | null, createdAt: string }> } };

export type QuickActionsStateQueryVariables = Exact<{ [key: string]: never; }>;


export type QuickActionsStateQuery = { __typename?: 'Query', quickActions: { __typename?: 'QuickActionsState', layout: QuickActionsLayout, order: Array<string>, updatedAt: string | null } };

export type SaveQuickActionsMutationVariables = Exact<{
  input: SaveQuickActionsInput;
}>;


export type SaveQuickActionsMutation = { __typename?: 'Mutation', saveQuickActions: { __typename?: 'QuickActionsState', layout: QuickActionsLayout, order: Array<string>, updatedAt: string | null } };

export type SettingsFieldsFragment = { __typename?: 'Settings', theme: Theme, compactMode: boolean, language: string, availableLanguages: Array<string>, notificationPreferences: { __typename?: 'NotificationPreferencesLink', webPath: string, query: string, mutation: string } };

export type PrivacyFieldsFragment = { __typename?: 'PrivacySettings', id: string, profileVisibility: Audience, whoMayMessageMe: MessagePermission, followListsVisibility: Audience, activityInFeeds: boolean, discoverable: boolean };

export type SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsQuery = { __typename?: 'Query', settings: { __typename?: 'Settings', theme: Theme, compactMode: boolean, language: string, availableLanguages: Array<string>, notificationPreferences: { __typename?: 'NotificationPreferencesLink', webPath: string, query: string, mutation: string } } };

export type UpdateSettingsMutationVariables = Exact<{
  input: SettingsInput;
}>;


export type UpdateSettingsMutation = { __typename?: 'Mutation', updateSettings: { __typename?: 'Settings', theme: Theme, compactMode: boolean, language: string, availableLanguages: Array<string>, notificationPreferences: { __typename?: 'NotificationPreferencesLink', webPath: string, query: string, mutation: string } } };

export type PrivacySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacySettingsQuery = { __typename?: 'Query', privacySettings: { __typename?: 'PrivacySettings', id: string, profileVisibility: Audience, whoMayMessageMe: MessagePermission, followListsVisibility: Audience, activityInFeeds: boolean, discoverable: boolean } };

export type UpdatePrivacySettingsMutationVariables = Exact<{
  input: PrivacySettingsInput;
}>;


export type UpdatePrivacySettingsMutation = { __typename?: 'Mutation', updatePrivacySettings: { __typename?: 'PrivacySettings', id: string, profileVisibility: Audience, whoMayMessageMe: MessagePermission, followListsVisibility: Audience, activityInFeeds: boolean, discoverable: boolean } };

export type AccountFactsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountFactsQuery = { __typename?: 'Query', accountFacts: { __typename?: 'AccountFacts', id: string, email: string, username: string, createdAt: string, role: Role, emailVerified: boolean, activeSessions: number, suspended: boolean, suspendedUntil: string | null } };

export type YourDataExportFragment = { __typename?: 'DataExport', id: string, status: DataExportStatus, progress: number, createdAt: string, expiresAt: string | null, downloadUrl: string | null, failure: string | null };

export type YourDataExportsQueryVariables = Exact<{ [key: string]: never; }>;


export type YourDataExportsQuery = { __typename?: 'Query', dataExports: Array<{ __typename?: 'DataExport', id: string, status: DataExportStatus, progress: number, createdAt: string, expiresAt: string | null, downloadUrl: string | null, failure: string | null }> };

export type StartYourDataExportMutationVariables = Exact<{ [key: string]: never; }>;


export type StartYourDataExportMutation = { __typename?: 'Mutation', startDataExport: { __typename?: 'DataExport', id: string, status: DataExportStatus, progress: number, createdAt: string, expiresAt: string | null, downloadUrl: string | null, failure: string | null } };

export type DeleteYourAccountMutationVariables = Exact<{
  password: Scalars['String']['input'];
  reason: InputMaybe<Scalars['String']['input']>;
}>;


export type DeleteYourAccountMutation = { __typename?: 'Mutation', deleteAccount: boolean };

export type YourConversationsForExportQueryVariables = Exact<{ [key: string]: never; }>;


export type YourConversationsForExportQuery = { __typename?: 'Query', conversations: Array<{ __typename?: 'Conversation', id: string, name: string | null, users: Array<{ __typename?: 'User', id: string, name: string }>, messages: { __typename?: 'MessagePage', nodes: Array<{ __typename?: 'Message', id: string, senderId: string, body: string, createdAt: string }> } }> };

export type ShopProductFieldsFragment = { __typename?: 'Product', id: string, name: string, description: string, priceMinor: number, currency: string, images: Array<string>, imagesUnderReview: Array<string>, stock: number, active: boolean, shippingOptions: Array<{ __typename?: 'ShippingOption', id: string, label: string, priceMinor: number }> };

export type ShopOrderFieldsFragment = { __typename?: 'Order', id: string, status: OrderStatus, paymentMethod: string | null, currency: string, subtotalMinor: number, shippingMinor: number, totalMinor: number, createdAt: string, paidAt: string | null, expiresAt: string | null, lines: Array<{ __typename?: 'OrderLine', productId: string, name: string, unitPriceMinor: number, quantity: number, shippingOptionId: string | null, shippingLabel: string | null, shippingPriceMinor: number, totalMinor: number }> };

export type ShopProductsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  includeArchived: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ShopProductsQuery = { __typename?: 'Query', products: { __typename?: 'ProductConnection', nodes: Array<{ __typename?: 'Product', id: string, name: string, description: string, priceMinor: number, currency: string, images: Array<string>, imagesUnderReview: Array<string>, stock: number, active: boolean, shippingOptions: Array<{ __typename?: 'ShippingOption', id: string, label: string, priceMinor: number }> }>, pageInfo: { __typename?: 'ProductPageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ShopProductQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ShopProductQuery = { __typename?: 'Query', product: { __typename?: 'Product', id: string, name: string, description: string, priceMinor: number, currency: string, images: Array<string>, imagesUnderReview: Array<string>, stock: number, active: boolean, shippingOptions: Array<{ __typename?: 'ShippingOption', id: string, label: string, priceMinor: number }> } };

export type ShopPaymentProviderQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopPaymentProviderQuery = { __typename?: 'Query', paymentProvider: PaymentProviderKind };

export type ShopCheckoutMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type ShopCheckoutMutation = { __typename?: 'Mutation', checkout: { __typename?: 'Order', id: string, status: OrderStatus, paymentMethod: string | null, currency: string, subtotalMinor: number, shippingMinor: number, totalMinor: number, createdAt: string, paidAt: string | null, expiresAt: string | null, lines: Array<{ __typename?: 'OrderLine', productId: string, name: string, unitPriceMinor: number, quantity: number, shippingOptionId: string | null, shippingLabel: string | null, shippingPriceMinor: number, totalMinor: number }> } };

export type ShopPayOrderMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
}>;


export type ShopPayOrderMutation = { __typename?: 'Mutation', payOrder: { __typename?: 'OrderPayment', provider: PaymentProviderKind, checkoutUrl: string | null, order: { __typename?: 'Order', id: string, status: OrderStatus, paymentMethod: string | null, currency: string, subtotalMinor: number, shippingMinor: number, totalMinor: number, createdAt: string, paidAt: string | null, expiresAt: string | null, lines: Array<{ __typename?: 'OrderLine', productId: string, name: string, unitPriceMinor: number, quantity: number, shippingOptionId: string | null, shippingLabel: string | null, shippingPriceMinor: number, totalMinor: number }> } } };

export type ShopOrderQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ShopOrderQuery = { __typename?: 'Query', order: { __typename?: 'Order', id: string, status: OrderStatus, paymentMethod: string | null, currency: string, subtotalMinor: number, shippingMinor: number, totalMinor: number, createdAt: string, paidAt: string | null, expiresAt: string | null, lines: Array<{ __typename?: 'OrderLine', productId: string, name: string, unitPriceMinor: number, quantity: number, shippingOptionId: string | null, shippingLabel: string | null, shippingPriceMinor: number, totalMinor: number }> } };

export type ShopMyOrdersQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type ShopMyOrdersQuery = { __typename?: 'Query', myOrders: { __typename?: 'OrderConnection', nodes: Array<{ __typename?: 'Order', id: string, status: OrderStatus, paymentMethod: string | null, currency: string, subtotalMinor: number, shippingMinor: number, totalMinor: number, createdAt: string, paidAt: string | null, expiresAt: string | null, lines: Array<{ __typename?: 'OrderLine', productId: string, name: string, unitPriceMinor: number, quantity: number, shippingOptionId: string | null, shippingLabel: string | null, shippingPriceMinor: number, totalMinor: number }> }>, pageInfo: { __typename?: 'OrderPageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ShopCreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type ShopCreateProductMutation = { __typename?: 'Mutation', createProduct: { __typename?: 'Product', id: string, name: string, description: string, priceMinor: number, currency: string, images: Array<string>, imagesUnderReview: Array<string>, stock: number, active: boolean, shippingOptions: Array<{ __typename?: 'ShippingOption', id: string, label: string, priceMinor: number }> } };

export type ShopUpdateProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ProductInput;
}>;


export type ShopUpdateProductMutation = { __typename?: 'Mutation', updateProduct: { __typename?: 'Product', id: string, name: string, description: string, priceMinor: number, currency: string, images: Array<string>, imagesUnderReview: Array<string>, stock: number, active: boolean, shippingOptions: Array<{ __typename?: 'ShippingOption', id: string, label: string, priceMinor: number }> } };

export type ShopCancelOrderMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
}>;


export type ShopCancelOrderMutation = { __typename?: 'Mutation', cancelOrder: { __typename?: 'Order', id: string, status: OrderStatus, paymentMethod: string | null, currency: string, subtotalMinor: number, shippingMinor: number, totalMinor: number, createdAt: string, paidAt: string | null, expiresAt: string | null, lines: Array<{ __typename?: 'OrderLine', productId: string, name: string, unitPriceMinor: number, quantity: number, shippingOptionId: string | null, shippingLabel: string | null, shippingPriceMinor: number, totalMinor: number }> } };

export type ShopMarkOrderCollectedMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
}>;


export type ShopMarkOrderCollectedMutation = { __typename?: 'Mutation', markOrderCollected: { __typename?: 'Order', id: string, status: OrderStatus, paymentMethod: string | null, currency: string, subtotalMinor: number, shippingMinor: number, totalMinor: number, createdAt: string, paidAt: string | null, expiresAt: string | null, lines: Array<{ __typename?: 'OrderLine', productId: string, name: string, unitPriceMinor: number, quantity: number, shippingOptionId: string | null, shippingLabel: string | null, shippingPriceMinor: number, totalMinor: number }> } };

export const AdminUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedReason"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUserFieldsFragment, unknown>;
export const AvatarCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvatarCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Avatar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"modelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riggedModelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AvatarCardFieldsFragment, unknown>;
export const AvatarTaskFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvatarTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvatarTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"avatarId"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvatarCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvatarCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Avatar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"modelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riggedModelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AvatarTaskFieldsFragment, unknown>;
export const ChallengeSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChallengeSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Challenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"subcategory"}},{"kind":"Field","name":{"kind":"Name","value":"ageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"metric"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"communityId"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoined"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}}]}}]}}]} as unknown as DocumentNode<ChallengeSummaryFragment, unknown>;
export const ChallengeStandingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChallengeStandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChallengeStanding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"streak"}},{"kind":"Field","name":{"kind":"Name","value":"longestStreak"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"awardedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextTier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<ChallengeStandingFieldsFragment, unknown>;
export const CommunityListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}}]}}]} as unknown as DocumentNode<CommunityListItemFragment, unknown>;
export const CommunityMemberRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityMembership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<CommunityMemberRowFragment, unknown>;
export const EventCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUnderReview"}},{"kind":"Field","name":{"kind":"Name","value":"requireApproval"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"hasWaitlist"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"icsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isOrganiser"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"going"}},{"kind":"Field","name":{"kind":"Name","value":"interested"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"declined"}},{"kind":"Field","name":{"kind":"Name","value":"waitlisted"}},{"kind":"Field","name":{"kind":"Name","value":"paymentPending"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAttendance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueBy"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}}]}}]}}]}}]} as unknown as DocumentNode<EventCardFragment, unknown>;
export const EventAttendeeItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventAttendeeItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventAttendee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<EventAttendeeItemFragment, unknown>;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"bioLink"}},{"kind":"Field","name":{"kind":"Name","value":"profileURL"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const CallUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<CallUserFragment, unknown>;
export const CallParticipantFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallParticipantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"audioEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"videoEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"peerId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<CallParticipantFieldsFragment, unknown>;
export const CallFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Call"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"mediasoupUrl"}},{"kind":"Field","name":{"kind":"Name","value":"initiator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallParticipantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallParticipantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"audioEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"videoEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"peerId"}}]}}]} as unknown as DocumentNode<CallFieldsFragment, unknown>;
export const ComposerPostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComposerPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"locationLat"}},{"kind":"Field","name":{"kind":"Name","value":"locationLng"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComposerPostFragment, unknown>;
export const ComposerPlaceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComposerPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Place"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}}]} as unknown as DocumentNode<ComposerPlaceFragment, unknown>;
export const E2eeDeviceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"E2eeDevice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Device"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"keyPackagesAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"hasLastResortKeyPackage"}}]}}]} as unknown as DocumentNode<E2eeDeviceFragment, unknown>;
export const E2eeKeyBackupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"E2eeKeyBackup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBackup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kdf"}},{"kind":"Field","name":{"kind":"Name","value":"iterations"}},{"kind":"Field","name":{"kind":"Name","value":"salt"}},{"kind":"Field","name":{"kind":"Name","value":"check"}},{"kind":"Field","name":{"kind":"Name","value":"segments"}}]}}]} as unknown as DocumentNode<E2eeKeyBackupFragment, unknown>;
export const ChatUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<ChatUserFragment, unknown>;
export const SharedPostCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<SharedPostCardFragment, unknown>;
export const ChatMessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seen"}},{"kind":"Field","name":{"kind":"Name","value":"seenBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPostCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"envelope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mls"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeviceId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<ChatMessageFragment, unknown>;
export const ChatConversationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"encrypted"}},{"kind":"Field","name":{"kind":"Name","value":"groupEpoch"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seen"}},{"kind":"Field","name":{"kind":"Name","value":"seenBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPostCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"envelope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mls"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeviceId"}}]}}]}}]} as unknown as DocumentNode<ChatConversationFragment, unknown>;
export const NotificationItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"challengeId"}},{"kind":"Field","name":{"kind":"Name","value":"communityId"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationItemFragment, unknown>;
export const PostAuthorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostAuthor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"followedByMe"}}]}}]} as unknown as DocumentNode<PostAuthorFragment, unknown>;
export const PostRouteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRoute"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RouteData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"averageSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"elevationGain"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]} as unknown as DocumentNode<PostRouteFragment, unknown>;
export const PostMealFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostMeal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}},{"kind":"Field","name":{"kind":"Name","value":"sugar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"saturated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"servingSize"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"cuisineType"}}]}}]} as unknown as DocumentNode<PostMealFragment, unknown>;
export const PostExerciseAnalysisFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostExerciseAnalysis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseAnalysis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseType"}},{"kind":"Field","name":{"kind":"Name","value":"repCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"repScores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rep"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}}]}}]} as unknown as DocumentNode<PostExerciseAnalysisFragment, unknown>;
export const PostPollFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostPoll"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"ended"}},{"kind":"Field","name":{"kind":"Name","value":"hasVoted"}},{"kind":"Field","name":{"kind":"Name","value":"myVoteOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"totalVotes"}}]}}]} as unknown as DocumentNode<PostPollFragment, unknown>;
export const PostBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostAuthor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"routeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostRoute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostMeal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exerciseAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostExerciseAnalysis"}}]}},{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostPoll"}}]}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"repostCount"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"reposted"}},{"kind":"Field","name":{"kind":"Name","value":"originalPostId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostAuthor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"followedByMe"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRoute"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RouteData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"averageSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"elevationGain"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostMeal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}},{"kind":"Field","name":{"kind":"Name","value":"sugar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"saturated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"servingSize"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"cuisineType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostExerciseAnalysis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseAnalysis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseType"}},{"kind":"Field","name":{"kind":"Name","value":"repCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"repScores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rep"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostPoll"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"ended"}},{"kind":"Field","name":{"kind":"Name","value":"hasVoted"}},{"kind":"Field","name":{"kind":"Name","value":"myVoteOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"totalVotes"}}]}}]} as unknown as DocumentNode<PostBodyFragment, unknown>;
export const FeedPostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}},{"kind":"Field","name":{"kind":"Name","value":"originalPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostAuthor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"followedByMe"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRoute"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RouteData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"averageSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"elevationGain"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostMeal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}},{"kind":"Field","name":{"kind":"Name","value":"sugar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"saturated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"servingSize"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"cuisineType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostExerciseAnalysis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseAnalysis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseType"}},{"kind":"Field","name":{"kind":"Name","value":"repCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"repScores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rep"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostPoll"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"ended"}},{"kind":"Field","name":{"kind":"Name","value":"hasVoted"}},{"kind":"Field","name":{"kind":"Name","value":"myVoteOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"totalVotes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostAuthor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"routeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostRoute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostMeal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exerciseAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostExerciseAnalysis"}}]}},{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostPoll"}}]}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"repostCount"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"reposted"}},{"kind":"Field","name":{"kind":"Name","value":"originalPostId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]} as unknown as DocumentNode<FeedPostFragment, unknown>;
export const ProfileUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"pendingImage"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"bioLink"}},{"kind":"Field","name":{"kind":"Name","value":"profileURL"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}}]} as unknown as DocumentNode<ProfileUserFragment, unknown>;
export const AssistantMessageItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantMessageItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"citations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AssistantMessageItemFragment, unknown>;
export const CalendarEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]} as unknown as DocumentNode<CalendarEventFieldsFragment, unknown>;
export const CalendarPreferencesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showActivities"}},{"kind":"Field","name":{"kind":"Name","value":"showMeals"}}]}}]} as unknown as DocumentNode<CalendarPreferencesFieldsFragment, unknown>;
export const HealthGoalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthGoal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Goal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"metric"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}}]}}]} as unknown as DocumentNode<HealthGoalFragment, unknown>;
export const LimitationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LimitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Limitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bodyPart"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"affects"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"endedOn"}}]}}]} as unknown as DocumentNode<LimitationFieldsFragment, unknown>;
export const WearableConnectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WearableConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WearableConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"keyHint"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncedAt"}}]}}]} as unknown as DocumentNode<WearableConnectionFieldsFragment, unknown>;
export const SyncJobFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SyncJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SyncJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<SyncJobFieldsFragment, unknown>;
export const MedicalScanCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MedicalScanCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MedicalScan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"bodyPart"}},{"kind":"Field","name":{"kind":"Name","value":"scanType"}},{"kind":"Field","name":{"kind":"Name","value":"modality"}},{"kind":"Field","name":{"kind":"Name","value":"scanDate"}},{"kind":"Field","name":{"kind":"Name","value":"fileCount"}},{"kind":"Field","name":{"kind":"Name","value":"seriesCount"}}]}}]} as unknown as DocumentNode<MedicalScanCardFragment, unknown>;
export const ModerationCaseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModerationCaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reportCount"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"lastReportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"mediaUrls"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reporter"}},{"kind":"Field","name":{"kind":"Name","value":"reporterId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ModerationCaseFieldsFragment, unknown>;
export const SettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Settings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"compactMode"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"availableLanguages"}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webPath"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}}]}}]}}]} as unknown as DocumentNode<SettingsFieldsFragment, unknown>;
export const PrivacyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profileVisibility"}},{"kind":"Field","name":{"kind":"Name","value":"whoMayMessageMe"}},{"kind":"Field","name":{"kind":"Name","value":"followListsVisibility"}},{"kind":"Field","name":{"kind":"Name","value":"activityInFeeds"}},{"kind":"Field","name":{"kind":"Name","value":"discoverable"}}]}}]} as unknown as DocumentNode<PrivacyFieldsFragment, unknown>;
export const YourDataExportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YourDataExport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}}]}}]} as unknown as DocumentNode<YourDataExportFragment, unknown>;
export const ShopProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"imagesUnderReview"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]} as unknown as DocumentNode<ShopProductFieldsFragment, unknown>;
export const ShopOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMinor"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingLabel"}},{"kind":"Field","name":{"kind":"Name","value":"shippingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}}]}}]}}]} as unknown as DocumentNode<ShopOrderFieldsFragment, unknown>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"suspended"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"suspended"},"value":{"kind":"Variable","name":{"kind":"Name","value":"suspended"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedReason"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedReason"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUserQuery, AdminUserQueryVariables>;
export const AdminUpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUpdateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedReason"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUpdateUserMutation, AdminUpdateUserMutationVariables>;
export const AdminSuspendUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSuspendUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSuspendInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSuspendUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedReason"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminSuspendUserMutation, AdminSuspendUserMutationVariables>;
export const AdminUnsuspendUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUnsuspendUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUnsuspendUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedReason"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUnsuspendUserMutation, AdminUnsuspendUserMutationVariables>;
export const AuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"actorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const AdminStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StatsBucket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"bucket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"signups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"posts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"calls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<AdminStatsQuery, AdminStatsQueryVariables>;
export const MyAvatarsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAvatars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAvatars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvatarCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvatarCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Avatar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"modelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riggedModelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<MyAvatarsQuery, MyAvatarsQueryVariables>;
export const AvatarTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvatarTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"avatarTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvatarTaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvatarCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Avatar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"modelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riggedModelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvatarTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvatarTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"avatarId"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvatarCardFields"}}]}}]}}]} as unknown as DocumentNode<AvatarTaskQuery, AvatarTaskQueryVariables>;
export const AvatarAnimationLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvatarAnimationLibrary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"avatarAnimationLibrary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]} as unknown as DocumentNode<AvatarAnimationLibraryQuery, AvatarAnimationLibraryQueryVariables>;
export const AvatarRigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvatarRig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"avatarId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"avatarRig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"avatarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"avatarId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"avatarId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"riggedModelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvatarTaskFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvatarCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Avatar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"modelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riggedModelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvatarTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvatarTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"avatarId"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvatarCardFields"}}]}}]}}]} as unknown as DocumentNode<AvatarRigQuery, AvatarRigQueryVariables>;
export const CreateAvatarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAvatar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAvatarInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAvatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvatarTaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvatarCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Avatar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"modelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riggedModelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvatarTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvatarTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"avatarId"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvatarCardFields"}}]}}]}}]} as unknown as DocumentNode<CreateAvatarMutation, CreateAvatarMutationVariables>;
export const SetDefaultAvatarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDefaultAvatar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"avatarId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDefaultAvatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"avatarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"avatarId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<SetDefaultAvatarMutation, SetDefaultAvatarMutationVariables>;
export const DeleteAvatarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAvatar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAvatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAvatarMutation, DeleteAvatarMutationVariables>;
export const CancelAvatarTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelAvatarTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAvatarTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvatarTaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvatarCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Avatar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"modelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riggedModelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvatarTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvatarTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"avatarId"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvatarCardFields"}}]}}]}}]} as unknown as DocumentNode<CancelAvatarTaskMutation, CancelAvatarTaskMutationVariables>;
export const RigAvatarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RigAvatar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RigAvatarInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rigAvatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvatarTaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvatarCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Avatar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"modelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riggedModelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvatarTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvatarTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"avatarId"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvatarCardFields"}}]}}]}}]} as unknown as DocumentNode<RigAvatarMutation, RigAvatarMutationVariables>;
export const AnimateAvatarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnimateAvatar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnimateAvatarInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"animateAvatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvatarTaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvatarCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Avatar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"modelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riggedModelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvatarTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvatarTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"avatarId"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvatarCardFields"}}]}}]}}]} as unknown as DocumentNode<AnimateAvatarMutation, AnimateAvatarMutationVariables>;
export const AvatarTaskUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AvatarTaskUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"avatarTaskId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"avatarTaskUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"avatarTaskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"avatarTaskId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvatarTaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvatarCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Avatar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"modelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riggedModelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvatarTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvatarTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"avatarId"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvatarCardFields"}}]}}]}}]} as unknown as DocumentNode<AvatarTaskUpdatedSubscription, AvatarTaskUpdatedSubscriptionVariables>;
export const CreateChallengeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateChallenge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChallengeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createChallenge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChallengeSummary"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChallengeSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Challenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"subcategory"}},{"kind":"Field","name":{"kind":"Name","value":"ageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"metric"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"communityId"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoined"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}}]}}]}}]} as unknown as DocumentNode<CreateChallengeMutation, CreateChallengeMutationVariables>;
export const ChallengeCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChallengeCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challenge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChallengeSummary"}},{"kind":"Field","name":{"kind":"Name","value":"viewerStanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"streak"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChallengeSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Challenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"subcategory"}},{"kind":"Field","name":{"kind":"Name","value":"ageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"metric"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"communityId"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoined"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}}]}}]}}]} as unknown as DocumentNode<ChallengeCardQuery, ChallengeCardQueryVariables>;
export const ChallengePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChallengePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challenge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChallengeSummary"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerStanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChallengeStandingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leaderboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChallengeSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Challenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"subcategory"}},{"kind":"Field","name":{"kind":"Name","value":"ageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"metric"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"communityId"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoined"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChallengeStandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChallengeStanding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"streak"}},{"kind":"Field","name":{"kind":"Name","value":"longestStreak"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"awardedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextTier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<ChallengePageQuery, ChallengePageQueryVariables>;
export const JoinChallengeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinChallenge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinChallenge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"timezone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoined"}}]}}]}}]} as unknown as DocumentNode<JoinChallengeMutation, JoinChallengeMutationVariables>;
export const LeaveChallengeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveChallenge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveChallenge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoined"}}]}}]}}]} as unknown as DocumentNode<LeaveChallengeMutation, LeaveChallengeMutationVariables>;
export const LogChallengeProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogChallengeProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogChallengeProgressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logChallengeProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChallengeStandingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChallengeStandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChallengeStanding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"streak"}},{"kind":"Field","name":{"kind":"Name","value":"longestStreak"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"awardedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextTier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<LogChallengeProgressMutation, LogChallengeProgressMutationVariables>;
export const SyncChallengeProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncChallengeProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncChallengeProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challengeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChallengeStandingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChallengeStandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChallengeStanding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"streak"}},{"kind":"Field","name":{"kind":"Name","value":"longestStreak"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"awardedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextTier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<SyncChallengeProgressMutation, SyncChallengeProgressMutationVariables>;
export const ChallengeOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChallengeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challengeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subcategories"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ageGroups"}},{"kind":"Field","name":{"kind":"Name","value":"frequencies"}},{"kind":"Field","name":{"kind":"Name","value":"difficulties"}}]}}]}}]} as unknown as DocumentNode<ChallengeOptionsQuery, ChallengeOptionsQueryVariables>;
export const CommunitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Communities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityListItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}}]}}]} as unknown as DocumentNode<CommunitiesQuery, CommunitiesQueryVariables>;
export const MyCommunitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCommunities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCommunities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityListItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}}]}}]} as unknown as DocumentNode<MyCommunitiesQuery, MyCommunitiesQueryVariables>;
export const CreateCommunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCommunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCommunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCommunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityListItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}}]}}]} as unknown as DocumentNode<CreateCommunityMutation, CreateCommunityMutationVariables>;
export const CommunityPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"community"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityListItem"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityMemberRow"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"challenges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"communityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityMembership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<CommunityPageQuery, CommunityPageQueryVariables>;
export const CommunityPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"communityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedPost"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostAuthor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"followedByMe"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRoute"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RouteData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"averageSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"elevationGain"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostMeal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}},{"kind":"Field","name":{"kind":"Name","value":"sugar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"saturated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"servingSize"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"cuisineType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostExerciseAnalysis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseAnalysis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseType"}},{"kind":"Field","name":{"kind":"Name","value":"repCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"repScores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rep"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostPoll"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"ended"}},{"kind":"Field","name":{"kind":"Name","value":"hasVoted"}},{"kind":"Field","name":{"kind":"Name","value":"myVoteOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"totalVotes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostAuthor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"routeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostRoute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostMeal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exerciseAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostExerciseAnalysis"}}]}},{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostPoll"}}]}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"repostCount"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"reposted"}},{"kind":"Field","name":{"kind":"Name","value":"originalPostId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}},{"kind":"Field","name":{"kind":"Name","value":"originalPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}}]}}]}}]} as unknown as DocumentNode<CommunityPostsQuery, CommunityPostsQueryVariables>;
export const JoinCommunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinCommunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinCommunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityListItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}}]}}]} as unknown as DocumentNode<JoinCommunityMutation, JoinCommunityMutationVariables>;
export const LeaveCommunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveCommunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveCommunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityListItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}}]}}]} as unknown as DocumentNode<LeaveCommunityMutation, LeaveCommunityMutationVariables>;
export const AddCommunityModeratorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCommunityModerator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"communityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCommunityModerator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"communityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"communityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddCommunityModeratorMutation, AddCommunityModeratorMutationVariables>;
export const RemoveCommunityModeratorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCommunityModerator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"communityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCommunityModerator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"communityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"communityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RemoveCommunityModeratorMutation, RemoveCommunityModeratorMutationVariables>;
export const RemoveCommunityMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCommunityMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"communityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCommunityMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"communityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"communityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]}}]} as unknown as DocumentNode<RemoveCommunityMemberMutation, RemoveCommunityMemberMutationVariables>;
export const MakeCommunityOwnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MakeCommunityOwner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"communityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"makeCommunityOwner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"communityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"communityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MakeCommunityOwnerMutation, MakeCommunityOwnerMutationVariables>;
export const CreateCommunityPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCommunityPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateCommunityPostMutation, CreateCommunityPostMutationVariables>;
export const EventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Events"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUnderReview"}},{"kind":"Field","name":{"kind":"Name","value":"requireApproval"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"hasWaitlist"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"icsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isOrganiser"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"going"}},{"kind":"Field","name":{"kind":"Name","value":"interested"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"declined"}},{"kind":"Field","name":{"kind":"Name","value":"waitlisted"}},{"kind":"Field","name":{"kind":"Name","value":"paymentPending"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAttendance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueBy"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}}]}}]}}]}}]} as unknown as DocumentNode<EventsQuery, EventsQueryVariables>;
export const EventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Event"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isOrganiser"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCard"}},{"kind":"Field","alias":{"kind":"Name","value":"going"},"name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventAttendeeItem"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"requests"},"name":{"kind":"Name","value":"attendees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"REQUESTED"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isOrganiser"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventAttendeeItem"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"waitlist"},"name":{"kind":"Name","value":"attendees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"WAITLISTED"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isOrganiser"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventAttendeeItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUnderReview"}},{"kind":"Field","name":{"kind":"Name","value":"requireApproval"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"hasWaitlist"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"icsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isOrganiser"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"going"}},{"kind":"Field","name":{"kind":"Name","value":"interested"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"declined"}},{"kind":"Field","name":{"kind":"Name","value":"waitlisted"}},{"kind":"Field","name":{"kind":"Name","value":"paymentPending"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAttendance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueBy"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventAttendeeItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventAttendee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<EventQuery, EventQueryVariables>;
export const EventPaymentProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventPaymentProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentProvider"}}]}}]} as unknown as DocumentNode<EventPaymentProviderQuery, EventPaymentProviderQueryVariables>;
export const CreateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUnderReview"}},{"kind":"Field","name":{"kind":"Name","value":"requireApproval"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"hasWaitlist"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"icsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isOrganiser"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"going"}},{"kind":"Field","name":{"kind":"Name","value":"interested"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"declined"}},{"kind":"Field","name":{"kind":"Name","value":"waitlisted"}},{"kind":"Field","name":{"kind":"Name","value":"paymentPending"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAttendance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueBy"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}}]}}]}}]}}]} as unknown as DocumentNode<CreateEventMutation, CreateEventMutationVariables>;
export const AttendEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttendEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttendanceStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUnderReview"}},{"kind":"Field","name":{"kind":"Name","value":"requireApproval"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"hasWaitlist"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"icsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isOrganiser"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"going"}},{"kind":"Field","name":{"kind":"Name","value":"interested"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"declined"}},{"kind":"Field","name":{"kind":"Name","value":"waitlisted"}},{"kind":"Field","name":{"kind":"Name","value":"paymentPending"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAttendance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueBy"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}}]}}]}}]}}]} as unknown as DocumentNode<AttendEventMutation, AttendEventMutationVariables>;
export const LeaveEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUnderReview"}},{"kind":"Field","name":{"kind":"Name","value":"requireApproval"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"hasWaitlist"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"icsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isOrganiser"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"going"}},{"kind":"Field","name":{"kind":"Name","value":"interested"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"declined"}},{"kind":"Field","name":{"kind":"Name","value":"waitlisted"}},{"kind":"Field","name":{"kind":"Name","value":"paymentPending"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAttendance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueBy"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveEventMutation, LeaveEventMutationVariables>;
export const DecideEventRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideEventRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approve"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideEventRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"approve"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approve"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUnderReview"}},{"kind":"Field","name":{"kind":"Name","value":"requireApproval"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"hasWaitlist"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"icsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isOrganiser"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"going"}},{"kind":"Field","name":{"kind":"Name","value":"interested"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"declined"}},{"kind":"Field","name":{"kind":"Name","value":"waitlisted"}},{"kind":"Field","name":{"kind":"Name","value":"paymentPending"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAttendance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueBy"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}}]}}]}}]}}]} as unknown as DocumentNode<DecideEventRequestMutation, DecideEventRequestMutationVariables>;
export const MapSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapboxToken"}}]}}]}}]} as unknown as DocumentNode<MapSettingsQuery, MapSettingsQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"bioLink"}},{"kind":"Field","name":{"kind":"Name","value":"profileURL"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"bioLink"}},{"kind":"Field","name":{"kind":"Name","value":"profileURL"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"bioLink"}},{"kind":"Field","name":{"kind":"Name","value":"profileURL"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const RefreshDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Refresh"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refresh"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"bioLink"}},{"kind":"Field","name":{"kind":"Name","value":"profileURL"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<RefreshMutation, RefreshMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const AccountEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AccountEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountEvent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"bioLink"}},{"kind":"Field","name":{"kind":"Name","value":"profileURL"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<AccountEventsSubscription, AccountEventsSubscriptionVariables>;
export const CallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Call"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"call"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallParticipantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"audioEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"videoEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"peerId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Call"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"mediasoupUrl"}},{"kind":"Field","name":{"kind":"Name","value":"initiator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallParticipantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}}]} as unknown as DocumentNode<CallQuery, CallQueryVariables>;
export const ActiveCallsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveCalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeCalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallParticipantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"audioEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"videoEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"peerId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Call"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"mediasoupUrl"}},{"kind":"Field","name":{"kind":"Name","value":"initiator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallParticipantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}}]} as unknown as DocumentNode<ActiveCallsQuery, ActiveCallsQueryVariables>;
export const TurnConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TurnConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"turnConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iceServers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"urls"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"credential"}}]}}]}}]}}]} as unknown as DocumentNode<TurnConfigQuery, TurnConfigQueryVariables>;
export const CreateCallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCallInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallParticipantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"audioEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"videoEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"peerId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Call"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"mediasoupUrl"}},{"kind":"Field","name":{"kind":"Name","value":"initiator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallParticipantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}}]} as unknown as DocumentNode<CreateCallMutation, CreateCallMutationVariables>;
export const JoinCallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinCall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"callId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinCall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"callId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"callId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"call"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"mediasoupUrl"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallParticipantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"audioEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"videoEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"peerId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Call"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"mediasoupUrl"}},{"kind":"Field","name":{"kind":"Name","value":"initiator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallParticipantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}}]} as unknown as DocumentNode<JoinCallMutation, JoinCallMutationVariables>;
export const DeclineCallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineCall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"callId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineCall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"callId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"callId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallParticipantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"audioEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"videoEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"peerId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Call"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"mediasoupUrl"}},{"kind":"Field","name":{"kind":"Name","value":"initiator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallParticipantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}}]} as unknown as DocumentNode<DeclineCallMutation, DeclineCallMutationVariables>;
export const LeaveCallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveCall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"callId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveCall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"callId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"callId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallParticipantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"audioEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"videoEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"peerId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Call"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"mediasoupUrl"}},{"kind":"Field","name":{"kind":"Name","value":"initiator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallParticipantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}}]} as unknown as DocumentNode<LeaveCallMutation, LeaveCallMutationVariables>;
export const EndCallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndCall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"callId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"callId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"callId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallParticipantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"audioEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"videoEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"peerId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Call"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"mediasoupUrl"}},{"kind":"Field","name":{"kind":"Name","value":"initiator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallParticipantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}}]} as unknown as DocumentNode<EndCallMutation, EndCallMutationVariables>;
export const UpdateCallParticipantStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCallParticipantStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"callId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CallParticipantStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"peerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCallParticipantStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"callId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"callId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"peerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"peerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallParticipantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"audioEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"videoEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"peerId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Call"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"mediasoupUrl"}},{"kind":"Field","name":{"kind":"Name","value":"initiator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallParticipantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}}]} as unknown as DocumentNode<UpdateCallParticipantStatusMutation, UpdateCallParticipantStatusMutationVariables>;
export const UpdateCallMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCallMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"callId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audioEnabled"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"videoEnabled"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCallMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"callId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"callId"}}},{"kind":"Argument","name":{"kind":"Name","value":"audioEnabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audioEnabled"}}},{"kind":"Argument","name":{"kind":"Name","value":"videoEnabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"videoEnabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallParticipantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"audioEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"videoEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"peerId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Call"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"mediasoupUrl"}},{"kind":"Field","name":{"kind":"Name","value":"initiator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallParticipantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}}]} as unknown as DocumentNode<UpdateCallMediaMutation, UpdateCallMediaMutationVariables>;
export const CallEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CallEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"callId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"callId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"callId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"call"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audioEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"videoEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallParticipantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"audioEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"videoEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"peerId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Call"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"mediasoupUrl"}},{"kind":"Field","name":{"kind":"Name","value":"initiator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallParticipantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}}]} as unknown as DocumentNode<CallEventSubscription, CallEventSubscriptionVariables>;
export const ComposerCreatePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComposerCreatePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComposerPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComposerPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"locationLat"}},{"kind":"Field","name":{"kind":"Name","value":"locationLng"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComposerCreatePostMutation, ComposerCreatePostMutationVariables>;
export const ComposerUpdatePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComposerUpdatePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComposerPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComposerPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"locationLat"}},{"kind":"Field","name":{"kind":"Name","value":"locationLng"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComposerUpdatePostMutation, ComposerUpdatePostMutationVariables>;
export const ComposerPublishDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComposerPublishDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishDraftInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComposerPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComposerPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"locationLat"}},{"kind":"Field","name":{"kind":"Name","value":"locationLng"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComposerPublishDraftMutation, ComposerPublishDraftMutationVariables>;
export const ComposerDeletePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComposerDeletePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ComposerDeletePostMutation, ComposerDeletePostMutationVariables>;
export const ComposerCancelScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ComposerCancelSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComposerPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComposerPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"locationLat"}},{"kind":"Field","name":{"kind":"Name","value":"locationLng"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ComposerCancelScheduleMutation, ComposerCancelScheduleMutationVariables>;
export const MyDraftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDrafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDrafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComposerPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComposerPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"locationLat"}},{"kind":"Field","name":{"kind":"Name","value":"locationLng"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MyDraftsQuery, MyDraftsQueryVariables>;
export const MyScheduledPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyScheduledPosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myScheduledPosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComposerPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComposerPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"locationLat"}},{"kind":"Field","name":{"kind":"Name","value":"locationLng"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MyScheduledPostsQuery, MyScheduledPostsQueryVariables>;
export const SearchPlacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchPlaces"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchPlaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComposerPlace"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComposerPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Place"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}}]} as unknown as DocumentNode<SearchPlacesQuery, SearchPlacesQueryVariables>;
export const NearestPlaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NearestPlace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lat"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lng"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nearestPlace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lat"}}},{"kind":"Argument","name":{"kind":"Name","value":"lng"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lng"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComposerPlace"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComposerPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Place"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}}]} as unknown as DocumentNode<NearestPlaceQuery, NearestPlaceQueryVariables>;
export const MyDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"E2eeDevice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"E2eeDevice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Device"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"keyPackagesAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"hasLastResortKeyPackage"}}]}}]} as unknown as DocumentNode<MyDevicesQuery, MyDevicesQueryVariables>;
export const RegisterDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"E2eeDevice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"E2eeDevice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Device"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"keyPackagesAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"hasLastResortKeyPackage"}}]}}]} as unknown as DocumentNode<RegisterDeviceMutation, RegisterDeviceMutationVariables>;
export const PublishKeyPackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishKeyPackages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KeyPackagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishKeyPackages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"E2eeDevice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"E2eeDevice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Device"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"keyPackagesAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"hasLastResortKeyPackage"}}]}}]} as unknown as DocumentNode<PublishKeyPackagesMutation, PublishKeyPackagesMutationVariables>;
export const GroupHandshakesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupHandshakes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromEpoch"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupHandshakes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"deviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromEpoch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromEpoch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}},{"kind":"Field","name":{"kind":"Name","value":"groupInfo"}},{"kind":"Field","name":{"kind":"Name","value":"welcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}},{"kind":"Field","name":{"kind":"Name","value":"welcome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"handshakes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeviceId"}},{"kind":"Field","name":{"kind":"Name","value":"commit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"removals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]} as unknown as DocumentNode<GroupHandshakesQuery, GroupHandshakesQueryVariables>;
export const ClaimKeyPackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimKeyPackages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimKeyPackagesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimKeyPackages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyPackages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"keyPackage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exhausted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}}]}}]}}]}}]} as unknown as DocumentNode<ClaimKeyPackagesMutation, ClaimKeyPackagesMutationVariables>;
export const CommitToGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommitToGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupCommitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitToGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"epoch"}}]}}]}}]} as unknown as DocumentNode<CommitToGroupMutation, CommitToGroupMutationVariables>;
export const SendEncryptedMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendEncryptedMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EncryptedMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEncryptedMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seen"}},{"kind":"Field","name":{"kind":"Name","value":"seenBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPostCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"envelope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mls"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeviceId"}}]}}]}}]} as unknown as DocumentNode<SendEncryptedMessageMutation, SendEncryptedMessageMutationVariables>;
export const MyKeyBackupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyKeyBackup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myKeyBackup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"E2eeKeyBackup"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"E2eeKeyBackup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBackup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kdf"}},{"kind":"Field","name":{"kind":"Name","value":"iterations"}},{"kind":"Field","name":{"kind":"Name","value":"salt"}},{"kind":"Field","name":{"kind":"Name","value":"check"}},{"kind":"Field","name":{"kind":"Name","value":"segments"}}]}}]} as unknown as DocumentNode<MyKeyBackupQuery, MyKeyBackupQueryVariables>;
export const SetUpKeyBackupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUpKeyBackup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBackupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUpKeyBackup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"E2eeKeyBackup"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"E2eeKeyBackup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBackup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kdf"}},{"kind":"Field","name":{"kind":"Name","value":"iterations"}},{"kind":"Field","name":{"kind":"Name","value":"salt"}},{"kind":"Field","name":{"kind":"Name","value":"check"}},{"kind":"Field","name":{"kind":"Name","value":"segments"}}]}}]} as unknown as DocumentNode<SetUpKeyBackupMutation, SetUpKeyBackupMutationVariables>;
export const AddBackupSegmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBackupSegments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BackupSegmentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBackupSegments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AddBackupSegmentsMutation, AddBackupSegmentsMutationVariables>;
export const BackupSegmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackupSegments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backupSegments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]} as unknown as DocumentNode<BackupSegmentsQuery, BackupSegmentsQueryVariables>;
export const DeleteKeyBackupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteKeyBackup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteKeyBackup"}}]}}]} as unknown as DocumentNode<DeleteKeyBackupMutation, DeleteKeyBackupMutationVariables>;
export const RevokeDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RevokeDeviceMutation, RevokeDeviceMutationVariables>;
export const ConversationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seen"}},{"kind":"Field","name":{"kind":"Name","value":"seenBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPostCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"envelope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mls"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeviceId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"encrypted"}},{"kind":"Field","name":{"kind":"Name","value":"groupEpoch"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConversationsQuery, ConversationsQueryVariables>;
export const ConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Conversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seen"}},{"kind":"Field","name":{"kind":"Name","value":"seenBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPostCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"envelope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mls"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeviceId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"encrypted"}},{"kind":"Field","name":{"kind":"Name","value":"groupEpoch"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConversationQuery, ConversationQueryVariables>;
export const ConversationPinsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConversationPins"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seen"}},{"kind":"Field","name":{"kind":"Name","value":"seenBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPostCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"envelope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mls"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeviceId"}}]}}]}}]} as unknown as DocumentNode<ConversationPinsQuery, ConversationPinsQueryVariables>;
export const ConversationMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConversationMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seen"}},{"kind":"Field","name":{"kind":"Name","value":"seenBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPostCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"envelope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mls"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeviceId"}}]}}]}}]} as unknown as DocumentNode<ConversationMessagesQuery, ConversationMessagesQueryVariables>;
export const MissedMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MissedMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missedMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seen"}},{"kind":"Field","name":{"kind":"Name","value":"seenBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPostCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"envelope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mls"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeviceId"}}]}}]}}]} as unknown as DocumentNode<MissedMessagesQuery, MissedMessagesQueryVariables>;
export const NewestMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewestMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]}}]}}]} as unknown as DocumentNode<NewestMessageQuery, NewestMessageQueryVariables>;
export const UnreadMessageCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadMessageCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadMessageCount"}}]}}]} as unknown as DocumentNode<UnreadMessageCountQuery, UnreadMessageCountQueryVariables>;
export const CreateConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetUserId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"targetUserId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetUserId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seen"}},{"kind":"Field","name":{"kind":"Name","value":"seenBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPostCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"envelope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mls"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeviceId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"encrypted"}},{"kind":"Field","name":{"kind":"Name","value":"groupEpoch"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateConversationMutation, CreateConversationMutationVariables>;
export const SendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seen"}},{"kind":"Field","name":{"kind":"Name","value":"seenBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPostCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"envelope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mls"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeviceId"}}]}}]}}]} as unknown as DocumentNode<SendMessageMutation, SendMessageMutationVariables>;
export const ToggleReactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleReaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emoji"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleReaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"emoji"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emoji"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seen"}},{"kind":"Field","name":{"kind":"Name","value":"seenBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPostCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"envelope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mls"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeviceId"}}]}}]}}]} as unknown as DocumentNode<ToggleReactionMutation, ToggleReactionMutationVariables>;
export const MarkConversationSeenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkConversationSeen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markConversationSeen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode<MarkConversationSeenMutation, MarkConversationSeenMutationVariables>;
export const PinMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PinMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pinned"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pinMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pinned"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pinned"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seen"}},{"kind":"Field","name":{"kind":"Name","value":"seenBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPostCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"envelope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mls"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeviceId"}}]}}]}}]} as unknown as DocumentNode<PinMessageMutation, PinMessageMutationVariables>;
export const ConversationCreatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ConversationCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seen"}},{"kind":"Field","name":{"kind":"Name","value":"seenBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPostCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"envelope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mls"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeviceId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"encrypted"}},{"kind":"Field","name":{"kind":"Name","value":"groupEpoch"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConversationCreatedSubscription, ConversationCreatedSubscriptionVariables>;
export const ConversationUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ConversationUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversation"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seen"}},{"kind":"Field","name":{"kind":"Name","value":"seenBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPostCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"envelope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mls"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeviceId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"encrypted"}},{"kind":"Field","name":{"kind":"Name","value":"groupEpoch"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConversationUpdatedSubscription, ConversationUpdatedSubscriptionVariables>;
export const MessageCreatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MessageCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seen"}},{"kind":"Field","name":{"kind":"Name","value":"seenBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPostCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"envelope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mls"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeviceId"}}]}}]}}]} as unknown as DocumentNode<MessageCreatedSubscription, MessageCreatedSubscriptionVariables>;
export const MessageUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MessageUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seen"}},{"kind":"Field","name":{"kind":"Name","value":"seenBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPostCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"envelope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mls"}},{"kind":"Field","name":{"kind":"Name","value":"senderDeviceId"}}]}}]}}]} as unknown as DocumentNode<MessageUpdatedSubscription, MessageUpdatedSubscriptionVariables>;
export const MessageRemovedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MessageRemoved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageRemoved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}}]}}]}}]} as unknown as DocumentNode<MessageRemovedSubscription, MessageRemovedSubscriptionVariables>;
export const ActiveUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ActiveUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeUsers"}}]}}]} as unknown as DocumentNode<ActiveUsersSubscription, ActiveUsersSubscriptionVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unreadOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"unreadOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unreadOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"challengeId"}},{"kind":"Field","name":{"kind":"Name","value":"communityId"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const UnreadNotificationCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadNotificationCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]} as unknown as DocumentNode<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>;
export const NotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"follows"}},{"kind":"Field","name":{"kind":"Name","value":"replies"}},{"kind":"Field","name":{"kind":"Name","value":"mentions"}},{"kind":"Field","name":{"kind":"Name","value":"quotes"}},{"kind":"Field","name":{"kind":"Name","value":"reposts"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"challenges"}}]}}]}}]} as unknown as DocumentNode<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>;
export const MarkNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const DeleteNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteNotificationMutation, DeleteNotificationMutationVariables>;
export const UpdateNotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotificationPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"follows"}},{"kind":"Field","name":{"kind":"Name","value":"replies"}},{"kind":"Field","name":{"kind":"Name","value":"mentions"}},{"kind":"Field","name":{"kind":"Name","value":"quotes"}},{"kind":"Field","name":{"kind":"Name","value":"reposts"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"challenges"}}]}}]}}]} as unknown as DocumentNode<UpdateNotificationPreferencesMutation, UpdateNotificationPreferencesMutationVariables>;
export const NotificationCreatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"challengeId"}},{"kind":"Field","name":{"kind":"Name","value":"communityId"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationCreatedSubscription, NotificationCreatedSubscriptionVariables>;
export const HomeFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedPost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostAuthor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"followedByMe"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRoute"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RouteData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"averageSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"elevationGain"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostMeal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}},{"kind":"Field","name":{"kind":"Name","value":"sugar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"saturated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"servingSize"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"cuisineType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostExerciseAnalysis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseAnalysis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseType"}},{"kind":"Field","name":{"kind":"Name","value":"repCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"repScores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rep"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostPoll"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"ended"}},{"kind":"Field","name":{"kind":"Name","value":"hasVoted"}},{"kind":"Field","name":{"kind":"Name","value":"myVoteOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"totalVotes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostAuthor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"routeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostRoute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostMeal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exerciseAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostExerciseAnalysis"}}]}},{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostPoll"}}]}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"repostCount"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"reposted"}},{"kind":"Field","name":{"kind":"Name","value":"originalPostId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}},{"kind":"Field","name":{"kind":"Name","value":"originalPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}}]}}]}}]} as unknown as DocumentNode<HomeFeedQuery, HomeFeedQueryVariables>;
export const UserPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedPost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostAuthor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"followedByMe"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRoute"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RouteData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"averageSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"elevationGain"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostMeal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}},{"kind":"Field","name":{"kind":"Name","value":"sugar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"saturated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"servingSize"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"cuisineType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostExerciseAnalysis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseAnalysis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseType"}},{"kind":"Field","name":{"kind":"Name","value":"repCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"repScores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rep"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostPoll"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"ended"}},{"kind":"Field","name":{"kind":"Name","value":"hasVoted"}},{"kind":"Field","name":{"kind":"Name","value":"myVoteOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"totalVotes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostAuthor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"routeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostRoute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostMeal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exerciseAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostExerciseAnalysis"}}]}},{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostPoll"}}]}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"repostCount"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"reposted"}},{"kind":"Field","name":{"kind":"Name","value":"originalPostId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}},{"kind":"Field","name":{"kind":"Name","value":"originalPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}}]}}]}}]} as unknown as DocumentNode<UserPostsQuery, UserPostsQueryVariables>;
export const PostByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostAuthor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"followedByMe"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRoute"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RouteData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"averageSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"elevationGain"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostMeal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}},{"kind":"Field","name":{"kind":"Name","value":"sugar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"saturated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"servingSize"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"cuisineType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostExerciseAnalysis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseAnalysis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseType"}},{"kind":"Field","name":{"kind":"Name","value":"repCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"repScores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rep"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostPoll"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"ended"}},{"kind":"Field","name":{"kind":"Name","value":"hasVoted"}},{"kind":"Field","name":{"kind":"Name","value":"myVoteOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"totalVotes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostAuthor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"routeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostRoute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostMeal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exerciseAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostExerciseAnalysis"}}]}},{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostPoll"}}]}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"repostCount"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"reposted"}},{"kind":"Field","name":{"kind":"Name","value":"originalPostId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}},{"kind":"Field","name":{"kind":"Name","value":"originalPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}}]}}]}}]} as unknown as DocumentNode<PostByIdQuery, PostByIdQueryVariables>;
export const PostThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostAuthor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"followedByMe"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRoute"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RouteData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"averageSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"elevationGain"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostMeal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}},{"kind":"Field","name":{"kind":"Name","value":"sugar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"saturated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"servingSize"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"cuisineType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostExerciseAnalysis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseAnalysis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseType"}},{"kind":"Field","name":{"kind":"Name","value":"repCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"repScores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rep"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostPoll"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"ended"}},{"kind":"Field","name":{"kind":"Name","value":"hasVoted"}},{"kind":"Field","name":{"kind":"Name","value":"myVoteOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"totalVotes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostAuthor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"routeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostRoute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostMeal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exerciseAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostExerciseAnalysis"}}]}},{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostPoll"}}]}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"repostCount"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"reposted"}},{"kind":"Field","name":{"kind":"Name","value":"originalPostId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}},{"kind":"Field","name":{"kind":"Name","value":"originalPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}}]}}]}}]} as unknown as DocumentNode<PostThreadQuery, PostThreadQueryVariables>;
export const PostRepliesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostReplies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostAuthor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"followedByMe"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRoute"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RouteData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"averageSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"elevationGain"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostMeal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}},{"kind":"Field","name":{"kind":"Name","value":"sugar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"saturated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"servingSize"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"cuisineType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostExerciseAnalysis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseAnalysis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseType"}},{"kind":"Field","name":{"kind":"Name","value":"repCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"repScores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rep"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostPoll"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"ended"}},{"kind":"Field","name":{"kind":"Name","value":"hasVoted"}},{"kind":"Field","name":{"kind":"Name","value":"myVoteOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"totalVotes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostAuthor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"routeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostRoute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostMeal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exerciseAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostExerciseAnalysis"}}]}},{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostPoll"}}]}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"repostCount"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"reposted"}},{"kind":"Field","name":{"kind":"Name","value":"originalPostId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}},{"kind":"Field","name":{"kind":"Name","value":"originalPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}}]}}]}}]} as unknown as DocumentNode<PostRepliesQuery, PostRepliesQueryVariables>;
export const FollowCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostAuthor"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostAuthor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"followedByMe"}}]}}]} as unknown as DocumentNode<FollowCountsQuery, FollowCountsQueryVariables>;
export const LikePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LikePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}}]}}]}}]} as unknown as DocumentNode<LikePostMutation, LikePostMutationVariables>;
export const UnlikePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlikePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlikePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}}]}}]}}]} as unknown as DocumentNode<UnlikePostMutation, UnlikePostMutationVariables>;
export const BookmarkPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookmarkPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmarkPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkCount"}}]}}]}}]} as unknown as DocumentNode<BookmarkPostMutation, BookmarkPostMutationVariables>;
export const UnbookmarkPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnbookmarkPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unbookmarkPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkCount"}}]}}]}}]} as unknown as DocumentNode<UnbookmarkPostMutation, UnbookmarkPostMutationVariables>;
export const RepostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Repost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reposted"}},{"kind":"Field","name":{"kind":"Name","value":"repostCount"}}]}}]}}]} as unknown as DocumentNode<RepostMutation, RepostMutationVariables>;
export const UndoRepostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoRepost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoRepost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reposted"}},{"kind":"Field","name":{"kind":"Name","value":"repostCount"}}]}}]}}]} as unknown as DocumentNode<UndoRepostMutation, UndoRepostMutationVariables>;
export const QuotePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuotePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quotePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostAuthor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"followedByMe"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRoute"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RouteData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"averageSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"elevationGain"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostMeal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}},{"kind":"Field","name":{"kind":"Name","value":"sugar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"saturated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"servingSize"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"cuisineType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostExerciseAnalysis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseAnalysis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseType"}},{"kind":"Field","name":{"kind":"Name","value":"repCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"repScores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rep"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostPoll"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"ended"}},{"kind":"Field","name":{"kind":"Name","value":"hasVoted"}},{"kind":"Field","name":{"kind":"Name","value":"myVoteOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"totalVotes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostAuthor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"routeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostRoute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostMeal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exerciseAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostExerciseAnalysis"}}]}},{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostPoll"}}]}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"repostCount"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"reposted"}},{"kind":"Field","name":{"kind":"Name","value":"originalPostId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}},{"kind":"Field","name":{"kind":"Name","value":"originalPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}}]}}]}}]} as unknown as DocumentNode<QuotePostMutation, QuotePostMutationVariables>;
export const CreateReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostAuthor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"followedByMe"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRoute"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RouteData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"averageSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"elevationGain"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostMeal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}},{"kind":"Field","name":{"kind":"Name","value":"sugar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"saturated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"servingSize"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"cuisineType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostExerciseAnalysis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseAnalysis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseType"}},{"kind":"Field","name":{"kind":"Name","value":"repCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"repScores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rep"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostPoll"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"ended"}},{"kind":"Field","name":{"kind":"Name","value":"hasVoted"}},{"kind":"Field","name":{"kind":"Name","value":"myVoteOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"totalVotes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostAuthor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"routeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostRoute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostMeal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exerciseAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostExerciseAnalysis"}}]}},{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostPoll"}}]}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"repostCount"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"reposted"}},{"kind":"Field","name":{"kind":"Name","value":"originalPostId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}},{"kind":"Field","name":{"kind":"Name","value":"originalPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}}]}}]}}]} as unknown as DocumentNode<CreateReplyMutation, CreateReplyMutationVariables>;
export const DeletePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePostMutation, DeletePostMutationVariables>;
export const RecordPostViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordPostView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPostView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}}]}}]}}]} as unknown as DocumentNode<RecordPostViewMutation, RecordPostViewMutationVariables>;
export const RecordShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"method"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareMethod"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"Variable","name":{"kind":"Name","value":"method"}}}]}]}}]} as unknown as DocumentNode<RecordShareMutation, RecordShareMutationVariables>;
export const VotePollDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VotePoll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pollId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"optionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"optionIndex"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"votePoll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pollId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pollId"}}},{"kind":"Argument","name":{"kind":"Name","value":"optionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"optionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"optionIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"optionIndex"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostPoll"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostPoll"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"ended"}},{"kind":"Field","name":{"kind":"Name","value":"hasVoted"}},{"kind":"Field","name":{"kind":"Name","value":"myVoteOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"totalVotes"}}]}}]} as unknown as DocumentNode<VotePollMutation, VotePollMutationVariables>;
export const FollowUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FollowUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"follow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"followedByMe"}}]}}]}}]} as unknown as DocumentNode<FollowUserMutation, FollowUserMutationVariables>;
export const UnfollowUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnfollowUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unfollow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"followedByMe"}}]}}]}}]} as unknown as DocumentNode<UnfollowUserMutation, UnfollowUserMutationVariables>;
export const UserByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"pendingImage"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"bioLink"}},{"kind":"Field","name":{"kind":"Name","value":"profileURL"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}}]} as unknown as DocumentNode<UserByIdQuery, UserByIdQueryVariables>;
export const FindUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FindUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"findUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"pendingImage"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"bioLink"}},{"kind":"Field","name":{"kind":"Name","value":"profileURL"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}}]} as unknown as DocumentNode<FindUserQuery, FindUserQueryVariables>;
export const SearchUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<SearchUsersQuery, SearchUsersQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileUser"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"pendingImage"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"bioLink"}},{"kind":"Field","name":{"kind":"Name","value":"profileURL"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const UserUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UserUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"pendingImage"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"bioLink"}},{"kind":"Field","name":{"kind":"Name","value":"profileURL"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}}]} as unknown as DocumentNode<UserUpdatedSubscription, UserUpdatedSubscriptionVariables>;
export const ImportActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportActivityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ImportActivityMutation, ImportActivityMutationVariables>;
export const MyActivitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyActivities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myActivities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"pace"}},{"kind":"Field","name":{"kind":"Name","value":"elevationGain"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<MyActivitiesQuery, MyActivitiesQueryVariables>;
export const AssistantConversationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantConversations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assistantConversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<AssistantConversationsQuery, AssistantConversationsQueryVariables>;
export const AssistantConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assistantConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssistantMessageItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantMessageItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"citations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AssistantConversationQuery, AssistantConversationQueryVariables>;
export const SendAssistantMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendAssistantMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendAssistantMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendAssistantMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssistantMessageItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantMessageItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"citations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SendAssistantMessageMutation, SendAssistantMessageMutationVariables>;
export const AssistantReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AssistantReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assistantConversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assistantReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assistantConversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assistantConversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssistantMessageItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantMessageItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"citations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AssistantReplySubscription, AssistantReplySubscriptionVariables>;
export const AssistantStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assistantStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retrieval"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]}}]} as unknown as DocumentNode<AssistantStatusQuery, AssistantStatusQueryVariables>;
export const CalendarEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]} as unknown as DocumentNode<CalendarEventsQuery, CalendarEventsQueryVariables>;
export const CreateCalendarEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCalendarEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCalendarEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]} as unknown as DocumentNode<CreateCalendarEventMutation, CreateCalendarEventMutationVariables>;
export const UpdateCalendarEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCalendarEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEventUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCalendarEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]} as unknown as DocumentNode<UpdateCalendarEventMutation, UpdateCalendarEventMutationVariables>;
export const DeleteCalendarEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCalendarEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCalendarEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCalendarEventMutation, DeleteCalendarEventMutationVariables>;
export const CalendarWeekSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarWeekSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"EnumValue","value":"WEEK"}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"timezone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventCount"}},{"kind":"Field","name":{"kind":"Name","value":"busyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"byKind"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}}]}}]}}]} as unknown as DocumentNode<CalendarWeekSummaryQuery, CalendarWeekSummaryQueryVariables>;
export const CalendarRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"more"}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"eatenAt"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"nutritionalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CalendarRecordsQuery, CalendarRecordsQueryVariables>;
export const CalendarPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showActivities"}},{"kind":"Field","name":{"kind":"Name","value":"showMeals"}}]}}]} as unknown as DocumentNode<CalendarPreferencesQuery, CalendarPreferencesQueryVariables>;
export const UpdateCalendarPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCalendarPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCalendarPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showActivities"}},{"kind":"Field","name":{"kind":"Name","value":"showMeals"}}]}}]} as unknown as DocumentNode<UpdateCalendarPreferencesMutation, UpdateCalendarPreferencesMutationVariables>;
export const DailySummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DailySummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailySummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timezone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"endurance"}},{"kind":"Field","name":{"kind":"Name","value":"appraisal"}},{"kind":"Field","name":{"kind":"Name","value":"sleep"}},{"kind":"Field","name":{"kind":"Name","value":"workout"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"}},{"kind":"Field","name":{"kind":"Name","value":"productivity"}},{"kind":"Field","name":{"kind":"Name","value":"hasData"}},{"kind":"Field","name":{"kind":"Name","value":"explanations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"measures"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"raise"}}]}}]}}]}}]} as unknown as DocumentNode<DailySummaryQuery, DailySummaryQueryVariables>;
export const HealthGoalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HealthGoals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"healthGoals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timezone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthGoal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthGoal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Goal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"metric"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}}]}}]} as unknown as DocumentNode<HealthGoalsQuery, HealthGoalsQueryVariables>;
export const CreateGoalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGoal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GoalInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"timezone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthGoal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthGoal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Goal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"metric"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}}]}}]} as unknown as DocumentNode<CreateGoalMutation, CreateGoalMutationVariables>;
export const UpdateGoalProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGoalProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"current"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGoalProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"current"},"value":{"kind":"Variable","name":{"kind":"Name","value":"current"}}},{"kind":"Argument","name":{"kind":"Name","value":"timezone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthGoal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthGoal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Goal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"metric"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}}]}}]} as unknown as DocumentNode<UpdateGoalProgressMutation, UpdateGoalProgressMutationVariables>;
export const DeleteGoalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteGoal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteGoalMutation, DeleteGoalMutationVariables>;
export const LongevityTipsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LongevityTips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"longevityTips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<LongevityTipsQuery, LongevityTipsQueryVariables>;
export const ExerciseCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExerciseCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scored"}},{"kind":"Field","name":{"kind":"Name","value":"bodyParts"}},{"kind":"Field","name":{"kind":"Name","value":"limitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bodyPart"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"affects"}}]}}]}}]}}]} as unknown as DocumentNode<ExerciseCatalogueQuery, ExerciseCatalogueQueryVariables>;
export const RecordExerciseAnalysisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordExerciseAnalysis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseAnalysisInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordExerciseAnalysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RecordExerciseAnalysisMutation, RecordExerciseAnalysisMutationVariables>;
export const PostExerciseAnalysisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PostExerciseAnalysis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostAuthor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"followedByMe"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRoute"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RouteData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"averageSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"elevationGain"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostMeal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}},{"kind":"Field","name":{"kind":"Name","value":"sugar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"saturated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"servingSize"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"cuisineType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostExerciseAnalysis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseAnalysis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseType"}},{"kind":"Field","name":{"kind":"Name","value":"repCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"repScores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rep"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostPoll"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"votes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"ended"}},{"kind":"Field","name":{"kind":"Name","value":"hasVoted"}},{"kind":"Field","name":{"kind":"Name","value":"myVoteOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"totalVotes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostAuthor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"routeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostRoute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostMeal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exerciseAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostExerciseAnalysis"}}]}},{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostPoll"}}]}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"repostCount"}},{"kind":"Field","name":{"kind":"Name","value":"quoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarkCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"reposted"}},{"kind":"Field","name":{"kind":"Name","value":"originalPostId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}},{"kind":"Field","name":{"kind":"Name","value":"originalPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostBody"}}]}}]}}]} as unknown as DocumentNode<PostExerciseAnalysisMutation, PostExerciseAnalysisMutationVariables>;
export const MyLimitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLimitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLimitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LimitationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scored"}},{"kind":"Field","name":{"kind":"Name","value":"limitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LimitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Limitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bodyPart"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"affects"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"endedOn"}}]}}]} as unknown as DocumentNode<MyLimitationsQuery, MyLimitationsQueryVariables>;
export const RecordLimitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordLimitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LimitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordLimitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LimitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LimitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Limitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bodyPart"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"affects"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"endedOn"}}]}}]} as unknown as DocumentNode<RecordLimitationMutation, RecordLimitationMutationVariables>;
export const EndLimitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndLimitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endLimitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LimitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LimitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Limitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bodyPart"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"affects"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"endedOn"}}]}}]} as unknown as DocumentNode<EndLimitationMutation, EndLimitationMutationVariables>;
export const DeleteLimitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLimitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLimitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteLimitationMutation, DeleteLimitationMutationVariables>;
export const MealAnalyzeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MealAnalyze"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyzeMealInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyzeMeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"foodDetection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainDish"}},{"kind":"Field","name":{"kind":"Name","value":"cuisineType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionalAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estimatedCalories"}},{"kind":"Field","name":{"kind":"Name","value":"servingSize"}},{"kind":"Field","name":{"kind":"Name","value":"macronutrients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}},{"kind":"Field","name":{"kind":"Name","value":"sugar"}},{"kind":"Field","name":{"kind":"Name","value":"saturatedFat"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dietaryNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"healthRating"}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}},{"kind":"Field","name":{"kind":"Name","value":"allergens"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryCategory"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vitamins"}},{"kind":"Field","name":{"kind":"Name","value":"minerals"}},{"kind":"Field","name":{"kind":"Name","value":"sodiumMg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"foods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"foodId"}},{"kind":"Field","name":{"kind":"Name","value":"foodName"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}}]}}]}}]} as unknown as DocumentNode<MealAnalyzeMutation, MealAnalyzeMutationVariables>;
export const MealPreviewOverlayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MealPreviewOverlay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MealOverlayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewMealOverlay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overlayImageUrl"}}]}}]}}]} as unknown as DocumentNode<MealPreviewOverlayMutation, MealPreviewOverlayMutationVariables>;
export const MealPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MealPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostMealInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postMeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<MealPostMutation, MealPostMutationVariables>;
export const MealCreatePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MealCreatePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MealCreatePostMutation, MealCreatePostMutationVariables>;
export const FoodMatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FoodMatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchFoods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"caloriesPer100g"}}]}}]}}]} as unknown as DocumentNode<FoodMatchesQuery, FoodMatchesQueryVariables>;
export const LogDiaryMealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogDiaryMeal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogMealInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logMeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"loggedOn"}}]}}]}}]} as unknown as DocumentNode<LogDiaryMealMutation, LogDiaryMealMutationVariables>;
export const MealDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MealDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<MealDeleteMutation, MealDeleteMutationVariables>;
export const FoodDiaryCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FoodDiaryCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foodDiary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"timezone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timezone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"eatenAt"}},{"kind":"Field","name":{"kind":"Name","value":"qualityScore"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"nutritionalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}},{"kind":"Field","name":{"kind":"Name","value":"sugar"}},{"kind":"Field","name":{"kind":"Name","value":"sodiumMg"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"fats"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remaining"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}}]}}]}}]} as unknown as DocumentNode<FoodDiaryCardQuery, FoodDiaryCardQueryVariables>;
export const WearableConnectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WearableConnections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wearableConnections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WearableConnectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WearableConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WearableConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"keyHint"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncedAt"}}]}}]} as unknown as DocumentNode<WearableConnectionsQuery, WearableConnectionsQueryVariables>;
export const WearableDaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WearableDays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WearableDataQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wearableData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"activeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"heartRate"}},{"kind":"Field","name":{"kind":"Name","value":"restingHeartRate"}},{"kind":"Field","name":{"kind":"Name","value":"bloodOxygen"}},{"kind":"Field","name":{"kind":"Name","value":"sleepScore"}},{"kind":"Field","name":{"kind":"Name","value":"sleepMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"readinessScore"}},{"kind":"Field","name":{"kind":"Name","value":"strain"}},{"kind":"Field","name":{"kind":"Name","value":"hrvMs"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}}]}}]}}]}}]} as unknown as DocumentNode<WearableDaysQuery, WearableDaysQueryVariables>;
export const WearableSyncJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WearableSyncJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SyncJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SyncJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SyncJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<WearableSyncJobQuery, WearableSyncJobQueryVariables>;
export const ConnectWearableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectWearable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectWearableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectWearable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WearableConnectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WearableConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WearableConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"keyHint"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncedAt"}}]}}]} as unknown as DocumentNode<ConnectWearableMutation, ConnectWearableMutationVariables>;
export const SyncWearablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncWearables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SyncWearablesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncWearables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SyncJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SyncJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SyncJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<SyncWearablesMutation, SyncWearablesMutationVariables>;
export const ImportHealthExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportHealthExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportHealthExportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importHealthExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SyncJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SyncJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SyncJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<ImportHealthExportMutation, ImportHealthExportMutationVariables>;
export const MedicalScansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MedicalScans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MedicalScanFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"medicalScans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MedicalScanCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MedicalScanCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MedicalScan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"bodyPart"}},{"kind":"Field","name":{"kind":"Name","value":"scanType"}},{"kind":"Field","name":{"kind":"Name","value":"modality"}},{"kind":"Field","name":{"kind":"Name","value":"scanDate"}},{"kind":"Field","name":{"kind":"Name","value":"fileCount"}},{"kind":"Field","name":{"kind":"Name","value":"seriesCount"}}]}}]} as unknown as DocumentNode<MedicalScansQuery, MedicalScansQueryVariables>;
export const MedicalScanDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MedicalScanDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"medicalScan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MedicalScanCard"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"referringPhysician"}},{"kind":"Field","name":{"kind":"Name","value":"accessionNumber"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MedicalScanCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MedicalScan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"bodyPart"}},{"kind":"Field","name":{"kind":"Name","value":"scanType"}},{"kind":"Field","name":{"kind":"Name","value":"modality"}},{"kind":"Field","name":{"kind":"Name","value":"scanDate"}},{"kind":"Field","name":{"kind":"Name","value":"fileCount"}},{"kind":"Field","name":{"kind":"Name","value":"seriesCount"}}]}}]} as unknown as DocumentNode<MedicalScanDetailQuery, MedicalScanDetailQueryVariables>;
export const MedicalScanViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MedicalScanViewer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"medicalScanManifest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scanId"}},{"kind":"Field","name":{"kind":"Name","value":"presets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"windowWidth"}},{"kind":"Field","name":{"kind":"Name","value":"windowCenter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyInstanceUid"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seriesInstanceUid"}},{"kind":"Field","name":{"kind":"Name","value":"seriesNumber"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"modality"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"windowCenter"}},{"kind":"Field","name":{"kind":"Name","value":"windowWidth"}},{"kind":"Field","name":{"kind":"Name","value":"instances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"instanceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MedicalScanViewerQuery, MedicalScanViewerQueryVariables>;
export const MedicalScanAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MedicalScanAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"medicalScanAccessLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scanId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<MedicalScanAccessQuery, MedicalScanAccessQueryVariables>;
export const CreateMedicalUploadUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMedicalUploadUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MedicalUploadUrlInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMedicalUploadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadId"}},{"kind":"Field","name":{"kind":"Name","value":"uploadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"maxBytes"}}]}}]}}]} as unknown as DocumentNode<CreateMedicalUploadUrlMutation, CreateMedicalUploadUrlMutationVariables>;
export const CreateMedicalScanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMedicalScan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMedicalScanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMedicalScan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MedicalScanCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MedicalScanCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MedicalScan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"bodyPart"}},{"kind":"Field","name":{"kind":"Name","value":"scanType"}},{"kind":"Field","name":{"kind":"Name","value":"modality"}},{"kind":"Field","name":{"kind":"Name","value":"scanDate"}},{"kind":"Field","name":{"kind":"Name","value":"fileCount"}},{"kind":"Field","name":{"kind":"Name","value":"seriesCount"}}]}}]} as unknown as DocumentNode<CreateMedicalScanMutation, CreateMedicalScanMutationVariables>;
export const DeleteMedicalScanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMedicalScan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMedicalScan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMedicalScanMutation, DeleteMedicalScanMutationVariables>;
export const ReportContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ReportContentMutation, ReportContentMutationVariables>;
export const ModerationQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportReason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderationQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModerationCaseFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModerationCaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reportCount"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"lastReportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"mediaUrls"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reporter"}},{"kind":"Field","name":{"kind":"Name","value":"reporterId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ModerationQueueQuery, ModerationQueueQueryVariables>;
export const ResolveReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModerationCaseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModerationCaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reportCount"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"lastReportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"mediaUrls"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reporter"}},{"kind":"Field","name":{"kind":"Name","value":"reporterId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ResolveReportMutation, ResolveReportMutationVariables>;
export const QuickActionsStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuickActionsState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quickActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<QuickActionsStateQuery, QuickActionsStateQueryVariables>;
export const SaveQuickActionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveQuickActions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveQuickActionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveQuickActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SaveQuickActionsMutation, SaveQuickActionsMutationVariables>;
export const SettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Settings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"compactMode"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"availableLanguages"}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webPath"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}}]}}]}}]} as unknown as DocumentNode<SettingsQuery, SettingsQueryVariables>;
export const UpdateSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Settings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"compactMode"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"availableLanguages"}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webPath"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}}]}}]}}]} as unknown as DocumentNode<UpdateSettingsMutation, UpdateSettingsMutationVariables>;
export const PrivacySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrivacySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"privacySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profileVisibility"}},{"kind":"Field","name":{"kind":"Name","value":"whoMayMessageMe"}},{"kind":"Field","name":{"kind":"Name","value":"followListsVisibility"}},{"kind":"Field","name":{"kind":"Name","value":"activityInFeeds"}},{"kind":"Field","name":{"kind":"Name","value":"discoverable"}}]}}]} as unknown as DocumentNode<PrivacySettingsQuery, PrivacySettingsQueryVariables>;
export const UpdatePrivacySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePrivacySettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacySettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePrivacySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profileVisibility"}},{"kind":"Field","name":{"kind":"Name","value":"whoMayMessageMe"}},{"kind":"Field","name":{"kind":"Name","value":"followListsVisibility"}},{"kind":"Field","name":{"kind":"Name","value":"activityInFeeds"}},{"kind":"Field","name":{"kind":"Name","value":"discoverable"}}]}}]} as unknown as DocumentNode<UpdatePrivacySettingsMutation, UpdatePrivacySettingsMutationVariables>;
export const AccountFactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"activeSessions"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}}]}}]}}]} as unknown as DocumentNode<AccountFactsQuery, AccountFactsQueryVariables>;
export const YourDataExportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"YourDataExports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataExports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"YourDataExport"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YourDataExport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}}]}}]} as unknown as DocumentNode<YourDataExportsQuery, YourDataExportsQueryVariables>;
export const StartYourDataExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartYourDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"YourDataExport"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YourDataExport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}}]}}]} as unknown as DocumentNode<StartYourDataExportMutation, StartYourDataExportMutationVariables>;
export const DeleteYourAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteYourAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<DeleteYourAccountMutation, DeleteYourAccountMutationVariables>;
export const YourConversationsForExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"YourConversationsForExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<YourConversationsForExportQuery, YourConversationsForExportQueryVariables>;
export const ShopProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeArchived"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeArchived"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"imagesUnderReview"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]} as unknown as DocumentNode<ShopProductsQuery, ShopProductsQueryVariables>;
export const ShopProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"imagesUnderReview"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]} as unknown as DocumentNode<ShopProductQuery, ShopProductQueryVariables>;
export const ShopPaymentProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopPaymentProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentProvider"}}]}}]} as unknown as DocumentNode<ShopPaymentProviderQuery, ShopPaymentProviderQueryVariables>;
export const ShopCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShopCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMinor"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingLabel"}},{"kind":"Field","name":{"kind":"Name","value":"shippingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}}]}}]}}]} as unknown as DocumentNode<ShopCheckoutMutation, ShopCheckoutMutationVariables>;
export const ShopPayOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShopPayOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopOrderFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMinor"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingLabel"}},{"kind":"Field","name":{"kind":"Name","value":"shippingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}}]}}]}}]} as unknown as DocumentNode<ShopPayOrderMutation, ShopPayOrderMutationVariables>;
export const ShopOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMinor"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingLabel"}},{"kind":"Field","name":{"kind":"Name","value":"shippingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}}]}}]}}]} as unknown as DocumentNode<ShopOrderQuery, ShopOrderQueryVariables>;
export const ShopMyOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopMyOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopOrderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMinor"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingLabel"}},{"kind":"Field","name":{"kind":"Name","value":"shippingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}}]}}]}}]} as unknown as DocumentNode<ShopMyOrdersQuery, ShopMyOrdersQueryVariables>;
export const ShopCreateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShopCreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"imagesUnderReview"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]} as unknown as DocumentNode<ShopCreateProductMutation, ShopCreateProductMutationVariables>;
export const ShopUpdateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShopUpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"imagesUnderReview"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]} as unknown as DocumentNode<ShopUpdateProductMutation, ShopUpdateProductMutationVariables>;
export const ShopCancelOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShopCancelOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMinor"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingLabel"}},{"kind":"Field","name":{"kind":"Name","value":"shippingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}}]}}]}}]} as unknown as DocumentNode<ShopCancelOrderMutation, ShopCancelOrderMutationVariables>;
export const ShopMarkOrderCollectedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShopMarkOrderCollected"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markOrderCollected"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMinor"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingLabel"}},{"kind":"Field","name":{"kind":"Name","value":"shippingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}}]}}]}}]} as unknown as DocumentNode<ShopMarkOrderCollectedMutation, ShopMarkOrderCollectedMutationVariables>;