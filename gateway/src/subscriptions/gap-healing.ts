// When the gateway's bus was deaf for a while (its connection lost, then back), what was
// published meanwhile is still in the subgraphs' outboxes: the relays keep each event a day
// after publishing it. The gateway reads those back and hands them to its subscribers as if
// heard (kit's Bus.heal: in order, none twice, live events held back meanwhile), so clients
// stay connected. Closing every connection instead made every client reconnect and catch up
// at the same moment: a reconnect storm after each blip. Only when the read-back fails (the
// database is still away, or more events than one read holds) do the connections close with
// 1013 as before, and clients catch up on their own. Reading the outboxes back is kit's
// (outboxReader, beside the relay that fills them).
import { createLogger, type Bus, type BusEvent } from '@pulse/kit';

const log = createLogger('realtime');
/**
 * The bus as the realtime servers see it: a gap is healed from the outboxes, and their gap
 * listeners (which close connections) hear only of gaps that could not be healed.
 */
export function healingBus(bus: Bus, readBack: (since: number) => Promise<BusEvent[]>): Bus {
  const unhealed = new Set<() => void>();
  bus.onGap(() => {
    bus.heal(readBack).then(
      () => log.info('the bus missed events; read them back from the outboxes'),
      (error: unknown) => {
        log.warn('the bus missed events and reading them back failed; closing realtime connections so that clients catch up', { error: String(error) });
        for (const listener of unhealed) listener();
      },
    );
  });
  return {
    publish: (event) => bus.publish(event),
    publishMany: (events) => bus.publishMany(events),
    subscribe: (topic, handler, reader) => bus.subscribe(topic, handler, reader),
    ready: () => bus.ready(),
    heal: (read) => bus.heal(read),
    onGap(listener) {
      unhealed.add(listener);
      return () => unhealed.delete(listener);
    },
    close: () => bus.close(),
  };
}
