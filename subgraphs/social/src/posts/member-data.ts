// What social holds about a member, for their export and their erasure (docs/member-data.md).
// The posts capability owns the posts (with their edit history), likes, bookmarks, views and poll tables; the tables of
// social's capabilities without hooks of their own (notifications) are handled here too, each
// only once its table exists; privacy and screening have their own hooks (screening's erases
// its verdicts and flags, and the files of every image the member uploaded: this hook does not
// touch its tables).
//
// Erasure, in one transaction (a failure rolls it all back; the reader runs it again):
// the member's posts of every status go (their likes, bookmarks, views, polls with them;
// others' replies and quotes keep their own words with the parent / original gone, as when a
// post is deleted, and others' reposts of them go); the counts their replies, quotes, reposts,
// likes and bookmarks added to others' posts are given back; their poll votes, views, mentions
// in others' posts (the id only: others' words are theirs), notifications to them and about
// them, preferences and analytics go. The files of their posts and uploads are deleted first,
// so a crash can leave a row pointing at a missing file (erased again next run), never a file
// nobody can find.
import type { EntityManager } from '@mikro-orm/postgresql';
import { createStorage, type MemberDataHooks, type SubgraphServices } from '@pulse/kit';

const MEDIA_KEY = /^\/media\/(p-[A-Za-z0-9_-]+\.[a-z0-9]{1,8})$/;

type Run = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
const runOn =
  (em: EntityManager): Run =>
  (sql, params = []) =>
    em.getConnection().execute(sql, params, 'all', em.getTransactionContext());

async function tableExists(run: Run, schema: string, table: string): Promise<boolean> {
  const [row] = await run<{ found: boolean }>(`SELECT to_regclass(?) IS NOT NULL AS found`, [`${schema}.${table}`]);
  return Boolean(row?.found);
}

/** The storage keys of the member's post media (the images they uploaded but never posted: screening's hook). */
async function mediaKeysOf(run: Run, s: string, memberId: string): Promise<string[]> {
  const keys = new Set<string>();
  const posts = await run<{ medias: { url?: string }[] | null }>(`SELECT medias FROM ${s}.posts WHERE user_id = ?`, [memberId]);
  for (const { medias } of posts)
    for (const media of medias ?? []) {
      const key = MEDIA_KEY.exec(media.url ?? '')?.[1];
      if (key) keys.add(key);
    }
  return [...keys];
}

async function exportSocial(services: SubgraphServices, memberId: string, out: Parameters<NonNullable<MemberDataHooks['export']>>[2]): Promise<void> {
  const run = runOn(services.orm.em.fork() as EntityManager);
  const s = services.schema;
  out.json(
    'posts',
    await run(
      `SELECT p.id, p.type, p.status, p.content, p.medias, p.location_name AS "locationName", p.location_lat AS "locationLat", p.location_lng AS "locationLng",
              p.route_data AS "routeData", p.meal, p.parent_id AS "parentId", p.original_post_id AS "originalPostId", p.community_id AS "communityId",
              p.scheduled_for AS "scheduledFor", p.created_at AS "createdAt", p.updated_at AS "updatedAt", p.published_at AS "publishedAt",
              p.content_warning AS "contentWarning", p.reply_policy AS "replyPolicy", p.quote_policy AS "quotePolicy", p.edited_at AS "editedAt",
              (SELECT jsonb_build_object('endTime', pl.end_time, 'options', (SELECT jsonb_agg(o.text ORDER BY o.position) FROM ${s}.poll_options o WHERE o.poll_id = pl.id))
                 FROM ${s}.polls pl WHERE pl.post_id = p.id) AS poll
         FROM ${s}.posts p WHERE p.user_id = ? ORDER BY p.created_at, p.id`,
      [memberId],
    ),
  );
  // The earlier versions of their edited posts (what readers saw before each edit), oldest first.
  out.json(
    'post-edits',
    await run(
      `SELECT e.post_id AS "postId", e.content, e.content_warning AS "contentWarning", e.medias, e.written_at AS "writtenAt", e.replaced_at AS "replacedAt"
         FROM ${s}.post_edits e JOIN ${s}.posts p ON p.id = e.post_id
        WHERE p.user_id = ? ORDER BY e.post_id, e.replaced_at, e.id`,
      [memberId],
    ),
  );
  out.json('likes', await run(`SELECT post_id AS "postId", created_at AS "likedAt" FROM ${s}.likes WHERE user_id = ? ORDER BY created_at`, [memberId]));
  out.json('bookmarks', await run(`SELECT post_id AS "postId", created_at AS "bookmarkedAt" FROM ${s}.bookmarks WHERE user_id = ? ORDER BY created_at`, [memberId]));
  out.json(
    'poll-votes',
    await run(
      `SELECT v.poll_id AS "pollId", pl.post_id AS "postId", o.text AS option, v.created_at AS "votedAt"
         FROM ${s}.poll_votes v JOIN ${s}.polls pl ON pl.id = v.poll_id JOIN ${s}.poll_options o ON o.id = v.option_id
        WHERE v.user_id = ? ORDER BY v.created_at`,
      [memberId],
    ),
  );
  out.json(
    'notifications',
    await run(
      `SELECT id, kind, actor_id AS "actorId", post_id AS "postId", text, read_at AS "readAt", created_at AS "createdAt"
         FROM ${s}.notifications WHERE recipient_id = ? ORDER BY created_at`,
      [memberId],
    ),
  );
  for (const table of ['notification_preferences']) {
    if (await tableExists(run, s, table)) out.json(table.replace('_', '-'), await run(`SELECT * FROM ${s}.${table} WHERE user_id = ?`, [memberId]));
  }
  const storage = createStorage(services.config);
  for (const key of await mediaKeysOf(run, s, memberId)) {
    out.file(key, async () => (await storage.get(key))?.body ?? Buffer.alloc(0));
  }
}

