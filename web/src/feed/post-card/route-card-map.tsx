// Which map a route card shows. With a public Mapbox token (mapSettings, `pk.…`) the route is
// drawn on Mapbox once the card is on screen (mapbox-gl is loaded then, not before); a token
// of another form is said to be wrong ('Invalid Mapbox access token format') and the offline
// drawing is shown; with none, the offline drawing alone (Pulse works with no map service).
import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { MapSettingsDocument } from '../../generated/graphql';
import type { LatLng } from '../route-projection';
import { RouteMap } from './route-map';

export const INVALID_MAPBOX_TOKEN = 'Invalid Mapbox access token format';

const RouteMapMapbox = lazy(() => import('./route-map-mapbox').then((m) => ({ default: m.RouteMapMapbox })));

/** A chunk that fails to load (offline, a deploy in between) leaves the offline drawing. */
class FallbackOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** True once the element has come within 100 px of the viewport (and stays true); watched while `watch`. */
function useOnScreen<T extends Element>(watch: boolean): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (seen || !watch || !el) return;
    if (typeof IntersectionObserver === 'undefined') return setSeen(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { rootMargin: '100px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen, watch]);
  return [ref, seen];
}

export function RouteCardMap({ coordinates }: { coordinates: readonly LatLng[] }) {
  const { data } = useQuery(MapSettingsDocument, { fetchPolicy: 'cache-first' });
  const token = data?.mapSettings.mapboxToken ?? null;
  // The element to watch exists only once a pk. token is known (mapSettings answered).
  const [ref, onScreen] = useOnScreen<HTMLDivElement>(Boolean(token?.startsWith('pk.')));
  const offline = <RouteMap coordinates={coordinates} />;

  if (token && !token.startsWith('pk.')) {
    return (
      <Stack gap="2">
        <Text fontSize="sm" color="fg.error" role="alert" data-testid="route-map-token-error">
          {INVALID_MAPBOX_TOKEN}
        </Text>
        {offline}
      </Stack>
    );
  }
  if (!token) return offline;
  return (
    <div ref={ref}>
      {onScreen ? (
        <FallbackOnError fallback={offline}>
          <Suspense fallback={offline}>
            <RouteMapMapbox token={token} coordinates={coordinates} />
          </Suspense>
        </FallbackOnError>
      ) : (
        offline
      )}
    </div>
  );
}
