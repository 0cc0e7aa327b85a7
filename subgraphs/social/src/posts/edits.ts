// A published post's edit history (issue 24): an edit of its text or content warning keeps
// the version readers saw before, so anyone who can read the post can open what it said
// ("Edited" on the card). Versions are rows of post_edits, written in the edit's transaction.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Ctx, Field, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import { BadUserInputError, newId, type SubgraphContext } from '@pulse/kit';
import { Post } from './entities.js';
import { Media } from './content-types.js';
import type { PostRecord } from './post-rows.js';

/** Each edit keeps one version; past this many a post cannot be edited again (bounds the history a card opens). */
export const MAX_EDITS = 50;
export const TOO_MANY_EDITS = `A post can be edited at most ${MAX_EDITS} times`;

@Entity({ tableName: 'post_edits' })
@ObjectType('PostEdit', { description: 'An earlier version of an edited post, as readers saw it until `replacedAt`.' })
export class PostEdit {
  @PrimaryKey({ type: 'string' })
  id!: string;

  @Property({ type: 'string', fieldName: 'post_id' })
  postId!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  content!: string;

  @Property({ type: 'string', fieldName: 'content_warning', nullable: true })
  @Field(() => String, { nullable: true })
  contentWarning: string | null = null;

  @Property({ type: 'json' })
  @Field(() => [Media])
  medias: Media[] = [];

  @Property({ type: 'Date', fieldName: 'written_at' })
  @Field(() => Date, { description: 'When this version was published (or written by an earlier edit).' })
  writtenAt!: Date;

  @Property({ type: 'Date', fieldName: 'replaced_at' })
  @Field(() => Date, { description: 'When an edit replaced it.' })
  replacedAt!: Date;
}

export const editEntities = [PostEdit];

/** Keeps the version the post shows now, in the edit's transaction (the post's row locked by the caller). */
export async function keepVersion(em: EntityManager, post: PostRecord, now: Date): Promise<void> {
  const count = await em.count(PostEdit, { postId: post.id });
  if (count >= MAX_EDITS) {
    throw new BadUserInputError(TOO_MANY_EDITS, 'content');
  }
  await em.insert(PostEdit, {
    id: newId(),
    postId: post.id,
    content: post.content,
    contentWarning: post.contentWarning,
    medias: post.medias,
    writtenAt: post.editedAt ?? post.publishedAt ?? post.createdAt,
    replacedAt: now,
  });
}

function editsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, PostEdit[]>('postEdits', async (ids) => {
    const rows = await ctx.em.find(PostEdit, { postId: { $in: [...ids] } }, { orderBy: [{ replacedAt: 'asc' }, { id: 'asc' }], disableIdentityMap: true });
    return ids.map((id) => rows.filter((r) => r.postId === id));
  });
}

@Resolver(() => Post)
export class PostEditsResolver {
  /** Readers see what the post is resolved for (a post they may read), so its history too. */
  @FieldResolver(() => [PostEdit], { description: 'Earlier versions of the published post, oldest first; empty when never edited.' })
  edits(@Root() post: PostRecord, @Ctx() ctx: SubgraphContext): Promise<PostEdit[]> | PostEdit[] {
    return post.editedAt ? editsLoader(ctx).load(post.id) : [];
  }
}
