// The social subgraph's configuration: the variables every subgraph reads (kit), the addresses
// of accounts (mentions and follows ask it) and health (a post's exercise analysis), and the
// posting limits, and how uploaded images are screened.
import { defineSubgraphConfig } from '@pulse/kit/config';
import { integer } from '@pulse/kit/env';
import { screeningSettings, screeningVariables, type ScreeningSettings } from '@pulse/kit/media/screening';

export interface SocialSettings {
  /** Posts (posts, replies, quotes) one member may create per hour. */
  postLimitPerHour: number;
  /** Anonymous views one address may add to one post per hour (more are not counted). */
  anonymousViewsPerHour: number;
  /** The scheduled-post publisher also looks for due posts this often (it wakes at the next due time anyway). */
  publishPollMs: number;
  /** Uploaded images' screening: thresholds and waits (kit's screening variables). */
  screening: ScreeningSettings;
}

declare module '@pulse/kit/config' {
  // What social's resolvers read as ctx.services.config (see SubgraphConfig).
  interface SubgraphConfig {
    social: SocialSettings;
  }
}

export const configSpec = defineSubgraphConfig('social', {
  asks: ['accounts', 'health'],
  variables: {
    POST_LIMIT_PER_HOUR: integer(
      {
        description: 'posts, replies and quotes one member may create per hour (`RATE_LIMITED` with `retryAfter` past that)',
        default: '`100`',
      },
      { min: 1, fallback: 100 },
    ),
    ANONYMOUS_VIEW_LIMIT_PER_HOUR: integer(
      {
        description: 'signed-out views one address adds to one post per hour; further ones are not counted (no error)',
        default: '`10`',
      },
      { min: 1, fallback: 10 },
    ),
    SOCIAL_PUBLISH_POLL_MS: integer(
      {
        description: 'how often the scheduled-post publisher also looks for due posts; it wakes at the next due time anyway',
        default: '`10000` (at least 100)',
      },
      { min: 100, fallback: 10000 },
    ),
    ...screeningVariables,
  },
  build: (values): { social: SocialSettings } => ({
    social: {
      postLimitPerHour: values.POST_LIMIT_PER_HOUR,
      anonymousViewsPerHour: values.ANONYMOUS_VIEW_LIMIT_PER_HOUR,
      publishPollMs: values.SOCIAL_PUBLISH_POLL_MS,
      screening: screeningSettings(values),
    },
  }),
});

export type SocialConfig = ReturnType<typeof configSpec.load>;
