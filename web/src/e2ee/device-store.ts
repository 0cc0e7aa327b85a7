// Where this browser keeps its MLS keys, its conversation groups and the messages it has read:
// IndexedDB, every record sealed with AES-GCM under a key WebCrypto made non-extractable (it
// can encrypt and decrypt in this browser profile and never be read out, not even by our own
// script). ts-mls needs its signature and HPKE private keys as bytes, so those cannot be
// non-extractable themselves; sealing them is the closest WebCrypto allows (docs/e2ee.md).
// MLS deletes a message key once used, so a message this device decrypted cannot be decrypted
// again: its text is kept here (sealed), and so is the text of each message it sent (a sender
// cannot decrypt its own message either).

const DB_NAME = 'pulse-e2ee';
// Version 2 added `contacts` (what this device knows of each contact's keys).
const DB_VERSION = 2;
const STORES = ['keys', 'devices', 'groups', 'plaintexts', 'contacts'] as const;
type StoreName = (typeof STORES)[number];

interface Sealed {
  iv: Uint8Array;
  data: ArrayBuffer;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      for (const name of STORES) if (!req.result.objectStoreNames.contains(name)) req.result.createObjectStore(name);
    };
    req.onsuccess = () => {
      // Another tab upgrading or deleting the database: let go, and open again when next needed.
      req.result.onversionchange = () => {
        req.result.close();
        opened = undefined;
        sealingKey = undefined;
      };
      resolve(req.result);
    };
    req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'));
  }).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

async function get<T>(store: StoreName, key: string): Promise<T | undefined> {
  const db = await database();
  return request(db.transaction(store, 'readonly').objectStore(store).get(key) as IDBRequest<T | undefined>);
}

async function put(store: StoreName, key: string, value: unknown): Promise<void> {
  const db = await database();
  const tx = db.transaction(store, 'readwrite');
  tx.objectStore(store).put(value, key);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
  });
}

/** Writes several records in one transaction: all of them are kept, or none. */
async function putAll(records: { store: StoreName; key: string; value: unknown }[]): Promise<void> {
  const db = await database();
  const tx = db.transaction([...new Set(records.map((r) => r.store))], 'readwrite');
  for (const { store, key, value } of records) tx.objectStore(store).put(value, key);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
  });
}

/** Deletes every record whose key starts with `prefix` in the given stores. */
async function deletePrefix(stores: StoreName[], prefix: string): Promise<void> {
  const db = await database();
  const tx = db.transaction(stores, 'readwrite');
  const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
  for (const store of stores) tx.objectStore(store).delete(range);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB delete failed'));
  });
}

let sealingKey: Promise<CryptoKey> | undefined;

/** The profile's sealing key: made once, non-extractable, kept in IndexedDB as a CryptoKey. */
function sealKey(): Promise<CryptoKey> {
  sealingKey ??= (async () => {
    const stored = await get<CryptoKey>('keys', 'seal');
    if (stored) return stored;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await put('keys', 'seal', key);
    return key;
  })().catch((error: unknown) => {
    sealingKey = undefined;
    throw error;
  });
  return sealingKey;
}

async function seal(bytes: Uint8Array): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sealKey(), bytes as Uint8Array<ArrayBuffer>);
  return { iv, data };
}

async function unseal(sealed: Sealed): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv as Uint8Array<ArrayBuffer> }, await sealKey(), sealed.data));
}

const text = { encode: (s: string) => new TextEncoder().encode(s), decode: (b: Uint8Array) => new TextDecoder().decode(b) };

async function putSealed(store: StoreName, key: string, bytes: Uint8Array): Promise<void> {
  await put(store, key, await seal(bytes));
}

async function getSealed(store: StoreName, key: string): Promise<Uint8Array | undefined> {
  const sealed = await get<Sealed>(store, key);
  return sealed ? unseal(sealed) : undefined;
}

/** One member's records in this browser (a shared computer may hold several members'). */
export class DeviceStore {
  constructor(readonly userId: string) {}

  private key(id: string): string {
    return `${this.userId}/${id}`;
  }

  async readDevice<T>(): Promise<T | undefined> {
    const bytes = await getSealed('devices', this.userId);
    return bytes ? (JSON.parse(text.decode(bytes)) as T) : undefined;
  }

