// The app registry's inputs and their rules (docs/developer-platform.md). Redirect URIs are
// compared exactly by the OAuth server, so they are kept as given, checked for what OAuth 2.1
// allows: https, or http only to the developer's own machine (loopback), never a fragment.
import { z } from 'zod';
import { declareInput, inputField } from '@pulse/kit';

export const APP_NAME_MAX = 60;
export const REDIRECT_URIS_MAX = 10;
export const URL_MAX = 2000;
/** Apps one member may register. */
export const APPS_PER_MEMBER = 20;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export const REDIRECT_URI_RULE = 'A redirect URI must be an absolute https URL (http only for localhost or 127.0.0.1) without a fragment';
export const LOGO_URL_RULE = 'The logo must be an https URL';

function parsed(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

export function isRedirectUri(value: string): boolean {
  const url = parsed(value);
  if (!url || url.hash || value.includes('#') || url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

const nameRule = z.string().max(APP_NAME_MAX, `The name must be at most ${APP_NAME_MAX} characters`).trim().min(1, 'The name is required');

const redirectUrisRule = z
  .array(z.string().max(URL_MAX, `A redirect URI must be at most ${URL_MAX} characters`).trim().refine(isRedirectUri, REDIRECT_URI_RULE))
  .min(1, 'At least one redirect URI is required')
  .max(REDIRECT_URIS_MAX, `At most ${REDIRECT_URIS_MAX} redirect URIs`)
  .transform((uris) => [...new Set(uris)]);

// Empty or null: no logo.
const logoRule = z
  .string()
  .max(URL_MAX, `The logo URL must be at most ${URL_MAX} characters`)
  .trim()
  .refine((v) => v === '' || parsed(v)?.protocol === 'https:', LOGO_URL_RULE)
  .nullish()
  .transform((v) => (v ? v : null));

export const RegisterAppInput = declareInput(
  'RegisterAppInput',
  {
    name: inputField(nameRule, () => String, { description: `1-${APP_NAME_MAX} characters, shown to members on the consent screen.` }),
    redirectUris: inputField(redirectUrisRule, () => [String], {
      description: `1-${REDIRECT_URIS_MAX} exact redirect URIs: https, or http on localhost / 127.0.0.1.`,
    }),
    logoUrl: inputField(logoRule, () => String, { description: 'An https image URL, or none.' }),
    public: inputField(
      z
        .boolean()
        .nullish()
        .transform((v) => v ?? false),
      () => Boolean,
      {
        description: 'A public client (browser or mobile app: no secret, PKCE alone); false by default (a server with a secret).',
      },
    ),
  },
  { description: 'A new app (OAuth client).' },
);

export const UpdateAppInput = declareInput(
  'UpdateAppInput',
  {
    name: inputField(nameRule.optional().nullable(), () => String, { description: 'Left out: unchanged.' }),
    redirectUris: inputField(redirectUrisRule.optional().nullable(), () => [String], { description: 'Left out: unchanged; replaces the whole list.' }),
    logoUrl: inputField(
      z
        .string()
        .max(URL_MAX, `The logo URL must be at most ${URL_MAX} characters`)
        .trim()
        .refine((v) => v === '' || parsed(v)?.protocol === 'https:', LOGO_URL_RULE)
        .nullish(),
      () => String,
      { description: 'Left out: unchanged; empty: no logo.' },
    ),
  },
  { description: "Changes to an app; the fields left out keep their values (null is the same as left out, except logoUrl's '' which removes it)." },
);
