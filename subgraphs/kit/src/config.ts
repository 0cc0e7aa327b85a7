// Every environment variable the platform reads is declared here, once, with its type and
// default. Services receive the resulting object; nothing else reads process.env, so the
// README's configuration table can be checked against this file alone.
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { GATEWAY, SFU, SUBGRAPHS } from './registry.js';

export type NodeEnv = 'development' | 'production' | 'test';

export interface PlatformConfig {
  nodeEnv: NodeEnv;
  /** Where embedded PostgreSQL, uploads and the development JWT secret live. */
  dataDir: string;
  /** Local-disk storage of uploaded files (and the spool of uploads in progress). */
  storageDir: string;
  /** Upload size limits, checked on the bytes as they arrive. */
  media: { maxImageBytes: number; maxVideoBytes: number };
  /**
   * Hosts (`host` or `host:port`) the image fetcher may reach although they are private, over
   * http too: for tests, whose image servers run on loopback. Refused outside NODE_ENV=test.
   */
  imageFetchAllowedHosts: string[];
  /** Unset means: the start script runs an embedded PostgreSQL under dataDir. */
  databaseUrl: string | undefined;
  /** Port of that embedded PostgreSQL. */
  embeddedPgPort: number;
  /** Most database connections one subgraph's ORM opens (the bus and outbox relay use a few more). */
  dbPoolMax: number;
  /** The built web app the gateway serves; undefined means web/dist of this checkout. */
  webDist: string | undefined;
  /** Set: the event bus uses Redis pub/sub; unset: PostgreSQL LISTEN/NOTIFY. */
  redisUrl: string | undefined;
  host: string;
  /** Where subgraphs listen: loopback by default, since only the gateway should reach them. */
  subgraphHost: string;
  /** The public port: gateway, REST shims and the web app on one origin. */
  port: number;
  /** Port of each subgraph, by subgraph name. */
  subgraphPorts: Record<string, number>;
  /** Where the gateway finds each subgraph; defaults to localhost and subgraphPorts. */
  subgraphUrls: Record<string, string>;
  jwtSecret: string;
  jwtTtlSeconds: number;
  /** Origins allowed by CORS besides the gateway's own; empty means same-origin only. */
  corsOrigins: string[];
  /** Trust X-Forwarded-For from a proxy in front of the gateway. */
  trustProxy: boolean;
  graphql: { maxDepth: number; maxAliases: number; maxCost: number; maxListSize: number };
  loginLimits: { perAccount: number; perIp: number; windowSeconds: number };
  registerLimitPerIp: number;
  /** Messages one member may send per minute. */
  messageLimitPerMinute: number;
  /** The address members reach the product at; used for links such as profileURL. */
  publicUrl: string;
  /** Accounts registered with these addresses get the admin role. */
  adminEmails: string[];
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** HS256 key of the short-lived call-join tokens the messaging subgraph issues and the sfu checks. */
  callTokenSecret: string;
  sfu: SfuConfig;
  calls: CallsConfig;
  social: SocialConfig;
}

export interface SocialConfig {
  /** Posts (posts, replies, quotes) one member may create per hour. */
  postLimitPerHour: number;
  /** Anonymous views one address may add to one post per hour (more are not counted). */
  anonymousViewsPerHour: number;
  /** The scheduled-post publisher also looks for due posts this often (it wakes at the next due time anyway). */
  publishPollMs: number;
}

export interface IceServerConfig {
  urls: string[];
  username?: string;
  credential?: string;
}

export interface CallsConfig {
  /** Where the gateway's /sfu proxy and messaging's health probe reach the sfu (ws:// or wss://). */
  sfuInternalUrl: string;
  /** The media-server address browsers are given (Call.mediasoupUrl): the gateway's /sfu by default. */
  mediasoupUrl: string;
  /** TURN/STUN servers for browsers; empty when the sfu is reachable directly (it is ICE-lite). */
  iceServers: IceServerConfig[];
  /** A call nobody answers within this time becomes MISSED. */
  ringTimeoutSeconds: number;
}

export interface SfuConfig {
  /** The sfu's WebSocket (signalling) and /health port, and the interface it listens on. */
  port: number;
  host: string;
  /** mediasoup workers (one C++ process each, one core each). */
  workers: number;
  /** The mediasoup-worker binary (scripts/build-mediasoup-worker.mjs builds and caches it). */
  workerBin: string;
  /** Interface RTP/RTCP is received on, and the address given to browsers when it differs (NAT, 0.0.0.0). */
  listenIp: string;
  announcedIp: string | undefined;
  rtcMinPort: number;
  rtcMaxPort: number;
  /** Rooms (routers) open at once, over every worker. */
  maxRooms: number;
  /** Signalling WebSockets open at once from one address (the browser's, when the gateway pipes it). */
  maxConnectionsPerIp: number;
  /** How long a member's peer that left a room has to come back before messaging is told it left the call. */
  departureGraceSeconds: number;
}

