// The admin subgraph's configuration: the variables every subgraph reads (kit), the subgraphs it
// asks (accounts for members; the owners of each stats series; social, messaging, accounts and
// events for reported content) and the reporting limit. The README's table is generated from it
// (`npm run docs:config`).
import { defineSubgraphConfig } from '@pulse/kit/config';
import { integer } from '@pulse/kit/env';

export interface AdminSettings {
  /** Reports one member may send per hour (moderation/operations/report-content.ts). */
  reportLimitPerHour: number;
  /** How long a moderation notice social has delivered is kept (moderation/notice-pruning.ts). */
  noticeRetentionMs: number;
}

declare module '@pulse/kit/config' {
  // What admin's resolvers read as ctx.services.config (see SubgraphConfig).
  interface SubgraphConfig {
    admin: AdminSettings;
  }
}

export const configSpec = defineSubgraphConfig('admin', {
  asks: ['accounts', 'social', 'messaging', 'events'],
  variables: {
    REPORT_LIMIT_PER_HOUR: integer(
      {
        description: 'reports (reportContent, `POST /reports`) one member may send per hour (`RATE_LIMITED` with `retryAfter` past that)',
        default: '`20`',
      },
      { min: 1, fallback: 20 },
    ),
    ADMIN_NOTICE_RETENTION_DAYS: integer(
      {
        description:
          'days a moderation notice (a warning, a removal, the outcome of a report, on its way to social) is kept after social delivered it; one social has not delivered is never deleted',
        default: '`7`',
      },
      { min: 1, max: 3650, fallback: 7 },
    ),
  },
  build: (values): { admin: AdminSettings } => ({
    admin: { reportLimitPerHour: values.REPORT_LIMIT_PER_HOUR, noticeRetentionMs: values.ADMIN_NOTICE_RETENTION_DAYS * 24 * 3_600_000 },
  }),
});
