// Per-request DataLoaders: created lazily by name on the request context, so a resolver asks
// for `ctx.loaders.get('userById', batch)` and every lookup in that request is batched
// into one query, and nothing is cached across requests (or across members).
import DataLoader from 'dataloader';

export type BatchFn<K, V> = (keys: readonly K[]) => Promise<(V | Error)[]>;

export class LoaderRegistry {
  private readonly loaders = new Map<string, DataLoader<unknown, unknown>>();

  get<K, V>(name: string, batch: BatchFn<K, V>): DataLoader<K, V> {
    let loader = this.loaders.get(name);
    if (!loader) {
      loader = new DataLoader(batch as BatchFn<unknown, unknown>, { maxBatchSize: 500 });
      this.loaders.set(name, loader);
    }
    return loader as DataLoader<K, V>;
  }
}

/** Orders batch results to match keys; a missing key resolves to null. */
export function byKeys<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): (V | null)[] {
  const map = new Map<K, V>();
  for (const row of rows) map.set(keyOf(row), row);
  return keys.map((key) => map.get(key) ?? null);
}
