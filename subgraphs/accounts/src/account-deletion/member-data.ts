// Accounts' tables whose capabilities have no hooks of their own yet (active days): exported and
// erased here, each only when its table exists (that capability is being written beside this
// one). Move it into its capability's part once it has one (settings did: settings/member-data.ts).
import type { MemberDataHooks, SubgraphServices } from '@pulse/kit';

const TABLES = [{ table: 'active_days', column: 'member_id', name: 'active-days' }] as const;

async function exists(services: SubgraphServices, table: string): Promise<boolean> {
  const [row] = await services.orm.em
    .fork()
    .getConnection()
    .execute<{ found: boolean }[]>(`SELECT to_regclass(?) IS NOT NULL AS found`, [`${services.schema}.${table}`]);
  return Boolean(row?.found);
}

export const otherAccountTables: MemberDataHooks = {
  async export(services, memberId, out) {
    for (const { table, column, name } of TABLES) {
      if (!(await exists(services, table))) continue;
      out.json(name, await services.orm.em.fork().getConnection().execute(`SELECT * FROM ${services.schema}.${table} WHERE ${column} = ?`, [memberId]));
    }
  },
  async erase(services, memberId) {
    for (const { table, column } of TABLES) {
      if (!(await exists(services, table))) continue;
      await services.orm.em.fork().getConnection().execute(`DELETE FROM ${services.schema}.${table} WHERE ${column} = ?`, [memberId]);
    }
  },
};
