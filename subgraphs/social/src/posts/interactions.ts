// A member's like, bookmark or view of a post: one row per member and post, counted on the
// post (counted-toggle.ts changes row and count together). Not part of the API: the post's
// counts and the viewer's liked/bookmarked are its fields.
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Post } from './entities.js';

@Entity({ tableName: 'likes' })
export class Like {
  @ManyToOne({ entity: () => Post, fieldName: 'post_id', primary: true, deleteRule: 'cascade' })
  post!: Post;

  @PrimaryKey({ type: 'string', fieldName: 'user_id' })
  userId!: string;

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt: Date = new Date();
}

/** savedPosts pages them by (created_at, post_id), newest save first (index bookmarks_saved). */
@Entity({ tableName: 'bookmarks' })
export class Bookmark {
  @ManyToOne({ entity: () => Post, fieldName: 'post_id', primary: true, deleteRule: 'cascade' })
  post!: Post;

  @PrimaryKey({ type: 'string', fieldName: 'user_id' })
  userId!: string;

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt: Date = new Date();
}

@Entity({ tableName: 'post_views' })
export class PostView {
  @ManyToOne({ entity: () => Post, fieldName: 'post_id', primary: true, deleteRule: 'cascade' })
  post!: Post;

  @PrimaryKey({ type: 'string', fieldName: 'user_id' })
  userId!: string;

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt: Date = new Date();
}

export const interactionEntities = [Like, Bookmark, PostView];
