// syncJobProgress: a job's state as it moves (at most one event a second while it runs, and
// one at each change of state), for one job or (no syncJobId) every job of the caller. Events
// carry the job's id only and go to its owner alone: the gateway re-reads the job as the
// subscriber, and checks a `syncJobId` when the subscription starts (another member's job:
// NOT_FOUND). Served by the gateway over graphql-ws; declared here so composition knows it.
import { Arg, ID, Resolver, Root, Subscription } from 'type-graphql';
import { SyncJob } from '../entities.js';

@Resolver()
export class SyncJobProgressResolver {
  @Subscription(() => SyncJob, { topics: 'syncJobProgress', description: "Progress of one of the caller's sync or import jobs." })
  syncJobProgress(@Arg('syncJobId', () => ID, { nullable: true }) _syncJobId: string | null, @Root() job: SyncJob): SyncJob {
    return job;
  }
}
