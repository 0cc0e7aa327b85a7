// A form analysis result (spec section 7: analysis_id, exercise_type, rep_count, average_score,
// rep_scores (rep, score, details list), video_url), written by recordExerciseAnalysis. Its
// owner's alone until they post it: a post refers to it by id (an entity of ours, resolved
// here: reference.ts says who may read it). analysisId is the row's own id.
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('RepScore')
export class RepScore {
  @Field(() => Int) rep!: number;
  @Field(() => Float) score!: number;
  @Field(() => [String]) details!: string[];
}

@Entity({ tableName: 'exercise_analyses' })
@Index({ properties: ['ownerId', 'createdAt'] })
@Directive('@key(fields: "id")')
@ObjectType('ExerciseAnalysis')
export class ExerciseAnalysis {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'string', fieldName: 'analysis_id' })
  @Field(() => String)
  analysisId!: string;

  @Property({ type: 'string', fieldName: 'exercise_type' })
  @Field(() => String, { description: 'An exercise id of exerciseCatalogue.' })
  exerciseType!: string;

  @Property({ type: 'integer', fieldName: 'rep_count' })
  @Field(() => Int)
  repCount = 0;

  @Property({ type: 'float', columnType: 'double precision', fieldName: 'average_score', nullable: true })
  @Field(() => Float, { nullable: true })
  averageScore: number | null = null;

  @Property({ type: 'json', fieldName: 'rep_scores' })
  @Field(() => [RepScore])
  repScores: RepScore[] = [];

  @Property({ type: 'string', fieldName: 'video_url', nullable: true })
  @Field(() => String, { nullable: true })
  videoUrl: string | null = null;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();

  /** When its owner first attached it to a post (shareExerciseAnalysis); null: never, owner-only. */
  @Property({ type: 'Date', fieldName: 'shared_at', nullable: true })
  sharedAt: Date | null = null;
}
