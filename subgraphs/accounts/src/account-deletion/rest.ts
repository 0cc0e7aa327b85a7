// DELETE /settings/account {password, reason} (the spec's path): delete your account.
import { z } from 'zod';
import { defineRoute, optionalText, requiredText, type RestRoute } from '@pulse/kit/rest';
import { RestDeleteAccountDocument } from '../rest.generated.js';

export const accountDeletionRoutes: RestRoute[] = [
  defineRoute({
    method: 'delete',
    path: '/settings/account',
    summary: 'Delete your account',
    description:
      'Needs your password (a wrong one: 400 BAD_USER_INPUT on `password`, reason WRONG_PASSWORD). Signs you out everywhere; every part of Pulse then erases your data (docs/member-data.md).',
    auth: 'member',
    body: z.object({ password: requiredText('password', 200), reason: optionalText('reason', 1000) }),
    document: RestDeleteAccountDocument,
    variables: ({ body }) => ({ password: body.password, reason: body.reason ?? null }),
    response: z.object({ deleted: z.boolean() }),
    respond: (data) => ({ deleted: data.deleteAccount }),
  }),
];
