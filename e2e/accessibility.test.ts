// Issue 24 item 9: an axe-core scan of every screen of the web client, at a desktop size and at
// a 390x844 phone, as a seeded member (an admin for the admin screens, a visitor for the public
// ones). A serious or critical violation fails the screen, listed with its rule and the elements.
// The screens are the routes of web/src/app/app.tsx and its areas; the first test fails when a
// route there has no screen here, so a new page cannot skip the scan.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { gql, registerMember, startStack, type Stack } from '@pulse/dev-env';
import { uploadFiles } from '@pulse/dev-env/media';
import { launchChromium, watchPageErrors } from './browser.js';

type Member = Awaited<ReturnType<typeof registerMember>>;
type Who = 'member' | 'admin' | 'visitor';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const BLOCKING = new Set(['serious', 'critical']);
const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'phone', width: 390, height: 844 },
] as const;
/** Any id of the right shape that names nothing: the screen's "not found" state is a screen too. */
const NOBODY = `c${'0'.repeat(24)}`;
const SUFFIX = Date.now() % 100000;
const ADMIN_EMAIL = `a11y-admin-${SUFFIX}@example.com`;

interface Seeds {
  member: Member;
  admin: Member;
  postId: string;
  photoPostId: string;
  conversationId: string;
  eventId: string;
  communityId: string;
  challengeId: string;
  productId: string;
  /** The member's developer app (the portal's app page, and the consent screen it asks for). */
  appId: string;
}

const CONSENT_REDIRECT = 'http://127.0.0.1:9/callback';
/** An authorization request of the app: the server answers with the consent screen of a live request. */
const authorizePath = (clientId: string) =>
  `/oauth/auth?${new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: CONSENT_REDIRECT,
    scope: 'profile:read posts:read health:read',
    state: 'a11y',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  })}`;

interface Screen {
  /** The route pattern in app.tsx (or its area) this screen covers. */
  route: string;
  path(s: Seeds): string;
  who: Who;
}

const member: Who = 'member';
const SCREENS: Screen[] = [
  // Public pages.
  { route: '/login', path: () => '/login', who: 'visitor' },
  { route: '/register', path: () => '/register', who: 'visitor' },
  { route: '/about', path: () => '/about', who: 'visitor' },
  { route: '/help', path: () => '/help', who: 'visitor' },
  { route: '/api-docs', path: () => '/api-docs', who: 'visitor' },
  { route: '/privacy', path: () => '/privacy', who: 'visitor' },
  { route: '/terms', path: () => '/terms', who: 'visitor' },
  { route: '/contact', path: () => '/contact', who: 'visitor' },
  { route: '/language', path: () => '/language', who: 'visitor' },
  // Posts and profiles, as a visitor and as a member.
  { route: '/:username/status/:postId', path: (s) => `/${s.member.input.username}/status/${s.postId}`, who: 'visitor' },
  { route: '/:username/status/:postId', path: (s) => `/${s.member.input.username}/status/${s.postId}`, who: member },
  { route: '/:username/post/:postId', path: (s) => `/${s.member.input.username}/post/${s.photoPostId}`, who: member },
  { route: '/post/:postId/photo', path: (s) => `/post/${s.photoPostId}/photo`, who: member },
  { route: '/users/:id', path: (s) => `/users/${s.member.user.id}`, who: member },
  { route: '/:username', path: (s) => `/${s.member.input.username}`, who: member },
  { route: '/:username', path: (s) => `/${s.member.input.username}`, who: 'visitor' },
  { route: '*', path: () => '/this/page/does-not-exist', who: member },
  // The member's app.
  { route: '/', path: () => '/', who: member },
  { route: '/messages', path: () => '/messages', who: member },
  { route: '/messages/:conversationId', path: (s) => `/messages/${s.conversationId}`, who: member },
  { route: '/notifications', path: () => '/notifications', who: member },
  { route: '/bookmarks', path: () => '/bookmarks', who: member },
  { route: '/explore', path: () => '/explore', who: member },
  { route: '/local', path: () => '/local', who: member },
  { route: '/tags/:tag', path: () => '/tags/marathon', who: member },
  { route: '/search', path: () => '/search?q=tempo', who: member },
  { route: '/events/*', path: () => '/events', who: member },
  { route: '/events/*', path: (s) => `/events/${s.eventId}`, who: member },
  { route: '/communities', path: () => '/communities', who: member },
  { route: '/communities/:id', path: (s) => `/communities/${s.communityId}`, who: member },
  { route: '/challenges/:id', path: (s) => `/challenges/${s.challengeId}`, who: member },
  { route: '/avatars', path: () => '/avatars', who: member },
  { route: '/medical/*', path: () => '/medical', who: member },
  { route: '/medical/*', path: () => `/medical/${NOBODY}`, who: member },
  { route: '/shop/*', path: () => '/shop', who: member },
  { route: '/shop/*', path: (s) => `/shop/products/${s.productId}`, who: member },
  { route: '/shop/*', path: () => '/shop/cart', who: member },
  { route: '/shop/*', path: () => '/shop/orders', who: member },
  { route: '/shop/*', path: () => `/shop/orders/${NOBODY}`, who: member },
  { route: '/shop/*', path: () => '/shop/admin', who: 'admin' },
  { route: '/admin/*', path: () => '/admin', who: 'admin' },
  { route: '/admin/*', path: (s) => `/admin/users/${s.member.user.id}`, who: 'admin' },
  { route: '/admin/*', path: () => '/admin/stats', who: 'admin' },
  { route: '/admin/*', path: () => '/admin/audit', who: 'admin' },
  { route: '/admin/*', path: () => '/admin/moderation', who: 'admin' },
  { route: '/admin/*', path: () => '/admin', who: member },
  { route: '/settings/*', path: () => '/settings', who: member },
  { route: '/settings/*', path: () => '/settings/privacy', who: member },
  { route: '/settings/*', path: () => '/settings/route-privacy', who: member },
  { route: '/settings/*', path: () => '/settings/muted-blocked', who: member },
  { route: '/settings/*', path: () => '/settings/account', who: member },
  { route: '/settings/*', path: () => '/settings/your-data', who: member },
  { route: '/settings/*', path: () => '/settings/developer', who: member },
  { route: '/settings/*', path: () => '/settings/connected-apps', who: member },
  // The developer portal and the consent screen an app sends a member to.
  { route: '/developers/*', path: () => '/developers', who: member },
  { route: '/developers/*', path: (s) => `/developers/apps/${s.appId}`, who: member },
  { route: '/oauth/consent/:uid', path: (s) => authorizePath(s.appId), who: member },
  { route: '/health', path: () => '/health', who: member },
  { route: '/calendar', path: () => '/calendar', who: member },
  { route: '/exercise', path: () => '/exercise', who: member },
  { route: '/assistant', path: () => '/assistant', who: member },
  { route: '/assistant/:conversationId', path: () => `/assistant/${NOBODY}`, who: member },
];

