// The posts inputs: each class is the GraphQL input type and carries its rules (zod) beside
// it; kit validates and normalises every argument with them before a resolver runs, so
// fields are typed here as a handler receives them (trimmed, defaulted, media typed from
// our own storage). The rules themselves are in rules.ts.
import { ArgsType, Field, Float, ID, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { cursorArgRule } from '@pulse/kit';
import { PostType } from '../enums.js';
import { PollInput, type ValidPoll } from '../polls/poll-input.js';
import type { Meal, Media, RouteData } from './content-types.js';
import * as rules from './rules.js';
import { INTERACTION_POLICIES, InteractionPolicy } from './interaction-policy.js';

@InputType()
export class MediaInput {
  @Field(() => String, { description: 'A URL returned by the post media upload (POST /api/posts/media).' }) url!: string;
  @Field(() => String) type!: string;
  @Field(() => String, { nullable: true, description: 'Alt text for an image: what it shows (at most 1,500 characters).' }) alt?: string | null;
}

@InputType()
export class RoutePointInput {
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
}

@InputType()
export class RouteDataInput {
  @Field(() => String) type!: string;
  @Field(() => Date, { nullable: true }) date?: Date | null;
  @Field(() => Int, { nullable: true }) duration?: number | null;
  @Field(() => Float, { nullable: true }) distance?: number | null;
  @Field(() => Float, { nullable: true }) averageSpeed?: number | null;
  @Field(() => Float, { nullable: true }) elevationGain?: number | null;
  @Field(() => [RoutePointInput]) coordinates!: RoutePointInput[];
  @Field(() => Int, { nullable: true }) steps?: number | null;
  @Field(() => Float, { nullable: true }) calories?: number | null;
  @Field(() => Int, { nullable: true, description: 'Beats per minute (20-250).' }) averageHeartRate?: number | null;
  @Field(() => Int, { nullable: true, description: 'Beats per minute (20-250).' }) maxHeartRate?: number | null;
  @Field(() => String, { nullable: true }) location?: string | null;
}

@InputType()
export class MealCarbsInput {
  @Field(() => Float, { nullable: true }) total?: number | null;
  @Field(() => Float, { nullable: true }) fiber?: number | null;
  @Field(() => Float, { nullable: true }) sugar?: number | null;
}

@InputType()
export class MealFatsInput {
  @Field(() => Float, { nullable: true }) total?: number | null;
  @Field(() => Float, { nullable: true }) saturated?: number | null;
}

@InputType()
export class NutritionalInfoInput {
  @Field(() => Float, { nullable: true }) calories?: number | null;
  @Field(() => String, { nullable: true }) servingSize?: string | null;
  @Field(() => Float, { nullable: true }) protein?: number | null;
  @Field(() => Float, { nullable: true }) carbs?: number | null;
  @Field(() => Float, { nullable: true }) fats?: number | null;
  @Field(() => [String], { nullable: true }) vitamins?: string[] | null;
  @Field(() => [String], { nullable: true }) minerals?: string[] | null;
  @Field(() => Float, { nullable: true }) qualityScore?: number | null;
}

@InputType()
export class MealInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => [String], { nullable: true }) ingredients?: string[] | null;
  @Field(() => [String], { nullable: true }) brands?: string[] | null;
  @Field(() => Boolean, { nullable: true }) isOrganic?: boolean | null;
  @Field(() => Boolean, { nullable: true }) hasSeedOils?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isSeedOilFree?: boolean | null;
  @Field(() => String, { nullable: true }) cuisineType?: string | null;
  @Field(() => [String], { nullable: true }) allergens?: string[] | null;
  @Field(() => [String], { nullable: true }) dietaryCategories?: string[] | null;
  @Field(() => [ID], { nullable: true }) taggedUserIds?: string[] | null;
  @Field(() => Float, { nullable: true }) calories?: number | null;
  @Field(() => Float, { nullable: true }) protein?: number | null;
  @Field(() => MealCarbsInput, { nullable: true }) carbs?: MealCarbsInput | null;
  @Field(() => MealFatsInput, { nullable: true }) fats?: MealFatsInput | null;
  @Field(() => NutritionalInfoInput, { nullable: true }) nutritionalInfo?: NutritionalInfoInput | null;
}

@InputType()
export class LocationInput {
  @Field(() => String) name!: string;
  @Field(() => Float, { nullable: true }) lat?: number | null;
  @Field(() => Float, { nullable: true }) lng?: number | null;
}

/** The types createPost makes; replies, quotes and reposts have their own operations. */
const CREATABLE = ['POST', 'POLL', 'MEAL', 'ROUTE', 'CHALLENGE'] as const;
export const OWN_OPERATIONS = 'Replies, quotes and reposts have their own operations';

/** `null` and left out are the same for these optional fields: `undefined` in the handler. */
const optional = <S extends z.ZodType>(schema: S) => z.preprocess((value) => value ?? undefined, schema.optional());

const policy = z.enum(INTERACTION_POLICIES);
const policyOrEveryone = policy.nullish().transform((p) => p ?? 'EVERYONE');

