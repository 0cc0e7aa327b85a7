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
  _Any: { input: Record<string, unknown>; output: Record<string, unknown>; }
};

export type AccountEventKind =
  | 'PROFILE_UPDATED'
  | 'ROLE_CHANGED'
  | 'SIGNED_OUT'
  | 'SUSPENDED';

/** NEWEST / OLDEST: by sign-up; NAME: by name (A-Z), case-insensitive. */
export type AccountSort =
  | 'NAME'
  | 'NEWEST'
  | 'OLDEST';

/** DAY; WEEK from Monday; MONTH from the 1st (UTC). */
export type ActivityBucket =
  | 'DAY'
  | 'MONTH'
  | 'WEEK';

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

export type AssistantMessageState =
  | 'DONE'
  | 'FAILED'
  | 'STREAMING';

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

/** Who made the model: the offline generator, Meshy, or the member (an uploaded GLB). */
export type AvatarProvider =
  | 'MESHY'
  | 'OFFLINE'
  | 'UPLOAD';

/** GENERATING: its creation task runs; READY: modelUrl is its model; FAILED: its creation failed or was cancelled. */
export type AvatarStatus =
  | 'FAILED'
  | 'GENERATING'
  | 'READY';

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

/** Encrypted history of one of your conversations. */
export type BackupSegmentInput = {
  conversationId: Scalars['ID']['input'];
  /** Base64 of the encrypted history (IV first), as the device wrote it. */
  data: Scalars['String']['input'];
};

