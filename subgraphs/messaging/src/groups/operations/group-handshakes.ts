// groupHandshakes: what one of the caller's devices needs to catch up with a conversation's
// group: its current epoch and GroupInfo, the Welcome that added this device (if one did), and
// the commits from the epoch asked for (by default the one the device joined at), in order.
import { IsolationLevel } from '@mikro-orm/core';
import { Arg, Ctx, ID, Int, Query, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, SignedIn, type SubgraphContext } from '@pulse/kit';
import { requireParticipant } from '../../conversations/access.js';
import { requireOwnDevice } from '../../devices/access.js';
import { GroupHandshakes } from '../group-types.js';
import { HANDSHAKES_PAGE } from '../limits.js';

const MAX_EPOCH = 2 ** 31 - 1;

@Resolver()
@UseMiddleware(SignedIn)
export class GroupHandshakesResolver {
  @Query(() => GroupHandshakes, { description: `A conversation's MLS group as one of your devices needs it to catch up (at most ${HANDSHAKES_PAGE} commits at a time).` })
  async groupHandshakes(
    @Arg('conversationId', () => ID) conversationId: string,
    @Arg('deviceId', () => ID) deviceId: string,
    @Arg('fromEpoch', () => Int, { nullable: true, description: 'Commits made in this epoch and later; default: from the epoch your device joined at.' })
    fromEpoch: number | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<GroupHandshakes> {
    // Left out, the argument arrives undefined rather than null.
    if (fromEpoch != null && (!Number.isInteger(fromEpoch) || fromEpoch < 0 || fromEpoch > MAX_EPOCH)) {
      throw new BadUserInputError(`fromEpoch must be between 0 and ${MAX_EPOCH}`, 'fromEpoch');
    }
    const { participants } = await requireParticipant(ctx, conversationId);
    const device = await requireOwnDevice(ctx, deviceId);
    const s = ctx.services.schema;
    // One snapshot for every read: the epoch, the commits and who is (not yet) in the group must
    // agree, or a device could be told to add one whose joining it has not seen.
    return ctx.em.fork().transactional(
      async (em) => {
        const run = <T extends object[]>(sql: string, params: unknown[]) => em.getConnection().execute<T>(sql, params, 'all', em.getTransactionContext());
        const [group] = await run<{ epoch: string; group_info: Buffer }[]>(`SELECT epoch, group_info FROM ${s}.mls_groups WHERE conversation_id = ?`, [conversationId]);
        const [welcomed] = await run<{ epoch: string; welcome: Buffer }[]>(
          `SELECT epoch, welcome FROM ${s}.handshakes WHERE conversation_id = ? AND welcome_device_ids @> ARRAY[?]::text[] ORDER BY epoch DESC LIMIT 1`,
          [conversationId, device.id],
        );
        // The commit that added the device is one it does not apply: it joins at the epoch after
        // (kept in group_devices, also for a device that joined by itself).
        const [member] = await run<{ joined_epoch: string }[]>(
          `SELECT joined_epoch FROM ${s}.group_devices WHERE conversation_id = ? AND device_id = ? AND removed_epoch IS NULL`,
          [conversationId, device.id],
        );
        const from = fromEpoch ?? (member ? Number(member.joined_epoch) : welcomed ? Number(welcomed.epoch) + 1 : 0);
        const rows = await run<{ epoch: string; sender_device_id: string; commit_message: Buffer; created_at: Date }[]>(
          `SELECT epoch, sender_device_id, commit_message, created_at FROM ${s}.handshakes WHERE conversation_id = ? AND epoch >= ? ORDER BY epoch LIMIT ?`,
          [conversationId, from, HANDSHAKES_PAGE + 1],
        );
        const removals = await run<{ user_id: string; id: string }[]>(
          `SELECT d.user_id, d.id FROM ${s}.group_devices g JOIN ${s}.devices d ON d.id = g.device_id
            WHERE g.conversation_id = ? AND g.removed_epoch IS NULL AND d.revoked_at IS NOT NULL ORDER BY d.revoked_at, d.id`,
          [conversationId],
        );
        // Devices that registered (and published) after the group was made, or that a commit has
        // not yet added: the next device to commit adds them. None before the group exists.
        const additions = group
          ? await run<{ user_id: string; id: string }[]>(
              `SELECT d.user_id, d.id FROM ${s}.devices d
                WHERE d.user_id IN (SELECT jsonb_array_elements_text(?::jsonb)) AND d.revoked_at IS NULL
                  AND NOT EXISTS (SELECT 1 FROM ${s}.group_devices g WHERE g.conversation_id = ? AND g.device_id = d.id AND g.removed_epoch IS NULL)
                  AND EXISTS (SELECT 1 FROM ${s}.key_packages k WHERE k.device_id = d.id)
                ORDER BY d.created_at, d.id`,
              [JSON.stringify(participants), conversationId],
            )
          : [];
        return {
          epoch: Number(group?.epoch ?? 0),
          additions: additions.map((r) => ({ userId: r.user_id, deviceId: r.id })),
          removals: removals.map((r) => ({ userId: r.user_id, deviceId: r.id })),
          groupInfo: group ? Buffer.from(group.group_info).toString('base64') : null,
          welcome: welcomed ? { epoch: Number(welcomed.epoch) + 1, welcome: Buffer.from(welcomed.welcome).toString('base64') } : null,
          handshakes: rows.slice(0, HANDSHAKES_PAGE).map((r) => ({
            epoch: Number(r.epoch),
            senderDeviceId: r.sender_device_id,
            commit: Buffer.from(r.commit_message).toString('base64'),
            createdAt: new Date(r.created_at),
          })),
          hasMore: rows.length > HANDSHAKES_PAGE,
        };
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    );
  }
}
