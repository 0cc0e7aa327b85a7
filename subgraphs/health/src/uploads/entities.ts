// A file a member uploaded for a health operation (a meal photo, an activity file, a health
// export). The row is what makes a key usable: an operation given a key finds it here, for
// that member and that purpose only (owned-upload.ts); the bytes live in kit storage.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { newId } from '@pulse/kit';
import type { UploadPurpose } from './purposes.js';

@Entity({ tableName: 'uploads' })
export class HealthUpload {
  @PrimaryKey({ type: 'string' })
  id: string = newId();

  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  /** The storage key (`h-<id>.<ext>`). */
  @Property({ type: 'string' })
  key!: string;

  @Property({ type: 'string' })
  purpose!: UploadPurpose;

  @Property({ type: 'string', fieldName: 'content_type' })
  contentType!: string;

  @Property({ type: 'bigint', fieldName: 'size_bytes' })
  size!: number;

  /** The name the member's device gave it; informative only. */
  @Property({ type: 'string', fieldName: 'original_name', nullable: true })
  originalName: string | null = null;

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt: Date = new Date();
}
