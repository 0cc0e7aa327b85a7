// A member's like, bookmark or view of a post: one row per member and post, counted on the
// post (counted-toggle.ts changes row and count together). Not part of the API: the post's
// counts and the viewer's liked/bookmarked are its fields.
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Post } from './entities.js';

/**
 * The columns every counted row has: its post (the row goes with it), the member, and when.
 * Declared once; each table below is a subclass (MikroORM inherits decorated properties).
 */
abstract class CountedRow {
  @ManyToOne({ entity: () => Post, fieldName: 'post_id', primary: true, deleteRule: 'cascade' })
  post!: Post;

  @PrimaryKey({ type: 'string', fieldName: 'user_id' })
  userId!: string;

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt: Date = new Date();
}

@Entity({ tableName: 'likes' })
export class Like extends CountedRow {}

/** savedPosts pages them by (created_at, post_id), newest save first (index bookmarks_saved). */
@Entity({ tableName: 'bookmarks' })
export class Bookmark extends CountedRow {}

@Entity({ tableName: 'post_views' })
export class PostView extends CountedRow {}

export const interactionEntities = [Like, Bookmark, PostView];
