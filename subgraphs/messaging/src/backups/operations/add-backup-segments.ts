// addBackupSegments: a device adds the encrypted history of what it read to its member's key
// backup. Each segment names one of the member's conversations (so leaving one can drop its
// history); past SEGMENTS_PER_MEMBER the oldest go.
import { Arg, Ctx, Int, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { ForbiddenError, NotFoundError, SignedIn, base64Bytes, hitRateLimits, requireUser, type InputOf, type SubgraphContext } from '@pulse/kit';
import { participantsLoader } from '../../conversations/access.js';
import { BackupSegmentsInput } from '../inputs.js';
import { SEGMENT_MAX_BYTES, SEGMENT_WRITES_PER_HOUR, SEGMENTS_PER_MEMBER, TOO_MANY_SEGMENT_WRITES } from '../limits.js';
import { sqlOf } from '../store.js';

export const NO_KEY_BACKUP = 'You have no key backup: set one up first';
export const NOT_YOUR_CONVERSATION = 'Not a conversation of yours';

@Resolver()
@UseMiddleware(SignedIn)
export class AddBackupSegmentsResolver {
  @Mutation(() => Int, { description: 'Adds encrypted history to your key backup; answers how many segments it now holds.' })
  async addBackupSegments(@Arg('input', () => BackupSegmentsInput) input: InputOf<typeof BackupSegmentsInput>, @Ctx() ctx: SubgraphContext): Promise<number> {
    const userId = requireUser(ctx.auth).id;
    // IV (12) + at least one byte + tag (16).
    const segments = input.segments.map((segment, i) => ({
      conversationId: segment.conversationId,
      data: base64Bytes(segment.data, `segments.${i}.data`, { what: 'A segment', minBytes: 29, maxBytes: SEGMENT_MAX_BYTES }),
    }));
    const conversationIds = [...new Set(segments.map((s) => s.conversationId))];
    const participants = await participantsLoader(ctx).loadMany(conversationIds);
    const mine = new Set(conversationIds.filter((_, i) => Array.isArray(participants[i]) && participants[i].includes(userId)));
    const stranger = segments.findIndex((s) => !mine.has(s.conversationId));
    if (stranger >= 0) throw new ForbiddenError(NOT_YOUR_CONVERSATION);
    await hitRateLimits(ctx.em, ctx.services, [
      { key: `backup-segments:${userId}`, limit: SEGMENT_WRITES_PER_HOUR, windowSeconds: 3600, message: TOO_MANY_SEGMENT_WRITES },
    ]);

    const s = ctx.services.schema;
    const now = ctx.services.clock.now();
    return ctx.em.fork().transactional(async (em) => {
      const run = sqlOf(em);
      // The backup row is locked, so a replacement (new phrase) cannot slip old-key segments in.
      const [backup] = await run<{ user_id: string }[]>(`SELECT user_id FROM ${s}.key_backups WHERE user_id = ? FOR UPDATE`, [userId]);
      if (!backup) throw new NotFoundError(NO_KEY_BACKUP);
      for (const segment of segments) {
        await run(`INSERT INTO ${s}.backup_segments (user_id, conversation_id, data, created_at) VALUES (?, ?, ?, ?)`, [
          userId,
          segment.conversationId,
          segment.data,
          now,
        ]);
      }
      await run(
        `DELETE FROM ${s}.backup_segments WHERE user_id = ? AND id <= (
           SELECT id FROM ${s}.backup_segments WHERE user_id = ? ORDER BY id DESC OFFSET ? LIMIT 1)`,
        [userId, userId, SEGMENTS_PER_MEMBER],
      );
      const [count] = await run<{ n: string }[]>(`SELECT count(*) AS n FROM ${s}.backup_segments WHERE user_id = ?`, [userId]);
      return Number(count.n);
    });
  }
}
