// Route privacy through the real gateway, checked AS ANOTHER MEMBER: ann sets a privacy zone
// around home and hides the first and last 500 m; bob (a follower) and cat (not) read her
// route post through GraphQL (post, feed page, quoted original), REST (GET /api/posts/:id)
// and the GPX download, and none of them gets a point near her start or end; ann gets all.
// Pace and heart rate follow their audience (everyone / followers / only me); a heart rate out
// of range is refused when posting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, expectError, members, ok, restClient, startStack, type Member, type Stack } from '@pulse/dev-env';
import { metresBetween, type LatLng } from './trim.js';

let stack: Stack;
let ann: Member;
let bob: Member;
let cat: Member;
const api = restClient(() => stack);
const gql = (query: string, variables: Record<string, unknown>, member?: Member) => client(stack)(query, variables, member?.token);

/** 4 km north from ann's home, one point every 100 m, then 4 km on to the east. */
const HOME: LatLng = { latitude: 51.5072, longitude: -0.1276 };
const step = 100 / 111_195;
const track: LatLng[] = [
  ...Array.from({ length: 41 }, (_, i) => ({ latitude: HOME.latitude + i * step, longitude: HOME.longitude })),
  ...Array.from({ length: 40 }, (_, i) => ({
    latitude: HOME.latitude + 40 * step,
    longitude: HOME.longitude + ((i + 1) * 100) / (111_195 * Math.cos((HOME.latitude * Math.PI) / 180)),
  })),
];
const END = track[track.length - 1];

const ROUTE_FIELDS =
  'id routeData { type duration distance averageSpeed averageHeartRate maxHeartRate coordinates { latitude longitude } } locationLat locationLng routeGpx';
const POST = `query($id: ID!) { post(id: $id) { ${ROUTE_FIELDS} } }`;
const UPDATE = `mutation($input: RoutePrivacyInput!) { updateRoutePrivacy(input: $input) { id hideEndsMetres zones { id label latitude longitude radiusMetres } paceVisibility heartRateVisibility } }`;
const MINE = '{ myRoutePrivacy { id hideEndsMetres zones { label radiusMetres } paceVisibility heartRateVisibility } }';

let postId: string;

const nearestTo = (points: LatLng[], target: LatLng) => Math.min(...points.map((p) => metresBetween(p, target)));
const gpxPoints = (gpx: string): LatLng[] =>
  [...gpx.matchAll(/<trkpt lat="([-\d.e]+)" lon="([-\d.e]+)"/g)].map((m) => ({ latitude: Number(m[1]), longitude: Number(m[2]) }));

beforeAll(async () => {
  stack = await startStack();
  [ann, bob, cat] = await members(stack, 3);
  ok(await gql('mutation($u: ID!) { follow(userId: $u) { id } }', { u: ann.user.id }, bob));
  const created = ok(
    await gql(
      'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }',
      {
        input: {
          type: 'ROUTE',
          content: 'Sunday long run',
          location: { name: 'Home', lat: HOME.latitude + 0.0005, lng: HOME.longitude },
          routeData: { type: 'running', duration: 2400, distance: 8, averageSpeed: 12, elevationGain: 20, averageHeartRate: 152, maxHeartRate: 178, coordinates: track },
        },
      },
      ann,
    ),
  );
  postId = created.createPost.id;
  ok(
    await gql(
      UPDATE,
      {
        input: {
          hideEndsMetres: 500,
          zones: [{ label: ' Home ', latitude: HOME.latitude, longitude: HOME.longitude, radiusMetres: 800 }],
          paceVisibility: 'FOLLOWERS',
          heartRateVisibility: 'ONLY_ME',
        },
      },
      ann,
    ),
  );
});
afterAll(() => stack?.stop());