/** The mediasoup release the sfu pins; the worker binary is cached per version. */
export const MEDIASOUP_VERSION = '3.19.3';

/** Where scripts/build-mediasoup-worker.mjs caches the worker: outside the checkout, by version. */
export function defaultMediasoupWorkerBin(env: Env = process.env): string {
  const cacheHome = env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache');
  return join(cacheHome, 'pulse', 'mediasoup-worker', MEDIASOUP_VERSION, 'mediasoup-worker');
}

/** The subgraphs of the registry, in composition order. */
export const SUBGRAPH_NAMES: readonly string[] = SUBGRAPHS.map((s) => s.name);
const DEFAULT_SUBGRAPH_PORT: Record<string, number> = Object.fromEntries(SUBGRAPHS.map((s) => [s.name, s.port]));

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  }
  return value;
}

function nodeEnv(env: Env): NodeEnv {
  const raw = env.NODE_ENV ?? 'development';
  if (raw === 'development' || raw === 'production' || raw === 'test') return raw;
  throw new ConfigError(`NODE_ENV must be development, production or test, got "${raw}"`);
}

/**
 * In development the JWT secret is generated once and kept in the data directory, so a
 * restart keeps everyone signed in. Production must set JWT_SECRET explicitly.
 */
function jwtSecret(env: Env, mode: NodeEnv, dataDir: string): string {
  const given = env.JWT_SECRET;
  if (given) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return given;
  }
  if (mode === 'production') throw new ConfigError('JWT_SECRET is required in production');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Call-join tokens get their own key (a session token can never pass as one, nor the
 * reverse). Unset, it is derived from the JWT secret; set CALL_TOKEN_SECRET on the
 * messaging subgraph and the sfu to keep the session-signing key off the media host.
 */
function callTokenSecret(env: Env, jwt: string): string {
  const given = env.CALL_TOKEN_SECRET;
  if (given) {
    if (given.length < 32) throw new ConfigError('CALL_TOKEN_SECRET must be at least 32 characters');
    return given;
  }
  return createHmac('sha256', jwt).update('pulse call-join tokens').digest('base64url');
}

function sfuConfig(env: Env, host: string): SfuConfig {
  const rtcMinPort = int(env, 'SFU_RTC_MIN_PORT', 40000, 1);
  const rtcMaxPort = int(env, 'SFU_RTC_MAX_PORT', 49999, 1);
  if (rtcMaxPort > 65535 || rtcMinPort > rtcMaxPort) {
    throw new ConfigError(`SFU_RTC_MIN_PORT..SFU_RTC_MAX_PORT must be a port range, got ${rtcMinPort}..${rtcMaxPort}`);
  }
  return {
    port: int(env, 'SFU_PORT', SFU.port, 0),
    host: env.SFU_HOST || host,
    workers: int(env, 'SFU_WORKERS', availableParallelism(), 1),
    workerBin: resolve(env.MEDIASOUP_WORKER_BIN || defaultMediasoupWorkerBin(env)),
    listenIp: env.SFU_LISTEN_IP || '127.0.0.1',
    announcedIp: env.SFU_ANNOUNCED_IP || undefined,
    rtcMinPort,
    rtcMaxPort,
    maxRooms: int(env, 'SFU_MAX_ROOMS', 500, 1),
    maxConnectionsPerIp: int(env, 'SFU_MAX_CONNECTIONS_PER_IP', 16, 1),
    departureGraceSeconds: int(env, 'SFU_DEPARTURE_GRACE_SECONDS', 10, 0),
  };
}

function wsUrl(url: string, name: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${url}"`);
  }
  if (parsed.protocol === 'http:') parsed.protocol = 'ws:';
  else if (parsed.protocol === 'https:') parsed.protocol = 'wss:';
  if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') throw new ConfigError(`${name} must be a ws(s):// or http(s):// URL, got "${url}"`);
  return parsed.toString().replace(/\/+$/, '');
}

function callsConfig(env: Env, sfu: SfuConfig, publicUrl: string): CallsConfig {
  const urls = (env.TURN_URLS ?? '').split(',').map((u) => u.trim()).filter(Boolean);
  for (const url of urls) {
    if (!/^(turns?|stuns?):/.test(url)) throw new ConfigError(`TURN_URLS entries must start with turn:, turns:, stun: or stuns:, got "${url}"`);
  }
  const iceServers: IceServerConfig[] = urls.length
    ? [{ urls, ...(env.TURN_USERNAME ? { username: env.TURN_USERNAME } : {}), ...(env.TURN_CREDENTIAL ? { credential: env.TURN_CREDENTIAL } : {}) }]
    : [];
  return {
    sfuInternalUrl: wsUrl(env.SFU_INTERNAL_URL || `ws://127.0.0.1:${sfu.port}`, 'SFU_INTERNAL_URL'),
    mediasoupUrl: wsUrl(env.SFU_PUBLIC_URL || `${publicUrl}/sfu`, env.SFU_PUBLIC_URL ? 'SFU_PUBLIC_URL' : 'PUBLIC_URL'),
    iceServers,
    ringTimeoutSeconds: int(env, 'CALL_RING_TIMEOUT_SECONDS', 45, 1),
  };
}

