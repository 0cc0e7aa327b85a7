// Which kinds a member gets. No row means the defaults (every kind on); an update changes
// only the fields it gives. notify() reads the same row, so a kind turned off is never
// created, and so never delivered.
import { BadUserInputError, requireUser, type SubgraphContext } from '@pulse/kit';
import { NotificationPreferences } from './entities.js';

const FIELDS = ['likes', 'follows', 'replies', 'mentions', 'quotes', 'reposts'] as const;
type PreferenceField = (typeof FIELDS)[number];
type PreferencesInput = Partial<Record<PreferenceField, boolean | null>>;

function view(p: NotificationPreferences) {
  return Object.fromEntries(FIELDS.map((f) => [f, p[f]])) as Record<PreferenceField, boolean>;
}

export async function notificationPreferences(_: unknown, __: unknown, ctx: SubgraphContext) {
  const me = requireUser(ctx.auth).id;
  const row = await ctx.em.findOne(NotificationPreferences, { userId: me });
  return view(row ?? Object.assign(new NotificationPreferences(), { userId: me }));
}

export async function updateNotificationPreferences(_: unknown, { input }: { input: PreferencesInput }, ctx: SubgraphContext) {
  const me = requireUser(ctx.auth).id;
  const changes: Partial<Record<PreferenceField, boolean>> = {};
  for (const field of FIELDS) {
    const value = input[field];
    if (value === null) throw new BadUserInputError(`${field} must be true or false`, field);
    if (value !== undefined) changes[field] = value;
  }
  const s = `"${ctx.services.schema}"`;
  const columns = Object.keys(changes) as PreferenceField[];
  // One upsert: two tabs saving at once cannot lose each other's fields or collide on insert.
  const [row] = await ctx.em.getConnection().execute<Record<string, unknown>[]>(
    `INSERT INTO ${s}.notification_preferences (user_id${columns.map((c) => `, ${c}`).join('')}, updated_at)
     VALUES (?${columns.map(() => ', ?').join('')}, now())
     ON CONFLICT (user_id) DO UPDATE SET ${[...columns.map((c) => `${c} = excluded.${c}`), 'updated_at = now()'].join(', ')}
     RETURNING *`,
    [me, ...columns.map((c) => changes[c])],
  );
  return view(ctx.em.map(NotificationPreferences, row));
}
