// Reading a member's route privacy and applying it to what a viewer gets of their route: the
// owner sees everything; anyone else gets the track trimmed (trim.ts) and the metrics their
// audience allows. Loaders batch a feed page into one query per kind.
import { byKeys, type SubgraphContext } from '@pulse/kit';
import { Follow } from '../follows/entities.js';
import { Audience } from '../privacy/entities.js';
import type { RouteData } from '../posts/content-types.js';
import { RoutePrivacy, defaultRoutePrivacy } from './entities.js';
import { hidesAnything, metresBetween, visibleTrack } from './trim.js';

/** Fields that give pace away (pace is duration over distance; speed is its inverse). */
export const PACE_FIELDS = ['averageSpeed', 'duration'] as const;
/** Heart-rate fields a route may carry. */
export const HEART_RATE_FIELDS = ['averageHeartRate', 'maxHeartRate'] as const;

export function routePrivacyLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, RoutePrivacy>('routePrivacy', async (ids) => {
    const rows = await ctx.em.find(RoutePrivacy, { id: { $in: [...ids] } }, { disableIdentityMap: true });
    return byKeys(ids, rows, (r) => r.id).map((row, i) => row ?? defaultRoutePrivacy(ids[i]));
  });
}

/** Whether the signed-in viewer follows each owner: one query per request for a whole page. */
function followsOwnerLoader(ctx: SubgraphContext, viewer: string) {
  return ctx.loaders.get<string, boolean>('routeViewerFollows', async (owners) => {
    const rows = await ctx.em.find(Follow, { followerId: viewer, followeeId: { $in: [...owners] } }, { fields: ['followeeId'], disableIdentityMap: true });
    const followed = new Set(rows.map((r) => r.followeeId));
    return owners.map((o) => followed.has(o));
  });
}

async function sees(ctx: SubgraphContext, ownerId: string, audience: Audience): Promise<boolean> {
  const viewer = ctx.auth.user?.id;
  if (viewer === ownerId || audience === Audience.EVERYONE) return true;
  if (!viewer || audience === Audience.ONLY_ME) return false;
  return followsOwnerLoader(ctx, viewer).load(ownerId);
}

/** The route as `ownerId`'s privacy lets the caller see it; the owner's own untouched. */
export async function routeForViewer(ctx: SubgraphContext, ownerId: string, route: RouteData | null): Promise<RouteData | null> {
  if (!route || ctx.auth.user?.id === ownerId) return route;
  const privacy = await routePrivacyLoader(ctx).load(ownerId);
  const shown: Record<string, unknown> = { ...route };
  if (hidesAnything(privacy)) shown.coordinates = visibleTrack(route.coordinates ?? [], { hideEndsMetres: privacy.hideEndsMetres, zones: privacy.zones });
  if (!(await sees(ctx, ownerId, privacy.paceVisibility))) for (const f of PACE_FIELDS) shown[f] = null;
  if (!(await sees(ctx, ownerId, privacy.heartRateVisibility))) for (const f of HEART_RATE_FIELDS) if (f in shown) shown[f] = null;
  return shown as unknown as RouteData;
}

/** Whether a tagged point lies in one of the owner's privacy zones (then others do not get it). */
export async function pointHidden(ctx: SubgraphContext, ownerId: string, lat: number | null, lng: number | null): Promise<boolean> {
  if (lat === null || lng === null || ctx.auth.user?.id === ownerId) return false;
  const { zones } = await routePrivacyLoader(ctx).load(ownerId);
  return zones.some((z) => metresBetween({ latitude: lat, longitude: lng }, z) <= z.radiusMetres);
}
