// The bus topics a gateway listens to from its start: one per subscription field (a field
// hears the topic of its own name, event-stream.ts), presence and session revocations.
// Listening before the first subscriber arrives means no subscriber waits for a LISTEN and
// misses what was published meanwhile.
import { Kind, parse } from 'graphql';
import { REVOCATION_TOPIC } from '@pulse/kit';
import { PRESENCE_TOPIC } from './presence.js';

export function realtimeTopicsOf(supergraphSdl: string): string[] {
  const fields = new Set<string>();
  for (const def of parse(supergraphSdl).definitions) {
    if ((def.kind === Kind.OBJECT_TYPE_DEFINITION || def.kind === Kind.OBJECT_TYPE_EXTENSION) && def.name.value === 'Subscription') {
      for (const field of def.fields ?? []) fields.add(field.name.value);
    }
  }
  return [...fields, PRESENCE_TOPIC, REVOCATION_TOPIC];
}
