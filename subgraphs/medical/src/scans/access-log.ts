// Every view and download of a scan is a row of its access log (who, what, when, let through
// or not), written before the answer leaves: a read the log missed cannot happen.
import type { EntityManager } from '@mikro-orm/core';
import { MedicalAccessEntry, type MedicalAccessAction, type MedicalScan } from './entities.js';

export interface AccessRecord {
  scan: Pick<MedicalScan, 'id' | 'ownerId'>;
  actorId: string | null;
  action: MedicalAccessAction;
  allowed: boolean;
  fileId?: string;
}

export async function recordAccess(em: EntityManager, at: Date, record: AccessRecord): Promise<void> {
  const entry = new MedicalAccessEntry();
  Object.assign(entry, {
    scanId: record.scan.id,
    ownerId: record.scan.ownerId,
    actorId: record.actorId,
    action: record.action,
    allowed: record.allowed,
    fileId: record.fileId ?? null,
    at,
  });
  // Its own flush: the row is written even when the read then fails.
  await em.fork().persist(entry).flush();
}
