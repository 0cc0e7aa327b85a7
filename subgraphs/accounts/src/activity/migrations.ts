import { dailyCountsMigration, type SqlMigration } from '@pulse/kit';
import { ACTIVE_MEMBERS_COUNT } from './operations/active-members-by-day.js';

// Applied in name order (across every part) when the subgraph starts. The activity
// capability's prefix: 08xx.
export const activityMigrations: SqlMigration[] = [
  {
    name: '0801-active-days',
    // One row per member per UTC day they were seen signed in (active-days.ts), and the same per
    // week (from Monday) and per month, written with it: active members are distinct over a
    // bucket, and a week's or a month's count is then a count of its rows on the second index (an
    // index-only range scan), not a DISTINCT over every day of it (docs/admin.md, "Stats").
    up: (s) => [
      `CREATE TABLE ${s}.active_days (member_id text NOT NULL, day date NOT NULL, PRIMARY KEY (member_id, day))`,
      `CREATE INDEX active_days_day ON ${s}.active_days (day)`,
      `CREATE TABLE ${s}.active_weeks (member_id text NOT NULL, week date NOT NULL, PRIMARY KEY (member_id, week))`,
      `CREATE INDEX active_weeks_week ON ${s}.active_weeks (week)`,
      `CREATE TABLE ${s}.active_months (member_id text NOT NULL, month date NOT NULL, PRIMARY KEY (member_id, month))`,
      `CREATE INDEX active_months_month ON ${s}.active_months (month)`,
    ],
  },
  {
    name: '0802-active-days-daily-counts',
    // Active members per day are read from the daily counts rollup (a count of this table's
    // rows per bucket start: distinct members), kept by triggers and backfilled under a write lock
    // (kit's dailyCountsMigration; docs/admin.md "Stats").
    up: (s) => dailyCountsMigration(s, ACTIVE_MEMBERS_COUNT.DAY),
  },
  {
    name: '0803-active-weeks-daily-counts',
    // Active members per week are read from the daily counts rollup (a count of this table's
    // rows per bucket start: distinct members), kept by triggers and backfilled under a write lock
    // (kit's dailyCountsMigration; docs/admin.md "Stats").
    up: (s) => dailyCountsMigration(s, ACTIVE_MEMBERS_COUNT.WEEK),
  },
  {
    name: '0804-active-months-daily-counts',
    // Active members per month are read from the daily counts rollup (a count of this table's
    // rows per bucket start: distinct members), kept by triggers and backfilled under a write lock
    // (kit's dailyCountsMigration; docs/admin.md "Stats").
    up: (s) => dailyCountsMigration(s, ACTIVE_MEMBERS_COUNT.MONTH),
  },
];
