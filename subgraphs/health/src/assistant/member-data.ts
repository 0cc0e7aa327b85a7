// A member's assistant conversations in their export archive and in account deletion
// (docs/member-data-subgraphs.md). Export: every conversation with its messages (their
// questions, the answers and their citations). Not exported: health_passages, the assistant's
// search index of the member's own health data (copies of what the other parts export, and
// their embeddings); erased with the rest.
import type { MemberDataHooks } from '@pulse/kit';
import { camelRows, memberSql } from '@pulse/kit';

export const assistantMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const { query } = memberSql(services);
    const conversations = await query(
      (s) => `SELECT id, title, created_at, updated_at FROM ${s}.ai_conversations WHERE owner_id = ? ORDER BY created_at, id`,
      [memberId],
    );
    const messages = await query(
      (s) => `SELECT id, conversation_id, role, content, mode, state, error, citations, created_at FROM ${s}.ai_messages WHERE owner_id = ? ORDER BY created_at, id`,
      [memberId],
    );
    out.json('assistant', {
      conversations: camelRows(conversations).map((c) => ({ ...c, messages: camelRows(messages.filter((m) => m.conversation_id === c.id)) })),
    });
  },

  async erase(services, memberId) {
    await memberSql(services).transaction(async (run) => {
      await run((s) => `DELETE FROM ${s}.ai_messages WHERE owner_id = ?`, [memberId]);
      await run((s) => `DELETE FROM ${s}.ai_conversations WHERE owner_id = ?`, [memberId]);
      await run((s) => `DELETE FROM ${s}.health_passages WHERE owner_id = ?`, [memberId]);
    });
  },
};
