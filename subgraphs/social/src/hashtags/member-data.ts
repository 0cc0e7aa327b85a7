// The hashtags a member follows: exported as a list, erased with the member. Their posts' tags
// go with the posts (post_hashtags cascades from posts).
import type { MemberDataHooks } from '@pulse/kit';

export const hashtagMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const conn = services.orm.em.fork().getConnection();
    out.json('followed-hashtags', {
      followedHashtags: await conn.execute(`SELECT tag, created_at AS "since" FROM ${services.schema}.followed_hashtags WHERE user_id = ? ORDER BY created_at`, [
        memberId,
      ]),
    });
  },
  async erase(services, memberId) {
    await services.orm.em.fork().getConnection().execute(`DELETE FROM ${services.schema}.followed_hashtags WHERE user_id = ?`, [memberId], 'run');
  },
};
