// A preview of the member's privacy zones drawn offline (no map service needed): each zone's
// circle projected with Web Mercator, the projection route maps use (feed/route-projection.ts),
// fitted into the box with the route maps' padding.
import { Box, useChakraContext } from '@chakra-ui/react';
import { FIT_PADDING, projectRoute, type LatLng } from '../feed/route-projection';

const WIDTH = 600;
const HEIGHT = 260;
const EARTH_RADIUS_M = 6_371_008.8;

export interface ZoneShape extends LatLng {
  radiusMetres: number;
}

/** The zone's edge as 48 points (a small circle on the sphere). */
export function zoneOutline({ latitude, longitude, radiusMetres }: ZoneShape): LatLng[] {
  const angular = radiusMetres / EARTH_RADIUS_M;
  const lat = (latitude * Math.PI) / 180;
  const lng = (longitude * Math.PI) / 180;
  return Array.from({ length: 49 }, (_, i) => {
    const bearing = (i / 48) * 2 * Math.PI;
    const lat2 = Math.asin(Math.sin(lat) * Math.cos(angular) + Math.cos(lat) * Math.sin(angular) * Math.cos(bearing));
    const lng2 = lng + Math.atan2(Math.sin(bearing) * Math.sin(angular) * Math.cos(lat), Math.cos(angular) - Math.sin(lat) * Math.sin(lat2));
    return { latitude: (lat2 * 180) / Math.PI, longitude: (lng2 * 180) / Math.PI };
  });
}

export function ZoneMap({ zones }: { zones: readonly ZoneShape[] }) {
  const { token } = useChakraContext();
  const outlines = zones.map(zoneOutline);
  // All outlines projected together, so they share one scale; then cut back into zones.
  const all = projectRoute(outlines.flat(), WIDTH, HEIGHT, FIT_PADDING);
  if (!all) return null;
  const colour = token.var('colors.route.end') as string;
  return (
    <Box rounded="lg" overflow="hidden" borderWidth="1px" bg="bg.muted" data-testid="zone-map">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={`Map of ${zones.length} privacy zone${zones.length === 1 ? '' : 's'}`}
        style={{ display: 'block' }}
      >
        {outlines.map((outline, z) => {
          const points = all.points.slice(z * 49, z * 49 + outline.length);
          return (
            <polygon
              key={z}
              points={points.map(([x, y]) => `${x},${y}`).join(' ')}
              style={{ fill: colour, stroke: colour }}
              fillOpacity="0.25"
              strokeWidth="2"
              data-testid="zone-circle"
            />
          );
        })}
      </svg>
    </Box>
  );
}
