// An activity the member recorded (a run, a ride) and imported from a GPX, TCX or FIT file:
// the route numbers the card shows and the simplified track. One class is the `activities`
// table and the public Activity type. Owner only: every read filters by owner_id.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('ActivityPoint', { description: 'A point of the track (first is start, last is end).' })
export class ActivityPoint {
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
}

@Entity({ tableName: 'activities' })
@ObjectType('Activity', { description: 'A recorded activity imported from a GPX, TCX or FIT file (owner only).' })
export class Activity {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'Where it came from: gpx, tcx or fit (an imported file), or the device whose export held it.' })
  source!: string;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'running, cycling, walking, hiking...' })
  type!: string;

  /** When the track starts (the import time for a track without times): the list's order. */
  @Property({ type: 'Date', fieldName: 'started_at' })
  @Field(() => Date)
  startedAt!: Date;

  @Property({ type: 'integer', fieldName: 'duration_s', nullable: true })
  @Field(() => Int, { nullable: true, description: 'Seconds.' })
  duration: number | null = null;

  @Property({ type: 'double', fieldName: 'distance_km' })
  @Field(() => Float, { description: 'Kilometres.' })
  distance!: number;

  @Property({ type: 'double', fieldName: 'average_speed', nullable: true })
  @Field(() => Float, { nullable: true, description: 'Kilometres per hour.' })
  averageSpeed: number | null = null;

  @Property({ type: 'double', fieldName: 'elevation_gain_m', nullable: true })
  @Field(() => Float, { nullable: true, description: 'Metres climbed.' })
  elevationGain: number | null = null;

  @Property({ type: 'double', fieldName: 'pace_min_km', nullable: true })
  @Field(() => Float, { nullable: true, description: 'Minutes per kilometre.' })
  pace: number | null = null;

  @Property({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true })
  steps: number | null = null;

  @Property({ type: 'double', nullable: true })
  @Field(() => Float, { nullable: true, description: 'Kilocalories.' })
  calories: number | null = null;

  @Property({ type: 'smallint', fieldName: 'average_heart_rate', nullable: true })
  @Field(() => Int, { nullable: true, description: 'Beats per minute, the mean of the heart rate the file recorded; null when it has none.' })
  averageHeartRate: number | null = null;

  @Property({ type: 'smallint', fieldName: 'max_heart_rate', nullable: true })
  @Field(() => Int, { nullable: true, description: 'Beats per minute, the highest the file recorded; null when it has none.' })
  maxHeartRate: number | null = null;

  @Property({ type: 'json' })
  @Field(() => [ActivityPoint], { description: 'The simplified track (at most 20,000 points).' })
  coordinates: ActivityPoint[] = [];

  /** The upload it was imported from; null for a track found inside another file (an export). */
  @Property({ type: 'string', fieldName: 'file_key', nullable: true })
  fileKey: string | null = null;

  /** For a track found inside a health export: its route file and workout start (the re-import key). */
  @Property({ type: 'string', fieldName: 'export_key', nullable: true })
  exportKey: string | null = null;

  @Property({ type: 'string', fieldName: 'post_id', nullable: true })
  postId: string | null = null;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();
}
