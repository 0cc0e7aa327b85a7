import { afterEach, describe, expect, it } from 'vitest';
import { getAdProvider, registerAdProvider, type AdProvider } from './ad-provider';

describe('ad provider', () => {
  afterEach(() => registerAdProvider(null));

  it('loads no ad script outside production: no provider, so slots show the placeholder', async () => {
    expect(import.meta.env.PROD).toBe(false);
    expect(await getAdProvider()).toBeNull();
  });

  it('uses a registered provider (how a real ad network plugs in)', async () => {
    const provider: AdProvider = { render: async () => true };
    registerAdProvider(provider);
    expect(await getAdProvider()).toBe(provider);
  });
});
