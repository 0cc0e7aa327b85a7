// A member's route privacy (docs/route-privacy.md): privacy zones (a point and a radius) and
// "hide the first and last N metres" trim what others see of their route posts; pace and
// heart rate each have an audience. No row means nothing hidden and both metrics public
// (today's behaviour). One class is the `route_privacy` table and the RoutePrivacy type.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Audience } from '../privacy/entities.js';

@ObjectType('PrivacyZone', { description: 'A circle around a place (home, work) inside which no point of the member’s routes is shown to others.' })
export class PrivacyZone {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true, description: 'The member’s own name for it (“Home”).' }) label!: string | null;
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
  @Field(() => Int, { description: 'Metres (200-2,000).' }) radiusMetres!: number;
}

@Entity({ tableName: 'route_privacy' })
@ObjectType('RoutePrivacy', { description: 'What other members see of the caller’s routes: hidden ends, privacy zones, and who sees pace and heart rate.' })
export class RoutePrivacy {
  /** The member's id. */
  @PrimaryKey({ type: 'string', fieldName: 'user_id' })
  @Field(() => ID, { description: "The member's id." })
  id!: string;

  @Property({ type: 'integer', fieldName: 'hide_ends_m' })
  @Field(() => Int, { description: 'Metres hidden at the start and at the end of every route (0: off, else 200-1,000).' })
  hideEndsMetres = 0;

  @Property({ type: 'json' })
  @Field(() => [PrivacyZone])
  zones: PrivacyZone[] = [];

  @Property({ type: 'string', fieldName: 'pace_visibility' })
  @Field(() => Audience, { description: 'Who sees pace, speed and duration of the member’s routes.' })
  paceVisibility: Audience = Audience.EVERYONE;

  @Property({ type: 'string', fieldName: 'heart_rate_visibility' })
  @Field(() => Audience, { description: 'Who sees the heart rate of the member’s routes.' })
  heartRateVisibility: Audience = Audience.EVERYONE;

  @Property({ type: 'Date', fieldName: 'updated_at' })
  updatedAt: Date = new Date();
}

export function defaultRoutePrivacy(userId: string): RoutePrivacy {
  return Object.assign(new RoutePrivacy(), { id: userId });
}
