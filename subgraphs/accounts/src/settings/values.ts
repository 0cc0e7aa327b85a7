// The settings' values and rules, apart from the entities and resolvers so the REST table
// (src/rest.ts) checks a body with the very rules the GraphQL input runs (docs/settings.md).
import { z } from 'zod';

export const Theme = { LIGHT: 'LIGHT', DARK: 'DARK', SYSTEM: 'SYSTEM' } as const;
export type Theme = (typeof Theme)[keyof typeof Theme];

/** Who may see something of a member's; social declares the same values (privacy/entities.ts there). */
export const Audience = { EVERYONE: 'EVERYONE', FOLLOWERS: 'FOLLOWERS', ONLY_ME: 'ONLY_ME' } as const;
export type Audience = (typeof Audience)[keyof typeof Audience];

/** Who may message a member; messaging declares the same values (privacy/entities.ts there). */
export const MessagePermission = { EVERYONE: 'EVERYONE', FOLLOWING: 'FOLLOWING', NOBODY: 'NOBODY' } as const;
export type MessagePermission = (typeof MessagePermission)[keyof typeof MessagePermission];

/**
 * The languages the web client offers (web/src/pages/content/language-page.tsx: English only
 * today). A language is added here when its translation is.
 */
export const LANGUAGES = [{ code: 'en', name: 'English' }] as const;
export const LANGUAGE_CODES: readonly string[] = LANGUAGES.map((l) => l.code);

// Each field left out keeps its value; null is not a value. The first problem answers
// BAD_USER_INPUT naming its field, before anything changes.
const notNull = <T extends z.ZodType>(rule: T, message: string) =>
  rule
    .nullish()
    .refine((v) => v !== null, message)
    .transform((v) => v ?? undefined);

const oneOf = <const V extends readonly [string, ...string[]]>(field: string, values: V) =>
  notNull(z.enum(values, { error: `${field} must be one of ${values.join(', ')}` }), `${field} must be one of ${values.join(', ')}`);

const flag = (field: string) => notNull(z.boolean({ error: `${field} must be true or false` }), `${field} must be true or false`);

export const LANGUAGE_UNKNOWN = `language must be one of: ${LANGUAGE_CODES.join(', ')}`;

export const settingsRules = z.object({
  theme: oneOf('theme', [Theme.LIGHT, Theme.DARK, Theme.SYSTEM]),
  compactMode: flag('compactMode'),
  language: notNull(
    z
      .string({ error: LANGUAGE_UNKNOWN })
      .max(35, LANGUAGE_UNKNOWN)
      .refine((code) => LANGUAGE_CODES.includes(code), LANGUAGE_UNKNOWN),
    LANGUAGE_UNKNOWN,
  ),
});

const AUDIENCES = [Audience.EVERYONE, Audience.FOLLOWERS, Audience.ONLY_ME] as const;

export const privacyRules = z.object({
  profileVisibility: oneOf('profileVisibility', AUDIENCES),
  whoMayMessageMe: oneOf('whoMayMessageMe', [MessagePermission.EVERYONE, MessagePermission.FOLLOWING, MessagePermission.NOBODY]),
  followListsVisibility: oneOf('followListsVisibility', AUDIENCES),
  activityInFeeds: flag('activityInFeeds'),
  discoverable: flag('discoverable'),
});
