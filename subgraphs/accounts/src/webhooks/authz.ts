// The webhooks' rows of the authz matrix (docs/authz-matrix.md): a webhook, its deliveries and
// its secret are its app owner's alone; anyone else (moderators and admins too) is told
// NOT_FOUND, so ids cannot be probed. API tokens are refused every one of these (own login
// only, FIELD_SCOPES 'login'): webhooks.gateway.test.ts.
import { A, N, U, memo, type AuthzRows, type Expectations, type Fixtures } from '@pulse/kit/authz';

const OWNER_ALONE: Expectations = { anonymous: U, stranger: N, owner: A, moderator: N, admin: N, suspended: U };
const REGISTER = 'mutation($input: RegisterAppInput!) { registerApp(input: $input) { app { id } } }';
const CREATE = 'mutation($appId: ID!, $input: CreateWebhookInput!) { createWebhook(appId: $appId, input: $input) { secret webhook { id } } }';
const INPUT = { url: 'https://hooks.example.com/pulse', events: ['post.created'] };

const registerOwnersApp = async (f: Fixtures): Promise<string> =>
  (
    await f.run<{ registerApp: { app: { id: string } } }>(
      REGISTER,
      { input: { name: 'Webhooks app', redirectUris: ['https://app.example.com/cb'] } },
      f.members.owner.token,
    )
  ).registerApp.app.id;
/** The owner's app the webhooks hang on (an app has at most 10 webhooks: two apps, one for the rows that make a webhook per cell). */
const ownersApp = memo(registerOwnersApp);
const ownersOtherApp = memo(registerOwnersApp);

const createOwnersWebhook = async (f: Fixtures, appId: string): Promise<string> =>
  (await f.run<{ createWebhook: { webhook: { id: string } } }>(CREATE, { appId, input: INPUT }, f.members.owner.token)).createWebhook.webhook.id;
const ownersWebhook = memo(async (f) => createOwnersWebhook(f, await ownersApp(f)));
/** A delivery of the owner's webhook: its test event. */
const ownersDelivery = memo(
  async (f) =>
    (await f.run<{ pingWebhook: { id: string } }>('mutation($id: ID!) { pingWebhook(id: $id) { id } }', { id: await ownersWebhook(f) }, f.members.owner.token))
      .pingWebhook.id,
);

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'webhooks',
      about: "the webhooks of the owner's app",
      document: 'query($appId: ID!) { webhooks(appId: $appId) { id } }',
      made: (f) => ownersWebhook(f),
      variables: async (f) => ({ appId: await ownersApp(f) }),
      shows: ['webhooks.*.id', (_f, made) => made],
      expect: OWNER_ALONE,
    },
    {
      operation: 'createWebhook',
      about: "a webhook of the owner's app",
      document: CREATE,
      variables: async (f) => ({ appId: await ownersApp(f), input: INPUT }),
      expect: OWNER_ALONE,
    },
    {
      operation: 'updateWebhook',
      about: "the owner's webhook (its events set to the same)",
      document: 'mutation($id: ID!) { updateWebhook(id: $id, input: { events: ["post.created"] }) { id } }',
      made: (f) => ownersWebhook(f),
      variables: (_f, _a, made) => ({ id: made }),
      expect: OWNER_ALONE,
    },
    {
      operation: 'rotateWebhookSecret',
      about: "the owner's webhook",
      document: 'mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret } }',
      made: (f) => ownersWebhook(f),
      variables: (_f, _a, made) => ({ id: made }),
      expect: OWNER_ALONE,
    },
    {
      operation: 'deleteWebhook',
      about: "a fresh webhook of the owner's",
      document: 'mutation($id: ID!) { deleteWebhook(id: $id) }',
      made: async (f) => createOwnersWebhook(f, await ownersOtherApp(f)),
      variables: (_f, _a, made) => ({ id: made }),
      expect: OWNER_ALONE,
    },
    {
      operation: 'webhookDeliveries',
      about: "the deliveries of the owner's webhook, with their request bodies",
      document: 'query($id: ID!) { webhookDeliveries(webhookId: $id) { nodes { id requestBody } } }',
      made: (f) => ownersDelivery(f),
      variables: async (f) => ({ id: await ownersWebhook(f) }),
      shows: ['webhookDeliveries.nodes.*.id', (_f, made) => made],
      expect: OWNER_ALONE,
    },
    {
      operation: 'redeliverWebhookDelivery',
      about: "a delivery of the owner's webhook",
      document: 'mutation($id: ID!) { redeliverWebhookDelivery(id: $id) { id } }',
      made: (f) => ownersDelivery(f),
      variables: (_f, _a, made) => ({ id: made }),
      expect: OWNER_ALONE,
    },
    {
      operation: 'pingWebhook',
      about: "the owner's webhook",
      document: 'mutation($id: ID!) { pingWebhook(id: $id) { id } }',
      made: (f) => ownersWebhook(f),
      variables: (_f, _a, made) => ({ id: made }),
      expect: OWNER_ALONE,
    },
  ],
  noOwnedObject: {
    webhookEventTypes: 'the fixed list of event types and their scopes: reference data naming nobody',
  },
};