let stack: Stack;
let browser: Browser;
let seeds: Seeds;
const pageErrors: string[] = [];
const contexts: BrowserContext[] = [];

const api = async <T = any>(query: string, variables: Record<string, unknown>, who: Member): Promise<T> => {
  const res = await gql<T>(stack.graphqlUrl, query, variables, who.token);
  expect(res.errors).toBeUndefined();
  return res.data as T;
};

const DAY = 86_400_000;
const inDays = (days: number, hours = 0) => new Date(Math.floor((Date.now() + days * DAY) / 3_600_000) * 3_600_000 + hours * 3_600_000).toISOString();

async function seed(): Promise<Seeds> {
  const suffix = SUFFIX;
  const admin = await registerMember(stack, { email: ADMIN_EMAIL, name: 'Ada Access', username: `ada_a11y_${suffix}` });
  const seeded = await registerMember(stack, { name: 'Mia Member', username: `mia_a11y_${suffix}` });
  const friend = await registerMember(stack, { name: 'Fred Friend', username: `fred_a11y_${suffix}` });
  await api('mutation($u: ID!) { follow(userId: $u) { id } }', { u: friend.user.id }, seeded);
  await api('mutation($u: ID!) { follow(userId: $u) { id } }', { u: seeded.user.id }, friend);
  const create = (who: Member, input: Record<string, unknown>) =>
    api<{ createPost: { id: string } }>('mutation($i: CreatePostInput!) { createPost(input: $i) { id } }', { i: input }, who).then((r) => r.createPost.id);
  const postId = await create(seeded, { content: 'Tempo run this morning #marathon' });
  await create(friend, { content: 'Long run on Sunday, who is in? #marathon' });
  await api('mutation($id: ID!) { likePost(id: $id) { id } }', { id: postId }, friend);
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 160, b: 90 } } })
    .jpeg()
    .toBuffer();
  const uploaded = await uploadFiles(`${stack.url}/api/posts/media`, [{ name: 'trail.jpg', bytes: photo, type: 'image/jpeg' }], { token: seeded.token });
  expect(uploaded.status).toBeLessThan(300);
  const photoPostId = await create(seeded, { content: 'Trail views', medias: uploaded.body.medias });
  const { createConversation } = await api<{ createConversation: { id: string } }>(
    'mutation($u: ID!) { createConversation(targetUserId: $u) { id } }',
    { u: friend.user.id },
    seeded,
  );
  await api('mutation($i: SendMessageInput!) { sendMessage(input: $i) { id } }', { i: { conversationId: createConversation.id, body: 'See you at the track' } }, friend);
  const eventId = (
    await api<{ createEvent: { id: string } }>(
      'mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }',
      { input: { name: 'Sunrise run', description: 'Five easy kilometres', location: 'Golden Gate Park', startDate: inDays(3), endDate: inDays(3, 2) } },
      seeded,
    )
  ).createEvent.id;
  const communityId = (
    await api<{ createCommunity: { id: string } }>(
      'mutation($input: CreateCommunityInput!) { createCommunity(input: $input) { id } }',
      { input: { name: `Access Runners ${suffix}`, description: 'Sunday long runs.' } },
      seeded,
    )
  ).createCommunity.id;
  const challengeId = (
    await api<{ createChallenge: { id: string } }>(
      'mutation($input: CreateChallengeInput!) { createChallenge(input: $input) { id } }',
      { input: { title: '30 days of walking', description: 'Walk every day this month', category: 'Physical Activity', subcategory: 'Walking' } },
      seeded,
    )
  ).createChallenge.id;
  const productId = (
    await api<{ createProduct: { id: string } }>(
      'mutation($input: ProductInput!) { createProduct(input: $input) { id } }',
      { input: { name: 'Yoga mat', description: 'Non-slip.', priceMinor: 2500, currency: 'usd', stock: 5, shippingOptions: [] } },
      admin,
    )
  ).createProduct.id;
  const appId = (
    await api<{ registerApp: { app: { id: string } } }>(
      'mutation($i: RegisterAppInput!) { registerApp(input: $i) { app { id } } }',
      { i: { name: 'Step Sync', redirectUris: [CONSENT_REDIRECT] } },
      seeded,
    )
  ).registerApp.app.id;
  return { member: seeded, admin, postId, photoPostId, conversationId: createConversation.id, eventId, communityId, challengeId, productId, appId };
}

