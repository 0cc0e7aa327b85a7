// The General settings and the account facts: settings / updateSettings (GET and PUT /settings)
// and accountFacts (GET /settings/account). docs/settings.md.
import { Arg, Ctx, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { Session } from '../sessions/entities.js';
import { loadUser } from '../users/users.js';
import { AccountFacts, LANGUAGE_CODES, MemberSettings, NOTIFICATION_PREFERENCES_LINK, Settings } from './entities.js';
import { SettingsInput } from './inputs.js';

/** How long a session's token lives unless refreshed (the spec's 7 days). */
const SESSION_DAYS = 7;

export async function memberSettings(ctx: SubgraphContext, userId: string): Promise<MemberSettings> {
  return (await ctx.em.findOne(MemberSettings, { userId }, { disableIdentityMap: true })) ?? Object.assign(new MemberSettings(), { userId });
}

/** Upserts only the given columns: two saves at once cannot undo each other's other fields. */
export async function saveMemberSettings(ctx: SubgraphContext, userId: string, changes: Partial<Omit<MemberSettings, 'userId' | 'updatedAt'>>): Promise<void> {
  const fields = Object.keys(changes) as (keyof typeof changes)[];
  if (!fields.length) return;
  await ctx.em.upsert(
    MemberSettings,
    { userId, ...changes, updatedAt: ctx.services.clock.now() },
    { onConflictFields: ['userId'], onConflictAction: 'merge', onConflictMergeFields: [...fields, 'updatedAt'] },
  );
}

function settingsOf(row: MemberSettings): Settings {
  return {
    theme: row.theme,
    compactMode: row.compactMode,
    language: row.language,
    availableLanguages: [...LANGUAGE_CODES],
    notificationPreferences: NOTIFICATION_PREFERENCES_LINK,
  };
}

@Resolver()
export class SettingsResolver {
  @UseMiddleware(SignedIn)
  @Query(() => Settings, { description: "The caller's general settings (defaults until they save one)." })
  async settings(@Ctx() ctx: SubgraphContext): Promise<Settings> {
    return settingsOf(await memberSettings(ctx, requireUser(ctx.auth).id));
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => Settings, { description: 'Changes the given general settings; left out keeps one. BAD_USER_INPUT naming the field changes nothing.' })
  async updateSettings(@Arg('input', () => SettingsInput) input: SettingsInput, @Ctx() ctx: SubgraphContext): Promise<Settings> {
    const userId = requireUser(ctx.auth).id;
    const changes: Partial<MemberSettings> = {};
    if (input.theme !== undefined) changes.theme = input.theme;
    if (input.compactMode !== undefined) changes.compactMode = input.compactMode;
    if (input.language !== undefined) changes.language = input.language;
    await saveMemberSettings(ctx, userId, changes);
    return settingsOf(await memberSettings(ctx, userId));
  }

  @UseMiddleware(SignedIn)
  @Query(() => AccountFacts, { description: "The caller's account: email, username, role, verification, active sessions and suspension." })
  async accountFacts(@Ctx() ctx: SubgraphContext): Promise<AccountFacts> {
    const user = await loadUser(ctx, requireUser(ctx.auth).id);
    const since = new Date(ctx.services.clock.now().getTime() - SESSION_DAYS * 86_400_000);
    const activeSessions = await ctx.em.count(Session, { userId: user.id, revokedAt: null, lastSeenAt: { $gt: since } });
    return {
      id: user.id,
      email: user.email,
      username: user.username,
      createdAt: user.createdAt,
      role: user.role,
      emailVerified: user.emailVerified,
      activeSessions,
      suspended: user.suspended,
      suspendedUntil: user.suspendedUntil,
    };
  }
}
