// DELETE /settings/account {password, reason} and deleteAccount: the member leaves for good.
// The password is checked (a wrong one: BAD_USER_INPUT on `password`, reason WRONG_PASSWORD,
// counted against a per-member window so it cannot be guessed here instead of at login). Then,
// in one transaction: the erasure row every subgraph erases from (kit member-data/erasures.ts),
// the member's row anonymised (deleted-member.ts), their sessions and known devices gone, the
// audit records about them in accounts' outbox anonymised, and the `memberErased` wake-up
// queued. After it commits, every token they hold dies as a suspension's does
// (platform.user_access), which also closes their open sockets at the gateway.
// The reason is read but not stored: it is free text about a person who asked to be forgotten.
import { randomBytes } from 'node:crypto';
import { Args, ArgsType, Ctx, Field, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { BadUserInputError, MEMBER_ERASED_TOPIC, SignedIn, enqueueEvent, hitRateLimits, requireUser, type SubgraphContext } from '@pulse/kit';
import { User } from '../../users/entities.js';
import { hashPassword, verifyPassword } from '../../sessions/passwords.js';
import { optionalText } from '../../validation.js';
import { DELETED_MEMBER_NAME, deletedEmailOf, deletedUsernameOf } from '../deleted-member.js';
import { anonymiseAuditOutbox } from '../../audit/outbox.js';

export const WRONG_PASSWORD = 'The password is incorrect';
export const WRONG_PASSWORD_REASON = 'WRONG_PASSWORD';
/** Attempts per member per window: the password is as precious here as at login. */
export const DELETE_ATTEMPTS = 5;
export const DELETE_ATTEMPT_WINDOW_SECONDS = 900;

@ArgsType()
export class DeleteAccountArgs {
  static schema = z.object({
    password: z.string().min(1, 'Password is required').max(200, 'Password must be at most 200 characters'),
    reason: optionalText('reason', 1000),
  });

  @Field(() => String) password!: string;
  @Field(() => String, { nullable: true, description: 'Why they leave (optional; not stored).' }) reason?: string | null;
}

@Resolver()
export class DeleteAccountResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Boolean, {
    description: "Deletes the caller's account: needs their password; signs out everywhere; every subgraph erases their data (docs/member-data.md). True when done.",
  })
  async deleteAccount(@Args(() => DeleteAccountArgs) args: DeleteAccountArgs, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    const me = requireUser(ctx.auth);
    await hitRateLimits(ctx.em, ctx.services, [{ key: `delete-account:${me.id}`, limit: DELETE_ATTEMPTS, windowSeconds: DELETE_ATTEMPT_WINDOW_SECONDS }]);
    const user = await ctx.em.findOne(User, { id: me.id }, { populate: ['passwordHash'] });
    if (!user || !(await verifyPassword(user.passwordHash, args.password))) throw new BadUserInputError(WRONG_PASSWORD, 'password', WRONG_PASSWORD_REASON);
    // A hash of random bytes nobody knows: the row can never be signed in to again.
    const unusable = await hashPassword(randomBytes(32).toString('base64url'), ctx.services.config.passwordHash);
    const now = ctx.services.clock.now();
    await ctx.em.transactional(async (tx) => {
      const run = (sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, 'run', tx.getTransactionContext());
      const s = ctx.services.schema;
      await run(`INSERT INTO ${s}.erasures (member_id, requested_at) VALUES (?, ?) ON CONFLICT (member_id) DO NOTHING`, [user.id, now]);
      await run(
        `UPDATE ${s}.users SET name = ?, username = ?, email = ?, password_hash = ?, email_verified = false, image = NULL, bio = NULL, bio_link = NULL,
                suspended_reason = NULL, deleted_at = ?, updated_at = ? WHERE id = ?`,
        [DELETED_MEMBER_NAME, deletedUsernameOf(user.id), deletedEmailOf(user.id), unusable, now, now, user.id],
      );
      await run(`DELETE FROM ${s}.sessions WHERE user_id = ?`, [user.id]);
      await run(`DELETE FROM ${s}.known_devices WHERE user_id = ?`, [user.id]);
      // Admins' records about them not yet in the audit log would carry their name there after
      // the log's own erasure ran (audit/outbox.ts).
      await anonymiseAuditOutbox(tx, s, user.id);
      enqueueEvent(tx, MEMBER_ERASED_TOPIC, { internal: true }, { memberId: user.id });
      enqueueEvent(tx, 'userUpdated', { public: true }, { id: user.id });
    });
    // As a suspension: every token dies now and the gateway closes the member's sockets.
    await ctx.services.revocations.suspendUser(user.id);
    return true;
  }
}
