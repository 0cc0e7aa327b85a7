// Scopes of API tokens (docs/developer-platform.md; this file is the source of truth for its
// table): what a personal access token or an OAuth app's token may do. One table maps every root
// field of the API, and the entity fields one subgraph adds to another's type that reveal the
// other area's data, to the scope it needs; every subgraph checks an API token's operation
// against it before anything runs (scopePlugin, in subgraph.ts), and the gateway checks the
// subscriptions it answers itself. A member's own login token has no scopes and is not checked.
//
// Write does not imply read, and nothing implies health:* or medical:*: each scope is only
// itself. `login` rows are a member's own business with their login (password, sessions,
// account deletion, data export, making tokens and apps, consenting): no API token may do them,
// whatever its scopes. `public` rows need no scope (reference data that names no member).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { GraphQLError, Kind, getDirectiveValues, getNamedType, isObjectType, isInterfaceType, GraphQLIncludeDirective, GraphQLSkipDirective } from 'graphql';
import type { DocumentNode, FragmentDefinitionNode, GraphQLNamedType, GraphQLSchema, OperationDefinitionNode, SelectionSetNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { ForbiddenError } from './errors.js';
import type { AuthContext, Role, TokenClaims } from './auth.js';

/** Every scope with the plain words the consent screen and Settings show for it. */
export const SCOPES = [
  { scope: 'profile:read', words: "See your profile, your settings and other members' profiles" },
  { scope: 'profile:write', words: 'Change your profile, avatar and settings' },
  { scope: 'posts:read', words: 'Read feeds, posts, comments, hashtags, lists and search' },
  { scope: 'posts:write', words: 'Post, comment, like, bookmark and vote as you' },
  { scope: 'follows:read', words: 'See who you follow, who follows you, and whom you block or mute' },
  { scope: 'follows:write', words: 'Follow, unfollow, block and mute as you' },
  { scope: 'messages:read', words: 'Read your conversations and messages and see your calls' },
  { scope: 'messages:write', words: 'Send messages and place calls as you' },
  { scope: 'notifications:read', words: 'Read your notifications' },
  { scope: 'notifications:write', words: 'Mark notifications read and change what you are notified about' },
  { scope: 'health:read', words: 'Read your meals, exercise, wearables and health measures' },
  { scope: 'health:write', words: 'Log meals, exercise and health measures for you' },
  { scope: 'medical:read', words: 'Read your medical scans and their reports' },
  { scope: 'medical:write', words: 'Upload and delete medical scans for you' },
  { scope: 'events:read', words: 'See events, challenges and communities, and your RSVPs' },
  { scope: 'events:write', words: 'RSVP, create events and join challenges and communities as you' },
  { scope: 'shop:read', words: 'See your orders and cart' },
  { scope: 'shop:write', words: 'Change your cart and place orders as you' },
  { scope: 'admin:read', words: 'Read the admin dashboard (admins only)' },
  { scope: 'admin:write', words: 'Act as an admin (admins only)' },
] as const;

export type Scope = (typeof SCOPES)[number]['scope'];
export const SCOPE_NAMES: readonly Scope[] = SCOPES.map((s) => s.scope);
const KNOWN: ReadonlySet<string> = new Set(SCOPE_NAMES);
export const isScope = (value: string): value is Scope => KNOWN.has(value);
/** Given only to the tokens of admins and moderators, and counted only while the member still is one. */
export const isAdminScope = (scope: string): boolean => scope.startsWith('admin:');
const mayHoldAdminScopes = (role: Role): boolean => role === 'admin' || role === 'moderator';

/** What a field needs of an API token. */
export type FieldNeed = Scope | 'login' | 'public';

/**
 * The one table: `Type.field` to what it needs. Root fields of Query, Mutation and Subscription
 * of every subgraph, then the entity fields a subgraph adds to another subgraph's type.
 * scopes.test.ts fails when a field of the composed schema has no row (or a row names a field
 * that is gone).
 */
export const FIELD_SCOPES: Readonly<Record<string, FieldNeed>> = {
  // accounts: sign-in and sessions, account, profiles, settings, data export
  'Mutation.register': 'login',
  'Mutation.login': 'login',
  'Mutation.logout': 'login',
  'Mutation.refresh': 'login',
  'Mutation.deleteAccount': 'login',
  'Mutation.startDataExport': 'login',
  'Query.dataExports': 'login',
  'Query.me': 'profile:read',
  'Query.accountFacts': 'profile:read',
  'Query.user': 'profile:read',
  'Query.findUser': 'profile:read',
  'Query.searchUsers': 'profile:read',
  'Query.settings': 'profile:read',
  'Query.privacySettings': 'profile:read',
  'Subscription.userUpdated': 'profile:read',
  'Subscription.accountEvent': 'profile:read',
  'Mutation.updateProfile': 'profile:write',
  'Mutation.updateSettings': 'profile:write',
  'Mutation.updatePrivacySettings': 'profile:write',
  'Query.accountRecord': 'admin:read',
  'Query.accountRecords': 'admin:read',
  'Query.activeMembersByDay': 'admin:read',
  'Query.signupsByDay': 'admin:read',
  'Mutation.updateAccountRecord': 'admin:write',
  'Mutation.setUserRole': 'admin:write',
  'Mutation.suspendUser': 'admin:write',
  'Mutation.unsuspendUser': 'admin:write',
  'Mutation.suspendAccount': 'admin:write',
  'Mutation.unsuspendAccount': 'admin:write',
  'Mutation.moderatorRemoveProfileImage': 'admin:write',
  'Mutation.releaseProfileImage': 'admin:write',
  // accounts: personal access tokens (making and ending credentials is the member's own login's)
  'Query.apiScopes': 'public',
  'Query.personalAccessTokens': 'login',
  'Mutation.createPersonalAccessToken': 'login',
  'Mutation.revokePersonalAccessToken': 'login',
  // accounts: developer apps and their webhooks (the developer portal: the member's own login)
  'Query.myApps': 'login',
  'Query.developerApp': 'login',
  'Mutation.registerApp': 'login',
  'Mutation.updateApp': 'login',
  'Mutation.deleteApp': 'login',
  'Mutation.rotateAppSecret': 'login',
  // accounts: the apps a member approved (Settings > Connected apps): consent is the member's own
  'Query.connectedApps': 'login',
  'Mutation.revokeConnectedApp': 'login',
  'Query.webhooks': 'login',
  'Query.webhookDeliveries': 'login',
  'Query.webhookEventTypes': 'public',
  'Mutation.createWebhook': 'login',
  'Mutation.updateWebhook': 'login',
  'Mutation.deleteWebhook': 'login',
  'Mutation.rotateWebhookSecret': 'login',
  'Mutation.pingWebhook': 'login',
  'Mutation.redeliverWebhookDelivery': 'login',

  // admin: the dashboard and moderation
  'Query.adminStats': 'admin:read',
  'Query.adminUser': 'admin:read',
  'Query.adminUsers': 'admin:read',
  'Query.auditLog': 'admin:read',
  'Query.moderationCase': 'admin:read',
  'Query.moderationQueue': 'admin:read',
  'Mutation.adminSuspendUser': 'admin:write',
  'Mutation.adminUnsuspendUser': 'admin:write',
  'Mutation.adminUpdateUser': 'admin:write',
  'Mutation.resolveReport': 'admin:write',
  // Any member may report what they read; it acts as them.
  'Mutation.reportContent': 'posts:write',

  // avatars: part of the member's profile
  'Query.avatar': 'profile:read',
  'Query.avatarRig': 'profile:read',
  'Query.avatarTask': 'profile:read',
  'Query.myAvatars': 'profile:read',
  'Query.avatarAnimationLibrary': 'public',
  'Subscription.avatarTaskUpdated': 'profile:read',
  'Mutation.createAvatar': 'profile:write',
  'Mutation.animateAvatar': 'profile:write',
  'Mutation.rigAvatar': 'profile:write',
  'Mutation.cancelAvatarTask': 'profile:write',
  'Mutation.deleteAvatar': 'profile:write',
  'Mutation.setDefaultAvatar': 'profile:write',

  // events: events, challenges, communities
  'Query.event': 'events:read',
  'Query.events': 'events:read',
  'Query.eventsByDay': 'events:read',
  'Query.challenge': 'events:read',
  'Query.challenges': 'events:read',
  'Query.challengeOptions': 'public',
  'Query.myChallenges': 'events:read',
  'Query.community': 'events:read',
  'Query.communities': 'events:read',
  'Query.myCommunities': 'events:read',
  'Mutation.createEvent': 'events:write',
  'Mutation.updateEvent': 'events:write',
  'Mutation.cancelEvent': 'events:write',
  'Mutation.attendEvent': 'events:write',
  'Mutation.leaveEvent': 'events:write',
  'Mutation.decideEventRequest': 'events:write',
  'Mutation.setEventTicketPrice': 'events:write',
  'Mutation.createChallenge': 'events:write',
  'Mutation.joinChallenge': 'events:write',
  'Mutation.leaveChallenge': 'events:write',
  'Mutation.logChallengeProgress': 'events:write',
  'Mutation.syncChallengeProgress': 'events:write',
  'Mutation.createCommunity': 'events:write',
  'Mutation.joinCommunity': 'events:write',
  'Mutation.leaveCommunity': 'events:write',
  'Mutation.addCommunityModerator': 'events:write',
  'Mutation.removeCommunityModerator': 'events:write',
  'Mutation.removeCommunityMember': 'events:write',
  'Mutation.makeCommunityOwner': 'events:write',
  'Query.eventImageForModeration': 'admin:read',
  'Mutation.moderatorRemoveCommunity': 'admin:write',
  'Mutation.moderatorRemoveEventImage': 'admin:write',
  'Mutation.releaseEventImage': 'admin:write',
  // events: the shop
  'Query.paymentProvider': 'public',
  'Query.product': 'shop:read',
  'Query.products': 'shop:read',
  'Query.order': 'shop:read',
  'Query.myOrders': 'shop:read',
  'Mutation.checkout': 'shop:write',
  'Mutation.payOrder': 'shop:write',
  'Mutation.cancelOrder': 'shop:write',
  'Mutation.createProduct': 'admin:write',
  'Mutation.updateProduct': 'admin:write',
  'Mutation.deleteProduct': 'admin:write',
  'Mutation.markOrderCollected': 'admin:write',
  // events: the home screen's quick actions are a setting
  'Query.quickActions': 'profile:read',
  'Mutation.saveQuickActions': 'profile:write',

  // health: meals, exercise, wearables, goals, calendar, the assistant
  'Query.meal': 'health:read',
  'Query.mealsByDay': 'health:read',
  'Query.myMeals': 'health:read',
  'Query.foodDiary': 'health:read',
  'Query.dailySummary': 'health:read',
  'Query.healthGoals': 'health:read',
  'Query.myActivities': 'health:read',
  'Query.myExerciseAnalyses': 'health:read',
  'Query.myLimitations': 'health:read',
  'Query.heartRate': 'health:read',
  'Query.wearableConnections': 'health:read',
  'Query.wearableData': 'health:read',
  'Query.syncJob': 'health:read',
  'Query.calendarEvents': 'health:read',
  'Query.calendarPreferences': 'health:read',
  'Query.calendarRecords': 'health:read',
  'Query.calendarSummary': 'health:read',
  'Query.assistantConversation': 'health:read',
  'Query.assistantConversations': 'health:read',
  'Query.assistantMessage': 'health:read',
  'Query.assistantStatus': 'health:read',
  // Searches the caller's own health data too.
  'Query.searchHealth': 'health:read',
  'Query.searchFoods': 'public',
  'Query.exerciseCatalogue': 'public',
  'Query.longevityTips': 'public',
  'Query.mapSettings': 'public',
  'Subscription.assistantReply': 'health:read',
  'Subscription.syncJobProgress': 'health:read',
  'Mutation.analyzeMeal': 'health:write',
  'Mutation.logMeal': 'health:write',
  'Mutation.deleteMeal': 'health:write',
  'Mutation.postMeal': 'health:write',
  'Mutation.previewMealOverlay': 'health:write',
  'Mutation.connectWearable': 'health:write',
  'Mutation.disconnectWearable': 'health:write',
  'Mutation.syncWearables': 'health:write',
  'Mutation.importActivity': 'health:write',
  'Mutation.importHealthExport': 'health:write',
  'Mutation.recordExerciseAnalysis': 'health:write',
  'Mutation.shareExerciseAnalysis': 'health:write',
  'Mutation.recordLimitation': 'health:write',
  'Mutation.endLimitation': 'health:write',
  'Mutation.deleteLimitation': 'health:write',
  'Mutation.createGoal': 'health:write',
  'Mutation.updateGoal': 'health:write',
  'Mutation.updateGoalProgress': 'health:write',
  'Mutation.deleteGoal': 'health:write',
  'Mutation.createCalendarEvent': 'health:write',
  'Mutation.updateCalendarEvent': 'health:write',
  'Mutation.deleteCalendarEvent': 'health:write',
  'Mutation.updateCalendarPreferences': 'health:write',
  'Mutation.startAssistantConversation': 'health:write',
  'Mutation.sendAssistantMessage': 'health:write',

  // medical
  'Query.medicalScan': 'medical:read',
  'Query.medicalScans': 'medical:read',
  'Query.medicalScanManifest': 'medical:read',
  'Query.medicalScanAccessLog': 'medical:read',
  'Mutation.createMedicalUploadUrl': 'medical:write',
  'Mutation.createMedicalScan': 'medical:write',
  'Mutation.deleteMedicalScan': 'medical:write',

  // messaging: conversations, messages, calls, devices and keys
  'Query.conversation': 'messages:read',
  'Query.conversations': 'messages:read',
  'Query.message': 'messages:read',
  'Query.messages': 'messages:read',
  'Query.messagesByDay': 'messages:read',
  'Query.missedMessages': 'messages:read',
  'Query.unreadMessageCount': 'messages:read',
  'Query.groupHandshakes': 'messages:read',
  'Query.myDevices': 'messages:read',
  'Query.myKeyBackup': 'messages:read',
  'Query.backupSegments': 'messages:read',
  'Query.call': 'messages:read',
  'Query.activeCalls': 'messages:read',
  'Query.callHistory': 'messages:read',
  'Query.callsByDay': 'messages:read',
  'Query.turnConfig': 'messages:read',
  'Query.webrtcHealth': 'public',
  'Subscription.messageCreated': 'messages:read',
  'Subscription.messageUpdated': 'messages:read',
  'Subscription.messageRemoved': 'messages:read',
  'Subscription.conversationCreated': 'messages:read',
  'Subscription.conversationUpdated': 'messages:read',
  'Subscription.callEvent': 'messages:read',
  'Subscription.activeUsers': 'messages:read',
  'Mutation.createConversation': 'messages:write',
  'Mutation.sendMessage': 'messages:write',
  'Mutation.sendEncryptedMessage': 'messages:write',
  'Mutation.toggleReaction': 'messages:write',
  'Mutation.pinMessage': 'messages:write',
  'Mutation.markConversationSeen': 'messages:write',
  'Mutation.commitToGroup': 'messages:write',
  'Mutation.publishKeyPackages': 'messages:write',
  'Mutation.claimKeyPackages': 'messages:write',
  'Mutation.registerDevice': 'messages:write',
  'Mutation.revokeDevice': 'messages:write',
  'Mutation.setUpKeyBackup': 'messages:write',
  'Mutation.addBackupSegments': 'messages:write',
  'Mutation.deleteKeyBackup': 'messages:write',
  'Mutation.createCall': 'messages:write',
  'Mutation.joinCall': 'messages:write',
  'Mutation.leaveCall': 'messages:write',
  'Mutation.endCall': 'messages:write',
  'Mutation.declineCall': 'messages:write',
  'Mutation.updateCallMedia': 'messages:write',
  'Mutation.updateCallParticipantStatus': 'messages:write',
  'Mutation.updateMessagingPrivacy': 'profile:write',
  'Mutation.moderatorRemoveMessage': 'admin:write',

  // social: posts, feeds, hashtags, places
  'Query.post': 'posts:read',
  'Query.posts': 'posts:read',
  'Query.postThread': 'posts:read',
  'Query.replies': 'posts:read',
  'Query.userPosts': 'posts:read',
  'Query.userReplies': 'posts:read',
  'Query.homeFeed': 'posts:read',
  'Query.localFeed': 'posts:read',
  'Query.trendingPosts': 'posts:read',
  'Query.savedPosts': 'posts:read',
  'Query.myDrafts': 'posts:read',
  'Query.myScheduledPosts': 'posts:read',
  'Query.postsByDay': 'posts:read',
  'Query.poll': 'posts:read',
  'Query.hashtag': 'posts:read',
  'Query.hashtagPosts': 'posts:read',
  'Query.searchHashtags': 'posts:read',
  'Query.trendingHashtags': 'posts:read',
  'Query.searchPosts': 'posts:read',
  'Query.searchPlaces': 'posts:read',
  'Query.nearestPlace': 'posts:read',
  'Subscription.feedPostAdded': 'posts:read',
  'Mutation.createPost': 'posts:write',
  'Mutation.createReply': 'posts:write',
  'Mutation.quotePost': 'posts:write',
  'Mutation.updatePost': 'posts:write',
  'Mutation.deletePost': 'posts:write',
  'Mutation.publishDraft': 'posts:write',
  'Mutation.cancelSchedule': 'posts:write',
  'Mutation.likePost': 'posts:write',
  'Mutation.unlikePost': 'posts:write',
  'Mutation.repost': 'posts:write',
  'Mutation.undoRepost': 'posts:write',
  'Mutation.bookmarkPost': 'posts:write',
  'Mutation.unbookmarkPost': 'posts:write',
  'Mutation.votePoll': 'posts:write',
  'Mutation.deletePoll': 'posts:write',
  'Mutation.recordPostView': 'posts:write',
  'Mutation.recordShare': 'posts:write',
  'Mutation.moderatorRemovePost': 'admin:write',
  'Mutation.releaseHeldContent': 'admin:write',
  // social: follows, blocks, mutes, followed hashtags
  'Query.followersOf': 'follows:read',
  'Query.followingOf': 'follows:read',
  'Query.blockedMembers': 'follows:read',
  'Query.mutedMembers': 'follows:read',
  'Query.followedHashtags': 'follows:read',
  'Query.suggestedMembers': 'follows:read',
  'Query.membersBlockedEitherWay': 'follows:read',
  'Mutation.follow': 'follows:write',
  'Mutation.unfollow': 'follows:write',
  'Mutation.blockUser': 'follows:write',
  'Mutation.unblockUser': 'follows:write',
  'Mutation.muteUser': 'follows:write',
  'Mutation.unmuteUser': 'follows:write',
  'Mutation.followHashtag': 'follows:write',
  'Mutation.unfollowHashtag': 'follows:write',
  // social: notifications
  'Query.notification': 'notifications:read',
  'Query.notifications': 'notifications:read',
  'Query.unreadNotificationCount': 'notifications:read',
  'Query.notificationPreferences': 'notifications:read',
  'Subscription.notificationCreated': 'notifications:read',
  'Mutation.markNotificationsRead': 'notifications:write',
  'Mutation.markAllNotificationsRead': 'notifications:write',
  'Mutation.deleteNotification': 'notifications:write',
  'Mutation.updateNotificationPreferences': 'notifications:write',
  // social: privacy settings
  'Query.myRoutePrivacy': 'profile:read',
  'Mutation.updateRoutePrivacy': 'profile:write',
  'Mutation.updateSocialPrivacy': 'profile:write',

  // Entity fields one subgraph adds to another's type (the area they reveal is the adder's).
  'User.followers': 'follows:read',
  'User.following': 'follows:read',
  'User.followedByMe': 'follows:read',
  'User.followsMe': 'follows:read',
  'User.blockedByMe': 'follows:read',
  'User.blocksMe': 'follows:read',
  'User.mutedByMe': 'follows:read',
  'User.profileVisibleToMe': 'profile:read',
  'User.postCount': 'posts:read',
  'User.replyCount': 'posts:read',
  'Post.challenge': 'events:read',
  'PrivacySettings.discoverable': 'profile:read',
  'PrivacySettings.whoMayMessageMe': 'profile:read',
};

/** Federation's and introspection's own fields: the planner's entity fetches and the SDL. */
const MACHINERY: ReadonlySet<string> = new Set(['Query._entities', 'Query._service', 'Query.__schema', 'Query.__type']);

/** What an operation needs: the scopes, and whether it has a row only a login may do. */
export interface ScopeNeeds {
  scopes: Set<Scope>;
  /** The `login` (or unlisted root) fields it selects. */
  loginOnly: string[];
}

const rootNames = (schema: GraphQLSchema) =>
  new Set([schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name].filter(Boolean) as string[]);

/**
 * The scopes an operation needs: every field it would run (fragments included, @skip/@include
 * honoured with its variables), typed by the schema; those in the table add their need. A root
 * field with no row counts as login-only, so a field added without a row is never open to
 * tokens (and scopes.test.ts fails until it has one).
 */
export function scopesNeeded(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null, variables?: Record<string, unknown> | null): ScopeNeeds {
  const needs: ScopeNeeds = { scopes: new Set(), loginOnly: [] };
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation) return needs;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const roots = rootNames(schema);
  const vars = variables ?? undefined;
  const included = (node: Parameters<typeof getDirectiveValues>[1]) =>
    getDirectiveValues(GraphQLSkipDirective, node, vars)?.if !== true && getDirectiveValues(GraphQLIncludeDirective, node, vars)?.if !== false;
  // A fragment selected twice under the same type adds nothing new.
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode, parent: GraphQLNamedType | undefined | null) => {
    if (!parent) return;
    for (const selection of set.selections) {
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__typename') continue;
        const coordinate = `${parent.name}.${name}`;
        const need = FIELD_SCOPES[coordinate];
        if (need === 'login') needs.loginOnly.push(coordinate);
        else if (need && need !== 'public') needs.scopes.add(need);
        else if (!need && roots.has(parent.name) && !MACHINERY.has(coordinate)) needs.loginOnly.push(coordinate);
        if (selection.selectionSet) {
          const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
          if (field) walk(selection.selectionSet, getNamedType(field.type));
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment) continue;
        const key = `${fragment.name.value}@${parent.name}`;
        if (seen.has(key)) continue;
        seen.add(key);
        walk(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value));
      }
    }
  };
  const root = operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  walk(operation.selectionSet, root);
  return needs;
}

