// The test stack runs every service in one process from one environment, so it holds one
// configuration: each service's own spec loaded from the same test environment and merged.
// Each subgraph gets this whole object (a superset of its own), which keeps the stack's
// in-place changes (the subgraphs' and the sfu's addresses once they listen) visible to all.
import type { SubgraphConfig } from '@pulse/kit';
import type { ConfigSpec, Env } from '@pulse/kit/config';
import { testConfig } from '@pulse/kit/testing';
import { configSpec as accountsConfig } from '@pulse/accounts/config';
import { configSpec as messagingConfig } from '@pulse/messaging/config';
import { configSpec as socialConfig } from '@pulse/social/config';
import { configSpec as gatewayConfig, type GatewayConfig } from '../config.js';
import { configSpec as sfuConfig, type SfuConfig } from '../../../sfu/src/config.js';

export type PlatformConfig = SubgraphConfig & GatewayConfig & SfuConfig;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nested parts (calls, subgraphUrls) are merged too: the gateway's and messaging's `calls` are one object. */
function merge(into: Record<string, unknown>, from: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(from)) {
    into[key] = isRecord(value) && isRecord(into[key]) ? merge({ ...into[key] }, value) : value;
  }
  return into;
}

export function testPlatformConfig(overrides: Env = {}): PlatformConfig {
  const specs: ConfigSpec<object>[] = [sfuConfig, accountsConfig, messagingConfig, socialConfig, gatewayConfig];
  return specs.reduce<Record<string, unknown>>(
    (merged, spec) => merge(merged, testConfig(spec as ConfigSpec<SfuConfig>, overrides) as unknown as Record<string, unknown>),
    {},
  ) as unknown as PlatformConfig;
}
