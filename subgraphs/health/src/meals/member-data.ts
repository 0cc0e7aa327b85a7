// A member's meals in their export archive and in account deletion (docs/member-data-subgraphs.md).
// Export: every meal (private ones too) with its foods and nutrition, and every photo analysis
// (the AI's result); their photos are the uploads part's files (`imageFile` points there).
// Erase: the meals and analyses, then their photos. A meal shared as a post is social's post:
// social erases it. Where another member tagged them, the tag is taken off that meal.
import type { MemberDataHooks, SubgraphServices } from '@pulse/kit';
import { camelRows, deleteStoredFiles, memberSql, storageOf, type MemberRow as Row } from '@pulse/kit';
import { uploadPath } from '../uploads/member-data.js';

const withImage = (services: SubgraphServices) => (row: Row) => ({ ...row, imageFile: typeof row.imageKey === 'string' ? uploadPath(services, row.imageKey) : null });

export const mealMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const { query } = memberSql(services);
    const meals = await query((s) => `SELECT * FROM ${s}.meals WHERE owner_id = ? ORDER BY eaten_at, id`, [memberId]);
    const analyses = await query((s) => `SELECT * FROM ${s}.meal_analyses WHERE owner_id = ? ORDER BY created_at, id`, [memberId]);
    out.json('meals', { meals: camelRows(meals).map(withImage(services)), analyses: camelRows(analyses).map(withImage(services)) });
  },

  async erase(services, memberId) {
    const keys = await memberSql(services).transaction(async (run) => {
      const meals = await run((s) => `DELETE FROM ${s}.meals WHERE owner_id = ? RETURNING image_key`, [memberId]);
      const analyses = await run((s) => `DELETE FROM ${s}.meal_analyses WHERE owner_id = ? RETURNING image_key`, [memberId]);
      await run((s) => `UPDATE ${s}.meals SET tagged_users = array_remove(tagged_users, ?) WHERE ? = ANY(tagged_users)`, [memberId, memberId]);
      return [...meals, ...analyses].map((r) => r.image_key as string | null);
    });
    await deleteStoredFiles(storageOf(services), keys);
  },
};