async function eraseSocial(services: SubgraphServices, memberId: string): Promise<void> {
  const s = services.schema;
  const em = services.orm.em.fork() as EntityManager;
  const storage = createStorage(services.config);
  for (const key of await mediaKeysOf(runOn(em), s, memberId)) await storage.delete(key);
  await em.transactional(async (tx) => {
    const run = runOn(tx as EntityManager);
    // What their posts added to others' posts.
    for (const [type, column, counter] of [
      ['REPLY', 'parent_id', 'reply_count'],
      ['QUOTE', 'original_post_id', 'quote_count'],
      ['REPOST', 'original_post_id', 'repost_count'],
    ] as const) {
      await run(
        `UPDATE ${s}.posts t SET ${counter} = greatest(t.${counter} - c.n, 0)
           FROM (SELECT ${column} AS id, count(*)::int AS n FROM ${s}.posts WHERE user_id = ? AND type = '${type}' AND status = 'POSTED' AND ${column} IS NOT NULL GROUP BY ${column}) c
          WHERE t.id = c.id AND t.user_id <> ?`,
        [memberId, memberId],
      );
    }
    for (const [table, counter] of [
      ['likes', 'like_count'],
      ['bookmarks', 'bookmark_count'],
    ] as const) {
      await run(`UPDATE ${s}.posts t SET ${counter} = greatest(t.${counter} - 1, 0) FROM ${s}.${table} x WHERE x.post_id = t.id AND x.user_id = ? AND t.user_id <> ?`, [
        memberId,
        memberId,
      ]);
      await run(`DELETE FROM ${s}.${table} WHERE user_id = ?`, [memberId]);
    }
    await run(`DELETE FROM ${s}.post_views WHERE user_id = ?`, [memberId]);
    await run(`DELETE FROM ${s}.poll_votes WHERE user_id = ?`, [memberId]);
    // Others' reposts of their posts go with them (as deletePost does).
    await run(`DELETE FROM ${s}.posts WHERE type = 'REPOST' AND original_post_id IN (SELECT id FROM ${s}.posts WHERE user_id = ?)`, [memberId]);
    await run(`DELETE FROM ${s}.posts WHERE user_id = ?`, [memberId]);
    await run(`UPDATE ${s}.posts SET mention_ids = array_remove(mention_ids, ?) WHERE ? = ANY (mention_ids)`, [memberId, memberId]);
    await run(`DELETE FROM ${s}.analytics_events WHERE user_id = ?`, [memberId]);
    await run(`DELETE FROM ${s}.notifications WHERE recipient_id = ? OR actor_id = ?`, [memberId, memberId]);
    if (await tableExists(run, s, 'notification_preferences')) await run(`DELETE FROM ${s}.notification_preferences WHERE user_id = ?`, [memberId]);
  });
}

export const postMemberData: MemberDataHooks = { export: exportSocial, erase: eraseSocial };