  writeDevice(record: unknown): Promise<void> {
    return putSealed('devices', this.userId, text.encode(JSON.stringify(record)));
  }

  readGroup(conversationId: string): Promise<Uint8Array | undefined> {
    return getSealed('groups', this.key(conversationId));
  }

  writeGroup(conversationId: string, state: Uint8Array): Promise<void> {
    return putSealed('groups', this.key(conversationId), state);
  }

  /** What this device read (or sent) as message `id` (or `client:<clientId>`), with its conversation. */
  async readPlaintext<T>(id: string): Promise<{ conversationId: string; payload: T } | undefined> {
    const bytes = await getSealed('plaintexts', this.key(id));
    return bytes ? (JSON.parse(text.decode(bytes)) as { conversationId: string; payload: T }) : undefined;
  }

  writePlaintext(id: string, conversationId: string, payload: unknown): Promise<void> {
    return putSealed('plaintexts', this.key(id), text.encode(JSON.stringify({ conversationId, payload })));
  }

  /**
   * A message just decrypted: the group's next state and what the message said, in one
   * transaction. Apart, a page closed between the two writes would keep a state that can no
   * longer decrypt the message without the text it said (MLS deletes the key once used).
   */
  async writeRead(conversationId: string, state: Uint8Array, id: string, payload: unknown): Promise<void> {
    const [group, plaintext] = await Promise.all([seal(state), seal(text.encode(JSON.stringify({ conversationId, payload })))]);
    await putAll([
      { store: 'groups', key: this.key(conversationId), value: group },
      { store: 'plaintexts', key: this.key(id), value: plaintext },
    ]);
  }

  /** Everything this device read, by message id (not its own sends' client ids): what a new key backup starts with. */
  async allPlaintexts<T>(): Promise<{ id: string; conversationId: string; payload: T }[]> {
    const db = await database();
    const prefix = `${this.userId}/`;
    const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
    const store = db.transaction('plaintexts', 'readonly').objectStore('plaintexts');
    const [keys, values] = await Promise.all([request(store.getAllKeys(range)), request(store.getAll(range) as IDBRequest<Sealed[]>)]);
    const out: { id: string; conversationId: string; payload: T }[] = [];
    for (const [i, key] of keys.entries()) {
      const id = String(key).slice(prefix.length);
      if (id.startsWith('client:')) continue;
      const record = JSON.parse(text.decode(await unseal(values[i]))) as { conversationId: string; payload: T };
      out.push({ id, ...record });
    }
    return out;
  }

  /** The key backup's key on this device: a non-extractable CryptoKey, kept as one (IndexedDB stores it without exposing it). */
  readBackupKey(): Promise<CryptoKey | undefined> {
    return get<CryptoKey>('keys', `backup/${this.userId}`);
  }

  writeBackupKey(key: CryptoKey): Promise<void> {
    return put('keys', `backup/${this.userId}`, key);
  }

  async forgetBackupKey(): Promise<void> {
    const db = await database();
    const tx = db.transaction('keys', 'readwrite');
    tx.objectStore('keys').delete(`backup/${this.userId}`);
    await new Promise<void>((resolve) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => resolve();
    });
  }

  async readContact<T>(conversationId: string, contactId: string): Promise<T | undefined> {
    const bytes = await getSealed('contacts', this.key(`${conversationId}/${contactId}`));
    return bytes ? (JSON.parse(text.decode(bytes)) as T) : undefined;
  }

  writeContact(conversationId: string, contactId: string, value: unknown): Promise<void> {
    return putSealed('contacts', this.key(`${conversationId}/${contactId}`), text.encode(JSON.stringify(value)));
  }

  /** Forgets this member's device, groups and read messages in this browser (the device was removed). */
  async forget(): Promise<void> {
    const db = await database();
    const tx = db.transaction('devices', 'readwrite');
    tx.objectStore('devices').delete(this.userId);
    await new Promise<void>((resolve) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => resolve();
    });
    await deletePrefix(['groups', 'plaintexts', 'contacts'], `${this.userId}/`);
    await this.forgetBackupKey();
  }
}
