// The messaging subgraph's configuration: the variables every subgraph reads (kit), the
// addresses of accounts and social, the send limit, and calls (the sfu, TURN, the ring timeout and the
// call-token key it shares with the sfu and the gateway).
import {
  CALL_TOKEN_SECRET,
  SFU_INTERNAL_URL,
  SFU_PORT,
  callTokenSecretOf,
  checkSecretsDiffer,
  defineSubgraphConfig,
  sfuInternalUrlOf,
  toWebSocketUrl,
} from '@pulse/kit/config';
import { integer, invalid, list, text, variable } from '@pulse/kit/env';

export interface IceServerConfig {
  urls: string[];
  username?: string;
  credential?: string;
}

export interface CallsConfig {
  /** Where messaging's health probe and room questions reach the sfu (ws:// or wss://). */
  sfuInternalUrl: string;
  /** The media-server address browsers are given (Call.mediasoupUrl): the gateway's /sfu by default. */
  mediasoupUrl: string;
  /** TURN/STUN servers for browsers; empty when the sfu is reachable directly (it is ICE-lite). */
  iceServers: IceServerConfig[];
  /** A call nobody answers within this time becomes MISSED. */
  ringTimeoutSeconds: number;
}

export interface MessagingSettings {
  /** Messages one member may send per minute. */
  messageLimitPerMinute: number;
  /** HS256 key of the short-lived call-join tokens messaging issues and the sfu checks. */
  callTokenSecret: string;
  calls: CallsConfig;
}

declare module '@pulse/kit/config' {
  // What messaging's resolvers read as ctx.services.config (see SubgraphConfig).
  interface SubgraphConfig extends MessagingSettings {}
}

export const configSpec = defineSubgraphConfig('messaging', {
  asks: ['accounts', 'social'],
  variables: {
    MESSAGE_LIMIT_PER_MINUTE: integer(
      {
        description: 'messages (and media uploads) one member may send per minute (`RATE_LIMITED` past that)',
        default: '`120`',
      },
      { min: 1, fallback: 120 },
    ),
    CALL_TOKEN_SECRET,
    SFU_PORT,
    SFU_INTERNAL_URL,
    SFU_PUBLIC_URL: variable(
      {
        description: 'the media-server address browsers are given (`Call.mediasoupUrl`); set it only to bypass the gateway',
        default: '`PUBLIC_URL` with a `ws(s)` scheme + `/sfu`',
      },
      toWebSocketUrl,
      undefined,
    ),
    TURN_URLS: list(
      {
        description:
          'comma-separated `turn:`/`turns:`/`stun:` URLs for browsers (`turnConfig`, `GET /webrtc/turn-config`); empty: no ICE servers, which is right when browsers can reach `SFU_ANNOUNCED_IP` directly (the sfu is ICE-lite and announces its own address, e.g. on loopback or a LAN)',
        default: 'empty',
      },
      (url) => (/^(turns?|stuns?):/.test(url) ? url : invalid(`entries must start with turn:, turns:, stun: or stuns:, got "${url}"`)),
    ),
    TURN_USERNAME: text({ description: 'user name given with `TURN_URLS`', default: 'unset' }, undefined),
    TURN_CREDENTIAL: text({ description: 'credential given with `TURN_URLS`', default: 'unset' }, undefined),
    CALL_RING_TIMEOUT_SECONDS: integer(
      {
        description: 'a call nobody answers within this time becomes `MISSED` (checked on every read, and swept every 10 s or sooner)',
        default: '`45`',
      },
      { min: 1, fallback: 45 },
    ),
  },
  build: (values, problems, base): MessagingSettings => {
    const callTokenSecret = callTokenSecretOf(values, base.jwtSecret, problems);
    checkSecretsDiffer(base.jwtSecret, callTokenSecret, values.NODE_ENV, problems);
    const urls = values.TURN_URLS;
    return {
      messageLimitPerMinute: values.MESSAGE_LIMIT_PER_MINUTE,
      callTokenSecret,
      calls: {
        sfuInternalUrl: sfuInternalUrlOf(values),
        mediasoupUrl: values.SFU_PUBLIC_URL ?? toWebSocketUrl(`${base.publicUrl}/sfu`),
        iceServers: urls.length
          ? [{ urls, ...(values.TURN_USERNAME ? { username: values.TURN_USERNAME } : {}), ...(values.TURN_CREDENTIAL ? { credential: values.TURN_CREDENTIAL } : {}) }]
          : [],
        ringTimeoutSeconds: values.CALL_RING_TIMEOUT_SECONDS,
      },
    };
  },
});

export type MessagingConfig = ReturnType<typeof configSpec.load>;
