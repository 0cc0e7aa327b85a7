// What messaging holds about a member (docs/member-data.md): the conversations they are in, the
// messages of those conversations as the server stores them (end-to-end encrypted: ciphertext
// and metadata; the browser adds the decrypted text to the archive itself), and their calls.
//
// Erasure: a conversation nobody else is left in goes whole (its messages, calls, media with
// it). In a conversation with others, what they sent stays, as the others hold it (ciphertext
// they can still read on their devices), under the member's id, which now resolves to
// "Deleted member"; their participant row stays for the same reason (the other side's list
// shows "Deleted member"), and so do the calls they had with others. Their reactions and read
// marks go, their pins lose their name (privacy settings: privacy/member-data.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import { createStorage, type MemberDataHooks } from '@pulse/kit';

const MEDIA_KEY = /^\/media\/([A-Za-z0-9][A-Za-z0-9_-]*\.[a-z0-9]{1,8})$/;
const base64 = (value: unknown) => (Buffer.isBuffer(value) ? value.toString('base64') : value);

export const conversationMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const conn = services.orm.em.fork().getConnection();
    const s = services.schema;
    const conversations = await conn.execute<{ id: string }[]>(
      `SELECT c.id, c.name, c.created_at AS "createdAt", p.joined_at AS "joinedAt",
              (SELECT array_agg(o.user_id ORDER BY o.joined_at) FROM ${s}.participants o WHERE o.conversation_id = c.id) AS "participantIds"
         FROM ${s}.participants p JOIN ${s}.conversations c ON c.id = p.conversation_id
        WHERE p.user_id = ? ORDER BY c.created_at`,
      [memberId],
    );
    out.json('conversations', conversations);
    const messages = await conn.execute<Record<string, unknown>[]>(
      `SELECT m.id, m.conversation_id AS "conversationId", m.sender_id AS "senderId", m.sender_device_id AS "senderDeviceId", m.kind,
              m.body, m.mls, m.mls_epoch AS "mlsEpoch", m.media_url AS "mediaUrl", m.media_type AS "mediaType", m.reply_to_id AS "replyToId",
              m.shared_post_id AS "sharedPostId", m.pinned_at AS "pinnedAt", m.created_at AS "createdAt"
         FROM ${s}.messages m JOIN ${s}.participants p ON p.conversation_id = m.conversation_id AND p.user_id = ?
        ORDER BY m.conversation_id, m.seq`,
      [memberId],
    );
    out.json(
      'messages',
      messages.map((m) => ({ ...m, mls: base64(m.mls) })),
    );
    out.json(
      'calls',
      await conn.execute(
        `SELECT c.id, c.conversation_id AS "conversationId", c.video, c.status, c.initiator_id AS "initiatorId", c.created_at AS "createdAt",
                c.started_at AS "startedAt", c.ended_at AS "endedAt", cp.status AS "yourStatus", cp.joined_at AS "joinedAt", cp.left_at AS "leftAt"
           FROM ${s}.call_participants cp JOIN ${s}.calls c ON c.id = cp.call_id WHERE cp.user_id = ? ORDER BY c.created_at`,
        [memberId],
      ),
    );
    // The files they sent (others' files are in the others' archives).
    const storage = createStorage(services.config);
    for (const m of messages) {
      const key = m.senderId === memberId ? MEDIA_KEY.exec(typeof m.mediaUrl === 'string' ? m.mediaUrl : '')?.[1] : undefined;
      if (key) out.file(key, async () => (await storage.get(key))?.body ?? Buffer.alloc(0));
    }
  },
  async erase(services, memberId) {
    const s = services.schema;
    const em = services.orm.em.fork() as EntityManager;
    const conn = em.getConnection();
    // The files of conversations that go whole are deleted first (rows after: see social's hook).
    const alone = `SELECT p.conversation_id FROM ${s}.participants p WHERE p.user_id = ?
                      AND NOT EXISTS (SELECT 1 FROM ${s}.participants o WHERE o.conversation_id = p.conversation_id AND o.user_id <> ?)`;
    const files = await conn.execute<{ media_url: string }[]>(`SELECT media_url FROM ${s}.messages WHERE media_url IS NOT NULL AND conversation_id IN (${alone})`, [
      memberId,
      memberId,
    ]);
    const storage = createStorage(services.config);
    for (const { media_url } of files) {
      const key = MEDIA_KEY.exec(media_url)?.[1];
      if (key) await storage.delete(key);
    }
    await em.transactional(async (tx) => {
      const run = (sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, 'run', tx.getTransactionContext());
      await run(`DELETE FROM ${s}.conversations WHERE id IN (${alone})`, [memberId, memberId]);
      await run(`DELETE FROM ${s}.reactions WHERE user_id = ?`, [memberId]);
      await run(`DELETE FROM ${s}.message_seen WHERE user_id = ?`, [memberId]);
      await run(`UPDATE ${s}.messages SET pinned_by = NULL WHERE pinned_by = ?`, [memberId]);
      await run(`UPDATE ${s}.call_participants SET peer_id = NULL WHERE user_id = ?`, [memberId]);
    });
  },
};
