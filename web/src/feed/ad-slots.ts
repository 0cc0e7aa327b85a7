// Where sponsored slots go in a feed. The spec's placement for web, iOS and Android:
// frequency 5, offset 2, i.e. a slot after the 2nd post, then after every 5 more.

export interface AdPlacement {
  frequency: number;
  offset: number;
}

export const AD_PLACEMENT: AdPlacement = { frequency: 5, offset: 2 };
/** How long a slot waits for an ad before it shows the Sponsored placeholder. */
export const AD_LOAD_TIMEOUT_MS = 3000;

/** True when a slot comes right before the post at this 0-based index. */
export function adBeforeIndex(index: number, placement: AdPlacement = AD_PLACEMENT): boolean {
  return index >= placement.offset && placement.offset > 0 && (index - placement.offset) % placement.frequency === 0;
}

export type FeedItem<T> = { kind: 'post'; post: T; index: number } | { kind: 'ad'; slot: number };

/** The posts with the ad slots between them; slot numbers are stable as pages append. */
export function withAdSlots<T>(posts: readonly T[], placement: AdPlacement = AD_PLACEMENT): FeedItem<T>[] {
  const items: FeedItem<T>[] = [];
  let slot = 0;
  posts.forEach((post, index) => {
    if (adBeforeIndex(index, placement)) items.push({ kind: 'ad', slot: slot++ });
    items.push({ kind: 'post', post, index });
  });
  return items;
}
