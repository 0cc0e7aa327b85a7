// setUpKeyBackup: the caller's key backup starts (or starts over with a new recovery phrase:
// the history encrypted under the old key is deleted, no device could open it with the new one).
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, base64Bytes, requireUser, type InputOf, type SubgraphContext } from '@pulse/kit';
import { KeyBackupInput } from '../inputs.js';
import { CHECK_MAX_BYTES, SALT_MAX_BYTES, SALT_MIN_BYTES } from '../limits.js';
import { backupOf, sqlOf } from '../store.js';
import { KeyBackup } from '../types.js';

@Resolver()
@UseMiddleware(SignedIn)
export class SetUpKeyBackupResolver {
  @Mutation(() => KeyBackup, { description: 'Sets up your key backup; replaces the one you had (and its history).' })
  async setUpKeyBackup(@Arg('input', () => KeyBackupInput) input: InputOf<typeof KeyBackupInput>, @Ctx() ctx: SubgraphContext): Promise<KeyBackup> {
    const userId = requireUser(ctx.auth).id;
    const salt = base64Bytes(input.salt, 'salt', { what: 'The salt', minBytes: SALT_MIN_BYTES, maxBytes: SALT_MAX_BYTES });
    // IV (12) + at least one byte + tag (16).
    const check = base64Bytes(input.check, 'check', { what: 'The check value', minBytes: 29, maxBytes: CHECK_MAX_BYTES });
    const s = ctx.services.schema;
    const now = ctx.services.clock.now();
    await ctx.em.fork().transactional(async (em) => {
      const run = sqlOf(em);
      // Replacing the backup drops its segments (ON DELETE CASCADE): they are under the old key.
      await run(`DELETE FROM ${s}.key_backups WHERE user_id = ?`, [userId]);
      await run(`INSERT INTO ${s}.key_backups (user_id, kdf, iterations, salt, check_value, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`, [
        userId,
        input.kdf,
        input.iterations,
        salt,
        check,
        now,
        now,
      ]);
    });
    return (await backupOf(ctx, userId))!;
  }
}
