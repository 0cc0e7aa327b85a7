// The media server's configuration: its SFU_* variables, the call-token key it checks (and
// signs its reports to messaging with) and where messaging is. It never needs JWT_SECRET:
// CALL_TOKEN_SECRET is required in production, and in development derived from the same
// development JWT secret messaging derives it from, so the two agree with nothing set.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import {
  CALL_TOKEN_SECRET,
  DATA_DIR,
  JWT_SECRET,
  LOG_LEVEL,
  MEDIASOUP_VERSION,
  NODE_ENV,
  SFU_HOST,
  SFU_PORT,
  defaultMediasoupWorkerBin,
  defineConfig,
  developmentJwtSecret,
  logLevelOf,
  resolveCallTokenSecret,
  subgraphAddressVariables,
  subgraphUrls,
  type LoggingConfig,
} from '@pulse/kit/config';
import { integer, text, variable } from '@pulse/kit/env';

export interface SfuSettings {
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

export interface SfuConfig extends LoggingConfig {
  /** HS256 key of the call-join tokens messaging issues, and of the requests the two send each other. */
  callTokenSecret: string;
  /** Where departures are reported: `messaging`. */
  subgraphUrls: { messaging: string };
  sfu: SfuSettings;
}

const rtcPort = (description: string, fallback: number) => integer({ description, default: `\`${fallback}\`` }, { min: 1, max: 65535, fallback });

export const configSpec = defineConfig(
  'sfu',
  {
    NODE_ENV,
    LOG_LEVEL,
    CALL_TOKEN_SECRET,
    // Development only: where the derived call-token key comes from.
    JWT_SECRET,
    DATA_DIR,
    SFU_HOST,
    SFU_PORT,
    SFU_WORKERS: integer({ description: 'mediasoup worker processes (one core each)', default: 'number of cores' }, { min: 1 }),
    MEDIASOUP_WORKER_BIN: variable(
      {
        description: 'the worker binary; `npm start`/`npm test` build it there on first run (set it to bring your own)',
        default: '`${XDG_CACHE_HOME:-~/.cache}/pulse/mediasoup-worker/' + MEDIASOUP_VERSION + '/mediasoup-worker`',
      },
      (raw) => resolve(raw),
      undefined,
    ),
    SFU_LISTEN_IP: text({ description: 'interface media (RTP over UDP/TCP) is received on', default: '`127.0.0.1`' }, '127.0.0.1'),
    SFU_ANNOUNCED_IP: text(
      {
        description: 'address given to browsers in ICE candidates when it differs from `SFU_LISTEN_IP` (NAT, `0.0.0.0`)',
        default: 'unset',
      },
      undefined,
    ),
    SFU_RTC_MIN_PORT: rtcPort('lowest port of the media port range', 40000),
    SFU_RTC_MAX_PORT: rtcPort('highest port of the media port range', 49999),
    SFU_MAX_ROOMS: integer(
      {
        description:
          'rooms (one router each) open at once over all workers; `joinRoom` of a new room past it answers `LIMIT_EXCEEDED`, and `createRoom` (which needs no token) past half of it',
        default: '`500`',
      },
      { min: 1, fallback: 500 },
    ),
    SFU_MAX_CONNECTIONS_PER_IP: integer(
      {
        description: "media-server WebSockets open at once from one address (the browser's: the gateway's `/sfu` passes it on, signed); more are closed with 1008",
        default: '`16`',
      },
      { min: 1, fallback: 16 },
    ),
    SFU_DEPARTURE_GRACE_SECONDS: integer(
      {
        description: 'how long a member whose media-server connection went away has to come back before the sfu tells messaging they left the call',
        default: '`10`',
      },
      { min: 0, fallback: 10 },
    ),
    ...subgraphAddressVariables(['messaging']),
  },
  (values, problems, env): SfuConfig => {
    if (values.SFU_RTC_MIN_PORT > values.SFU_RTC_MAX_PORT) {
      problems.push(`SFU_RTC_MIN_PORT..SFU_RTC_MAX_PORT must be a port range, got ${values.SFU_RTC_MIN_PORT}..${values.SFU_RTC_MAX_PORT}`);
    }
    const developmentKey = () => values.JWT_SECRET ?? developmentJwtSecret(values.DATA_DIR);
    return {
      nodeEnv: values.NODE_ENV,
      logLevel: logLevelOf(values),
      callTokenSecret: resolveCallTokenSecret(values.CALL_TOKEN_SECRET, values.NODE_ENV, developmentKey, problems),
      subgraphUrls: subgraphUrls(['messaging'], values) as { messaging: string },
      sfu: {
        port: values.SFU_PORT,
        host: values.SFU_HOST,
        workers: values.SFU_WORKERS ?? availableParallelism(),
        workerBin: values.MEDIASOUP_WORKER_BIN ?? defaultMediasoupWorkerBin(env),
        listenIp: values.SFU_LISTEN_IP,
        announcedIp: values.SFU_ANNOUNCED_IP,
        rtcMinPort: values.SFU_RTC_MIN_PORT,
        rtcMaxPort: values.SFU_RTC_MAX_PORT,
        maxRooms: values.SFU_MAX_ROOMS,
        maxConnectionsPerIp: values.SFU_MAX_CONNECTIONS_PER_IP,
        departureGraceSeconds: values.SFU_DEPARTURE_GRACE_SECONDS,
      },
    };
  },
);
