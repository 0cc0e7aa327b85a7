// One admin action as the audit log keeps it: who did what to which target, the target before
// and after (JSON), when, and the request's id (its log lines). Append-only: the database
// refuses UPDATE, DELETE and TRUNCATE on the table (migrations.ts), whoever asks.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { newId } from '@pulse/kit';

@Entity({ tableName: 'audit_log' })
@ObjectType({ description: 'One admin action (issue 23): append-only.' })
export class AuditEntry {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id: string = newId();

  /** The admin who acted. */
  @Property({ type: 'string', fieldName: 'actor_id' })
  @Field(() => ID)
  actorId!: string;

  /** What was done, e.g. `user.suspend` (docs/admin.md lists them). */
  @Property({ type: 'string' })
  @Field(() => String)
  action!: string;

  @Property({ type: 'string', fieldName: 'target_type' })
  @Field(() => String)
  targetType!: string;

  @Property({ type: 'string', fieldName: 'target_id' })
  @Field(() => ID)
  targetId!: string;

  /** The target before the action, as JSON text (null: it did not exist yet). */
  @Property({ type: 'json', nullable: true })
  before: unknown = null;

  /** The target after the action, as JSON text (null: it did not exist any more). */
  @Property({ type: 'json', nullable: true })
  after: unknown = null;

  @Property({ type: 'string', fieldName: 'request_id', nullable: true })
  @Field(() => String, { nullable: true })
  requestId: string | null = null;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();
}
