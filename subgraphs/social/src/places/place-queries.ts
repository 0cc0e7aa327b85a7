// searchPlaces / nearestPlace: Tag a Location, answered from the bundled gazetteer, so it
// works with no network and no provider key. Open to anyone: it reveals nothing about members.
import { Args, ArgsType, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { z } from 'zod';
import { gazetteer } from './gazetteer.js';

export const MAX_PLACES = 50;
const MAX_QUERY_LENGTH = 100;

@ObjectType()
export class Place {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'City, region and country, for display.' }) displayName!: string;
  @Field(() => String) country!: string;
  @Field(() => Float) lat!: number;
  @Field(() => Float) lng!: number;
  @Field(() => String, { description: 'town, park, landmark or venue.' }) kind!: string;
}

@ArgsType()
class SearchPlacesArgs {
  static schema = z
    .object({
      // Blank text of any length is answered with []; far longer text is refused as sent.
      q: z.string().max(MAX_QUERY_LENGTH * 10, `Search text must be at most ${MAX_QUERY_LENGTH} characters`),
      first: z
        .number()
        .nullish()
        .transform((first) => first ?? 8)
        .refine((first) => Number.isInteger(first) && first >= 1 && first <= MAX_PLACES, `first must be between 1 and ${MAX_PLACES}`),
      // Blank text is answered with [] whatever its length.
    })
    .refine((args) => !args.q.trim() || args.q.length <= MAX_QUERY_LENGTH, { message: `Search text must be at most ${MAX_QUERY_LENGTH} characters`, path: ['q'] });

  @Field(() => String) q!: string;
  @Field(() => Int, { nullable: true, defaultValue: 8 }) first!: number;
}

@ArgsType()
class NearestPlaceArgs {
  static schema = z.object({
    lat: z.number().refine((lat) => Number.isFinite(lat) && lat >= -90 && lat <= 90, 'Latitude must be between -90 and 90'),
    lng: z.number().refine((lng) => Number.isFinite(lng) && lng >= -180 && lng <= 180, 'Longitude must be between -180 and 180'),
  });

  @Field(() => Float) lat!: number;
  @Field(() => Float) lng!: number;
}

@Resolver()
export class PlaceQueriesResolver {
  @Query(() => [Place], { description: 'Towns, parks, landmarks and venues whose name starts with or contains q, biggest first. Blank q gives []. Works offline.' })
  async searchPlaces(@Args(() => SearchPlacesArgs) args: SearchPlacesArgs): Promise<Place[]> {
    // The spec: location search ignores blank text.
    if (!args.q.trim()) return [];
    return (await gazetteer()).search(args.q, args.first);
  }

  @Query(() => Place, { nullable: true, description: 'The nearest known town to a point.' })
  async nearestPlace(@Args(() => NearestPlaceArgs) args: NearestPlaceArgs): Promise<Place | null> {
    return (await gazetteer()).nearest(args.lat, args.lng);
  }
}