function imageFetchAllowedHosts(env: Env, mode: NodeEnv): string[] {
  const hosts = (env.IMAGE_FETCH_ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean);
  // It opens private addresses to a fetch any member can trigger: never outside tests.
  if (hosts.length && mode !== 'test') throw new ConfigError('IMAGE_FETCH_ALLOWED_HOSTS is for tests only (NODE_ENV=test)');
  return hosts;
}

export function loadConfig(env: Env = process.env): PlatformConfig {
  const mode = nodeEnv(env);
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const subgraphPorts: Record<string, number> = {};
  const subgraphUrls: Record<string, string> = {};
  for (const name of SUBGRAPH_NAMES) {
    const key = name.toUpperCase();
    subgraphPorts[name] = int(env, `${key}_PORT`, DEFAULT_SUBGRAPH_PORT[name], 0);
    subgraphUrls[name] = env[`${key}_URL`] ?? `http://127.0.0.1:${subgraphPorts[name]}/graphql`;
  }
  const logLevel = env.LOG_LEVEL ?? (mode === 'test' ? 'warn' : 'info');
  if (!['debug', 'info', 'warn', 'error'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be debug, info, warn or error, got "${logLevel}"`);
  }
  const host = env.HOST ?? '0.0.0.0';
  const secret = jwtSecret(env, mode, dataDir);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${int(env, 'PORT', GATEWAY.port, 0)}`).replace(/\/+$/, '');
  const sfu = sfuConfig(env, host);
  return {
    nodeEnv: mode,
    dataDir,
    storageDir: resolve(env.STORAGE_DIR || join(dataDir, 'uploads')),
    media: {
      maxImageBytes: int(env, 'MEDIA_MAX_IMAGE_BYTES', 5 * 1024 * 1024, 1),
      maxVideoBytes: int(env, 'MEDIA_MAX_VIDEO_BYTES', 100 * 1024 * 1024, 1),
    },
    imageFetchAllowedHosts: imageFetchAllowedHosts(env, mode),
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 54320, 1),
    dbPoolMax: int(env, 'DB_POOL_MAX', 10, 1),
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : undefined,
    redisUrl: env.REDIS_URL || undefined,
    host,
    subgraphHost: env.SUBGRAPH_HOST ?? '127.0.0.1',
    port: int(env, 'PORT', GATEWAY.port, 0),
    subgraphPorts,
    subgraphUrls,
    jwtSecret: secret,
    jwtTtlSeconds: int(env, 'JWT_TTL_SECONDS', 604800, 60),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    trustProxy: env.TRUST_PROXY === 'true',
    graphql: {
      maxDepth: int(env, 'GRAPHQL_MAX_DEPTH', 12, 1),
      maxAliases: int(env, 'GRAPHQL_MAX_ALIASES', 30, 0),
      maxCost: int(env, 'GRAPHQL_MAX_COST', 20000, 1),
      maxListSize: int(env, 'GRAPHQL_MAX_LIST_SIZE', 100, 1),
    },
    loginLimits: {
      perAccount: int(env, 'LOGIN_LIMIT_PER_ACCOUNT', 5, 1),
      perIp: int(env, 'LOGIN_LIMIT_PER_IP', 30, 1),
      windowSeconds: int(env, 'LOGIN_LIMIT_WINDOW_SECONDS', 900, 1),
    },
    registerLimitPerIp: int(env, 'REGISTER_LIMIT_PER_IP', 20, 1),
    messageLimitPerMinute: int(env, 'MESSAGE_LIMIT_PER_MINUTE', 120, 1),
    publicUrl,
    adminEmails: (env.ADMIN_EMAILS ?? '').split(',').map((e) => e.trim().toLowerCase()).filter(Boolean),
    logLevel: logLevel as PlatformConfig['logLevel'],
    callTokenSecret: callTokenSecret(env, secret),
    sfu,
    calls: callsConfig(env, sfu, publicUrl),
    social: {
      postLimitPerHour: int(env, 'POST_LIMIT_PER_HOUR', 100, 1),
      anonymousViewsPerHour: int(env, 'ANONYMOUS_VIEW_LIMIT_PER_HOUR', 10, 1),
      publishPollMs: int(env, 'SOCIAL_PUBLISH_POLL_MS', 10000, 100),
    },
  };
}
