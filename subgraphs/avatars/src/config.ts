// The avatars subgraph's configuration: the variables every subgraph reads (kit) and its own.
// With no Meshy key (the default) avatars are made offline by the procedural generator
// (generator/humanoid.mjs); with one, generation, rigging and animation go to Meshy's API.
// docs/avatars.md.
import { defineSubgraphConfig } from '@pulse/kit/config';
import { integer, text, url } from '@pulse/kit/env';

export interface AvatarSettings {
  /** Meshy's API key; unset: the offline generator makes every model. */
  meshyApiKey: string | undefined;
  /** Meshy's API root (tests point it at a loopback server). */
  meshyApiUrl: string;
  /** How long one request to Meshy may take. */
  meshyTimeoutMs: number;
  /** How often a running Meshy task is polled. */
  meshyPollMs: number;
  /** How long a provider task may run before it fails as timed out. */
  taskTimeoutMs: number;
  /** Pause between the offline generator's steps (0 in production; tests slow it to watch a task move). */
  offlineStepMs: number;
  /** Tasks one member may have queued or running at once. */
  maxActiveTasks: number;
}

declare module '@pulse/kit/config' {
  interface SubgraphConfig {
    avatars: AvatarSettings;
  }
}

export const configSpec = defineSubgraphConfig('avatars', {
  variables: {
    MESHY_API_KEY: text(
      {
        description:
          'Meshy API key (text to 3D, rigging, animation). Unset: avatars are made offline by the procedural humanoid generator, and say so (`provider: OFFLINE`)',
        default: 'unset',
      },
      undefined,
    ),
    MESHY_API_URL: url(
      { description: "Meshy's API root (tests point it at a loopback server)", default: '`https://api.meshy.ai`' },
      ['http:', 'https:'],
      'https://api.meshy.ai',
    ),
    MESHY_TIMEOUT_MS: integer({ description: 'how long one request to Meshy may take', default: '`20000`' }, { min: 100, fallback: 20000 }),
    MESHY_POLL_MS: integer({ description: 'how often a running Meshy task is polled', default: '`5000`' }, { min: 10, fallback: 5000 }),
    AVATAR_TASK_TIMEOUT_MS: integer(
      { description: 'how long one generation, rigging or animation task may run at the provider before it fails as timed out', default: '`900000` (15 minutes)' },
      { min: 100, fallback: 900_000 },
    ),
    AVATAR_MAX_ACTIVE_TASKS: integer(
      {
        description:
          'generation, rigging and animation tasks one member may have queued or running at once; past it RATE_LIMITED (tests raise it: the authz matrix runs many cells at once)',
        default: '`3`',
      },
      { min: 1, max: 1000, fallback: 3 },
    ),
    AVATAR_OFFLINE_STEP_MS: integer(
      { description: "pause between the offline generator's progress steps (tests slow it down to watch a task move, cancel or restart it)", default: '`0`' },
      { min: 0, fallback: 0 },
    ),
  },
  build: (values) => ({
    avatars: {
      meshyApiKey: values.MESHY_API_KEY || undefined,
      meshyApiUrl: values.MESHY_API_URL.replace(/\/$/, ''),
      meshyTimeoutMs: values.MESHY_TIMEOUT_MS,
      meshyPollMs: values.MESHY_POLL_MS,
      taskTimeoutMs: values.AVATAR_TASK_TIMEOUT_MS,
      offlineStepMs: values.AVATAR_OFFLINE_STEP_MS,
      maxActiveTasks: values.AVATAR_MAX_ACTIVE_TASKS,
    },
  }),
  // Test stacks run many members' cells at once (the authz matrix): the limit's own test sets it back to 3.
  testDefaults: () => ({ AVATAR_MAX_ACTIVE_TASKS: '100' }),
});
