// Challenges: created from the Create Challenge dialog and posted as challenge posts; members
// join (a community challenge: every member of the community), log progress by hand or from
// their devices (followed as health tells of changes: device-follow.ts), and see a leaderboard,
// their streak and the badges of the tiers they reach (milestones notified through notices/).
// docs/challenges.md.
import type { SubgraphPart } from '@pulse/kit';
import { challengeEntities, ChallengeTier } from './entities.js';
import { challengeMigrations } from './migrations.js';
import { CreateChallengeResolver } from './operations/create-challenge.js';
import { ChallengeQueriesResolver } from './operations/challenge-queries.js';
import { JoinChallengeResolver } from './operations/join-challenge.js';
import { LogChallengeProgressResolver } from './operations/log-progress.js';
import { SyncChallengeProgressResolver } from './operations/sync-progress.js';
import { ChallengeFieldsResolver } from './operations/challenge-fields.js';
import { PostChallengeResolver } from './post-field.js';
import { DEVICE_CHANGE_TOPICS, startDeviceFollower } from './device-follow.js';
import { challengeMemberData } from './member-data.js';

export const challenges: SubgraphPart = {
  name: 'challenges',
  resolvers: [
    CreateChallengeResolver,
    ChallengeQueriesResolver,
    JoinChallengeResolver,
    LogChallengeProgressResolver,
    SyncChallengeProgressResolver,
    ChallengeFieldsResolver,
    PostChallengeResolver,
  ],
  orphanedTypes: [ChallengeTier],
  entities: challengeEntities,
  migrations: challengeMigrations,
  // Device progress follows health's changes by itself (device-follow.ts).
  background: startDeviceFollower,
  listens: DEVICE_CHANGE_TOPICS,
  memberData: challengeMemberData,
};
