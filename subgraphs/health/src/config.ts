// The health subgraph's configuration: the variables every subgraph reads (kit), the address of
// social (meal and route posts are social's, created on the member's behalf), and the outside
// services health speaks to. Every outside service is optional: with none configured, health
// works offline (members name their foods, sandbox keys feed wearables, the assistant answers
// with retrieved passages, the route card keeps its offline drawing). docs/health-design.md.
import { hkdfSync } from 'node:crypto';
import { defineSubgraphConfig } from '@pulse/kit/config';
import { integer, text, url } from '@pulse/kit/env';

export interface HealthSettings {
  ai: {
    /** OpenAI-compatible API root (…/v1); unset: no model is configured. */
    baseUrl: string | undefined;
    apiKey: string | undefined;
    visionModel: string;
    chatModel: string;
    timeoutMs: number;
  };
  /** Each vendor's web API root; tests point them at a loopback server. */
  vendors: { whoop: string; oura: string; fitbit: string; garmin: string };
  /** Largest Apple Health / Samsung Health export accepted, in bytes. */
  importMaxBytes: number;
  /** A public (pk.) Mapbox token handed to the web client; unset: the offline route drawing. */
  mapboxToken: string | undefined;
  /** 32 bytes: the AES-256-GCM key wearable API keys are encrypted with at rest. */
  keySecret: Buffer;
  /** searchFoods per member (per address when signed out) per minute. */
  foodSearchesPerMinute: number;
}

declare module '@pulse/kit/config' {
  interface SubgraphConfig {
    health: HealthSettings;
  }
}

const HTTP = ['http:', 'https:'] as const;
const vendor = (name: string, fallback: string) =>
  url({ description: `${name}'s web API root (tests point it at a loopback server)`, default: `\`${fallback}\`` }, HTTP, fallback);

export const configSpec = defineSubgraphConfig('health', {
  asks: ['social'],
  variables: {
    AI_BASE_URL: url(
      {
        description:
          "root of an OpenAI-compatible chat-completions API (`http://127.0.0.1:11434/v1` for Ollama, a llama.cpp server, or a hosted one); used for food recognition in meal photos and the assistant's replies. Unset: members name their foods and the assistant answers with retrieved passages, labelled as such",
        default: 'unset',
      },
      HTTP,
      undefined,
    ),
    AI_API_KEY: text({ description: 'bearer key sent to `AI_BASE_URL` (local servers need none)', default: 'unset' }, undefined),
    AI_VISION_MODEL: text({ description: 'model that reads meal photos (must accept image input)', default: '`llava`' }, 'llava'),
    AI_CHAT_MODEL: text({ description: "model that writes the assistant's replies", default: '`llama3.1`' }, 'llama3.1'),
    AI_TIMEOUT_MS: integer({ description: 'how long one AI request may take before it fails with a clear error', default: '`30000`' }, { min: 100, fallback: 30000 }),
    WHOOP_API_URL: vendor('Whoop', 'https://api.prod.whoop.com/developer'),
    OURA_API_URL: vendor('Oura', 'https://api.ouraring.com'),
    FITBIT_API_URL: vendor('Fitbit', 'https://api.fitbit.com'),
    GARMIN_API_URL: vendor('Garmin', 'https://apis.garmin.com/wellness-api/rest'),
    HEALTH_IMPORT_MAX_BYTES: integer(
      { description: 'largest Apple Health or Samsung Health export a member may upload, in bytes (4 GiB)', default: '`4294967296`' },
      { min: 1024, fallback: 4 * 1024 ** 3 },
    ),
    MAPBOX_ACCESS_TOKEN: text(
      {
        description:
          'public Mapbox token (`pk.…`) the web client draws route maps with; a secret `sk.` token is refused (it would be sent to every browser). Unset: route cards keep their offline drawing',
        default: 'unset',
      },
      undefined,
    ),
    FOOD_SEARCH_LIMIT_PER_MINUTE: integer(
      {
        description: 'food searches (`searchFoods`, sent as a member types a food name) per member, or per address when signed out, per minute; past it RATE_LIMITED',
        default: '`120`',
      },
      { min: 1, fallback: 120 },
    ),
    HEALTH_KEY_SECRET: text(
      {
        description: 'base64 of 32 bytes: the key wearable API keys are encrypted with at rest (AES-256-GCM)',
        default: 'derived from the JWT secret; required in production',
      },
      undefined,
    ),
  },
  build: (values, problems, base): { health: HealthSettings } => {
    if (values.MAPBOX_ACCESS_TOKEN?.startsWith('sk.')) problems.push('MAPBOX_ACCESS_TOKEN must be a public token (pk.…): a secret token would be sent to every browser');
    return {
      health: {
        ai: {
          baseUrl: values.AI_BASE_URL?.replace(/\/+$/, ''),
          apiKey: values.AI_API_KEY,
          visionModel: values.AI_VISION_MODEL,
          chatModel: values.AI_CHAT_MODEL,
          timeoutMs: values.AI_TIMEOUT_MS,
        },
        vendors: { whoop: values.WHOOP_API_URL, oura: values.OURA_API_URL, fitbit: values.FITBIT_API_URL, garmin: values.GARMIN_API_URL },
        importMaxBytes: values.HEALTH_IMPORT_MAX_BYTES,
        mapboxToken: values.MAPBOX_ACCESS_TOKEN,
        keySecret: keySecretOf(values.HEALTH_KEY_SECRET, values.NODE_ENV, base.jwtSecret, problems),
        foodSearchesPerMinute: values.FOOD_SEARCH_LIMIT_PER_MINUTE,
      },
    };
  },
});

/** The encryption key of wearable API keys: the variable, or (outside production) one derived from the JWT secret. */
function keySecretOf(raw: string | undefined, nodeEnv: string, jwtSecret: string, problems: string[]): Buffer {
  if (raw !== undefined) {
    const key = Buffer.from(raw, 'base64');
    if (key.length !== 32) problems.push('HEALTH_KEY_SECRET must be the base64 of 32 bytes');
    return key;
  }
  if (nodeEnv === 'production') problems.push('HEALTH_KEY_SECRET is required in production (base64 of 32 random bytes)');
  // A separate key per purpose: the JWT secret itself never encrypts anything.
  return Buffer.from(hkdfSync('sha256', jwtSecret, Buffer.alloc(0), 'health-keys', 32));
}

export type HealthConfig = ReturnType<typeof configSpec.load>;
