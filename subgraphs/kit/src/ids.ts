// Ids are 25 characters, start with "c" and sort roughly by creation time. The spec's
// findUser rule treats exactly that shape (or a UUID) as an id and anything else as a
// username, so every id the platform issues must keep this shape.
import { randomBytes } from 'node:crypto';

let lastMs = 0;
let counter = 0;

// Within a process ids strictly increase: the outbox publishes the events of one
// transaction (same created_at millisecond) in id order. The two counter characters allow
// 1296 ids per millisecond; past that (or if the clock steps back) borrow the next one.
export function newId(): string {
  let ms = Date.now();
  if (ms <= lastMs) {
    ms = lastMs;
    counter += 1;
    if (counter === 1296) {
      ms += 1;
      counter = 0;
    }
  } else {
    counter = 0;
  }
  lastMs = ms;
  const time = ms.toString(36).padStart(9, '0').slice(-9);
  const count = counter.toString(36).padStart(2, '0');
  const random = BigInt('0x' + randomBytes(9).toString('hex'))
    .toString(36)
    .padStart(13, '0')
    .slice(-13);
  return `c${time}${count}${random}`;
}

const ID_SHAPE = /^c[0-9a-z]{24}$/;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The spec's rule: a 25-character id starting with c, or a UUID, is an id. */
export function looksLikeId(value: string): boolean {
  return (value.length === 25 && value.startsWith('c')) || UUID_SHAPE.test(value);
}

export function isPlatformId(value: string): boolean {
  return ID_SHAPE.test(value);
}