@InputType()
export class CreatePostInput {
  static schema = z
    .object({
      type: z
        .string()
        .nullish()
        .transform((type) => type ?? 'POST')
        .refine((type): type is (typeof CREATABLE)[number] => (CREATABLE as readonly string[]).includes(type), OWN_OPERATIONS),
      content: rules.content,
      clientId: rules.clientId,
      poll: PollInput.schema.nullish().transform((poll) => poll ?? null),
      medias: rules.medias.nullish().transform((list) => list ?? []),
      location: rules.location.nullish().transform((loc) => loc ?? null),
      timezone: rules.timezone.nullish().transform((zone) => zone ?? null),
      scheduledFor: rules.scheduleTime.nullish().transform((when) => when ?? null),
      routeData: rules.routeData.nullish().transform((route) => route ?? null),
      meal: rules.meal.nullish().transform((value) => value ?? null),
      communityId: z
        .string()
        .nullish()
        .transform((id) => id?.trim() || null),
      exerciseAnalysisId: z
        .string()
        .nullish()
        .transform((id) => id?.trim() || null),
      draft: z
        .boolean()
        .nullish()
        .transform((draft) => draft ?? false),
      contentWarning: rules.contentWarning.nullish().transform((cw) => cw ?? null),
      replyPolicy: policyOrEveryone,
      quotePolicy: policyOrEveryone,
    })
    .superRefine((input, ctx) => {
      const fail = (message: string, field: string) => ctx.addIssue({ code: 'custom', message, path: [field] });
      if (input.type === 'POLL' && !input.poll) fail('A poll post needs its options', 'poll');
      if (input.type !== 'POLL' && input.poll) fail('Only a POLL post can have a poll', 'poll');
      if (input.type !== 'MEAL' && input.meal) fail('Only a MEAL post can have a meal', 'meal');
      if (input.type !== 'ROUTE' && input.routeData) fail('Only a ROUTE post can have route data', 'routeData');
      if (input.type !== 'POST' && input.exerciseAnalysisId) fail('Only a POST can carry an exercise analysis', 'exerciseAnalysisId');
      // The composer's poll mode disables media, location and scheduling; the API keeps to it.
      if (input.poll && (input.medias.length || input.location || input.scheduledFor || input.draft)) {
        fail('A poll cannot have media or a location, be scheduled or saved as a draft', 'poll');
      }
    });

  @Field(() => String) content!: string;
  @Field(() => PostType, { nullable: true, description: 'POST, POLL, MEAL, ROUTE or CHALLENGE; REPLY, QUOTE and REPOST have their own mutations. Default POST.' })
  type!: PostType;
  @Field(() => [MediaInput], { nullable: true }) medias!: Media[];
  @Field(() => LocationInput, { nullable: true }) location!: rules.Location | null;
  @Field(() => RouteDataInput, { nullable: true }) routeData!: RouteData | null;
  @Field(() => MealInput, { nullable: true }) meal!: Meal | null;
  @Field(() => PollInput, { nullable: true, description: 'Required for POLL, refused otherwise.' }) poll!: ValidPoll | null;
  @Field(() => ID, { nullable: true }) communityId!: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'One of your form analyses (recordExerciseAnalysis): the post carries it as a result card, readable by whoever can read the post. POST type only.',
  })
  exerciseAnalysisId!: string | null;
  @Field(() => Boolean, { nullable: true, description: 'DRAFT keeps it unpublished; with scheduledFor it is SCHEDULED; otherwise POSTED.' })
  draft!: boolean;
  @Field(() => Date, { nullable: true }) scheduledFor!: Date | null;
  @Field(() => String, { nullable: true }) timezone!: string | null;
  @Field(() => String, { nullable: true, description: 'A client-generated id: sending the same one twice creates one post.' })
  clientId!: string | null;
  @Field(() => String, { nullable: true, description: 'A content warning (at most 200 characters): readers open the post to see its text and media.' })
  contentWarning!: string | null;
  @Field(() => InteractionPolicy, { nullable: true, description: 'Who may reply. Default EVERYONE.' }) replyPolicy!: InteractionPolicy;
  @Field(() => InteractionPolicy, { nullable: true, description: 'Who may quote. Default EVERYONE.' }) quotePolicy!: InteractionPolicy;
}

@InputType({
  description:
    'Edit a post. Published posts: content, content warning, reply/quote controls and alt text (`medias` with the same files in the same order; an edit of the text, warning or alt text keeps the earlier version in `edits`). Drafts and scheduled posts: also media, location and time.',
})
export class UpdatePostInput {
  static schema = z.object({
    content: optional(rules.content),
    // Blank removes the warning (null); left out keeps it (undefined).
    contentWarning: optional(rules.contentWarning),
    replyPolicy: optional(policy),
    quotePolicy: optional(policy),
    medias: optional(rules.medias),
    location: optional(rules.location),
    scheduledFor: optional(rules.scheduleTime),
    // Blank clears the zone (null); left out keeps it (undefined).
    timezone: optional(rules.timezone),
  });