export const LOGIN_ONLY_MESSAGE = 'This operation needs your own login, not an API token';
export const lacksScopeMessage = (scope: string) => `This token lacks the scope ${scope}`;

/** The scopes a token's claims grant now: admin:* only while its member is an admin or moderator. */
export function grantedScopes(claims: Pick<TokenClaims, 'scopes' | 'role'>): Set<string> {
  return new Set((claims.scopes ?? []).filter((s) => !isAdminScope(s) || mayHoldAdminScopes(claims.role)));
}

/**
 * Why an API token may not run this operation (FORBIDDEN, with `extensions.scope` naming the
 * first missing scope in the table's order), or undefined when it may or when the caller is a
 * member's own login (no scopes in its claims).
 */
export function scopeRefusal(
  claims: Pick<TokenClaims, 'scopes' | 'role'> | undefined,
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables?: Record<string, unknown> | null,
): GraphQLError | undefined {
  if (!claims?.scopes) return undefined;
  const needs = scopesNeeded(schema, document, operationName, variables);
  if (needs.loginOnly.length) return new ForbiddenError(LOGIN_ONLY_MESSAGE, { reason: 'LOGIN_ONLY' });
  const granted = grantedScopes(claims);
  const missing = SCOPE_NAMES.find((s) => needs.scopes.has(s) && !granted.has(s));
  return missing ? new ForbiddenError(lacksScopeMessage(missing), { scope: missing }) : undefined;
}

