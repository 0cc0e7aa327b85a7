// The webhook inputs and their rules (docs/developer-platform.md, "Webhooks"): an https URL
// (http only for the developer's own machine, localhost or 127.0.0.1), one or more of the
// event types, whether it is on.
import { z } from 'zod';
import { declareInput, inputField } from '@pulse/kit';
import { EVENT_TYPE_NAMES } from './event-types.js';

export const WEBHOOK_URL_MAX = 2000;
/** Webhooks one app may have. */
export const WEBHOOKS_PER_APP = 10;

const LOOPBACK = new Set(['localhost', '127.0.0.1']);
export const WEBHOOK_URL_RULE = 'The URL must be an absolute https URL (http only for localhost or 127.0.0.1) without a user name or password';
export const UNKNOWN_EVENT_TYPE = `Unknown event type: choose from ${EVENT_TYPE_NAMES.join(', ')}`;

export function isWebhookUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

const urlRule = z.string().max(WEBHOOK_URL_MAX, `The URL must be at most ${WEBHOOK_URL_MAX} characters`).trim().refine(isWebhookUrl, WEBHOOK_URL_RULE);

const eventsRule = z
  .array(
    z
      .string()
      .max(40, UNKNOWN_EVENT_TYPE)
      .refine((type) => EVENT_TYPE_NAMES.includes(type), UNKNOWN_EVENT_TYPE),
  )
  .min(1, 'Choose at least one event type')
  .max(EVENT_TYPE_NAMES.length * 2, 'Too many event types')
  .transform((types) => [...new Set(types)]);

export const CreateWebhookInput = declareInput(
  'CreateWebhookInput',
  {
    url: inputField(urlRule, () => String, {
      description: `Where deliveries are POSTed: https (http only for localhost or 127.0.0.1), at most ${WEBHOOK_URL_MAX} characters.`,
    }),
    events: inputField(eventsRule, () => [String], { description: `One or more of ${EVENT_TYPE_NAMES.join(', ')}.` }),
    active: inputField(
      z
        .boolean()
        .nullish()
        .transform((v) => v ?? true),
      () => Boolean,
      { description: 'Whether it receives deliveries (true when not given).' },
    ),
  },
  { description: "A webhook of one of the caller's apps." },
);

export const UpdateWebhookInput = declareInput(
  'UpdateWebhookInput',
  {
    url: inputField(urlRule.nullish(), () => String, { description: 'A new URL, or unchanged when not given.' }),
    events: inputField(eventsRule.nullish(), () => [String], { description: 'The new event types, or unchanged when not given.' }),
    active: inputField(z.boolean().nullish(), () => Boolean, { description: 'Turns it on or off (turning it on clears a switch-off after failures).' }),
  },
  { description: 'What to change of a webhook; fields not given stay.' },
);
