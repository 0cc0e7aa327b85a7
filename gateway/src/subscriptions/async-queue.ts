// A push-to-pull bridge: bus callbacks push, the graphql-ws server pulls with for-await.
// Items are handled one at a time so a subscriber sees events in the order they arrived.
export class AsyncQueue<T> implements AsyncIterableIterator<T> {
  private readonly items: T[] = [];
  private readonly waiting: ((result: IteratorResult<T>) => void)[] = [];
  private done = false;

  constructor(private readonly onClose: () => void = () => {}) {}

  /** Items pushed and not yet pulled. */
  size(): number {
    return this.items.length;
  }

  push(item: T): void {
    if (this.done) return;
    const waiter = this.waiting.shift();
    if (waiter) waiter({ value: item, done: false });
    else this.items.push(item);
  }

  next(): Promise<IteratorResult<T>> {
    if (this.items.length) return Promise.resolve({ value: this.items.shift()!, done: false });
    if (this.done) return Promise.resolve({ value: undefined as never, done: true });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.close();
    return Promise.resolve({ value: undefined as never, done: true });
  }

  close(): void {
    if (this.done) return;
    this.done = true;
    this.items.length = 0;
    for (const waiter of this.waiting.splice(0)) waiter({ value: undefined as never, done: true });
    this.onClose();
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
