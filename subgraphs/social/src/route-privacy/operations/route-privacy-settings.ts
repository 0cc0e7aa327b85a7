// myRoutePrivacy / updateRoutePrivacy: the member's own route privacy (Settings > Route
// privacy). The whole setting is written at once (the form shows all of it); zones are
// replaced as a list, each given a fresh id.
import { Arg, Ctx, Field, Float, InputType, Int, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { SignedIn, newId, requireUser, type SubgraphContext } from '@pulse/kit';
import { Audience } from '../../privacy/entities.js';
import { RoutePrivacy, defaultRoutePrivacy } from '../entities.js';

export const MAX_ZONES = 10;
export const MIN_HIDE_ENDS = 200;
export const MAX_HIDE_ENDS = 1000;
export const MIN_ZONE_RADIUS = 200;
export const MAX_ZONE_RADIUS = 2000;
const LABEL_MAX = 50;

export const HIDE_ENDS_RANGE = `Hidden start and end must be 0 (off) or between ${MIN_HIDE_ENDS} and ${MAX_HIDE_ENDS} m`;
export const ZONE_RADIUS_RANGE = `A privacy zone's radius must be between ${MIN_ZONE_RADIUS} and ${MAX_ZONE_RADIUS} m`;
export const TOO_MANY_ZONES = `At most ${MAX_ZONES} privacy zones`;

const number = (message: string, min: number, max: number) => z.number().refine((n) => Number.isFinite(n) && n >= min && n <= max, message);
const audience = z.enum([Audience.EVERYONE, Audience.FOLLOWERS, Audience.ONLY_ME]);

@InputType()
export class PrivacyZoneInput {
  @Field(() => String, { nullable: true, description: `A name for it, e.g. Home (at most ${LABEL_MAX} characters).` }) label?: string | null;
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
  @Field(() => Int, { description: `Metres (${MIN_ZONE_RADIUS}-${MAX_ZONE_RADIUS}).` }) radiusMetres!: number;
}

@InputType()
export class RoutePrivacyInput {
  static schema = z.object({
    hideEndsMetres: z.number().refine((n) => Number.isInteger(n) && (n === 0 || (n >= MIN_HIDE_ENDS && n <= MAX_HIDE_ENDS)), HIDE_ENDS_RANGE),
    zones: z
      .array(
        z.object({
          label: z
            .string()
            .max(LABEL_MAX, `A zone's name must be at most ${LABEL_MAX} characters`)
            .nullish()
            .transform((label) => label?.trim() || null),
          latitude: number('Latitude must be between -90 and 90', -90, 90),
          longitude: number('Longitude must be between -180 and 180', -180, 180),
          radiusMetres: z.number().refine((n) => Number.isInteger(n) && n >= MIN_ZONE_RADIUS && n <= MAX_ZONE_RADIUS, ZONE_RADIUS_RANGE),
        }),
      )
      .max(MAX_ZONES, TOO_MANY_ZONES),
    paceVisibility: audience,
    heartRateVisibility: audience,
  });

  @Field(() => Int, { description: `0 (off) or ${MIN_HIDE_ENDS}-${MAX_HIDE_ENDS} metres hidden at each end of every route.` }) hideEndsMetres!: number;
  @Field(() => [PrivacyZoneInput], { description: `At most ${MAX_ZONES}; replaces the list.` }) zones!: PrivacyZoneInput[];
  @Field(() => Audience) paceVisibility!: Audience;
  @Field(() => Audience) heartRateVisibility!: Audience;
}

async function own(ctx: SubgraphContext, userId: string): Promise<RoutePrivacy> {
  return (await ctx.em.findOne(RoutePrivacy, { id: userId }, { disableIdentityMap: true })) ?? defaultRoutePrivacy(userId);
}

@Resolver()
export class RoutePrivacyResolver {
  @UseMiddleware(SignedIn)
  @Query(() => RoutePrivacy, { description: "The caller's route privacy: hidden ends, privacy zones, who sees pace and heart rate." })
  myRoutePrivacy(@Ctx() ctx: SubgraphContext): Promise<RoutePrivacy> {
    return own(ctx, requireUser(ctx.auth).id);
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => RoutePrivacy, { description: "Replaces the caller's route privacy. Applies at once to every route post of theirs, old ones too." })
  async updateRoutePrivacy(@Arg('input', () => RoutePrivacyInput) input: RoutePrivacyInput, @Ctx() ctx: SubgraphContext): Promise<RoutePrivacy> {
    const userId = requireUser(ctx.auth).id;
    const zones = input.zones.map((z) => ({ id: newId(), label: z.label ?? null, latitude: z.latitude, longitude: z.longitude, radiusMetres: z.radiusMetres }));
    await ctx.em.upsert(
      RoutePrivacy,
      {
        id: userId,
        hideEndsMetres: input.hideEndsMetres,
        zones,
        paceVisibility: input.paceVisibility,
        heartRateVisibility: input.heartRateVisibility,
        updatedAt: ctx.services.clock.now(),
      },
      { onConflictFields: ['id'], onConflictAction: 'merge' },
    );
    return own(ctx, userId);
  }
}
