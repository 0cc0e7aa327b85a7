// commitToGroup: a device of a participant sends a commit to the conversation's MLS group. The
// delivery service accepts it only if it was made in the group's current epoch, and advances
// the epoch in the same statement: of two devices committing at once, one wins and the other
// gets CONFLICT (reason EPOCH_CONFLICT, with the current epoch), applies the winner's commit
// and commits again. The first commit of a group (made in epoch 0) creates its row.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, ConflictError, SignedIn, type InputOf, type SubgraphContext } from '@pulse/kit';
import { requireParticipant } from '../../conversations/access.js';
import { conversationUpdated } from '../../conversations/events.js';
import { requireOwnDevice } from '../../devices/access.js';
import { Device } from '../../devices/entities/device.js';
import { checkCommit } from '../checks.js';
import { GroupEpoch } from '../group-types.js';
import { GroupCommitInput } from '../inputs.js';

export const EPOCH_CONFLICT = 'The group has moved on: apply its newer commits and commit again';
export const NOT_A_MEMBERS_DEVICE = "Not a device of this conversation's members";
export const NOT_IN_GROUP = 'Not a device in this group';
export const PLAINTEXT_HISTORY = 'This conversation has messages sent in clear: it stays unencrypted (start a new conversation to encrypt)';
export const ALREADY_IN_GROUP = 'That device is in the group already';
export const NO_GROUP_TO_JOIN = 'The conversation has no group to join yet';
export const WELCOME_WITHOUT_DEVICES = 'A welcome needs the devices it adds (addedDeviceIds), and those need a welcome';

