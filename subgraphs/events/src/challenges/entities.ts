// A challenge, who joined it, what they logged and the badges they earned. The form's values
// (category, age group...) are stored as the spec spells them ("All Ages", "18+").
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { METRICS, type Metric } from './options.js';

export const ChallengeMetric = Object.fromEntries(METRICS.map((m) => [m, m])) as { [K in Metric]: K };
registerEnumType(ChallengeMetric, {
  name: 'ChallengeMetric',
  description: 'What progress counts: CHECK_INS (one per day done), STEPS, DISTANCE (km), ACTIVE_MINUTES, CALORIES (the last four also from wearables).',
});

@ObjectType('ChallengeTier', { description: 'A goal level (bronze 50 km, silver 100 km, gold 200 km): reaching it earns its badge.' })
export class ChallengeTier {
  @Field(() => String) name!: string;
  @Field(() => Float) goal!: number;
}

@Entity({ tableName: 'challenges' })
@ObjectType('Challenge', { description: 'A challenge members join and log progress in (docs/challenges.md).' })
export class Challenge {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string', fieldName: 'creator_id' })
  creatorId!: string;

  /** The challenge post in the feed (social's); null only between the row and the post. */
  @Property({ type: 'string', fieldName: 'post_id', nullable: true })
  postId: string | null = null;

  @Property({ type: 'string', fieldName: 'community_id', nullable: true })
  @Field(() => ID, { nullable: true, description: 'A community challenge: every member of the community may join (no invitation cap).' })
  communityId: string | null = null;

  @Property({ type: 'string' }) @Field(() => String) title!: string;
  @Property({ type: 'string' }) @Field(() => String) description!: string;
  @Property({ type: 'string' }) @Field(() => String) category!: string;
  @Property({ type: 'string' }) @Field(() => String) subcategory!: string;
  @Property({ type: 'string', fieldName: 'age_group' }) @Field(() => String) ageGroup!: string;
  @Property({ type: 'string' }) @Field(() => String) frequency!: string;
  @Property({ type: 'string' }) @Field(() => String) difficulty!: string;
  @Property({ type: 'string' }) @Field(() => ChallengeMetric) metric!: Metric;

  /** Ascending goals. */
  @Property({ type: 'json' })
  @Field(() => [ChallengeTier])
  tiers: ChallengeTier[] = [];

  @Property({ type: 'string', fieldName: 'starts_on' })
  @Field(() => String, { description: 'First day (YYYY-MM-DD) progress counts.' })
  startsOn!: string;

  @Property({ type: 'string', fieldName: 'ends_on', nullable: true })
  @Field(() => String, { nullable: true, description: 'Last day (YYYY-MM-DD); null: open-ended.' })
  endsOn: string | null = null;

  @Property({ type: 'integer', fieldName: 'participant_count' })
  @Field(() => Int)
  participantCount = 0;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt!: Date;
}

@Entity({ tableName: 'challenge_participants' })
export class ChallengeParticipant {
  @PrimaryKey({ type: 'string', fieldName: 'challenge_id' }) challengeId!: string;
  @PrimaryKey({ type: 'string', fieldName: 'user_id' }) userId!: string;
  /** The member's IANA zone: their days (and streak) are counted in it. */
  @Property({ type: 'string' }) timezone = 'UTC';
  @Property({ type: 'double', fieldName: 'total' }) total = 0;
  @Property({ type: 'Date', fieldName: 'joined_at' }) joinedAt!: Date;
  @Property({ type: 'Date', fieldName: 'updated_at' }) updatedAt!: Date;
}

export const ProgressSource = { MANUAL: 'MANUAL', DEVICE: 'DEVICE' } as const;
export type ProgressSource = (typeof ProgressSource)[keyof typeof ProgressSource];
registerEnumType(ProgressSource, { name: 'ChallengeProgressSource', description: 'MANUAL: logged by hand; DEVICE: from wearable days and activities.' });

@Entity({ tableName: 'challenge_progress' })
@ObjectType('ChallengeProgressEntry')
export class ChallengeProgress {
  @PrimaryKey({ type: 'string' }) @Field(() => ID) id!: string;
  @Property({ type: 'string', fieldName: 'challenge_id' }) challengeId!: string;
  @Property({ type: 'string', fieldName: 'user_id' }) userId!: string;
  @Property({ type: 'string' }) @Field(() => String, { description: 'The local day (YYYY-MM-DD) in the member’s zone.' }) day!: string;
  @Property({ type: 'double' }) @Field(() => Float) amount!: number;
  @Property({ type: 'string' }) @Field(() => ProgressSource) source!: ProgressSource;
  @Property({ type: 'Date', fieldName: 'created_at' }) @Field(() => Date) createdAt!: Date;
}

@Entity({ tableName: 'challenge_badges' })
@ObjectType('ChallengeBadge', { description: 'A tier reached in a challenge.' })
export class ChallengeBadge {
  @PrimaryKey({ type: 'string', fieldName: 'challenge_id' }) @Field(() => ID) challengeId!: string;
  @PrimaryKey({ type: 'string', fieldName: 'user_id' }) userId!: string;
  @PrimaryKey({ type: 'integer' }) @Field(() => Int, { description: 'The tier’s place, 0 = the first.' }) tier!: number;
  @Property({ type: 'string', fieldName: 'tier_name' }) @Field(() => String) tierName!: string;
  @Property({ type: 'double' }) @Field(() => Float) goal!: number;
  @Property({ type: 'Date', fieldName: 'awarded_at' }) @Field(() => Date) awardedAt!: Date;
}

export const challengeEntities = [Challenge, ChallengeParticipant, ChallengeProgress, ChallengeBadge];
