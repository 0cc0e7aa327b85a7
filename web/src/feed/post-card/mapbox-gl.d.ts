// The part of mapbox-gl 1.13.3's API the route card uses (the package ships no types; v1's
// community types are not installed).
declare module 'mapbox-gl' {
  type LngLat = [number, number];
  export class LngLatBounds {
    constructor(sw: LngLat, ne: LngLat);
    extend(point: LngLat): LngLatBounds;
  }
  export interface MapOptions {
    container: HTMLElement;
    style: string | object;
    center?: LngLat;
    zoom?: number;
    maxZoom?: number;
    attributionControl?: boolean;
    cooperativeGestures?: boolean;
  }
  export class Map {
    constructor(options: MapOptions);
    on(event: string, listener: (event: { error?: Error }) => void): this;
    addSource(id: string, source: object): this;
    addLayer(layer: object): this;
    fitBounds(bounds: LngLatBounds, options?: { padding?: number; maxZoom?: number; duration?: number }): this;
    isStyleLoaded(): boolean;
    getCanvas(): HTMLCanvasElement;
    remove(): void;
  }
  export class Marker {
    constructor(options?: { element?: HTMLElement });
    setLngLat(point: LngLat): this;
    addTo(map: Map): this;
  }
  const mapboxgl: {
    accessToken: string;
    supported(options?: { failIfMajorPerformanceCaveat?: boolean }): boolean;
    Map: typeof Map;
    Marker: typeof Marker;
    LngLatBounds: typeof LngLatBounds;
  };
  export default mapboxgl;
}