/**
 * A subgraph asking another on the caller's behalf (ask-subgraph.ts: is this member blocked, what
 * is this username's id) sends this header beside the caller's token: the operation the token
 * sent was checked where it arrived, and the questions its code asks are that operation's, not
 * the token's (sending a message asks social about blocks, which needs no follows:read). An HMAC
 * of the token under the secret every subgraph shares, so no client can make one.
 */
export const ON_BEHALF_HEADER = 'x-pulse-on-behalf';
export const onBehalfProof = (secret: string, authorization: string): string =>
  createHmac('sha256', secret).update(`pulse on-behalf\n${authorization}`).digest('base64url');
export function isOnBehalf(secret: string, authorization: string | undefined, proof: string | string[] | undefined): boolean {
  if (!authorization || typeof proof !== 'string') return false;
  const expected = Buffer.from(onBehalfProof(secret, authorization));
  const actual = Buffer.from(proof);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Every subgraph's check (subgraph.ts): an API token's operation outside its scopes is refused
 * as a whole before anything runs. A GraphQL answer (200, errors and no data), like the other
 * refusals, not an HTTP failure the gateway would report as an outage. Another subgraph's
 * question on the caller's behalf (ON_BEHALF_HEADER) is not checked again.
 */
export function scopePlugin<Ctx extends { auth: AuthContext; askedOnBehalf?: boolean }>(): ApolloServerPlugin<Ctx> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, schema, document, operationName, request }) {
          if (contextValue.askedOnBehalf) return;
          const refusal = scopeRefusal(contextValue.auth.claims, schema, document, operationName, request.variables);
          if (!refusal) return;
          refusal.extensions.http = { status: 200 };
          throw refusal;
        },
      };
    },
  };
}
