// deleteKeyBackup: the caller's key backup and its history are gone from the server.
import { Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { sqlOf } from '../store.js';

@Resolver()
@UseMiddleware(SignedIn)
export class DeleteKeyBackupResolver {
  @Mutation(() => Boolean, { description: 'Deletes your key backup and its history; true if there was one.' })
  async deleteKeyBackup(@Ctx() ctx: SubgraphContext): Promise<boolean> {
    const userId = requireUser(ctx.auth).id;
    const deleted = await sqlOf(ctx.em)<{ user_id: string }[]>(`DELETE FROM ${ctx.services.schema}.key_backups WHERE user_id = ? RETURNING user_id`, [userId]);
    return deleted.length > 0;
  }
}
