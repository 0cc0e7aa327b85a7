// What an event's lookup may share between its receivers, and what each must ask for itself.
//
// An event is resolved once (shared-lookups.ts): the first receiver's lookup answers every
// receiver in the event's audience, since the publisher named exactly the members who may
// see what the event is about. What differs from one reader to the next cannot be shared:
// those fields are listed here, and each receiver asks for them as itself (event-stream.ts).
//
// - VIEWER_TYPES: every field of these types, their very visibility included, depends on the
//   reader (a post is hidden from someone its author blocked; liked/bookmarked are the
//   reader's). A field returning one of them is per reader, wherever it appears.
// - VIEWER_FIELDS: single fields of otherwise shared types that read the caller.
//
// viewer-scope.test.ts reads the subgraphs' field resolvers and fails when one reads the
// caller (ctx.auth.user, requireUser, viewerId) but is not covered here.
import { getNamedType, type GraphQLCompositeType, type GraphQLSchema } from 'graphql';

export const VIEWER_TYPES: ReadonlySet<string> = new Set([
  'Post',
  'Poll',
  'Notification',
  'NotificationConnection',
  'SyncJob',
  'AssistantMessage',
  'AssistantConversation',
]);

export const VIEWER_FIELDS: ReadonlySet<string> = new Set([
  'User.email',
  'User.followedByMe',
  'User.followsMe',
  // Hashtags (subgraphs/social/src/hashtags): whether the caller follows the tag.
  'Hashtag.followedByMe',
  // Profile visibility (docs/settings.md): who may read a member's bio and link.
  'User.bio',
  'User.bioLink',
  'User.profileVisibleToMe',
  // Image screening (docs/image-screening.md): the picture under review is its member's alone.
  'User.pendingImage',
  'User.pendingBanner',
  // Blocks and mutes (docs/safety.md): where the reader stands with a member.
  'User.blockedByMe',
  'User.blocksMe',
  'User.mutedByMe',
  'Conversation.unreadCount',
  'Conversation.messages',
  'Exercise.limitations',
  // The events subgraph: what the caller is to an event, a challenge or a community.
  'Event.myAttendance',
  'Event.isOrganiser',
  'Event.attendees',
  // Image screening: a held cover or product photo is its uploader's alone until released.
  'Event.imageUrl',
  'Event.coverUnderReview',
  'Product.images',
  'Product.imagesUnderReview',
  'EventAttendee.ticketPayment',
  'Challenge.viewerJoined',
  'Challenge.viewerStanding',
  'Community.viewerRole',
  // The medical subgraph: the patient's identifying tags are the owner's alone.
  'MedicalScan.patient',
  // Suggestions and search (docs/social-discovery.md): whether a member may be suggested is for signed-in readers.
  'User.discoverable',
  // The developer platform (docs/developer-platform.md): usage is its owner's alone.
  'DeveloperApp.usage',
  'PersonalAccessToken.usage',
]);

export interface ViewerScope {
  /** A field whose value depends on who reads it. */
  isViewerField(parent: GraphQLCompositeType | null | undefined, fieldName: string): boolean;
  /** A type whose every field (and whether it is visible at all) depends on who reads it. */
  isViewerType(typeName: string): boolean;
}

export function viewerScope(schema: GraphQLSchema, types = VIEWER_TYPES, fields = VIEWER_FIELDS): ViewerScope {
  return {
    isViewerType: (typeName) => types.has(typeName),
    isViewerField(parent, fieldName) {
      if (!parent || fieldName.startsWith('__')) return false;
      if (types.has(parent.name) || fields.has(`${parent.name}.${fieldName}`)) return true;
      const type = schema.getType(parent.name);
      const field = type && 'getFields' in type ? type.getFields()[fieldName] : undefined;
      return !!field && types.has(getNamedType(field.type).name);
    },
  };
}