  @Field(() => String, { nullable: true }) content?: string;
  @Field(() => [MediaInput], { nullable: true }) medias?: Media[];
  @Field(() => LocationInput, { nullable: true }) location?: rules.Location;
  @Field(() => Date, { nullable: true, description: 'Set to schedule (or move) a draft or scheduled post.' }) scheduledFor?: Date;
  @Field(() => String, { nullable: true }) timezone?: string | null;
  @Field(() => String, { nullable: true, description: 'Blank removes the content warning.' }) contentWarning?: string | null;
  @Field(() => InteractionPolicy, { nullable: true }) replyPolicy?: InteractionPolicy;
  @Field(() => InteractionPolicy, { nullable: true }) quotePolicy?: InteractionPolicy;
}

@InputType({ description: "The composer's last edits to a draft or scheduled post it publishes now." })
export class PublishDraftInput {
  static schema = z.object({
    content: optional(rules.content),
    medias: optional(rules.medias),
    location: optional(rules.location),
    // The draft goes out with the warning and controls the composer shows (left out: the
    // draft's own, as saved).
    contentWarning: optional(rules.contentWarning),
    replyPolicy: optional(policy),
    quotePolicy: optional(policy),
  });

  @Field(() => String, { nullable: true }) content?: string;
  @Field(() => [MediaInput], { nullable: true }) medias?: Media[];
  @Field(() => LocationInput, { nullable: true }) location?: rules.Location;
  @Field(() => String, { nullable: true, description: "Blank removes the content warning; left out keeps the draft's." }) contentWarning?: string | null;
  @Field(() => InteractionPolicy, { nullable: true, description: "Who may reply; left out keeps the draft's." }) replyPolicy?: InteractionPolicy;
  @Field(() => InteractionPolicy, { nullable: true, description: "Who may quote; left out keeps the draft's." }) quotePolicy?: InteractionPolicy;
}

@InputType()
export class ReplyInput {
  static schema = z.object({ content: rules.content, medias: rules.medias.nullish().transform((list) => list ?? []), clientId: rules.clientId });

  @Field(() => String) content!: string;
  @Field(() => [MediaInput], { nullable: true }) medias!: Media[];
  @Field(() => String, { nullable: true }) clientId!: string | null;
}

@ArgsType()
export class QuotePostArgs {
  static schema = z.object({ id: z.string(), content: rules.content });

  @Field(() => ID) id!: string;
  @Field(() => String) content!: string;
}

export const MAX_LIST = 50;
const POST_FILTER_Q_MAX = 200;
const listLimit = z
  .number()
  .nullish()
  .transform((limit) => limit ?? 10)
  .refine((limit) => Number.isInteger(limit) && limit >= 1 && limit <= MAX_LIST, `limit must be between 1 and ${MAX_LIST}`);

@InputType({ description: 'GET /posts filter. Every field optional; all given ones must match.' })
export class PostFilter {
  @Field(() => ID, { nullable: true }) userId?: string | null;
  @Field(() => PostType, { nullable: true }) type?: PostType | null;
  @Field(() => ID, { nullable: true }) communityId?: string | null;
  @Field(() => ID, { nullable: true }) parentId?: string | null;
  @Field(() => String, { nullable: true, description: 'Content contains this text (case-insensitive).' }) q?: string | null;
}

@ArgsType()
export class PostsPageArgs {
  static schema = z.object({
    page: z
      .number()
      .nullish()
      .transform((page) => page ?? 1)
      .refine((page) => Number.isInteger(page) && page >= 1, 'page must be 1 or more'),
    limit: listLimit,
    filter: z
      .object({ q: z.string().max(POST_FILTER_Q_MAX, `q must be at most ${POST_FILTER_Q_MAX} characters`).nullish() })
      .loose()
      .nullish()
      .transform((filter): PostFilter => filter ?? {}),
  });

  @Field(() => Int, { nullable: true, defaultValue: 1 }) page!: number;
  @Field(() => Int, { nullable: true, defaultValue: 10 }) limit!: number;
  @Field(() => PostFilter, { nullable: true }) filter!: PostFilter;
}

@ArgsType()
export class RepliesArgs {
  static schema = z.object({
    postId: z.string(),
    skip: z
      .number()
      .nullish()
      .transform((skip) => skip ?? 0)
      .refine((skip) => Number.isInteger(skip) && skip >= 0, 'skip must be 0 or more'),
    limit: listLimit,
  });

  @Field(() => ID) postId!: string;
  @Field(() => Int, { nullable: true, defaultValue: 0 }) skip!: number;
  @Field(() => Int, { nullable: true, defaultValue: 10 }) limit!: number;
}

/** A feed page: `first` (default 10, at most 50) after the `after` cursor. */
@ArgsType()
export class FeedPageArgs {
  static schema = z.object({ after: cursorArgRule });

  @Field(() => Int, { nullable: true, defaultValue: 10 }) first?: number | null;
  @Field(() => String, { nullable: true }) after?: string | null;
}