/** One page per member and size, reused across screens (a fresh page load each time). */
const pages = new Map<string, Page>();
async function pageFor(who: Who, viewport: (typeof VIEWPORTS)[number]): Promise<Page> {
  const key = `${who}:${viewport.label}`;
  const existing = pages.get(key);
  if (existing) return existing;
  // bypassCSP: the scan is injected as a script the page's own policy would refuse.
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, bypassCSP: true });
  contexts.push(context);
  const token = who === 'member' ? seeds.member.token : who === 'admin' ? seeds.admin.token : null;
  if (token) await context.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
  const page = await context.newPage();
  page.setDefaultTimeout(40_000);
  watchPageErrors(page, pageErrors, {
    label: key,
    // The "not found" screens are visited on purpose: their lookups answer 404 / NOT_FOUND.
    allow: [/Failed to load resource: the server responded with a status of 404/, /\[(medical|shop|assistant)\][^\n]*(not found|Not found|NOT_FOUND)/],
  });
  pages.set(key, page);
  return page;
}

/** Waits until the screen has its content: the network quiet and no spinner left (bounded: a screen that keeps one is scanned as it is). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.chakra-spinner, [data-scope=spinner]') && document.querySelector('#root')?.childElementCount, undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  // Entry animations (dialogs, menus) finish before colours are measured.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** The serious and critical violations on the page, one line each with up to three elements. */
async function scan(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: readFileSync(AXE_PATH, 'utf8') });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 160), failureSummary: n.failureSummary?.slice(0, 200) })),
    }));
  });
  return violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${JSON.stringify(n.target)} ${n.html} ${n.failureSummary ?? ''}`)
          .join(' | ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`,
    );
}

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', ADMIN_EMAILS: ADMIN_EMAIL } });
  browser = await launchChromium();
  seeds = await seed();
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await stack?.stop();
});

it('has a screen for every route of the web client', () => {
  const sources = ['web/src/app/app.tsx'].map((file) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
  const routes = sources.flatMap((source) => [...source.matchAll(/<Route\s+(?:index\s+)?path="([^"]+)"/g)].map((m) => m[1]));
  const covered = new Set(SCREENS.map((s) => s.route));
  expect(routes.filter((route) => !covered.has(route))).toEqual([]);
});

describe.each(VIEWPORTS)('axe at $label size', (viewport) => {
  it('finds no serious or critical violation on any screen', async () => {
    const failures: string[] = [];
    for (const screen of SCREENS) {
      const page = await pageFor(screen.who, viewport);
      const path = screen.path(seeds);
      await page.goto(`${stack.url}${path}`);
      await settled(page);
      for (const line of await scan(page)) failures.push(`${path} as ${screen.who}: ${line}`);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

it('logs nothing wrong in any browser console', () => {
  expect(pageErrors).toEqual([]);
});
