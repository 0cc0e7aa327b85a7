// A logged meal (the member's food diary row, optionally linked to the meal post social holds)
// and the record of each photo analysis. One class is the table row and the GraphQL type.
// Owner only: every read filters by owner_id (docs/health-design.md section 0).
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('MealMicronutrient', { description: 'A vitamin or mineral in a meal, computed from USDA SR28.' })
export class MealMicronutrient {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'vitamin or mineral' }) kind!: string;
  @Field(() => Float) amount!: number;
  @Field(() => String, { description: 'mg or µg' }) unit!: string;
  @Field(() => Int, { description: 'Share of the adult daily value (FDA), percent.' }) dailyValuePercent!: number;
}

@ObjectType('MealNutrition', { description: "A meal's nutrition (the spec's nutritionalInfo and the carbs/fats detail)." })
export class MealNutrition {
  @Field(() => Float) calories!: number;
  @Field(() => String) servingSize!: string;
  @Field(() => Float, { description: 'grams' }) protein!: number;
  @Field(() => Float, { description: 'grams' }) carbs!: number;
  @Field(() => Float, { description: 'grams' }) fats!: number;
  @Field(() => Float, { description: 'grams' }) fiber!: number;
  @Field(() => Float, { description: 'grams' }) sugar!: number;
  @Field(() => Float, { description: 'grams' }) saturatedFat!: number;
  @Field(() => Float, { nullable: true, description: 'milligrams; null when not known' }) sodiumMg!: number | null;
  @Field(() => [String], { description: 'Vitamins at 15%+ of the daily value, e.g. "Vitamin C (45% DV)".' }) vitamins!: string[];
  @Field(() => [String]) minerals!: string[];
  @Field(() => [MealMicronutrient]) micronutrients!: MealMicronutrient[];
  @Field(() => Int) qualityScore!: number;
}

@ObjectType('MealFood', { description: 'One food on the plate: what was named, the SR28 row it matched and its weight.' })
export class MealFood {
  @Field(() => String, { description: 'The name as the member (or the vision model) gave it.' }) name!: string;
  @Field(() => String, { description: 'The SR28 NDB number.' }) foodId!: string;
  @Field(() => String, { description: 'The SR28 description.' }) foodName!: string;
  @Field(() => Float) grams!: number;
  @Field(() => Float) calories!: number;
}

@Entity({ tableName: 'meals' })
@ObjectType('LoggedMeal', { description: "A meal in the member's food diary (owner only)." })
export class LoggedMeal {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'string', fieldName: 'post_id', nullable: true })
  @Field(() => ID, { nullable: true, description: 'The meal post in the feed, when there is one.' })
  postId: string | null = null;

  @Property({ type: 'string' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  description = '';

  @Property({ type: 'string[]', columnType: 'text[]' })
  @Field(() => [String])
  ingredients: string[] = [];

  @Property({ type: 'string[]', columnType: 'text[]' })
  @Field(() => [String])
  brands: string[] = [];

  @Property({ type: 'boolean', fieldName: 'is_organic' })
  @Field(() => Boolean)
  isOrganic = false;

  @Property({ type: 'boolean', fieldName: 'has_seed_oils' })
  @Field(() => Boolean)
  hasSeedOils = false;

  @Property({ type: 'boolean', fieldName: 'is_seed_oil_free' })
  @Field(() => Boolean)
  isSeedOilFree = false;

  @Property({ type: 'string', fieldName: 'cuisine_type', nullable: true })
  @Field(() => String, { nullable: true })
  cuisineType: string | null = null;

  @Property({ type: 'string[]', columnType: 'text[]' })
  @Field(() => [String])
  allergens: string[] = [];

  @Property({ type: 'string[]', fieldName: 'dietary_categories', columnType: 'text[]' })
  @Field(() => [String])
  dietaryCategories: string[] = [];

  @Property({ type: 'string[]', fieldName: 'tagged_users', columnType: 'text[]' })
  @Field(() => [ID], { description: 'Ids of the members tagged.' })
  taggedUsers: string[] = [];

  @Property({ type: 'json' })
  @Field(() => [MealFood])
  foods: MealFood[] = [];

  @Property({ type: 'json' })
  @Field(() => MealNutrition, { name: 'nutritionalInfo' })
  nutrition!: MealNutrition;

  @Property({ type: 'integer', fieldName: 'quality_score' })
  @Field(() => Int)
  qualityScore!: number;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'A-F, from qualityScore.' })
  grade!: string;

  @Property({ type: 'string', fieldName: 'image_key', nullable: true })
  imageKey: string | null = null;

  @Property({ type: 'Date', fieldName: 'eaten_at' })
  @Field(() => Date)
  eatenAt!: Date;

  @Property({ type: 'date', fieldName: 'logged_on' })
  @Field(() => String, { description: "The member's local day (YYYY-MM-DD) the meal counts for." })
  loggedOn!: string;

  @Property({ type: 'boolean' })
  @Field(() => Boolean)
  private = false;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();
}

@Entity({ tableName: 'meal_analyses' })
export class MealAnalysisRecord {
  @PrimaryKey({ type: 'string' })
  id!: string;

  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'string', fieldName: 'image_key', nullable: true })
  imageKey: string | null = null;

  @Property({ type: 'string' })
  source!: string;

  @Property({ type: 'string', nullable: true })
  model: string | null = null;

  @Property({ type: 'json' })
  result!: unknown;

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt: Date = new Date();
}
