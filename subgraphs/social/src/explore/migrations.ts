import type { SqlMigration } from '@pulse/kit';

export const exploreMigrations: SqlMigration[] = [
  {
    name: '1601-explore-indexes',
    // suggestedMembers: members posting from the caller's places (an index read per place
    // instead of a scan of every located post), and the most followed members (the top of an
    // index instead of sorting every member's counts).
    up: (s) => [
      `CREATE INDEX posts_place ON ${s}.posts (lower(location_name)) WHERE status = 'POSTED' AND location_name IS NOT NULL`,
      `CREATE INDEX follow_counts_followers ON ${s}.follow_counts (followers DESC, user_id) WHERE followers > 0`,
    ],
  },
];
