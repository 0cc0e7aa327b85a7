// mapSettings through the gateway: the public token when one is configured, null otherwise,
// readable without signing in (a pk. token is public by Mapbox's design); a secret sk. token
// is refused at start-up, never handed to browsers.
import { afterAll, describe, expect, it } from 'vitest';
import { client, ok, startStack, type Stack } from '@pulse/dev-env';
import { configSpec } from '../config.js';

const stacks: Stack[] = [];
afterAll(async () => {
  await Promise.all(stacks.map((stack) => stack.stop()));
});

describe('mapSettings', () => {
  it('answers the configured public token to anyone, and null with none', async () => {
    const [withToken, without] = await Promise.all([startStack({ env: { MAPBOX_ACCESS_TOKEN: 'pk.eyJ1IjoicHVsc2UifQ.test' } }), startStack()]);
    stacks.push(withToken, without);
    expect(ok(await client(withToken)('{ mapSettings { mapboxToken } }')).mapSettings).toEqual({ mapboxToken: 'pk.eyJ1IjoicHVsc2UifQ.test' });
    expect(ok(await client(without)('{ mapSettings { mapboxToken } }')).mapSettings).toEqual({ mapboxToken: null });
  });

  it('refuses a secret token in the configuration', () => {
    expect(() => configSpec.load({ MAPBOX_ACCESS_TOKEN: 'sk.secret' })).toThrow(/MAPBOX_ACCESS_TOKEN must be a public token/);
  });
});
