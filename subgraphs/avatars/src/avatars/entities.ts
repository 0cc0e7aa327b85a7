// The avatars tables: one class each is both the table (MikroORM) and the public type
// (type-graphql). An Avatar is a member's 3D model; an AvatarTask is one durable piece of work
// (generation, rigging, animation) that makes a model file. docs/avatars.md.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { newId } from '@pulse/kit';

export enum AvatarStatus {
  GENERATING = 'generating',
  READY = 'ready',
  FAILED = 'failed',
}
registerEnumType(AvatarStatus, {
  name: 'AvatarStatus',
  description: 'GENERATING: its creation task runs; READY: modelUrl is its model; FAILED: its creation failed or was cancelled.',
});

export enum AvatarTaskKind {
  GENERATE = 'generate',
  RIG = 'rig',
  ANIMATE = 'animate',
}
registerEnumType(AvatarTaskKind, { name: 'AvatarTaskKind' });

export enum AvatarTaskState {
  QUEUED = 'queued',
  RUNNING = 'running',
  SUCCEEDED = 'succeeded',
  FAILED = 'failed',
  CANCELLED = 'cancelled',
}
registerEnumType(AvatarTaskState, { name: 'AvatarTaskState' });

export const ACTIVE_STATES = [AvatarTaskState.QUEUED, AvatarTaskState.RUNNING] as const;

export enum AvatarProvider {
  OFFLINE = 'offline',
  MESHY = 'meshy',
  UPLOAD = 'upload',
}
registerEnumType(AvatarProvider, { name: 'AvatarProvider', description: 'Who made the model: the offline generator, Meshy, or the member (an uploaded GLB).' });

@Entity({ tableName: 'avatars' })
@ObjectType('Avatar', { description: "A member's 3D avatar (spec section 3). Only its owner sees it." })
export class Avatar {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id: string = newId();

  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'What the creation form called it (or the start of its prompt when no name was sent).' })
  name!: string;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'The description it was made from.' })
  prompt!: string;

  @Property({ type: 'string', fieldName: 'negative_prompt' })
  @Field(() => String)
  negativePrompt!: string;

  @Property({ type: 'double', fieldName: 'height_meters' })
  @Field(() => Float)
  heightMeters!: number;

  @Property({ type: 'string' })
  @Field(() => AvatarStatus)
  status: AvatarStatus = AvatarStatus.GENERATING;

  @Property({ type: 'string' })
  @Field(() => AvatarProvider)
  provider!: AvatarProvider;

  @Property({ type: 'string', fieldName: 'preview_url', nullable: true })
  @Field(() => String, { nullable: true, description: 'A still model to preview (the unrigged model); null until made.' })
  previewUrl: string | null = null;

  @Property({ type: 'string', fieldName: 'model_url', nullable: true })
  @Field(() => String, { nullable: true, description: 'Its GLB, rigged with the animation library when the generator could; null until made.' })
  modelUrl: string | null = null;

  @Property({ type: 'string', fieldName: 'rigged_model_url', nullable: true })
  @Field(() => String, { nullable: true, description: 'The GLB of its last successful rigging; null before one.' })
  riggedModelUrl: string | null = null;

  @Property({ type: 'boolean', fieldName: 'is_default' })
  @Field(() => Boolean, { description: "The member's default avatar: exactly one of a member's avatars while they have any." })
  isDefault = false;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();

  /** The storage keys of its files, removed with it. */
  @Property({ type: 'json', fieldName: 'file_keys' })
  fileKeys: string[] = [];
}

@Entity({ tableName: 'avatar_tasks' })
@ObjectType('AvatarTask', { description: 'One durable generation, rigging or animation task (spec section 4). Only its owner sees it.' })
export class AvatarTask {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id: string = newId();

  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'string' })
  @Field(() => AvatarTaskKind)
  kind!: AvatarTaskKind;

  @Property({ type: 'string', fieldName: 'avatar_id', nullable: true })
  @Field(() => ID, { nullable: true, description: 'The avatar it makes or works on.' })
  avatarId: string | null = null;

  @Property({ type: 'string' })
  @Field(() => AvatarTaskState)
  state: AvatarTaskState = AvatarTaskState.QUEUED;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: '0-100.' })
  progress = 0;

  @Property({ type: 'string' })
  @Field(() => AvatarProvider)
  provider!: AvatarProvider;

  /** What the task was asked: height, animations, fps, the model it rigs... (store.ts TaskInput). */
  @Property({ type: 'json' })
  input: Record<string, unknown> = {};

  @Property({ type: 'string', fieldName: 'result_url', nullable: true })
  @Field(() => String, { nullable: true, description: 'The GLB it made, once SUCCEEDED.' })
  resultUrl: string | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true, description: 'Why it FAILED, in words for the member.' })
  error: string | null = null;

  @Property({ type: 'string', fieldName: 'boss_id', nullable: true })
  bossId: string | null = null;

  /** The provider's own task id (Meshy), so a re-delivered job follows it instead of starting again. */
  @Property({ type: 'string', fieldName: 'provider_task_id', nullable: true })
  providerTaskId: string | null = null;

  @Property({ type: 'integer' })
  attempts = 0;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Property({ type: 'Date', fieldName: 'updated_at' })
  @Field(() => Date)
  updatedAt: Date = new Date();

  @Property({ type: 'Date', fieldName: 'finished_at', nullable: true })
  @Field(() => Date, { nullable: true })
  finishedAt: Date | null = null;
}

export const avatarEntities = [Avatar, AvatarTask];