describe('route privacy as another member', () => {
  it('keeps the whole route and the tagged place for the author', async () => {
    const post = ok(await gql(POST, { id: postId }, ann)).post;
    expect(post.routeData.coordinates).toHaveLength(track.length);
    expect(post.routeData.coordinates[0]).toEqual(HOME);
    expect(post.locationLat).not.toBeNull();
    expect(gpxPoints(post.routeGpx)).toHaveLength(track.length);
    expect(ok(await gql(MINE, {}, ann)).myRoutePrivacy).toEqual({
      id: ann.user.id,
      hideEndsMetres: 500,
      zones: [{ label: 'Home', radiusMetres: 800 }],
      paceVisibility: 'FOLLOWERS',
      heartRateVisibility: 'ONLY_ME',
    });
  });

  it('never gives another member a point in the zone or near the start or end: GraphQL, GPX and REST', async () => {
    for (const reader of [bob, cat, undefined]) {
      const post = ok(await gql(POST, { id: postId }, reader)).post;
      const shown: LatLng[] = post.routeData.coordinates;
      expect(shown.length).toBeGreaterThan(10);
      expect(shown.length).toBeLessThan(track.length);
      expect(nearestTo(shown, HOME)).toBeGreaterThan(800);
      expect(nearestTo(shown, END)).toBeGreaterThanOrEqual(500);
      // The tagged place lies in the zone: its coordinates are the author's alone.
      expect([post.locationLat, post.locationLng]).toEqual([null, null]);
      const gpx = gpxPoints(post.routeGpx);
      expect(gpx).toEqual(shown);
      expect(post.routeGpx).not.toContain(String(HOME.latitude));

      const rest = await api('GET', `/posts/${postId}`, { token: reader?.token });
      expect(rest.status).toBe(200);
      const restPoints: LatLng[] = rest.json.post.routeData.coordinates;
      expect(restPoints).toEqual(shown);
      expect(nearestTo(restPoints, HOME)).toBeGreaterThan(800);
    }
  });

  it('trims the route of a quoted original and of a feed page too', async () => {
    const quote = ok(await gql('mutation($id: ID!) { quotePost(id: $id, content: "Nice one") { id } }', { id: postId }, cat)).quotePost;
    const read = ok(await gql(`query($id: ID!) { post(id: $id) { originalPost { ${ROUTE_FIELDS} } } }`, { id: quote.id }, cat)).post;
    expect(nearestTo(read.originalPost.routeData.coordinates, HOME)).toBeGreaterThan(800);
    const feed = ok(await gql(`query($id: ID!) { userPosts(userId: $id, first: 20) { nodes { ${ROUTE_FIELDS} } } }`, { id: ann.user.id }, bob));
    const route = feed.userPosts.nodes.find((p: { id: string }) => p.id === postId);
    expect(nearestTo(route.routeData.coordinates, HOME)).toBeGreaterThan(800);
  });

  it('shows pace to the audience the author chose', async () => {
    const pace = async (reader?: Member) => ok(await gql(POST, { id: postId }, reader)).post.routeData;
    expect(await pace(ann)).toMatchObject({ duration: 2400, averageSpeed: 12, distance: 8 });
    expect(await pace(bob)).toMatchObject({ duration: 2400, averageSpeed: 12 });
    expect(await pace(cat)).toMatchObject({ duration: null, averageSpeed: null, distance: 8 });
    expect(await pace()).toMatchObject({ duration: null, averageSpeed: null });
  });

  it('shows heart rate to the audience the author chose (only her)', async () => {
    const heart = async (reader?: Member) => {
      const { averageHeartRate, maxHeartRate } = ok(await gql(POST, { id: postId }, reader)).post.routeData;
      return { averageHeartRate, maxHeartRate };
    };
    expect(await heart(ann)).toEqual({ averageHeartRate: 152, maxHeartRate: 178 });
    for (const reader of [bob, cat, undefined]) expect(await heart(reader)).toEqual({ averageHeartRate: null, maxHeartRate: null });
    // Everyone again: the follower and the stranger see it.
    const back = { hideEndsMetres: 500, zones: [{ label: 'Home', latitude: HOME.latitude, longitude: HOME.longitude, radiusMetres: 800 }], paceVisibility: 'FOLLOWERS' };
    ok(await gql(UPDATE, { input: { ...back, heartRateVisibility: 'EVERYONE' } }, ann));
    expect(await heart(cat)).toEqual({ averageHeartRate: 152, maxHeartRate: 178 });
    ok(await gql(UPDATE, { input: { ...back, heartRateVisibility: 'ONLY_ME' } }, ann));
  });

  it('refuses settings out of range with the field named', async () => {
    const base = { hideEndsMetres: 0, zones: [], paceVisibility: 'EVERYONE', heartRateVisibility: 'EVERYONE' };
    expectError(
      await gql(UPDATE, { input: { ...base, hideEndsMetres: 150 } }, cat),
      'BAD_USER_INPUT',
      'Hidden start and end must be 0 (off) or between 200 and 1000 m',
      'hideEndsMetres',
    );
    const zone = { latitude: 10, longitude: 10, radiusMetres: 5000 };
    expectError(
      await gql(UPDATE, { input: { ...base, zones: [zone] } }, cat),
      'BAD_USER_INPUT',
      "A privacy zone's radius must be between 200 and 2000 m",
      'zones.radiusMetres',
    );
    expectError(
      await gql(UPDATE, { input: { ...base, zones: Array(11).fill({ ...zone, radiusMetres: 300 }) } }, cat),
      'BAD_USER_INPUT',
      'At most 10 privacy zones',
      'zones',
    );
    expectError(await gql(MINE, {}), 'UNAUTHENTICATED');
    const bad = await gql(
      'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }',
      { input: { type: 'ROUTE', content: 'x', routeData: { type: 'running', averageHeartRate: 400, coordinates: [] } } },
      cat,
    );
    expectError(bad, 'BAD_USER_INPUT', 'routeData.averageHeartRate must be a number between 20 and 250', 'routeData.averageHeartRate');
  });
});
