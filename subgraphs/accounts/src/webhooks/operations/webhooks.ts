// The webhook operations (issue 25 item 5, docs/developer-platform.md "Webhooks"): an app's
// owner subscribes URLs to event types, sees each delivery with its attempts, redelivers one
// and sends a test event. Only the app's owner, with their own login (an API token never
// manages webhooks: FIELD_SCOPES rows 'login'); anyone else's app or webhook is NOT_FOUND, so
// ids are not probed.
import { Arg, Args, ArgsType, Ctx, Field, ID, Int, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import {
  ConflictError,
  ForbiddenError,
  ID_MAX_LENGTH,
  NotFoundError,
  SignedIn,
  cursorArgRule,
  keysetFetchSize,
  keysetPage,
  newId,
  pageSize,
  requireUser,
  type InputOf,
  type SubgraphContext,
} from '@pulse/kit';
import { cursorCodec } from '@pulse/kit/pagination';
import { PING_EVENT, WEBHOOK_EVENT_TYPES } from '../event-types.js';
import { DISABLED_FAILING } from '../dispatch.js';
import { CreateWebhookInput, UpdateWebhookInput, WEBHOOKS_PER_APP } from '../inputs.js';
import { newWebhookSecret } from '../signature.js';
import { Webhook, WebhookDelivery, WebhookDeliveryConnection, WebhookEventTypeInfo, WebhookWithSecret, type DeliveryRow, type WebhookRow } from '../types.js';

export const APP_NOT_FOUND = 'App not found';
export const WEBHOOK_NOT_FOUND = 'Webhook not found';
export const DELIVERY_NOT_FOUND = 'Delivery not found';
export const LOGIN_ONLY = 'This operation needs your own login, not an API token';
export const TOO_MANY_WEBHOOKS = `An app can have at most ${WEBHOOKS_PER_APP} webhooks`;

export const DELIVERY_CURSOR = cursorCodec('webhook-deliveries', 'time');
const WEBHOOK_COLUMNS = 'id, app_id, owner_id, url, events, active, created_at, updated_at, failing_since, disabled_at';
const DELIVERY_COLUMNS =
  'id, webhook_id, event_id, event_type, status, attempts, response_code, last_error, next_attempt_at, duration_ms, body, created_at, delivered_at, redelivery_of, member_id';

const idRule = z.string().max(ID_MAX_LENGTH);

/** The signed-in member acting with their own login, not an API token. */
function requireOwnLogin(ctx: SubgraphContext): string {
  const user = requireUser(ctx.auth);
  if (ctx.auth.claims?.apiToken) throw new ForbiddenError(LOGIN_ONLY);
  return user.id;
}

const run = <T>(ctx: SubgraphContext, sql: string, params: unknown[] = []) => ctx.em.getConnection().execute<T[]>(sql, params, 'all', ctx.em.getTransactionContext());

export function webhookOf(row: WebhookRow): Webhook {
  return {
    id: row.id,
    appId: row.app_id,
    url: row.url,
    events: row.events,
    active: row.active,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    failingSince: row.failing_since ? new Date(row.failing_since) : null,
    disabledReason: !row.active && row.disabled_at ? DISABLED_FAILING : null,
  };
}

function deliveryOf(row: DeliveryRow): WebhookDelivery {
  const pending = row.status === 'PENDING' || row.status === 'RETRYING';
  return {
    id: row.id,
    webhookId: row.webhook_id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.response_code,
    lastError: row.last_error,
    nextAttemptAt: pending && row.next_attempt_at ? new Date(row.next_attempt_at) : null,
    durationMs: row.duration_ms,
    requestBody: row.body,
    createdAt: new Date(row.created_at),
    deliveredAt: row.delivered_at ? new Date(row.delivered_at) : null,
    redeliveryOf: row.redelivery_of,
  };
}

async function ownApp(ctx: SubgraphContext, me: string, appId: string): Promise<void> {
  const [row] = await run<{ id: string }>(ctx, `SELECT id FROM ${ctx.services.schema}.developer_apps WHERE id = ? AND owner_id = ?`, [appId, me]);
  if (!row) throw new NotFoundError(APP_NOT_FOUND);
}

async function ownWebhook(ctx: SubgraphContext, me: string, id: string): Promise<WebhookRow> {
  const [row] = await run<WebhookRow>(ctx, `SELECT ${WEBHOOK_COLUMNS} FROM ${ctx.services.schema}.webhooks WHERE id = ? AND owner_id = ?`, [id, me]);
  if (!row) throw new NotFoundError(WEBHOOK_NOT_FOUND);
  return row;
}

@ArgsType()
class AppArgs {
  static schema = z.object({ appId: idRule });
  @Field(() => ID) appId!: string;
}

@ArgsType()
class WebhookArgs {
  static schema = z.object({ id: idRule });
  @Field(() => ID) id!: string;
}

@ArgsType()
class DeliveriesArgs {
  static schema = z.object({ webhookId: idRule, after: cursorArgRule });
  @Field(() => ID) webhookId!: string;
  @Field(() => Int, { nullable: true, description: 'At most 100; 20 when not given.' }) first?: number | null;
  @Field(() => String, { nullable: true }) after?: string | null;
}

/** Queues a delivery of `body` to a webhook now (a ping or a redelivery); the sweep sends it. */
async function queueDelivery(
  ctx: SubgraphContext,
  webhookId: string,
  values: { eventId: string; eventType: string; memberId: string | null; body: string; redeliveryOf: string | null },
): Promise<DeliveryRow> {
  const now = ctx.services.clock.now();
  const [row] = await run<DeliveryRow>(
    ctx,
    `INSERT INTO ${ctx.services.schema}.webhook_deliveries (id, webhook_id, event_id, event_type, member_id, body, status, next_attempt_at, redelivery_of, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'PENDING', ?, ?, ?) RETURNING ${DELIVERY_COLUMNS}`,
    [newId(), webhookId, values.eventId, values.eventType, values.memberId, values.body, now, values.redeliveryOf, now],
  );
  return row;
}

@Resolver()
export class WebhooksResolver {
  @Query(() => [WebhookEventTypeInfo], { description: 'The event types a webhook can subscribe to, with the scope each needs.' })
  webhookEventTypes(): WebhookEventTypeInfo[] {
    return WEBHOOK_EVENT_TYPES.map((t) => ({ ...t }));
  }

  @UseMiddleware(SignedIn)
  @Query(() => [Webhook], { description: "The webhooks of one of the caller's apps, oldest first (own login only)." })
  async webhooks(@Args(() => AppArgs) { appId }: AppArgs, @Ctx() ctx: SubgraphContext): Promise<Webhook[]> {
    const me = requireOwnLogin(ctx);
    await ownApp(ctx, me, appId);
    const rows = await run<WebhookRow>(ctx, `SELECT ${WEBHOOK_COLUMNS} FROM ${ctx.services.schema}.webhooks WHERE app_id = ? ORDER BY created_at, id`, [appId]);
    return rows.map(webhookOf);
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => WebhookWithSecret, {
    description: `Subscribes a URL of one of the caller's apps to event types; the signing secret is in the answer this once. At most ${WEBHOOKS_PER_APP} webhooks an app (CONFLICT).`,
  })
  async createWebhook(
    @Arg('appId', () => ID) appId: string,
    @Arg('input', () => CreateWebhookInput) input: InputOf<typeof CreateWebhookInput>,
    @Ctx() ctx: SubgraphContext,
  ): Promise<WebhookWithSecret> {
    const me = requireOwnLogin(ctx);
    if (appId.length > ID_MAX_LENGTH) throw new NotFoundError(APP_NOT_FOUND);
    await ownApp(ctx, me, appId);
    const s = ctx.services.schema;
    const now = ctx.services.clock.now();
    const secret = newWebhookSecret();
    // The cap and the insert in one statement, the app's row locked: two at once cannot pass it together.
    const [row] = await ctx.em.transactional(async (tx) => {
      const runTx = <T>(sql: string, params: unknown[]) => tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
      await runTx(`SELECT id FROM ${s}.developer_apps WHERE id = ? FOR UPDATE`, [appId]);
      return runTx<WebhookRow>(
        `INSERT INTO ${s}.webhooks (id, app_id, owner_id, url, events, active, secret, created_at, updated_at)
         SELECT ?, ?, ?, ?, (SELECT array_agg(x) FROM jsonb_array_elements_text(?::jsonb) x), ?, ?, ?, ?
          WHERE (SELECT count(*) FROM ${s}.webhooks WHERE app_id = ?) < ${WEBHOOKS_PER_APP}
         RETURNING ${WEBHOOK_COLUMNS}`,
        [newId(), appId, me, input.url, JSON.stringify(input.events), input.active, secret, now, now, appId],
      );
    });
    if (!row) throw new ConflictError(TOO_MANY_WEBHOOKS);
    return { webhook: webhookOf(row), secret };
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => Webhook, { description: "Changes a webhook of one of the caller's apps: its URL, event types, or whether it is on." })
  async updateWebhook(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateWebhookInput) input: InputOf<typeof UpdateWebhookInput>,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Webhook> {
    const me = requireOwnLogin(ctx);
    if (id.length > ID_MAX_LENGTH) throw new NotFoundError(WEBHOOK_NOT_FOUND);
    const current = await ownWebhook(ctx, me, id);
    const active = input.active ?? current.active;
    // Turned on again: the failures before are forgotten (a fixed endpoint starts afresh).
    const reset = active && !current.active;
    const [row] = await run<WebhookRow>(
      ctx,
      `UPDATE ${ctx.services.schema}.webhooks SET url = ?, events = (SELECT array_agg(x) FROM jsonb_array_elements_text(?::jsonb) x), active = ?, updated_at = ?,
              failing_since = CASE WHEN ? THEN NULL ELSE failing_since END, disabled_at = CASE WHEN ? THEN NULL ELSE disabled_at END
        WHERE id = ? RETURNING ${WEBHOOK_COLUMNS}`,
      [input.url ?? current.url, JSON.stringify(input.events ?? current.events), active, ctx.services.clock.now(), reset, reset, id],
    );
    if (!row) throw new NotFoundError(WEBHOOK_NOT_FOUND);
    return webhookOf(row);
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => WebhookWithSecret, { description: 'Replaces the signing secret of a webhook; the new one is in the answer this once, the old one stops at once.' })
  async rotateWebhookSecret(@Args(() => WebhookArgs) { id }: WebhookArgs, @Ctx() ctx: SubgraphContext): Promise<WebhookWithSecret> {
    const me = requireOwnLogin(ctx);
    await ownWebhook(ctx, me, id);
    const secret = newWebhookSecret();
    const [row] = await run<WebhookRow>(ctx, `UPDATE ${ctx.services.schema}.webhooks SET secret = ?, updated_at = ? WHERE id = ? RETURNING ${WEBHOOK_COLUMNS}`, [
      secret,
      ctx.services.clock.now(),
      id,
    ]);
    if (!row) throw new NotFoundError(WEBHOOK_NOT_FOUND);
    return { webhook: webhookOf(row), secret };
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => Boolean, { description: 'Deletes a webhook and its deliveries; nothing more is sent to it.' })
  async deleteWebhook(@Args(() => WebhookArgs) { id }: WebhookArgs, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    const me = requireOwnLogin(ctx);
    await ownWebhook(ctx, me, id);
    await run(ctx, `DELETE FROM ${ctx.services.schema}.webhooks WHERE id = ?`, [id]);
    return true;
  }

  @UseMiddleware(SignedIn)
  @Query(() => WebhookDeliveryConnection, { description: "The deliveries of a webhook of one of the caller's apps, newest first, a keyset page at a time." })
  async webhookDeliveries(@Args(() => DeliveriesArgs) args: DeliveriesArgs, @Ctx() ctx: SubgraphContext): Promise<WebhookDeliveryConnection> {
    const me = requireOwnLogin(ctx);
    await ownWebhook(ctx, me, args.webhookId);
    const limit = pageSize(args.first);
    const after = DELIVERY_CURSOR.decode(args.after, 'after');
    const rows = await run<DeliveryRow>(
      ctx,
      `SELECT ${DELIVERY_COLUMNS} FROM ${ctx.services.schema}.webhook_deliveries
        WHERE webhook_id = ? ${after ? 'AND (created_at, id) < (?::timestamptz, ?)' : ''}
        ORDER BY created_at DESC, id DESC LIMIT ${keysetFetchSize(limit)}`,
      after ? [args.webhookId, after.key, after.id] : [args.webhookId],
    );
    const page = keysetPage(rows, limit, (row) => DELIVERY_CURSOR.encode(new Date(row.created_at), row.id));
    return { nodes: page.nodes.map(deliveryOf), pageInfo: page.pageInfo };
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => WebhookDelivery, { description: 'Sends a delivery again, the same body with a new delivery id and a fresh signature.' })
  async redeliverWebhookDelivery(@Args(() => WebhookArgs) { id }: WebhookArgs, @Ctx() ctx: SubgraphContext): Promise<WebhookDelivery> {
    const me = requireOwnLogin(ctx);
    const [original] = await run<DeliveryRow>(
      ctx,
      `SELECT ${DELIVERY_COLUMNS.split(', ')
        .map((c) => `d.${c}`)
        .join(', ')} FROM ${ctx.services.schema}.webhook_deliveries d JOIN ${ctx.services.schema}.webhooks w ON w.id = d.webhook_id WHERE d.id = ? AND w.owner_id = ?`,
      [id, me],
    );
    if (!original) throw new NotFoundError(DELIVERY_NOT_FOUND);
    return deliveryOf(
      await queueDelivery(ctx, original.webhook_id, {
        eventId: original.event_id,
        eventType: original.event_type,
        memberId: original.member_id,
        body: original.body,
        redeliveryOf: original.redelivery_of ?? original.id,
      }),
    );
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => WebhookDelivery, { description: 'Sends a test event (type ping) to a webhook, whatever its event types.' })
  async pingWebhook(@Args(() => WebhookArgs) { id }: WebhookArgs, @Ctx() ctx: SubgraphContext): Promise<WebhookDelivery> {
    const me = requireOwnLogin(ctx);
    const hook = await ownWebhook(ctx, me, id);
    const [owner] = await run<{ username: string }>(ctx, `SELECT username FROM ${ctx.services.schema}.users WHERE id = ?`, [me]);
    const eventId = `evt_${newId().replace(/-/g, '')}`;
    const body = JSON.stringify({
      id: eventId,
      type: PING_EVENT,
      createdAt: ctx.services.clock.now().toISOString(),
      member: { id: me, username: owner?.username ?? null },
      data: { webhook: { id: hook.id, appId: hook.app_id, events: hook.events } },
    });
    return deliveryOf(await queueDelivery(ctx, hook.id, { eventId, eventType: PING_EVENT, memberId: me, body, redeliveryOf: null }));
  }
}
