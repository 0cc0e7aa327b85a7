// After anything that changes a member's day (a meal logged, posted or deleted; a device
// synced; an export imported), the cards computed from it are read again: the daily summary,
// the food diary and the goals fed by them. Their cached answers are evicted and the cards on
// screen refetch (Apollo's refetchQueries with updateCache): a card not on screen simply
// fetches afresh when it mounts, and no "unknown query" warning is printed for it.
import type { ApolloClient } from '@apollo/client';

export const DAY_FIELDS = ['dailySummary', 'foodDiary', 'healthGoals'] as const;

export function refreshHealthDay(client: ApolloClient<unknown>): Promise<unknown> {
  return (
    client
      .refetchQueries({
        updateCache(cache) {
          for (const fieldName of DAY_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
        },
      })
      // A refetch that fails leaves its card showing its own error state; nothing to add here.
      .catch(() => undefined)
  );
}
