// The spec's settings paths (GET and PUT /settings, GET and PUT /settings/privacy, GET
// /settings/account), each onto one operation a GraphQL client can send the same way. A body is
// checked with the input's own rules (values.ts): the first problem is 400 BAD_USER_INPUT
// naming the field, and nothing changes.
import { z } from 'zod';
import { defineRoute, type RestRoute } from '@pulse/kit/rest';
import {
  RestAccountFactsDocument,
  RestPrivacySettingsDocument,
  RestSettingsDocument,
  RestUpdatePrivacySettingsDocument,
  RestUpdateSettingsDocument,
} from '../rest.generated.js';
import { Audience, MessagePermission, Theme, privacyRules, settingsRules } from './values.js';

const AUDIENCES = [Audience.EVERYONE, Audience.FOLLOWERS, Audience.ONLY_ME] as const;

const settingsAnswer = z.object({
  settings: z
    .object({
      theme: z.enum([Theme.LIGHT, Theme.DARK, Theme.SYSTEM]),
      compactMode: z.boolean(),
      language: z.string(),
      availableLanguages: z.array(z.string()),
      notificationPreferences: z
        .object({ webPath: z.string(), query: z.string(), mutation: z.string() })
        .meta({ description: "Where the notification preferences live: social's operations and the web screen" }),
    })
    .meta({ id: 'Settings' }),
});

const privacyAnswer = z.object({
  privacy: z
    .object({
      profileVisibility: z.enum(AUDIENCES),
      whoMayMessageMe: z.enum([MessagePermission.EVERYONE, MessagePermission.FOLLOWING, MessagePermission.NOBODY]),
      followListsVisibility: z.enum(AUDIENCES),
      activityInFeeds: z.boolean(),
      discoverable: z.boolean(),
    })
    .meta({ id: 'PrivacySettings' }),
});

export const settingsRoutes: RestRoute[] = [
  defineRoute({
    method: 'get',
    path: '/settings',
    summary: 'Your general settings',
    auth: 'member',
    document: RestSettingsDocument,
    variables: () => ({}),
    response: settingsAnswer,
    respond: (data) => ({ settings: data.settings }),
  }),
  defineRoute({
    method: 'put',
    path: '/settings',
    summary: 'Change your general settings',
    description: 'Only the fields given change.',
    auth: 'member',
    body: settingsRules,
    document: RestUpdateSettingsDocument,
    variables: ({ body }) => ({ input: body }),
    response: settingsAnswer,
    respond: (data) => ({ settings: data.updateSettings }),
  }),
  defineRoute({
    method: 'get',
    path: '/settings/privacy',
    summary: 'Your privacy settings',
    auth: 'member',
    document: RestPrivacySettingsDocument,
    variables: () => ({}),
    response: privacyAnswer,
    respond: (data) => ({ privacy: data.privacySettings }),
  }),
  defineRoute({
    method: 'put',
    path: '/settings/privacy',
    summary: 'Change your privacy settings',
    description:
      'Only the fields given change. Every field is checked before anything changes; when a service cannot apply its part, what was applied is put back and 503 SERVICE_UNAVAILABLE says nothing changed.',
    auth: 'member',
    body: privacyRules,
    document: RestUpdatePrivacySettingsDocument,
    variables: ({ body }) => ({ input: body }),
    response: privacyAnswer,
    respond: (data) => ({ privacy: data.updatePrivacySettings }),
  }),
  defineRoute({
    method: 'get',
    path: '/settings/account',
    summary: 'Your account: email, username, role, verification, active sessions and suspension',
    auth: 'member',
    document: RestAccountFactsDocument,
    variables: () => ({}),
    response: z.object({
      account: z
        .object({
          id: z.string(),
          email: z.string(),
          username: z.string(),
          createdAt: z.string().meta({ format: 'date-time' }),
          role: z.enum(['MEMBER', 'MODERATOR', 'ADMIN']),
          emailVerified: z.boolean(),
          activeSessions: z.number().int(),
          suspended: z.boolean(),
          suspendedUntil: z.string().nullable().meta({ format: 'date-time' }),
        })
        .meta({ id: 'AccountFacts' }),
    }),
    respond: (data) => ({ account: data.accountFacts }),
  }),
];
