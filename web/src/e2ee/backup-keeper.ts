// This device's part in its member's key backup: once the backup is on here (set up with a new
// phrase, or restored with the member's phrase), every message the device reads or sends is
// added to it, encrypted under the backup key, a second after the last one (so a busy chat
// makes few writes). Restoring reads the whole history into the device's store, so messages
// sent before it joined show. The server sees segments of ciphertext, never the phrase or key.
import type { ApolloClient } from '@apollo/client';
import { AddBackupSegmentsDocument, BackupSegmentsDocument, DeleteKeyBackupDocument, MyKeyBackupDocument, SetUpKeyBackupDocument } from '../generated/graphql';
import type { DeviceStore } from './device-store';
import { newBackup, openBackup, openHistory, sealHistory, type BackedUpMessage } from './key-backup';
import type { MessagePayload } from './protocol';

/** What the dialog offers: set one up, it is on here, or restore it here. */
export type BackupState = 'off' | 'on' | 'restorable';

const FLUSH_AFTER_MS = 1000;
const SEGMENTS_PER_REQUEST = 20;

export class BackupKeeper {
  private key: Promise<CryptoKey | undefined>;
  private readonly pending = new Map<string, BackedUpMessage[]>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly client: ApolloClient<object>,
    private readonly store: DeviceStore,
  ) {
    this.key = store.readBackupKey();
  }

  async state(): Promise<BackupState> {
    const { data } = await this.client.query({ query: MyKeyBackupDocument, fetchPolicy: 'network-only' });
    if (!data.myKeyBackup) {
      // Turned off elsewhere: this device's key opens nothing any more.
      if (await this.key) await this.forgetKey();
      return 'off';
    }
    return (await this.key) ? 'on' : 'restorable';
  }

  /** Turns the backup on with a new phrase (replacing any other), starting with everything this device has read. */
  async setUp(phrase: string): Promise<void> {
    const { key, input } = await newBackup(phrase);
    await this.client.mutate({ mutation: SetUpKeyBackupDocument, variables: { input } });
    await this.store.writeBackupKey(key);
    this.key = Promise.resolve(key);
    for (const m of await this.store.allPlaintexts<MessagePayload>()) this.queue(m.conversationId, { id: m.id, payload: m.payload });
    await this.flush();
  }

  /** Opens the member's backup with their phrase (a wrong one changes nothing) and keeps its history here; answers how many messages it brought. */
  async restore(phrase: string): Promise<number> {
    const { data } = await this.client.query({ query: MyKeyBackupDocument, fetchPolicy: 'network-only' });
    if (!data.myKeyBackup) throw new Error('You have no key backup to restore.');
    const key = await openBackup(phrase, data.myKeyBackup);
    await this.store.writeBackupKey(key);
    this.key = Promise.resolve(key);
    let restored = 0;
    let after: string | null = null;
    for (;;) {
      const page: Awaited<ReturnType<typeof this.page>> = await this.page(after);
      for (const segment of page.nodes) {
        for (const m of await openHistory(key, segment.data)) {
          if (await this.store.readPlaintext(m.id)) continue;
          await this.store.writePlaintext(m.id, segment.conversationId, m.payload);
          restored++;
        }
      }
      if (!page.hasNextPage) return restored;
      after = page.endCursor;
    }
  }

  private async page(after: string | null) {
    const { data } = await this.client.query({ query: BackupSegmentsDocument, variables: { after }, fetchPolicy: 'network-only' });
    return data.backupSegments;
  }

  /** Deletes the backup everywhere (the server's copy and this device's key). */
  async turnOff(): Promise<void> {
    await this.client.mutate({ mutation: DeleteKeyBackupDocument });
    await this.forgetKey();
  }

  private async forgetKey(): Promise<void> {
    this.key = Promise.resolve(undefined);
    this.pending.clear();
    await this.store.forgetBackupKey();
  }

  /** A message this device read or sent: backed up shortly, if the backup is on here. */
  add(conversationId: string, id: string, payload: MessagePayload): void {
    void this.key.then((key) => {
      if (!key) return;
      this.queue(conversationId, { id, payload });
      clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.flush().catch((error: unknown) => console.info('[e2ee] key backup write failed', String(error))), FLUSH_AFTER_MS);
    });
  }

  private queue(conversationId: string, message: BackedUpMessage) {
    this.pending.set(conversationId, [...(this.pending.get(conversationId) ?? []), message]);
  }

  /** Writes what is waiting (also called by tests' flows through setUp). */
  async flush(): Promise<void> {
    const key = await this.key;
    if (!key || !this.pending.size) return;
    const batches = [...this.pending];
    this.pending.clear();
    const segments = (await Promise.all(batches.map(([conversationId, messages]) => sealHistory(key, conversationId, messages)))).flat();
    for (let i = 0; i < segments.length; i += SEGMENTS_PER_REQUEST) {
      await this.client.mutate({ mutation: AddBackupSegmentsDocument, variables: { input: { segments: segments.slice(i, i + SEGMENTS_PER_REQUEST) } } });
    }
  }
}
