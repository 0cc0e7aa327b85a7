// myKeyBackup: how to open the caller's key backup with their recovery phrase (null: none).
import { Ctx, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { backupOf } from '../store.js';
import { KeyBackup } from '../types.js';

@Resolver()
@UseMiddleware(SignedIn)
export class MyKeyBackupResolver {
  @Query(() => KeyBackup, { nullable: true, description: 'Your key backup (null when you have not set one up).' })
  myKeyBackup(@Ctx() ctx: SubgraphContext): Promise<KeyBackup | null> {
    return backupOf(ctx, requireUser(ctx.auth).id);
  }
}
