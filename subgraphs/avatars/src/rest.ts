// The avatars REST table: its operations at documented paths, each onto one typed document.
// The gateway mounts it under /api (and documents it in /api/openapi.json) because the registry
// entry says `rest: true`. Route declarations and generated documents only: the gateway loads
// this file, so it must not reach a resolver or an entity.
import { z } from 'zod';
import { defineRoute, requiredText, type RestTable } from '@pulse/kit/rest';
import { RestAddAvatarsItemDocument } from './rest.generated.js';

const item = z.object({ id: z.string(), text: z.string(), createdAt: z.string().meta({ format: 'date-time' }) });

export const restTable: RestTable = {
  service: 'avatars',
  routes: [
    defineRoute({
      method: 'post',
      path: '/avatars/items',
      summary: 'Keep a new item for the caller',
      auth: 'member',
      // The operation's own rule (trimmed, required, its maximum) answers through the document.
      body: z.object({ text: requiredText('text') }),
      document: RestAddAvatarsItemDocument,
      variables: ({ body }) => ({ input: { text: body.text } }),
      response: z.object({ item }),
      respond: (data) => ({ item: data.addAvatarsItem }),
    }),
  ],
};
