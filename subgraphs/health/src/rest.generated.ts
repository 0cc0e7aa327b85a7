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

export type AccountEventKind =
  | 'PROFILE_UPDATED'
  | 'SIGNED_OUT'
  | 'SUSPENDED';

export type AssistantMessageState =
  | 'DONE'
  | 'FAILED'
  | 'STREAMING';

export type AssistantReplyMode =
  | 'GENERATED'
  | 'RETRIEVED';

export type AssistantRole =
  | 'ASSISTANT'
  | 'USER';

export type CallEventKind =
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
  /** The person called declined. */
  | 'DECLINED'
  | 'ENDED'
  /** Nobody answered in time. */
  | 'MISSED'
  /** Created; the other participant has not answered yet. */
  | 'RINGING';

export type CallType =
  | 'ONE_ON_ONE';

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

export type MediaInput = {
  type: Scalars['String']['input'];
  /** A URL returned by the post media upload (POST /api/posts/media). */
  url: Scalars['String']['input'];
};

export type MediaType =
  | 'IMAGE'
  | 'VIDEO';

export type NotificationKind =
  | 'FOLLOW'
  | 'LIKE'
  | 'MENTION'
  | 'QUOTE'
  | 'REPLY'
  | 'REPOST';

export type NotificationPreferencesInput = {
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

export type RoutePointInput = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
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

export type ShareMethod =
  | 'COPY_LINK'
  | 'DIRECT_MESSAGE'
  | 'SOCIAL';

export type StartAssistantConversationInput = {
  /** At most 200 characters; a conversation started by a message is named after it. */
  title?: InputMaybe<Scalars['String']['input']>;
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

export type RestPassageSourceFragment = { __typename?: 'PassageSource', kind: HealthSource, id: string, title: string, url: string | null };

export type RestAssistantMessageFragment = { __typename?: 'AssistantMessage', id: string, conversationId: string, role: AssistantRole, content: string, mode: AssistantReplyMode | null, state: AssistantMessageState, error: string | null, createdAt: string, updatedAt: string, citations: Array<{ __typename?: 'PassageSource', kind: HealthSource, id: string, title: string, url: string | null }> };

export type RestAssistantConversationFragment = { __typename?: 'AssistantConversation', id: string, title: string, createdAt: string, updatedAt: string };

export type RestAssistantChatMutationVariables = Exact<{
  input: SendAssistantMessageInput;
}>;


export type RestAssistantChatMutation = { __typename?: 'Mutation', sendAssistantMessage: { __typename?: 'AssistantMessage', id: string, conversationId: string, role: AssistantRole, content: string, mode: AssistantReplyMode | null, state: AssistantMessageState, error: string | null, createdAt: string, updatedAt: string, citations: Array<{ __typename?: 'PassageSource', kind: HealthSource, id: string, title: string, url: string | null }> } };

export type RestAssistantConversationsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type RestAssistantConversationsQuery = { __typename?: 'Query', assistantConversations: { __typename?: 'AssistantConversationConnection', nodes: Array<{ __typename?: 'AssistantConversation', id: string, title: string, createdAt: string, updatedAt: string }>, pageInfo: { __typename?: 'AssistantPageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type RestStartAssistantConversationMutationVariables = Exact<{
  input: InputMaybe<StartAssistantConversationInput>;
}>;


export type RestStartAssistantConversationMutation = { __typename?: 'Mutation', startAssistantConversation: { __typename?: 'AssistantConversation', id: string, title: string, createdAt: string, updatedAt: string } };

export type RestSearchHealthQueryVariables = Exact<{
  input: SearchHealthInput;
}>;


export type RestSearchHealthQuery = { __typename?: 'Query', searchHealth: Array<{ __typename?: 'RetrievedPassage', text: string, score: number, source: { __typename?: 'PassageSource', kind: HealthSource, id: string, title: string, url: string | null } }> };

export const RestPassageSourceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPassageSource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PassageSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<RestPassageSourceFragment, unknown>;
export const RestAssistantMessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAssistantMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"citations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestPassageSource"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPassageSource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PassageSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<RestAssistantMessageFragment, unknown>;
export const RestAssistantConversationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAssistantConversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestAssistantConversationFragment, unknown>;
export const RestAssistantChatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAssistantChat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendAssistantMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendAssistantMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAssistantMessage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPassageSource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PassageSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAssistantMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"citations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestPassageSource"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestAssistantChatMutation, RestAssistantChatMutationVariables>;
export const RestAssistantConversationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAssistantConversations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assistantConversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAssistantConversation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAssistantConversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestAssistantConversationsQuery, RestAssistantConversationsQueryVariables>;
export const RestStartAssistantConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestStartAssistantConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StartAssistantConversationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startAssistantConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAssistantConversation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAssistantConversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestStartAssistantConversationMutation, RestStartAssistantConversationMutationVariables>;
export const RestSearchHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSearchHealth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchHealthInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchHealth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestPassageSource"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPassageSource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PassageSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<RestSearchHealthQuery, RestSearchHealthQueryVariables>;