// createPersonalAccessToken's input, declared once (kit's declareInput): the rules and the
// schema's field types and lengths come from the same list.
import { Int } from 'type-graphql';
import { z } from 'zod';
import { declareInput, inputField } from '@pulse/kit/input/declare';
import { isScope } from '@pulse/kit';
import {
  SCOPES_MAX,
  SCOPE_MAX_LENGTH,
  TOKEN_EXPIRIES_DAYS,
  TOKEN_EXPIRY_INVALID,
  TOKEN_NAME_MAX,
  TOKEN_NAME_REQUIRED,
  TOKEN_NAME_TOO_LONG,
  TOKEN_SCOPES_REQUIRED,
  TOKEN_SCOPE_UNKNOWN,
} from './limits.js';

export const CreatePersonalAccessTokenInput = declareInput(
  'CreatePersonalAccessTokenInput',
  {
    name: inputField(z.string({ error: TOKEN_NAME_REQUIRED }).max(TOKEN_NAME_MAX, TOKEN_NAME_TOO_LONG).trim().min(1, TOKEN_NAME_REQUIRED), () => String, {
      description: 'What the token is for, to tell it apart in the list (1-100 characters).',
    }),
    scopes: inputField(
      z
        .array(z.string().max(SCOPE_MAX_LENGTH, TOKEN_SCOPE_UNKNOWN.replace('{scope}', '(too long)')), { error: TOKEN_SCOPES_REQUIRED })
        .max(SCOPES_MAX, `At most ${SCOPES_MAX} scopes`)
        .min(1, TOKEN_SCOPES_REQUIRED)
        .superRefine((scopes, ctx) => {
          const unknown = scopes.find((s) => !isScope(s));
          if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: TOKEN_SCOPE_UNKNOWN.replace('{scope}', unknown) });
        })
        .transform((scopes) => [...new Set(scopes)]),
      () => [String],
      { description: 'What the token may do: names from apiScopes (e.g. posts:read).' },
    ),
    expiresInDays: inputField(
      z
        .number({ error: TOKEN_EXPIRY_INVALID })
        .int(TOKEN_EXPIRY_INVALID)
        .refine((days) => (TOKEN_EXPIRIES_DAYS as readonly number[]).includes(days), TOKEN_EXPIRY_INVALID),
      () => Int,
      { description: 'Days until the token stops working: 7, 30, 90 or 365.' },
    ),
  },
  { description: 'A new personal access token: its name, scopes and expiry.' },
);
