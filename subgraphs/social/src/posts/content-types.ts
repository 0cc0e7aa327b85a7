// What a post carries beside its text, stored as JSON columns of the post (medias,
// route_data, meal) and shown as these GraphQL types. Their inputs and rules are in inputs.ts.
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An image or a video attached to a post. A type starting with video/ means video.' })
export class Media {
  @Field(() => String) url!: string;
  @Field(() => String, { description: 'The MIME type checked from the bytes, e.g. image/jpeg or video/mp4.' }) type!: string;
  /** Older rows have none (undefined in the JSON). */
  @Field(() => String, { nullable: true, description: "Alt text: what the image shows, for screen readers (the img's alt) and on hover." }) alt?: string | null;
}

@ObjectType()
export class RoutePoint {
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
}

@ObjectType({ description: 'A run, ride or walk. The first coordinate is the start, the last the end.' })
export class RouteData {
  @Field(() => String, { description: 'running, cycling, walking, hiking...' }) type!: string;
  /** Stored as an ISO string in the JSON column; the DateTime scalar prints either. */
  @Field(() => Date, { nullable: true }) date!: Date | string | null;
  @Field(() => Int, { nullable: true, description: 'Seconds.' }) duration!: number | null;
  @Field(() => Float, { nullable: true, description: 'Kilometres.' }) distance!: number | null;
  @Field(() => Float, { nullable: true, description: 'Kilometres per hour.' }) averageSpeed!: number | null;
  @Field(() => Float, { nullable: true, description: 'Metres.' }) elevationGain!: number | null;
  @Field(() => [RoutePoint]) coordinates!: RoutePoint[];
  @Field(() => Int, { nullable: true }) steps!: number | null;
  @Field(() => Float, { nullable: true, description: 'Kilocalories.' }) calories!: number | null;
  @Field(() => Int, { nullable: true, description: "Average heart rate, beats per minute; null to those outside the author's heart-rate audience." })
  averageHeartRate?: number | null;
  @Field(() => Int, { nullable: true, description: "Highest heart rate, beats per minute; null to those outside the author's heart-rate audience." })
  maxHeartRate?: number | null;
  @Field(() => String, { nullable: true }) location!: string | null;
}

@ObjectType()
export class MealCarbs {
  @Field(() => Float, { nullable: true }) total!: number | null;
  @Field(() => Float, { nullable: true }) fiber!: number | null;
  @Field(() => Float, { nullable: true }) sugar!: number | null;
}

@ObjectType()
export class MealFats {
  @Field(() => Float, { nullable: true }) total!: number | null;
  @Field(() => Float, { nullable: true }) saturated!: number | null;
}

@ObjectType()
export class NutritionalInfo {
  @Field(() => Float, { nullable: true }) calories!: number | null;
  @Field(() => String, { nullable: true }) servingSize!: string | null;
  @Field(() => Float, { nullable: true }) protein!: number | null;
  @Field(() => Float, { nullable: true }) carbs!: number | null;
  @Field(() => Float, { nullable: true }) fats!: number | null;
  @Field(() => [String]) vitamins!: string[];
  @Field(() => [String]) minerals!: string[];
  @Field(() => Float, { nullable: true, description: '0-100.' }) qualityScore!: number | null;
}

@ObjectType({ description: "The meal of a MEAL post. Values the author left out stay null; the card shows the spec's fallbacks." })
export class Meal {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => [String]) ingredients!: string[];
  @Field(() => [String]) brands!: string[];
  @Field(() => Boolean, { nullable: true }) isOrganic!: boolean | null;
  @Field(() => Boolean, { nullable: true }) hasSeedOils!: boolean | null;
  @Field(() => Boolean, { nullable: true }) isSeedOilFree!: boolean | null;
  @Field(() => String, { nullable: true }) cuisineType!: string | null;
  @Field(() => [String]) allergens!: string[];
  @Field(() => [String]) dietaryCategories!: string[];
  @Field(() => [ID]) taggedUserIds!: string[];
  @Field(() => Float, { nullable: true }) calories!: number | null;
  @Field(() => Float, { nullable: true }) protein!: number | null;
  @Field(() => MealCarbs, { nullable: true }) carbs!: MealCarbs | null;
  @Field(() => MealFats, { nullable: true }) fats!: MealFats | null;
  @Field(() => NutritionalInfo, { nullable: true }) nutritionalInfo!: NutritionalInfo | null;
}
