// The Post fields route privacy guards, resolved here so every way a route leaves social (a
// card, GET /api/posts/:id, a feed page, a quoted or reposted original, a shared post in a
// message, the GPX download) goes through the owner's rules. The columns stay on the entity.
import { Ctx, Float, FieldResolver, Resolver, Root } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';
import { Post } from '../posts/entities.js';
import { RouteData } from '../posts/content-types.js';
import type { PostRecord } from '../posts/post-rows.js';
import { pointHidden, routeForViewer } from './rules.js';
import { routeGpx } from './gpx.js';

@Resolver(() => Post)
export class RoutePrivacyFieldsResolver {
  @FieldResolver(() => RouteData, {
    nullable: true,
    description:
      "The route of a ROUTE post. To anyone but the author: without the author's hidden ends and privacy zones, and pace or heart rate only for their audience.",
  })
  routeData(@Root() post: PostRecord, @Ctx() ctx: SubgraphContext): Promise<RouteData | null> {
    return routeForViewer(ctx, post.userId, post.routeData);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The route as a GPX 1.1 file, with what the caller may see of it (routeData); null for a post without a route.',
  })
  async routeGpx(@Root() post: PostRecord, @Ctx() ctx: SubgraphContext): Promise<string | null> {
    const route = await routeForViewer(ctx, post.userId, post.routeData);
    return route ? routeGpx(route, route.location ?? `${route.type} ${post.id}`) : null;
  }

  @FieldResolver(() => Float, { nullable: true, description: "The tagged place's latitude; null to others when it lies in one of the author's privacy zones." })
  async locationLat(@Root() post: PostRecord, @Ctx() ctx: SubgraphContext): Promise<number | null> {
    return (await pointHidden(ctx, post.userId, post.locationLat, post.locationLng)) ? null : post.locationLat;
  }

  @FieldResolver(() => Float, { nullable: true, description: "The tagged place's longitude; null to others when it lies in one of the author's privacy zones." })
  async locationLng(@Root() post: PostRecord, @Ctx() ctx: SubgraphContext): Promise<number | null> {
    return (await pointHidden(ctx, post.userId, post.locationLat, post.locationLng)) ? null : post.locationLng;
  }
}
