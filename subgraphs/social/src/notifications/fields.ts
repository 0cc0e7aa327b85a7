// The Notification type's fields composed from the stored row.
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { loadVisiblePost } from '../posts/access.js';
import { Post } from '../posts/entities.js';
import type { PostRecord } from '../posts/post-rows.js';
import { lookupMembers } from '../follows/accounts-client.js';
import { User, userRef } from '../user.js';
import { Notification } from './entities.js';
import { notificationMessage } from './notify.js';
import { notificationCursor } from './queries.js';

/** Actor names for the notifications of one request: one accounts lookup however many there are. */
function actorNameLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, string>('notificationActorName', async (ids) => {
    const members = await lookupMembers(ctx, ids);
    // A member who no longer exists is still someone who did it.
    return ids.map((id) => members.get(id)?.name?.trim() || 'Someone');
  });
}

@Resolver(() => Notification)
export class NotificationFieldsResolver {
  @FieldResolver(() => String, { description: 'e.g. "Ann Lee liked your post".' })
  async message(@Root() n: Notification, @Ctx() ctx: SubgraphContext): Promise<string> {
    if (n.text) return n.text;
    return notificationMessage(n.kind, await actorNameLoader(ctx).load(n.actorId));
  }

  @FieldResolver(() => User)
  actor(@Root() n: Notification): User {
    return userRef(n.actorId);
  }

  /**
   * Post is resolved here in social, so it is the posts module's record (batched by its
   * loader). A deleted post takes its notifications with it (foreign key, ON DELETE
   * CASCADE); a post the recipient may not see (back to draft) is null.
   */
  @FieldResolver(() => Post, { nullable: true })
  post(@Root() n: Notification, @Ctx() ctx: SubgraphContext): Promise<PostRecord | null> | null {
    return n.postId ? loadVisiblePost(ctx, n.postId) : null;
  }

  @FieldResolver(() => Boolean)
  read(@Root() n: Notification): boolean {
    return n.readAt !== null;
  }

  @FieldResolver(() => String)
  cursor(@Root() n: Notification): string {
    return notificationCursor(n);
  }
}
