// A member's exercise (form) analyses in their export archive and in account deletion
// (docs/member-data-subgraphs.md). Export: every analysis with its rep scores; its video is the
// uploads part's file (`videoFile`). Erase: the analyses, then their videos. An analysis shared
// as a post is social's post: social erases it.
import type { MemberDataHooks } from '@pulse/kit';
import { camelRows, deleteStoredFiles, memberSql, storageOf } from '@pulse/kit';
import { uploadPath } from '../uploads/member-data.js';
import { VIDEO_URL } from './analysis-input.js';

const videoKey = (url: unknown) => (typeof url === 'string' ? (VIDEO_URL.exec(url)?.[1] ?? null) : null);

export const exerciseMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const rows = await memberSql(services).query((s) => `SELECT * FROM ${s}.exercise_analyses WHERE owner_id = ? ORDER BY created_at, id`, [memberId]);
    out.json('exercise', {
      analyses: camelRows(rows).map((a) => {
        const key = videoKey(a.videoUrl);
        return { ...a, videoFile: key ? uploadPath(services, key) : null };
      }),
    });
  },

  async erase(services, memberId) {
    const rows = await memberSql(services).transaction((run) => run((s) => `DELETE FROM ${s}.exercise_analyses WHERE owner_id = ? RETURNING video_url`, [memberId]));
    await deleteStoredFiles(
      storageOf(services),
      rows.map((r) => videoKey(r.video_url)),
    );
  },
};
