// longevityTips (public reference data): the ten tips with their sources.
import { Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import { TIPS } from '../tips.js';

@ObjectType('Tip')
export class Tip {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String) text!: string;
  @Field(() => String, { description: 'Who gives this guidance.' }) source!: string;
  @Field(() => String, { description: 'The public page it comes from.' }) url!: string;
}

@Resolver()
export class LongevityTipsResolver {
  @Query(() => [Tip], { description: 'Ten longevity tips from public-health guidance, each with its source (public).' })
  longevityTips(): Tip[] {
    return TIPS.map((tip) => ({ ...tip }));
  }
}
