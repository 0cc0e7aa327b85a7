// The developer portal's Webhooks section of an app's page (docs/developer-platform.md
// "Webhooks"): add a webhook (URL, event types), its signing secret shown once, the list with
// each webhook's state (turned off after 3 days of failures says so), and each webhook's
// deliveries with their status, Redeliver and Send test event. H2's app page renders it in its
// slot `{/* webhooks (H4) */}` as <WebhooksSection appId={app.id} />.
import { useState, type FormEvent } from 'react';
import { Badge, Box, Button, Checkbox, Code, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import {
  AppWebhooksDocument,
  CreateWebhookDocument,
  DeleteWebhookDocument,
  PingWebhookDocument,
  RedeliverWebhookDeliveryDocument,
  RotateWebhookSecretDocument,
  UpdateWebhookDocument,
  WebhookDeliveriesDocument,
  WebhookEventTypesDocument,
  type WebhookDeliveryRowFragment,
  type WebhookRowFragment,
} from '../generated/graphql';
import { AppDialog } from '../components/dialog';
import { toast } from '../toasts/toast';
import { SecretOnce } from '../components/secret-once';
import { firstFailure } from '../errors/graphql-errors';

const URL_MAX = 2000;
export const SECRET_COPIED = 'Secret copied to clipboard';

const when = (value: string | null | undefined) => (value ? new Date(value).toLocaleString() : '');

const DELIVERY_STATUS = {
  PENDING: ['Pending', 'gray'],
  DELIVERED: ['Delivered', 'green'],
  RETRYING: ['Retrying', 'orange'],
  FAILED: ['Failed', 'red'],
} as const;

function NewSecret({ secret, onDone }: { secret: string; onDone(): void }) {
  return (
    <SecretOnce
      title="Your webhook signing secret"
      secret={secret}
      note="Use it to verify the Pulse-Signature header of each delivery."
      copiedMessage={SECRET_COPIED}
      testIds={{ box: 'new-webhook-secret', value: 'new-webhook-secret-value' }}
      onDone={onDone}
    />
  );
}

function EventChoices({ value, onChange, idPrefix }: { value: string[]; onChange(next: string[]): void; idPrefix: string }) {
  const { data } = useQuery(WebhookEventTypesDocument);
  return (
    <Stack gap="2">
      {(data?.webhookEventTypes ?? []).map((t) => (
        <Checkbox.Root
          key={t.name}
          alignItems="flex-start"
          checked={value.includes(t.name)}
          onCheckedChange={(e) => onChange(e.checked === true ? [...value, t.name] : value.filter((x) => x !== t.name))}
          data-testid={`${idPrefix}-${t.name}`}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>
            <Text as="span" fontWeight="medium">
              {t.description}
            </Text>{' '}
            <Text as="span" color="fg.muted" textStyle="xs">
              ({t.name}, needs {t.scope})
            </Text>
          </Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}

function AddWebhook({ appId, onCreated }: { appId: string; onCreated(secret: string): void }) {
  const [create, { loading }] = useMutation(CreateWebhookDocument, { refetchQueries: [AppWebhooksDocument] });
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) return setErrors({ url: 'URL is required' });
    if (!events.length) return setErrors({ events: 'Choose at least one event type' });
    setErrors({});
    try {
      const result = await create({ variables: { appId, input: { url: url.trim(), events } } });
      const made = result.data?.createWebhook;
      if (made) {
        setUrl('');
        setEvents([]);
        onCreated(made.secret);
      }
    } catch (error) {
      const failure = firstFailure(error);
      const field = failure.field;
      if (field === 'url' || field?.startsWith('events')) setErrors({ [field === 'url' ? 'url' : 'events']: failure.message });
      else toast.error(failure.message);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} data-testid="add-webhook" noValidate>
      <Stack gap="3">
        <Field.Root invalid={!!errors.url} required>
          <Field.Label>Payload URL</Field.Label>
          <Input value={url} onChange={(e) => setUrl(e.target.value)} maxLength={URL_MAX} placeholder="https://example.com/pulse-webhook" data-testid="webhook-url" />
          <Field.HelperText>https (http only for localhost or 127.0.0.1)</Field.HelperText>
          {errors.url && <Field.ErrorText>{errors.url}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.events}>
          <Box as="fieldset" w="full">
            <Field.Label as="legend" mb="2">
              Events
            </Field.Label>
            <EventChoices value={events} onChange={setEvents} idPrefix="webhook-event" />
          </Box>
          {errors.events && <Field.ErrorText data-testid="webhook-events-error">{errors.events}</Field.ErrorText>}
        </Field.Root>
        <Box>
          <Button type="submit" size="sm" loading={loading} data-testid="add-webhook-button">
            Add webhook
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

function DeliveryRow({ delivery }: { delivery: WebhookDeliveryRowFragment }) {
  const [redeliver, { loading }] = useMutation(RedeliverWebhookDeliveryDocument, { refetchQueries: [WebhookDeliveriesDocument] });
  const [label, palette] = DELIVERY_STATUS[delivery.status];
  const onRedeliver = async () => {
    try {
      await redeliver({ variables: { id: delivery.id } });
      toast.success('Delivery queued again');
    } catch (error) {
      toast.error(firstFailure(error).message);
    }
  };
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="2" data-testid="webhook-delivery" data-status={delivery.status}>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
        <Stack gap="0.5" minW="0">
          <HStack gap="2">
            <Badge colorPalette={palette} data-testid="webhook-delivery-status">
              {label}
            </Badge>
            <Text textStyle="sm" fontWeight="medium">
              {delivery.eventType}
            </Text>
            {delivery.redeliveryOf && (
              <Text textStyle="xs" color="fg.muted">
                redelivery
              </Text>
            )}
          </HStack>
          <Text textStyle="xs" color="fg.muted">
            {when(delivery.createdAt)} · {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}
            {delivery.responseCode !== null && ` · HTTP ${delivery.responseCode}`}
            {delivery.durationMs !== null && ` · ${delivery.durationMs} ms`}
          </Text>
          {delivery.lastError && (
            <Text textStyle="xs" color="fg.error" data-testid="webhook-delivery-error">
              {delivery.lastError}
            </Text>
          )}
          {delivery.nextAttemptAt && (
            <Text textStyle="xs" color="fg.muted">
              Next attempt {when(delivery.nextAttemptAt)}
            </Text>
          )}
          <details>
            <summary>
              <Text as="span" textStyle="xs">
                Request body
              </Text>
            </summary>
            <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" textStyle="xs">
              {delivery.requestBody}
            </Code>
          </details>
        </Stack>
        <Button size="xs" variant="outline" onClick={() => void onRedeliver()} loading={loading} data-testid="redeliver">
          Redeliver
        </Button>
      </HStack>
    </Box>
  );
}

function Deliveries({ webhookId }: { webhookId: string }) {
  const { data, loading, fetchMore, refetch } = useQuery(WebhookDeliveriesDocument, { variables: { webhookId, after: null }, fetchPolicy: 'cache-and-network' });
  const page = data?.webhookDeliveries;
  return (
    <Stack gap="2" data-testid="webhook-deliveries">
      <HStack justify="space-between">
        <Heading as="h4" size="xs">
          Recent deliveries
        </Heading>
        <Button size="xs" variant="ghost" onClick={() => void refetch()}>
          Refresh
        </Button>
      </HStack>
      {!page?.nodes.length ? (
        <Text textStyle="sm" color="fg.muted">
          {loading ? 'Loading…' : 'No deliveries yet.'}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {page.nodes.map((d) => (
            <DeliveryRow key={d.id} delivery={d} />
          ))}
        </Stack>
      )}
      {page?.pageInfo.hasNextPage && (
        <Box>
          <Button
            size="xs"
            variant="outline"
            onClick={() =>
              void fetchMore({
                variables: { after: page.pageInfo.endCursor },
                updateQuery: (prev, { fetchMoreResult }) => ({
                  webhookDeliveries: { ...fetchMoreResult.webhookDeliveries, nodes: [...prev.webhookDeliveries.nodes, ...fetchMoreResult.webhookDeliveries.nodes] },
                }),
              })
            }
          >
            Show more
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function WebhookItem({ webhook, onSecret }: { webhook: WebhookRowFragment; onSecret(secret: string): void }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [update, { loading: updating }] = useMutation(UpdateWebhookDocument);
  const [rotate, { loading: rotating }] = useMutation(RotateWebhookSecretDocument);
  const [remove, { loading: removing }] = useMutation(DeleteWebhookDocument, { refetchQueries: [AppWebhooksDocument] });
  const [ping, { loading: pinging }] = useMutation(PingWebhookDocument);

  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) toast.success(done);
    } catch (error) {
      toast.error(firstFailure(error).message);
    }
  };

  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" data-testid="webhook-row" data-webhook-id={webhook.id}>
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
          <Stack gap="1" minW="0">
            <HStack gap="2">
              <Text fontWeight="medium" wordBreak="break-all" data-testid="webhook-row-url">
                {webhook.url}
              </Text>
              <Badge colorPalette={webhook.active ? 'green' : 'gray'}>{webhook.active ? 'Active' : 'Off'}</Badge>
            </HStack>
            <Text textStyle="sm" color="fg.muted">
              {webhook.events.join(', ')}
            </Text>
            {webhook.disabledReason && (
              <Text textStyle="sm" color="fg.error" data-testid="webhook-disabled-reason">
                {webhook.disabledReason}
              </Text>
            )}
            {!webhook.disabledReason && webhook.failingSince && (
              <Text textStyle="sm" color="fg.warning">
                Deliveries failing since {when(webhook.failingSince)}
              </Text>
            )}
          </Stack>
          <HStack gap="2" wrap="wrap">
            <Button
              size="xs"
              variant="outline"
              loading={pinging}
              onClick={() => void run(() => ping({ variables: { id: webhook.id }, refetchQueries: open ? [WebhookDeliveriesDocument] : [] }), 'Test event sent')}
              data-testid="send-test-event"
            >
              Send test event
            </Button>
            <Button
              size="xs"
              variant="outline"
              loading={updating}
              onClick={() => void run(() => update({ variables: { id: webhook.id, input: { active: !webhook.active } } }))}
            >
              {webhook.active ? 'Turn off' : 'Turn on'}
            </Button>
            <Button
              size="xs"
              variant="outline"
              loading={rotating}
              onClick={() =>
                void run(async () => {
                  const result = await rotate({ variables: { id: webhook.id } });
                  if (result.data) onSecret(result.data.rotateWebhookSecret.secret);
                })
              }
            >
              Rotate secret
            </Button>
            <Button size="xs" variant="outline" onClick={() => setOpen((o) => !o)} aria-expanded={open} data-testid="show-deliveries">
              {open ? 'Hide deliveries' : 'Deliveries'}
            </Button>
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          </HStack>
        </HStack>
        {open && <Deliveries webhookId={webhook.id} />}
      </Stack>
      <AppDialog
        open={confirming}
        onClose={() => !removing && setConfirming(false)}
        testId="delete-webhook-dialog"
        role="alertdialog"
        title="Delete this webhook?"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={removing} size="sm">
              Cancel
            </Button>
            <Button
              colorPalette="red"
              size="sm"
              loading={removing}
              onClick={() => void run(() => remove({ variables: { id: webhook.id } }), 'Webhook deleted').finally(() => setConfirming(false))}
            >
              Delete
            </Button>
          </>
        }
      >
        <Text textStyle="sm">Nothing more is sent to {webhook.url}, and its deliveries are deleted.</Text>
      </AppDialog>
    </Box>
  );
}

export function WebhooksSection({ appId }: { appId: string }) {
  const { data, loading } = useQuery(AppWebhooksDocument, { variables: { appId }, fetchPolicy: 'cache-and-network' });
  const [secret, setSecret] = useState<string>();
  const webhooks = data?.webhooks ?? [];
  return (
    <Stack gap="4" as="section" aria-labelledby="webhooks-heading" data-testid="webhooks-section">
      <Stack gap="1">
        <Heading as="h3" size="sm" id="webhooks-heading">
          Webhooks
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          Pulse POSTs the events you choose to your URL, signed with the webhook&apos;s secret, for the members who granted your app the scope each event needs.
        </Text>
      </Stack>
      {secret && <NewSecret secret={secret} onDone={() => setSecret(undefined)} />}
      {webhooks.length ? (
        <Stack as="ul" gap="3" listStyleType="none" data-testid="webhook-list">
          {webhooks.map((w) => (
            <WebhookItem key={w.id} webhook={w} onSecret={setSecret} />
          ))}
        </Stack>
      ) : (
        <Text textStyle="sm" color="fg.muted" data-testid="no-webhooks">
          {loading ? 'Loading…' : 'This app has no webhooks.'}
        </Text>
      )}
      <AddWebhook appId={appId} onCreated={setSecret} />
    </Stack>
  );
}
