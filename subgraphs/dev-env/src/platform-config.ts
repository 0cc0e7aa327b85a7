// The test stack runs every service in one process from one environment, so it holds one
// configuration: each service's own spec loaded from the same test environment and merged.
// Each subgraph gets a view of it with only the keys its own spec makes (a subgraph reading
// another's part fails here as it would in production), sharing the nested objects, so the
// stack's in-place changes (the subgraphs' and the sfu's addresses once they listen) reach all.
import type { BaseSubgraphConfig, SubgraphConfig } from '@pulse/kit';
import type { ConfigSpec, Env } from '@pulse/kit/config';
import { testConfig } from '@pulse/kit/testing';
import type { SubgraphEntry } from '@pulse/kit/registry';
import { importServiceExport } from '@pulse/kit/service-modules';
import { configSpec as gatewayConfig, type GatewayConfig } from '@pulse/gateway/config';
import { configSpec as sfuConfig, type SfuConfig } from '@pulse/sfu/config';

export type PlatformConfig = SubgraphConfig & GatewayConfig & SfuConfig;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nested parts (calls, subgraphUrls) are merged too: the gateway's and messaging's `calls` are one object. */
function merge(into: Record<string, unknown>, from: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(from)) {
    into[key] = isRecord(value) && isRecord(into[key]) ? merge({ ...into[key] }, value) : value;
  }
  return into;
}

export type SubgraphSpecs = Record<string, ConfigSpec<BaseSubgraphConfig>>;

/** Each subgraph's own config spec, from the `./config` its package exports (registry-driven: no subgraph is named here). */
export async function loadSubgraphSpecs(entries: readonly SubgraphEntry[]): Promise<SubgraphSpecs> {
  const specs: SubgraphSpecs = {};
  for (const entry of entries) {
    specs[entry.name] = (await importServiceExport(entry, './config', 'configSpec')) as ConfigSpec<BaseSubgraphConfig>;
  }
  return specs;
}

export function testPlatformConfig(subgraphSpecs: SubgraphSpecs, overrides: Env = {}): PlatformConfig {
  const specs: ConfigSpec<object>[] = [sfuConfig, ...Object.values(subgraphSpecs), gatewayConfig];
  return specs.reduce<Record<string, unknown>>(
    (merged, spec) => merge(merged, testConfig(spec as ConfigSpec<SfuConfig>, overrides) as unknown as Record<string, unknown>),
    {},
  ) as unknown as PlatformConfig;
}

/**
 * What the subgraph `name` gets: the keys of its own configuration, its own values, and the
 * stack's nested objects in place of its own (the ones the stack and tests change in place).
 */
export function subgraphView(platform: PlatformConfig, spec: ConfigSpec<BaseSubgraphConfig>, overrides: Env = {}): BaseSubgraphConfig {
  const own = testConfig(spec, overrides) as unknown as Record<string, unknown>;
  const all = platform as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.entries(own).map(([key, value]) => [key, isRecord(value) ? all[key] : value])) as unknown as BaseSubgraphConfig;
}
