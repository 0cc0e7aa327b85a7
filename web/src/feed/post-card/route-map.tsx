// The route drawn as SVG from its coordinates. Why not a tile map: the spec's maps service
// needs a token (pk....) and the internet, and Pulse must work with neither (a default that
// really works offline, DESIGN.md). The projection is Web Mercator, the one tile maps use, with
// the spec's line width 4, fit padding 50 and maximum zoom 15, so a tile layer could be put
// under this same geometry once a provider is configured.
import { Box, useChakraContext } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import { FIT_PADDING, projectRoute, type LatLng } from '../route-projection';

const WIDTH = 600;
const HEIGHT = 300;
export const ROUTE_LINE_WIDTH = 4;

export function RouteMap({ coordinates }: { coordinates: readonly LatLng[] }) {
  const route = useMemo(() => projectRoute(coordinates, WIDTH, HEIGHT, FIT_PADDING), [coordinates]);
  const gridId = useId();
  // The theme's route colours (light and dark) as CSS variables: SVG attributes take no tokens.
  const { token } = useChakraContext();
  const colour = (name: string) => token.var(`colors.route.${name}`) as string;
  if (!route) return null;
  return (
    <Box rounded="lg" overflow="hidden" borderWidth="1px" bg="bg.muted" data-testid="route-map">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label="Route map" style={{ display: 'block' }}>
        <defs>
          <pattern id={gridId} width="30" height="30" patternUnits="userSpaceOnUse">
            <path d="M30 0H0V30" fill="none" stroke="currentColor" strokeOpacity="0.08" />
          </pattern>
        </defs>
        <rect width={WIDTH} height={HEIGHT} fill={`url(#${gridId})`} />
        <path
          d={route.path}
          fill="none"
          style={{ stroke: colour('line') }}
          strokeWidth={ROUTE_LINE_WIDTH}
          strokeLinecap="round"
          strokeLinejoin="round"
          data-testid="route-line"
        />
        <circle cx={route.start[0]} cy={route.start[1]} r="7" style={{ fill: colour('start'), stroke: colour('markerRing') }} strokeWidth="2" data-testid="route-start" />
        <circle cx={route.end[0]} cy={route.end[1]} r="7" style={{ fill: colour('end'), stroke: colour('markerRing') }} strokeWidth="2" data-testid="route-end" />
      </svg>
    </Box>
  );
}
