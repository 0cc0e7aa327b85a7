// The assistant's tables (docs/health-design.md 1.1): conversations, their messages, and the
// member's own passages with their embeddings. One class is both the table and the GraphQL
// type, as elsewhere on the platform.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum AssistantRole {
  USER = 'user',
  ASSISTANT = 'assistant',
}
registerEnumType(AssistantRole, { name: 'AssistantRole' });

export enum AssistantReplyMode {
  /** Written by the configured chat model from the retrieved passages. */
  GENERATED = 'generated',
  /** No model is configured: the reply is the retrieved passages themselves, labelled so. */
  RETRIEVED = 'retrieved',
}
registerEnumType(AssistantReplyMode, { name: 'AssistantReplyMode' });

export enum AssistantMessageState {
  STREAMING = 'streaming',
  DONE = 'done',
  FAILED = 'failed',
}
registerEnumType(AssistantMessageState, { name: 'AssistantMessageState' });

/** Where a passage comes from: the knowledge base or one kind of the member's own data. */
export enum HealthSource {
  KNOWLEDGE = 'knowledge',
  MEALS = 'meals',
  WEARABLES = 'wearables',
  ACTIVITIES = 'activities',
  GOALS = 'goals',
  CALENDAR = 'calendar',
  LIMITATIONS = 'limitations',
  EXERCISE = 'exercise',
}
registerEnumType(HealthSource, { name: 'HealthSource', description: 'The knowledge base, or one kind of the member’s own health data.' });

@ObjectType('PassageSource', { description: 'What a passage was taken from; url links the knowledge base’s public source.' })
export class PassageSource {
  @Field(() => HealthSource) kind!: HealthSource;
  @Field(() => ID, { description: 'The knowledge passage’s id, or the id of the member’s row (a meal, a goal, a day).' }) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) url!: string | null;
}

@ObjectType('RetrievedPassage')
export class RetrievedPassage {
  @Field(() => String) text!: string;
  @Field(() => Number, { description: 'Hybrid relevance (keyword BM25 and sentence-embedding cosine), higher is closer; 0-1.' }) score!: number;
  @Field(() => PassageSource) source!: PassageSource;
}

@Entity({ tableName: 'ai_conversations' })
@ObjectType('AssistantConversation', { description: 'A conversation with the health assistant (its owner only).' })
export class AiConversation {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  title!: string;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Property({ type: 'Date', fieldName: 'updated_at' })
  @Field(() => Date)
  updatedAt: Date = new Date();
}

@Entity({ tableName: 'ai_messages' })
@ObjectType('AssistantMessage', { description: 'A message of a conversation: the member’s question or the assistant’s reply.' })
export class AiMessage {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'string', fieldName: 'conversation_id' })
  @Field(() => ID)
  conversationId!: string;

  @Property({ type: 'string' })
  @Field(() => AssistantRole)
  role!: AssistantRole;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'The text so far: a streaming reply grows until its state is DONE or FAILED.' })
  content = '';

  @Property({ type: 'string', nullable: true })
  @Field(() => AssistantReplyMode, { nullable: true, description: 'How the reply was made; null for the member’s own messages.' })
  mode: AssistantReplyMode | null = null;

  @Property({ type: 'string' })
  @Field(() => AssistantMessageState)
  state: AssistantMessageState = AssistantMessageState.DONE;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true, description: 'Why a FAILED reply failed, in words a member can act on.' })
  error: string | null = null;

  @Property({ type: 'json' })
  @Field(() => [PassageSource], { description: 'The passages the reply is based on, to link to.' })
  citations: PassageSource[] = [];

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Property({ type: 'Date', fieldName: 'updated_at' })
  @Field(() => Date)
  updatedAt: Date = new Date();
}

export const assistantEntities = [AiConversation, AiMessage];
