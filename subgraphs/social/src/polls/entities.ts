// A poll belongs to one POLL post; its options are numbered by position (optionIndex).
// Votes are rows of poll_votes, counted when read, so a result can never drift from them.
import { Collection, Entity, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';

@Entity({ tableName: 'polls' })
@Directive('@key(fields: "id")')
@ObjectType('Poll', { description: 'A poll of 2-4 options; one vote per member, none after endTime.' })
export class Poll {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string', fieldName: 'post_id' })
  @Field(() => ID)
  postId!: string;

  @Property({ type: 'Date', fieldName: 'end_time' })
  @Field(() => Date)
  endTime!: Date;
}

@Entity({ tableName: 'poll_options' })
@ObjectType('PollOption')
export class PollOption {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string', fieldName: 'poll_id' })
  pollId!: string;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'string' })
  @Field(() => String)
  text!: string;

  /** Counted from poll_votes when the options are read; not a column. Null for a reader who may not see the results yet (poll-fields.ts). */
  @Field(() => Int, { nullable: true, description: 'Votes for this option; null until the reader may see the results (Poll.resultsVisible).' })
  votes: number | null = 0;

  @OneToMany({ entity: () => PollVote, mappedBy: 'option' })
  ballots = new Collection<PollVote>(this);
}

/** One member's vote; the primary key (poll, member) is the one-vote rule, whatever clients race. */
@Entity({ tableName: 'poll_votes' })
export class PollVote {
  @PrimaryKey({ type: 'string', fieldName: 'poll_id' })
  pollId!: string;

  @PrimaryKey({ type: 'string', fieldName: 'user_id' })
  userId!: string;

  @ManyToOne({ entity: () => PollOption, fieldName: 'option_id', deleteRule: 'cascade' })
  option!: PollOption;

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt: Date = new Date();
}

export const pollEntities = [Poll, PollOption, PollVote];
