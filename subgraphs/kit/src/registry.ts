// The one list of the platform's services. Start, the dev-env, the gateway (subgraph list,
// REST mounting, media routing), the query recorder, composition and the deploy files all
// derive from it: adding a subgraph is a new workspace folder plus one entry here.
// Pure data: kit may not import a service, so a service's code is named, never imported.

export interface MediaRoute {
  /** Public upload path the gateway streams to this service's `POST /media`. */
  uploadPath: string;
  /** Stored keys starting with this are downloaded (`GET /media/:key`) from this service (longest prefix wins; '' takes the rest). */
  keyPrefix: string;
  /** The docker-compose volume its files live on (DATA_DIR of its container). */
  volume: string;
  /**
   * Uploads by signed, single-use URL instead of multipart: `PUT <uploadPath>/:id?<signature>`
   * streams the bytes to this service's `PUT /media/uploads/:id` with the query (no token: the
   * signature is the permission, checked by the service), and downloads (`GET /media/:key`)
   * pass their query on too (signed download links of private files).
   */
  signedUrls?: boolean;
}

export interface SubgraphEntry {
  kind: 'subgraph';
  /** Also its PostgreSQL schema (when `database`) and the prefix of its variables (`SOCIAL_PORT`). */
  name: string;
  /** The npm workspace folder, relative to the repository root. */
  workspace: string;
  /** Its package name; `${package}/rest` is its REST route table when `rest` is set. */
  package: string;
  /** Default port; `<NAME>_PORT` overrides it. */
  port: number;
  /** Owns a PostgreSQL schema (and migrations) named after it. */
  database: boolean;
  /** Exports a REST route table the gateway mounts under /api. */
  rest: boolean;
  /** Media it stores and serves, when it has any. */
  media?: MediaRoute;
  /**
   * Public paths under /api that outside services post signed events to (a payment provider's
   * webhook): the gateway passes them raw, with their `*-signature` headers, to this service's
   * same path without `/api` (gateway/src/webhook-proxy.ts); the service checks the signature.
   */
  webhooks?: readonly string[];
}

export interface ProcessEntry {
  kind: 'gateway' | 'sfu';
  name: string;
  workspace: string;
  package: string;
  port: number;
  /** Answers 200 once the process is ready (start and compose wait on it). */
  healthPath: string;
}

/** Every process runs `${workspace}/${MAIN_FILE}` (npm start, docker-compose). */
export const MAIN_FILE = 'src/main.ts';
/** Where every subgraph answers its health check (kit serves it). */
export const SUBGRAPH_HEALTH_PATH = '/health';

export type ServiceEntry = SubgraphEntry | ProcessEntry;

export const SUBGRAPHS: readonly SubgraphEntry[] = [
  {
    kind: 'subgraph',
    name: 'accounts',
    workspace: 'subgraphs/accounts',
    package: '@pulse/accounts',
    port: 4001,
    database: true,
    rest: true,
    media: { uploadPath: '/api/users/me/image', keyPrefix: 'u-', volume: 'profile-media' },
  },
  {
    kind: 'subgraph',
    name: 'messaging',
    workspace: 'subgraphs/messaging',
    package: '@pulse/messaging',
    port: 4002,
    database: true,
    rest: true,
    media: { uploadPath: '/api/messages/media', keyPrefix: '', volume: 'media' },
  },
  {
    kind: 'subgraph',
    name: 'social',
    workspace: 'subgraphs/social',
    package: '@pulse/social',
    port: 4003,
    database: true,
    rest: true,
    media: { uploadPath: '/api/posts/media', keyPrefix: 'p-', volume: 'post-media' },
  },
  {
    kind: 'subgraph',
    name: 'health',
    workspace: 'subgraphs/health',
    package: '@pulse/health',
    port: 4004,
    database: true,
    rest: true,
    media: { uploadPath: '/api/health/uploads', keyPrefix: 'h-', volume: 'health-media' },
  },
  {
    kind: 'subgraph',
    name: 'avatars',
    workspace: 'subgraphs/avatars',
    package: '@pulse/avatars',
    port: 4005,
    database: true,
    rest: true,
    media: { uploadPath: '/api/avatars/upload', keyPrefix: 'a-', volume: 'avatar-media' },
  },
  {
    kind: 'subgraph',
    name: 'events',
    workspace: 'subgraphs/events',
    package: '@pulse/events',
    port: 4006,
    database: true,
    rest: true,
    media: { uploadPath: '/api/events/upload', keyPrefix: 'e-', volume: 'event-media' },
    webhooks: ['/api/payments/stripe/webhook'],
  },
  {
    kind: 'subgraph',
    name: 'medical',
    workspace: 'subgraphs/medical',
    package: '@pulse/medical',
    port: 4007,
    database: true,
    rest: true,
    media: { uploadPath: '/api/medical/uploads', keyPrefix: 'm-', volume: 'medical-media', signedUrls: true },
  },
  { kind: 'subgraph', name: 'admin', workspace: 'subgraphs/admin', package: '@pulse/admin', port: 4008, database: true, rest: true },
];

export const GATEWAY: ProcessEntry = { kind: 'gateway', name: 'gateway', workspace: 'gateway', package: '@pulse/gateway', port: 4000, healthPath: '/healthz' };
export const SFU: ProcessEntry = { kind: 'sfu', name: 'sfu', workspace: 'sfu', package: '@pulse/sfu', port: 4443, healthPath: '/health' };

/** Every process `npm start` runs, in start order: the media server and subgraphs, then the gateway. */
export const SERVICES: readonly ServiceEntry[] = [SFU, ...SUBGRAPHS, GATEWAY];

export function healthPathOf(entry: ServiceEntry): string {
  return entry.kind === 'subgraph' ? SUBGRAPH_HEALTH_PATH : entry.healthPath;
}

export function subgraphEntry(name: string): SubgraphEntry {
  const entry = SUBGRAPHS.find((s) => s.name === name);
  if (!entry) throw new Error(`No subgraph named "${name}" in the registry`);
  return entry;
}
