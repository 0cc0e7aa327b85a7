// API usage for owners (issue 25 item 6): DeveloperApp.usage and PersonalAccessToken.usage,
// read from platform.api_usage, which the gateway writes (gateway/src/token-budget.ts).
import type { SubgraphPart } from '@pulse/kit';
import { AppUsageResolver } from './usage.js';
import { TokenUsageResolver } from './token-usage.js';

export const apiUsage: SubgraphPart = {
  name: 'api-usage',
  resolvers: [AppUsageResolver, TokenUsageResolver],
};
