// syncJob: one of the caller's jobs (progress without a socket: GET /wearables/jobs/:id).
import { Arg, Ctx, ID, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { SyncJob } from '../entities.js';
import { ownJob } from '../access.js';

@Resolver()
export class SyncJobResolver {
  @UseMiddleware(SignedIn)
  @Query(() => SyncJob, { description: "One of the caller's sync or import jobs." })
  async syncJob(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<SyncJob> {
    return ownJob(ctx, id);
  }
}
