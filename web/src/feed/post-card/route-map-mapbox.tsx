// The route on a Mapbox map (mapbox-gl 1.13.3, the last BSD-licensed line), drawn when the
// platform has a public token (mapSettings). Loaded with React.lazy by route-card-map.tsx, so
// this module, mapbox-gl and its CSS reach the browser only when a route card with a map is on
// screen. The spec's map constants: outdoors style at zoom 13 centred on -122.4194, 37.7749
// until the route is fitted (padding 50, at most zoom 15), line width 4. If the browser
// cannot draw WebGL or the style cannot be loaded, the offline drawing takes its place.
import 'mapbox-gl/dist/mapbox-gl.css';
import { Box, useChakraContext } from '@chakra-ui/react';
import mapboxgl from 'mapbox-gl';
import { useEffect, useRef, useState } from 'react';
import { FIT_PADDING, MAX_ZOOM, type LatLng } from '../route-projection';
import { RouteMap, ROUTE_LINE_WIDTH } from './route-map';

export const MAP_STYLE = 'mapbox://styles/mapbox/outdoors-v11';
export const DEFAULT_CENTER: [number, number] = [-122.4194, 37.7749];
/** Zoom 11 is the spec's general map; a route card is its outdoors map (13). */
export const GENERAL_ZOOM = 11;
export const OUTDOORS_ZOOM = 13;
const HEIGHT = 300;

function marker(colour: string, testId: string): HTMLElement {
  const el = document.createElement('div');
  el.dataset.testid = testId;
  Object.assign(el.style, { width: '14px', height: '14px', borderRadius: '50%', background: colour, border: '2px solid white', boxSizing: 'border-box' });
  return el;
}

export function RouteMapMapbox({ token, coordinates }: { token: string; coordinates: readonly LatLng[] }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(() => !mapboxgl.supported());
  const [loaded, setLoaded] = useState(false);
  const { token: theme } = useChakraContext();
  const colour = (name: string) => theme.var(`colors.route.${name}`) as string;
  const lineColour = colour('line');
  const startColour = colour('start');
  const endColour = colour('end');

  useEffect(() => {
    const el = container.current;
    if (failed || !el || coordinates.length === 0) return;
    mapboxgl.accessToken = token;
    const line = coordinates.map((c) => [c.longitude, c.latitude] as [number, number]);
    const map = new mapboxgl.Map({ container: el, style: MAP_STYLE, center: DEFAULT_CENTER, zoom: OUTDOORS_ZOOM, attributionControl: true });
    map.on('load', () => {
      // mapbox paints with colours, not CSS variables: the theme's colour as the browser resolved it.
      el.style.color = lineColour;
      const resolved = getComputedStyle(el).color;
      map.addSource('route', { type: 'geojson', data: { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: line } } });
      map.addLayer({
        id: 'route',
        type: 'line',
        source: 'route',
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': resolved, 'line-width': ROUTE_LINE_WIDTH },
      });
      new mapboxgl.Marker({ element: marker(startColour, 'route-map-start') }).setLngLat(line[0]).addTo(map);
      new mapboxgl.Marker({ element: marker(endColour, 'route-map-end') }).setLngLat(line[line.length - 1]).addTo(map);
      const bounds = line.reduce((b, p) => b.extend(p), new mapboxgl.LngLatBounds(line[0], line[0]));
      map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: MAX_ZOOM, duration: 0 });
      setLoaded(true);
    });
    map.on('error', (event) => {
      // A failure before the style is drawn (a refused token, no network) leaves an empty box:
      // the offline drawing is better. Later failures (one tile) leave the map as it is.
      if (!map.isStyleLoaded()) {
        console.warn('[route map] Mapbox failed, drawing offline', event.error?.message);
        setFailed(true);
      }
    });
    return () => map.remove();
  }, [token, coordinates, failed, lineColour, startColour, endColour]);

  if (failed) return <RouteMap coordinates={coordinates} />;
  return (
    <Box
      ref={container}
      h={`${HEIGHT}px`}
      rounded="lg"
      overflow="hidden"
      borderWidth="1px"
      bg="bg.muted"
      role="img"
      aria-label="Route map"
      data-testid="route-map-mapbox"
      data-state={loaded ? 'loaded' : 'loading'}
    />
  );
}
