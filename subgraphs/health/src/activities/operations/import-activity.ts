// importActivity: reads the member's uploaded GPX, TCX or FIT file (purpose `activity`),
// stores the activity with its route numbers and simplified track and, when asked, creates
// the route post through social as the member. Another member's fileKey is 'File not found'
// (ownedUpload): whether someone else's upload exists is nobody's business. Importing the
// same file again answers the first activity (a retry), creating its post if that had failed.
import { Arg, Ctx, Field, InputType, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { z } from 'zod';
import { BadUserInputError, requireUser, SignedIn, type SubgraphContext } from '@pulse/kit';
import { Activity } from '../entities.js';
import { ActivityFileError } from '../formats.js';
import { readRouteOffThread } from '../parse-off-thread.js';
import { activityFrom } from '../build-activity.js';
import { heavyWork } from '../../heavy-work.js';
import { activitiesChanged } from '../../device-changes.js';
import { createRoutePost } from '../route-post.js';
import { ownedUpload } from '../../uploads/owned-upload.js';

const TYPE_MAX = 50;
const CONTENT_MAX = 5000;

@InputType({ description: 'Import an uploaded activity file (POST /api/health/uploads with purpose activity).' })
export class ImportActivityInput {
  static schema = z.object({
    fileKey: z.string().trim().min(1, 'Please upload a GPX, TCX or FIT file first').max(64, 'File not found'),
    type: z
      .string()
      .max(TYPE_MAX, `Activity type must be at most ${TYPE_MAX} characters, e.g. running`)
      .nullish()
      .transform((t) => t?.trim().toLowerCase() || null),
    post: z
      .boolean()
      .nullish()
      .transform((p) => p ?? false),
    content: z
      .string()
      .max(CONTENT_MAX, `Content must be at most ${CONTENT_MAX} characters`)
      .nullish()
      .transform((c) => c?.trim() || null),
  });

  @Field(() => String, { description: 'The key the upload answered.' }) fileKey!: string;
  @Field(() => String, { nullable: true, description: 'running, cycling...; default: what the file says.' }) type!: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Also create a route post (default false).' }) post!: boolean;
  @Field(() => String, { nullable: true, description: "The post's text; default: the type and distance." }) content!: string | null;
}

/** What a post says when the member wrote nothing: derived from the file, never invented. */
export function defaultContent(activity: Pick<Activity, 'type' | 'distance'>): string {
  return `${activity.type.charAt(0).toUpperCase()}${activity.type.slice(1)}: ${activity.distance.toFixed(1)} km`;
}

async function readActivity(ctx: SubgraphContext, ownerId: string, input: ImportActivityInput): Promise<Activity> {
  const upload = await ownedUpload(ctx, input.fileKey, 'activity', 'fileKey');
  let route;
  try {
    // Parsing, summing and simplifying run on a worker; one file per member at a time (heavy-work.ts).
    route = await heavyWork(ownerId, 'activity-file', () => readRouteOffThread({ path: upload.path }));
  } catch (error) {
    if (error instanceof ActivityFileError) throw new BadUserInputError(error.message, 'fileKey');
    throw error;
  }
  try {
    return activityFrom(ownerId, route, { type: input.type, fileKey: upload.key });
  } catch (error) {
    // A number of the file no activity has (storable.ts): the file's fault, said in plain words.
    if (error instanceof ActivityFileError) throw new BadUserInputError(error.message, 'fileKey');
    throw error;
  }
}

@Resolver()
export class ImportActivityResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Activity, { description: 'Import an uploaded GPX, TCX or FIT file as an activity; with post: true, also a route post.' })
  async importActivity(@Arg('input', () => ImportActivityInput) input: ImportActivityInput, @Ctx() ctx: SubgraphContext): Promise<Activity> {
    const me = requireUser(ctx.auth).id;
    let activity = await ctx.em.findOne(Activity, { ownerId: me, fileKey: input.fileKey });
    if (!activity) {
      const made = await readActivity(ctx, me, input);
      try {
        const em = ctx.em.fork();
        em.persist(made);
        // One flush, one transaction: the event commits with the activity (device-changes.ts).
        activitiesChanged(em, me);
        await em.flush();
      } catch (error) {
        // Two imports of one file raced: the unique (owner, file) index kept the other; answer it.
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
      }
      activity = await ctx.em.findOneOrFail(Activity, { ownerId: me, fileKey: input.fileKey });
    }
    if (input.post && !activity.postId) {
      activity.postId = await createRoutePost(ctx, activity, input.content ?? defaultContent(activity));
      await ctx.em.flush();
    }
    return activity;
  }
}