@Resolver()
@UseMiddleware(SignedIn)
export class CommitToGroupResolver {
  @Mutation(() => GroupEpoch, { description: "Sends a commit to a conversation's MLS group; refused with CONFLICT (reason EPOCH_CONFLICT) when another came first." })
  async commitToGroup(
    @Arg('conversationId', () => ID) conversationId: string,
    @Arg('input', () => GroupCommitInput) input: InputOf<typeof GroupCommitInput>,
    @Ctx() ctx: SubgraphContext,
  ): Promise<GroupEpoch> {
    const { participants } = await requireParticipant(ctx, conversationId);
    const device = await requireOwnDevice(ctx, input.deviceId);
    const checked = checkCommit(conversationId, input);
    if (Boolean(checked.welcome) !== input.addedDeviceIds.length > 0) throw new BadUserInputError(WELCOME_WITHOUT_DEVICES, 'addedDeviceIds');
    if (input.addedDeviceIds.length) {
      const active = await ctx.em.find(Device, { id: { $in: input.addedDeviceIds }, userId: { $in: participants }, revokedAt: null });
      const known = new Set(active.map((d) => d.id));
      const stranger = input.addedDeviceIds.findIndex((id) => !known.has(id));
      if (stranger >= 0) throw new BadUserInputError(NOT_A_MEMBERS_DEVICE, `addedDeviceIds.${stranger}`);
    }

    const s = ctx.services.schema;
    const now = ctx.services.clock.now();
    const epoch = checked.epoch;
    return ctx.em.fork().transactional(async (em) => {
      const run = <T extends object[]>(sql: string, params: unknown[]) => em.getConnection().execute<T>(sql, params, 'all', em.getTransactionContext());
      if (input.removedDeviceIds.length) {
        const inGroup = await run<{ device_id: string }[]>(
          `SELECT device_id FROM ${s}.group_devices WHERE conversation_id = ? AND removed_epoch IS NULL AND device_id IN (SELECT jsonb_array_elements_text(?::jsonb))`,
          [conversationId, JSON.stringify(input.removedDeviceIds)],
        );
        const present = new Set(inGroup.map((r) => r.device_id));
        const absent = input.removedDeviceIds.findIndex((id) => !present.has(id));
        if (absent >= 0) throw new BadUserInputError(NOT_IN_GROUP, `removedDeviceIds.${absent}`);
      }
      if (checked.external && epoch === 0n) throw new BadUserInputError(NO_GROUP_TO_JOIN, 'commit', 'NO_GROUP');
      // A conversation from before encryption (or one a client wrote to in clear) never gets a
      // group: its banner would claim the earlier messages were end-to-end encrypted.
      if (epoch === 0n) {
        const clear = await run<{ id: string }[]>(`SELECT id FROM ${s}.messages WHERE conversation_id = ? AND mls IS NULL LIMIT 1`, [conversationId]);
        if (clear.length) throw new BadUserInputError(PLAINTEXT_HISTORY, 'commit', 'PLAINTEXT_HISTORY');
      }
      const moved =
        epoch === 0n
          ? await run<{ epoch: string }[]>(
              `INSERT INTO ${s}.mls_groups (conversation_id, epoch, group_info, created_at, updated_at) VALUES (?, 1, ?, ?, ?)
               ON CONFLICT (conversation_id) DO NOTHING RETURNING epoch`,
              [conversationId, checked.groupInfo, now, now],
            )
          : await run<{ epoch: string }[]>(
              `UPDATE ${s}.mls_groups SET epoch = epoch + 1, group_info = ?, updated_at = ? WHERE conversation_id = ? AND epoch = ? RETURNING epoch`,
              [checked.groupInfo, now, conversationId, epoch.toString()],
            );
      if (moved.length === 0) {
        const [current] = await run<{ epoch: string }[]>(`SELECT epoch FROM ${s}.mls_groups WHERE conversation_id = ?`, [conversationId]);
        const at = BigInt(current?.epoch ?? 0);
        // A commit from an epoch the group has not reached is not a race: the device is broken.
        if (epoch > at) throw new BadUserInputError(`The group is in epoch ${at}; the commit was made in epoch ${epoch}`, 'commit', 'MLS_WRONG_EPOCH');
        throw new ConflictError(EPOCH_CONFLICT, 'commit', { reason: 'EPOCH_CONFLICT', epoch: Number(at) });
      }
      await run(
        `INSERT INTO ${s}.handshakes (conversation_id, epoch, sender_device_id, commit_message, welcome, welcome_device_ids, created_at)
         VALUES (?, ?, ?, ?, ?, ARRAY(SELECT jsonb_array_elements_text(?::jsonb)), ?)`,
        [conversationId, epoch.toString(), device.id, checked.commit, checked.welcome ?? null, JSON.stringify(input.addedDeviceIds), now],
      );
      const next = moved[0].epoch;
      // Who is in the group now, as the commit says: its creator on the first commit, a device
      // joining by itself, the added, the removed. A device in the group already is not added
      // twice (two leaves of one device); the whole commit is refused and rolled back.
      const joined = [...(epoch === 0n || checked.external ? [device.id] : []), ...input.addedDeviceIds];
      if (epoch > 0n && joined.length) {
        const present = await run<{ device_id: string }[]>(
          `SELECT device_id FROM ${s}.group_devices WHERE conversation_id = ? AND removed_epoch IS NULL AND device_id IN (SELECT jsonb_array_elements_text(?::jsonb))`,
          [conversationId, JSON.stringify(joined)],
        );
        if (present.length) {
          const field = checked.external ? 'deviceId' : `addedDeviceIds.${input.addedDeviceIds.indexOf(present[0].device_id)}`;
          throw new BadUserInputError(ALREADY_IN_GROUP, field, 'ALREADY_IN_GROUP');
        }
      }
      if (joined.length) {
        await run(
          `INSERT INTO ${s}.group_devices (conversation_id, device_id, joined_epoch) SELECT ?, d, ? FROM jsonb_array_elements_text(?::jsonb) AS d
           ON CONFLICT (conversation_id, device_id) DO UPDATE SET joined_epoch = excluded.joined_epoch, removed_epoch = NULL`,
          [conversationId, next, JSON.stringify(joined)],
        );
      }
      if (input.removedDeviceIds.length) {
        await run(`UPDATE ${s}.group_devices SET removed_epoch = ? WHERE conversation_id = ? AND device_id IN (SELECT jsonb_array_elements_text(?::jsonb))`, [
          next,
          conversationId,
          JSON.stringify(input.removedDeviceIds),
        ]);
      }
      // Every participant's devices hear of it (Conversation.groupEpoch) and read the handshakes.
      await conversationUpdated({ ...ctx, em }, conversationId, participants);
      return { conversationId, epoch: Number(moved[0].epoch) };
    });
  }
}