/** History to add to your key backup. */
export type BackupSegmentsInput = {
  segments: Array<BackupSegmentInput>;
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

export type CalendarPeriod =
  | 'DAY'
  | 'MONTH'
  | 'WEEK';

/** Changes to what your calendar shows (only the fields given change). */
export type CalendarPreferencesInput = {
  /** Show your recorded runs and workouts. */
  showActivities?: InputMaybe<Scalars['Boolean']['input']>;
  /** Show your logged meals. */
  showMeals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CallEventKind =
  /** The member answered on one of their devices (sent to that member only): their other devices stop ringing. */
  | 'ANSWERED'
  | 'ENDED'
  | 'ERROR'
  | 'INVITATION'
  | 'PARTICIPANT_JOINED'
  | 'PARTICIPANT_LEFT'
  | 'PARTICIPANT_MEDIA_CHANGED';

export type CallParticipantStatus =
  | 'DECLINED'
  | 'INVITED'
  | 'JOINED'
  | 'LEFT';

export type CallStatus =
  /** At least two participants are in the room. */
  | 'ACTIVE'
  /** The person called was in another call; it never rang. */
  | 'BUSY'
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

/** What progress counts: CHECK_INS (one per day done), STEPS, DISTANCE (km), ACTIVE_MINUTES, CALORIES (the last four also from wearables). */
export type ChallengeMetric =
  | 'ACTIVE_MINUTES'
  | 'CALORIES'
  | 'CHECK_INS'
  | 'DISTANCE'
  | 'STEPS';

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

/** A new personal access token: its name, scopes and expiry. */
export type CreatePersonalAccessTokenInput = {
  /** Days until the token stops working: 7, 30, 90 or 365. */
  expiresInDays: Scalars['Int']['input'];
  /** What the token is for, to tell it apart in the list (1-100 characters). */
  name: Scalars['String']['input'];
  /** What the token may do: names from apiScopes (e.g. posts:read). */
  scopes: Array<Scalars['String']['input']>;
};

export type CreatePostInput = {
  /** A client-generated id: sending the same one twice creates one post. */
  clientId?: InputMaybe<Scalars['String']['input']>;
  communityId?: InputMaybe<Scalars['ID']['input']>;
  content: Scalars['String']['input'];
  /** A content warning (at most 200 characters): readers open the post to see its text and media. */
  contentWarning?: InputMaybe<Scalars['String']['input']>;
  /** DRAFT keeps it unpublished; with scheduledFor it is SCHEDULED; otherwise POSTED. */
  draft?: InputMaybe<Scalars['Boolean']['input']>;
  /** One of your form analyses (recordExerciseAnalysis): the post carries it as a result card, readable by whoever can read the post. POST type only. */
  exerciseAnalysisId?: InputMaybe<Scalars['ID']['input']>;
  location?: InputMaybe<LocationInput>;
  meal?: InputMaybe<MealInput>;
  medias?: InputMaybe<Array<MediaInput>>;
  /** Required for POLL, refused otherwise. */
  poll?: InputMaybe<PollInput>;
  /** Who may quote. Default EVERYONE. */
  quotePolicy?: InputMaybe<InteractionPolicy>;
  /** Who may reply. Default EVERYONE. */
  replyPolicy?: InputMaybe<InteractionPolicy>;
  routeData?: InputMaybe<RouteDataInput>;
  scheduledFor?: InputMaybe<Scalars['DateTime']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
  /** POST, POLL, MEAL, ROUTE or CHALLENGE; REPLY, QUOTE and REPOST have their own mutations. Default POST. */
  type?: InputMaybe<PostType>;
};

/** A webhook of one of the caller's apps. */
export type CreateWebhookInput = {
  /** Whether it receives deliveries (true when not given). */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** One or more of follower.created, post.created, message.received, notification.created, event.rsvp. */
  events: Array<Scalars['String']['input']>;
  /** Where deliveries are POSTed: https (http only for localhost or 127.0.0.1), at most 2000 characters. */
  url: Scalars['String']['input'];
};

export type DataExportStatus =
  | 'EXPIRED'
  | 'FAILED'
  | 'PENDING'
  | 'READY'
  | 'RUNNING';

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

/** A food on the plate by name (matched against USDA SR28, or the row picked by foodId) and its weight. */
export type FoodPortionInput = {
  /** The SR28 row the member picked among the matches (searchFoods); default: the best match of the name. */
  foodId?: InputMaybe<Scalars['ID']['input']>;
  grams: Scalars['Float']['input'];
  name: Scalars['String']['input'];
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

/** What was held: a post (also a quote) or a comment (a reply). */
export type HeldContentKind =
  | 'COMMENT'
  | 'POST';

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

/** Who may reply to or quote a post: everyone, people the author follows (and those mentioned), only those mentioned, or nobody. */
export type InteractionPolicy =
  | 'EVERYONE'
  | 'FOLLOWING'
  | 'MENTIONED'
  | 'NOBODY';

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

/** Key packages of one of your devices (suite MLS_256_XWING_AES256GCM_SHA512_Ed25519, basic credential 'pulse-device:v1:<userId>:<deviceId>'). */
export type KeyPackagesInput = {
  /** Base64 of MLS messages of wire format mls_key_package, each used once. */
  keyPackages: Array<Scalars['String']['input']>;
  /** A key package handed out when the device has no other left, and kept; replaces the device's previous one. */
  lastResort?: InputMaybe<Scalars['String']['input']>;
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

export type LoginInput = {
  /** The deviceId an earlier login or register on this device returned. */
  deviceId?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MealCarbsInput = {
  fiber?: InputMaybe<Scalars['Float']['input']>;
  sugar?: InputMaybe<Scalars['Float']['input']>;
  total?: InputMaybe<Scalars['Float']['input']>;
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

/** A photo or video uploaded with POST /api/posts/media. */
export type MealPostMediaInput = {
  type: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

export type MediaInput = {
  /** Alt text for an image: what it shows (at most 1,500 characters). */
  alt?: InputMaybe<Scalars['String']['input']>;
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

/** One file to upload (spec: fileName, fileType). */
export type MedicalUploadUrlInput = {
  /** The file's name (shown in errors about it). */
  fileName: Scalars['String']['input'];
  /** The file's media type as the browser names it (default application/dicom); the content is checked from the bytes. */
  fileType?: InputMaybe<Scalars['String']['input']>;
};

/** What an encrypted message is: a message (counts as unread) or a reaction to one (does not). */
export type MessageKind =
  | 'MESSAGE'
  | 'REACTION';

/** Who may start a conversation with a member or send them a direct message: everyone, the people the member follows, or nobody. */
export type MessagePermission =
  | 'EVERYONE'
  | 'FOLLOWING'
  | 'NOBODY';

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

/** AWAITING_PAYMENT: placed, stock held, no payment started; PAYMENT_PENDING: the provider is taking the payment; PAYMENT_FAILED: the provider refused it (payOrder again); AWAITING_COLLECTION: to be paid on collection (no provider configured); PAID: the provider confirmed it, or an admin marked it collected and paid; CANCELLED: cancelled before payment, its stock given back; EXPIRED: not paid in time (PAYMENT_HOLD_MINUTES, or COLLECTION_HOLD_DAYS on collection), its stock given back. */
export type OrderStatus =
  | 'AWAITING_COLLECTION'
  | 'AWAITING_PAYMENT'
  | 'CANCELLED'
  | 'EXPIRED'
  | 'PAID'
  | 'PAYMENT_FAILED'
  | 'PAYMENT_PENDING';

/** STRIPE: card payments through Stripe; OFFLINE: pay on collection. */
export type PaymentProviderKind =
  | 'OFFLINE'
  | 'STRIPE';

export type PersonalAccessTokenStatus =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'REVOKED';

export type PollInput = {
  /** Days 0-7, hours 0-23, minutes 0-59; the duration must be greater than 0. Default 1 day. */
  days?: InputMaybe<Scalars['Int']['input']>;
  hours?: InputMaybe<Scalars['Int']['input']>;
  minutes?: InputMaybe<Scalars['Int']['input']>;
  /** 2-4 non-empty option texts. */
  options: Array<Scalars['String']['input']>;
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

export type PrivacyZoneInput = {
  /** A name for it, e.g. Home (at most 50 characters). */
  label?: InputMaybe<Scalars['String']['input']>;
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
  /** Metres (200-2000). */
  radiusMetres: Scalars['Int']['input'];
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

/** The composer's last edits to a draft or scheduled post it publishes now. */
export type PublishDraftInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  /** Blank removes the content warning; left out keeps the draft's. */
  contentWarning?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<LocationInput>;
  medias?: InputMaybe<Array<MediaInput>>;
  /** Who may quote; left out keeps the draft's. */
  quotePolicy?: InputMaybe<InteractionPolicy>;
  /** Who may reply; left out keeps the draft's. */
  replyPolicy?: InputMaybe<InteractionPolicy>;
};

/** LIST, GRID_2 (2-column grid) or GRID_3 (3-column grid, the default). */
export type QuickActionsLayout =
  | 'GRID_2'
  | 'GRID_3'
  | 'LIST';

/** A new app (OAuth client). */
export type RegisterAppInput = {
  /** An https image URL, or none. */
  logoUrl?: InputMaybe<Scalars['String']['input']>;
  /** 1-60 characters, shown to members on the consent screen. */
  name: Scalars['String']['input'];
  /** A public client (browser or mobile app: no secret, PKCE alone); false by default (a server with a secret). */
  public?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1-10 exact redirect URIs: https, or http on localhost / 127.0.0.1. */
  redirectUris: Array<Scalars['String']['input']>;
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

export type RouteDataInput = {
  /** Beats per minute (20-250). */
  averageHeartRate?: InputMaybe<Scalars['Int']['input']>;
  averageSpeed?: InputMaybe<Scalars['Float']['input']>;
  calories?: InputMaybe<Scalars['Float']['input']>;
  coordinates: Array<RoutePointInput>;
  date?: InputMaybe<Scalars['DateTime']['input']>;
  distance?: InputMaybe<Scalars['Float']['input']>;
  duration?: InputMaybe<Scalars['Int']['input']>;
  elevationGain?: InputMaybe<Scalars['Float']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  /** Beats per minute (20-250). */
  maxHeartRate?: InputMaybe<Scalars['Int']['input']>;
  steps?: InputMaybe<Scalars['Int']['input']>;
  type: Scalars['String']['input'];
};

export type RoutePointInput = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};

export type RoutePrivacyInput = {
  heartRateVisibility: Audience;
  /** 0 (off) or 200-1000 metres hidden at each end of every route. */
  hideEndsMetres: Scalars['Int']['input'];
  paceVisibility: Audience;
  /** At most 10; replaces the list. */
  zones: Array<PrivacyZoneInput>;
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

/** A way a product is delivered. */
export type ShippingOptionInput = {
  /** Keep it to keep carts that chose it; default: a new id. */
  id?: InputMaybe<Scalars['ID']['input']>;
  label: Scalars['String']['input'];
  /** Integer minor units (cents), 0 for free. */
  priceMinor: Scalars['Int']['input'];
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

/** Why a member is suggested: followed by people you follow, posts from a place you post from, many followers, or posting lately. */
export type SuggestionReason =
  | 'ACTIVE'
  | 'FOLLOWED_BY_FOLLOWING'
  | 'POPULAR'
  | 'SAME_PLACE';

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

/** DAY: the last 24 hours; WEEK: the last 7 days. */
export type TrendWindow =
  | 'DAY'
  | 'WEEK';

export type UpdateAccountRecordInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to an app; the fields left out keep their values (null is the same as left out, except logoUrl's '' which removes it). */
export type UpdateAppInput = {
  /** Left out: unchanged; empty: no logo. */
  logoUrl?: InputMaybe<Scalars['String']['input']>;
  /** Left out: unchanged. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Left out: unchanged; replaces the whole list. */
  redirectUris?: InputMaybe<Array<Scalars['String']['input']>>;
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

/** Edit a post. Published posts: content, content warning, reply/quote controls and alt text (`medias` with the same files in the same order; an edit of the text, warning or alt text keeps the earlier version in `edits`). Drafts and scheduled posts: also media, location and time. */
export type UpdatePostInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  /** Blank removes the content warning. */
  contentWarning?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<LocationInput>;
  medias?: InputMaybe<Array<MediaInput>>;
  quotePolicy?: InputMaybe<InteractionPolicy>;
  replyPolicy?: InputMaybe<InteractionPolicy>;
  /** Set to schedule (or move) a draft or scheduled post. */
  scheduledFor?: InputMaybe<Scalars['DateTime']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
};

/** Fields left out stay as they are; an empty string clears an optional field. */
export type UpdateProfileInput = {
  /** The profile banner (3:1): a key of your upload (POST /api/users/me/image) or an https link; empty removes it. Screened like the picture. */
  banner?: InputMaybe<Scalars['String']['input']>;
  bio?: InputMaybe<Scalars['String']['input']>;
  bioLink?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** What to change of a webhook; fields not given stay. */
export type UpdateWebhookInput = {
  /** Turns it on or off (turning it on clears a switch-off after failures). */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The new event types, or unchanged when not given. */
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A new URL, or unchanged when not given. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** LAST_24_HOURS: 24 hourly buckets ending with the current hour; LAST_30_DAYS: 30 daily buckets (UTC days) ending today. */
export type UsageRange =
  | 'LAST_24_HOURS'
  | 'LAST_30_DAYS';

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

export type WebhookDeliveryStatus =
  | 'DELIVERED'
  | 'FAILED'
  | 'PENDING'
  | 'RETRYING';

export type ModerationPostQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ModerationPostQuery = { __typename?: 'Query', post: { __typename?: 'Post', id: string, type: PostType, parentId: string | null, content: string, userId: string, createdAt: string, medias: Array<{ __typename?: 'Media', url: string }> } };

export type ModerationMessageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ModerationMessageQuery = { __typename?: 'Query', message: { __typename?: 'Message', id: string, conversationId: string, senderId: string, body: string, image: string | null, createdAt: string, envelope: { __typename?: 'MessageEnvelope', epoch: number } | null } };

export type ModerationMemberQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ModerationMemberQuery = { __typename?: 'Query', user: { __typename?: 'User', id: string, name: string, username: string, bio: string | null, image: string | null, createdAt: string } };

export type ModerationCommunityQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ModerationCommunityQuery = { __typename?: 'Query', community: { __typename?: 'Community', id: string, name: string, description: string, createdAt: string, creator: { __typename?: 'User', id: string } } };

export type ModerationRemovePostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ModerationRemovePostMutation = { __typename?: 'Mutation', moderatorRemovePost: string };

export type ModerationRemoveMessageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ModerationRemoveMessageMutation = { __typename?: 'Mutation', moderatorRemoveMessage: string };

export type ModerationRemoveCommunityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ModerationRemoveCommunityMutation = { __typename?: 'Mutation', moderatorRemoveCommunity: string };

export type ModerationReleaseProfileImageMutationVariables = Exact<{
  memberId: Scalars['ID']['input'];
}>;


export type ModerationReleaseProfileImageMutation = { __typename?: 'Mutation', releaseProfileImage: { __typename?: 'User', id: string } };

export type ModerationRemoveProfileImageMutationVariables = Exact<{
  memberId: Scalars['ID']['input'];
}>;


export type ModerationRemoveProfileImageMutation = { __typename?: 'Mutation', moderatorRemoveProfileImage: { __typename?: 'User', id: string } };

export type AdminSignupsByDayQueryVariables = Exact<{
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
}>;


export type AdminSignupsByDayQuery = { __typename?: 'Query', signupsByDay: Array<{ __typename?: 'SignupDayCount', day: string, count: number }> };

export type AdminPostsByDayQueryVariables = Exact<{
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
}>;


export type AdminPostsByDayQuery = { __typename?: 'Query', postsByDay: Array<{ __typename?: 'PostDayCount', day: string, count: number }> };

export type AdminMessagesByDayQueryVariables = Exact<{
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
}>;


export type AdminMessagesByDayQuery = { __typename?: 'Query', messagesByDay: Array<{ __typename?: 'MessageDayCount', day: string, count: number }> };

export type AdminCallsByDayQueryVariables = Exact<{
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
}>;


export type AdminCallsByDayQuery = { __typename?: 'Query', callsByDay: Array<{ __typename?: 'CallDayCount', day: string, count: number }> };

export type AdminMealsByDayQueryVariables = Exact<{
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
}>;


export type AdminMealsByDayQuery = { __typename?: 'Query', mealsByDay: Array<{ __typename?: 'MealDayCount', day: string, count: number }> };

export type AdminEventsByDayQueryVariables = Exact<{
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
}>;


export type AdminEventsByDayQuery = { __typename?: 'Query', eventsByDay: Array<{ __typename?: 'EventDayCount', day: string, count: number }> };

export type AdminActiveMembersByDayQueryVariables = Exact<{
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
  bucket: ActivityBucket;
}>;


export type AdminActiveMembersByDayQuery = { __typename?: 'Query', activeMembersByDay: Array<{ __typename?: 'ActiveMembersCount', day: string, count: number }> };

export type AdminAccountFieldsFragment = { __typename?: 'AccountRecord', id: string, name: string, username: string, email: string, role: Role, suspended: boolean, suspendedReason: string | null, suspendedUntil: string | null, createdAt: string, updatedAt: string };

export type AdminAccountRecordsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  q: InputMaybe<Scalars['String']['input']>;
  role: InputMaybe<Role>;
  suspended: InputMaybe<Scalars['Boolean']['input']>;
  sort: InputMaybe<AccountSort>;
}>;


export type AdminAccountRecordsQuery = { __typename?: 'Query', accountRecords: { __typename?: 'AccountRecordPage', nodes: Array<{ __typename?: 'AccountRecord', id: string, name: string, username: string, email: string, role: Role, suspended: boolean, suspendedReason: string | null, suspendedUntil: string | null, createdAt: string, updatedAt: string }>, pageInfo: { __typename?: 'AccountRecordPageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type AdminAccountRecordQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminAccountRecordQuery = { __typename?: 'Query', accountRecord: { __typename?: 'AccountRecord', id: string, name: string, username: string, email: string, role: Role, suspended: boolean, suspendedReason: string | null, suspendedUntil: string | null, createdAt: string, updatedAt: string } };

export type AdminUpdateAccountRecordMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateAccountRecordInput;
}>;


export type AdminUpdateAccountRecordMutation = { __typename?: 'Mutation', updateAccountRecord: { __typename?: 'AccountRecord', id: string, name: string, username: string, email: string, role: Role, suspended: boolean, suspendedReason: string | null, suspendedUntil: string | null, createdAt: string, updatedAt: string } };

export type AdminSetUserRoleMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  role: Role;
}>;


export type AdminSetUserRoleMutation = { __typename?: 'Mutation', setUserRole: { __typename?: 'User', id: string } };

export type AdminSuspendAccountMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason: InputMaybe<Scalars['String']['input']>;
  until: InputMaybe<Scalars['DateTime']['input']>;
}>;


export type AdminSuspendAccountMutation = { __typename?: 'Mutation', suspendAccount: { __typename?: 'AccountRecord', id: string, name: string, username: string, email: string, role: Role, suspended: boolean, suspendedReason: string | null, suspendedUntil: string | null, createdAt: string, updatedAt: string } };

export type AdminUnsuspendAccountMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminUnsuspendAccountMutation = { __typename?: 'Mutation', unsuspendAccount: { __typename?: 'AccountRecord', id: string, name: string, username: string, email: string, role: Role, suspended: boolean, suspendedReason: string | null, suspendedUntil: string | null, createdAt: string, updatedAt: string } };

export const AdminAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedReason"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminAccountFieldsFragment, unknown>;
export const ModerationPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"medias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ModerationPostQuery, ModerationPostQueryVariables>;
export const ModerationMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"envelope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epoch"}}]}}]}}]}}]} as unknown as DocumentNode<ModerationMessageQuery, ModerationMessageQueryVariables>;
export const ModerationMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ModerationMemberQuery, ModerationMemberQueryVariables>;
export const ModerationCommunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationCommunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"community"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ModerationCommunityQuery, ModerationCommunityQueryVariables>;
export const ModerationRemovePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerationRemovePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderatorRemovePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ModerationRemovePostMutation, ModerationRemovePostMutationVariables>;
export const ModerationRemoveMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerationRemoveMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderatorRemoveMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ModerationRemoveMessageMutation, ModerationRemoveMessageMutationVariables>;
export const ModerationRemoveCommunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerationRemoveCommunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderatorRemoveCommunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ModerationRemoveCommunityMutation, ModerationRemoveCommunityMutationVariables>;
export const ModerationReleaseProfileImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerationReleaseProfileImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseProfileImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ModerationReleaseProfileImageMutation, ModerationReleaseProfileImageMutationVariables>;
export const ModerationRemoveProfileImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerationRemoveProfileImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderatorRemoveProfileImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ModerationRemoveProfileImageMutation, ModerationRemoveProfileImageMutationVariables>;
export const AdminSignupsByDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSignupsByDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signupsByDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AdminSignupsByDayQuery, AdminSignupsByDayQueryVariables>;
export const AdminPostsByDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPostsByDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postsByDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AdminPostsByDayQuery, AdminPostsByDayQueryVariables>;
export const AdminMessagesByDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMessagesByDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messagesByDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AdminMessagesByDayQuery, AdminMessagesByDayQueryVariables>;
export const AdminCallsByDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCallsByDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callsByDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AdminCallsByDayQuery, AdminCallsByDayQueryVariables>;
export const AdminMealsByDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMealsByDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mealsByDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AdminMealsByDayQuery, AdminMealsByDayQueryVariables>;
export const AdminEventsByDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEventsByDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventsByDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AdminEventsByDayQuery, AdminEventsByDayQueryVariables>;
export const AdminActiveMembersByDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminActiveMembersByDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityBucket"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeMembersByDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"bucket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AdminActiveMembersByDayQuery, AdminActiveMembersByDayQueryVariables>;
export const AdminAccountRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccountRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"suspended"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"suspended"},"value":{"kind":"Variable","name":{"kind":"Name","value":"suspended"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedReason"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminAccountRecordsQuery, AdminAccountRecordsQueryVariables>;
export const AdminAccountRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccountRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedReason"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminAccountRecordQuery, AdminAccountRecordQueryVariables>;
export const AdminUpdateAccountRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateAccountRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAccountRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAccountRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedReason"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminUpdateAccountRecordMutation, AdminUpdateAccountRecordMutationVariables>;
export const AdminSetUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminSetUserRoleMutation, AdminSetUserRoleMutationVariables>;
export const AdminSuspendAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSuspendAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"until"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspendAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"until"},"value":{"kind":"Variable","name":{"kind":"Name","value":"until"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedReason"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminSuspendAccountMutation, AdminSuspendAccountMutationVariables>;
export const AdminUnsuspendAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUnsuspendAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsuspendAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedReason"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminUnsuspendAccountMutation, AdminUnsuspendAccountMutationVariables>;