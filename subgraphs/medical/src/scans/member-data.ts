// A member's medical scans in their export archive and in account deletion
// (docs/member-data-subgraphs.md). Export: each scan's metadata with its patient tags decrypted
// (the owner reads them in the app too), its files' metadata grouped by study and series (the
// manifest, without signed links: they expire), the access log of their scans, and the DICOM
// files themselves (theirs, streamed into the archive when it is written, never held in memory).
// Erase: the scans (files, uploads and access log cascade), uploads never claimed, the stored
// objects after the rows, and the member's name taken off other members' access logs (a refused
// read they attempted stays logged for its owner, without who).
import type { MemberDataHooks } from '@pulse/kit';
import { archiveFilePath, camelRows, deleteStoredFiles, exportStoredFile, memberSql, type MemberRow as Row } from '@pulse/kit';
import { medicalStorage } from '../storage/medical-storage.js';
import { decryptTags } from './crypto.js';

/** A file name safe as one archive path segment. */
const segment = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 120) || 'file';

export const scanMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const { query } = memberSql(services);
    const { storage } = medicalStorage(services);
    const scans = await query((s) => `SELECT * FROM ${s}.scans WHERE owner_id = ? ORDER BY scan_date, id`, [memberId]);
    const files = await query(
      (s) => `SELECT id, scan_id, storage_key, file_name, size, study_uid, series_uid, sop_uid, info FROM ${s}.scan_files WHERE owner_id = ? ORDER BY scan_id, id`,
      [memberId],
    );
    const log = await query(
      (s) => `SELECT l.id, l.scan_id, l.actor_id, l.action, l.allowed, l.file_id, l.at FROM ${s}.access_log l WHERE l.owner_id = ? ORDER BY l.at, l.id`,
      [memberId],
    );
    const documents = [];
    for (const scan of scans) {
      const { patient_cipher: cipher, ...rest } = scan;
      const patient = cipher ? decryptTags(services.config.medical.tagKey, String(scan.id), cipher as Buffer) : null;
      const studies = new Map<string, Map<string, Row[]>>();
      for (const file of files.filter((f) => f.scan_id === scan.id)) {
        const path = `${String(scan.id)}/${String(file.id)}-${segment(String(file.file_name))}`;
        const exported = await exportStoredFile(storage, out, path, String(file.storage_key));
        const { storage_key: _key, scan_id: _scan, ...meta } = file;
        const series = studies.get(String(file.study_uid)) ?? new Map<string, Row[]>();
        studies.set(String(file.study_uid), series);
        series.set(String(file.series_uid), [
          ...(series.get(String(file.series_uid)) ?? []),
          { ...camelRows([meta])[0], file: exported ? archiveFilePath(services, 'scans', path) : null },
        ]);
      }
      documents.push({
        ...camelRows([rest])[0],
        patient,
        manifest: [...studies].map(([studyInstanceUid, series]) => ({
          studyInstanceUid,
          series: [...series].map(([seriesInstanceUid, instances]) => ({ seriesInstanceUid, instances })),
        })),
      });
    }
    out.json('scans', { scans: documents, accessLog: camelRows(log) });
  },

  async erase(services, memberId) {
    const { transaction } = memberSql(services);
    const keys = await transaction(async (run) => {
      const stored = await run(
        (s) =>
          `SELECT storage_key FROM ${s}.scan_files WHERE owner_id = ?
           UNION SELECT storage_key FROM ${s}.uploads WHERE owner_id = ?`,
        [memberId, memberId],
      );
      await run((s) => `DELETE FROM ${s}.uploads WHERE owner_id = ?`, [memberId]);
      await run((s) => `DELETE FROM ${s}.scans WHERE owner_id = ?`, [memberId]);
      await run((s) => `UPDATE ${s}.access_log SET actor_id = NULL WHERE actor_id = ?`, [memberId]);
      return stored.map((r) => String(r.storage_key));
    });
    // After the rows: a file whose row is gone is never served.
    await deleteStoredFiles(medicalStorage(services).storage, keys);
  },
};
