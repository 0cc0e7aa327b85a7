// mapSettings: what the web client needs to draw route maps with mapbox-gl. The token is a
// public (pk.) token by Mapbox's design (it is sent with every tile request), so anyone may
// read it; config refuses a secret sk. token. Unset: the client keeps its offline drawing.
import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { SubgraphContext } from '@pulse/kit';

@ObjectType('MapSettings', { description: 'How route maps are drawn.' })
export class MapSettings {
  @Field(() => String, { nullable: true, description: 'Public Mapbox token (pk.…); null: no map service is configured.' })
  mapboxToken!: string | null;
}

@Resolver()
export class MapSettingsResolver {
  @Query(() => MapSettings, { description: 'How route maps are drawn (public).' })
  mapSettings(@Ctx() ctx: SubgraphContext): MapSettings {
    return { mapboxToken: ctx.services.config.health.mapboxToken ?? null };
  }
}
