// The worker thread of parse-off-thread.ts: reads DICOM files one at a time (bytes handed over)
// with read-dicom.mjs and answers each one's info, its identifying tags and its blanked bytes
// (moved back, not copied), or the member-facing refusal. It stays for the next file. Plain
// JavaScript, so it runs the same under tsx, plain node and Vitest.
import { parentPort } from 'node:worker_threads';
import { readDicom, DicomFileError } from './read-dicom.mjs';

parentPort.on('message', (job) => {
  try {
    const { info, patient, scrubbed } = readDicom(job.bytes);
    parentPort.postMessage({ ok: true, info, patient, scrubbed }, [scrubbed.buffer]);
  } catch (error) {
    parentPort.postMessage(
      error instanceof DicomFileError
        ? { ok: false, reason: error.reason, message: error.message }
        : { ok: false, error: error instanceof Error ? error.message : String(error) },
    );
  }
});
