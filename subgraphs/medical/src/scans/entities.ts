// The medical tables: one class each is both the table (MikroORM) and, where it is public, the
// GraphQL type (type-graphql). A scan belongs to its owner alone (never an admin): every read
// goes through owned.ts. docs/medical.md.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { newId } from '@pulse/kit';
import { MedicalScanType } from './scan-type.js';

export { MedicalScanType };

export enum MedicalAccessAction {
  VIEW = 'view',
  MANIFEST = 'manifest',
  DOWNLOAD = 'download',
}
registerEnumType(MedicalAccessAction, {
  name: 'MedicalAccessAction',
  description: "VIEW: the scan was read; MANIFEST: its viewer's manifest (links to its files) was read; DOWNLOAD: one of its files was fetched.",
});

@Entity({ tableName: 'scans' })
@ObjectType('MedicalScan', { description: 'A medical scan (DICOM study or studies) of its owner. Nobody else, admins included, can read it.' })
export class MedicalScan {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id: string = newId();

  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  description: string = '';

  @Property({ type: 'string', fieldName: 'body_part' })
  @Field(() => String, { description: "The body part, as given or from the files' BodyPartExamined ('' when neither says)." })
  bodyPart: string = '';

  @Property({ type: 'string', fieldName: 'scan_type' })
  @Field(() => MedicalScanType)
  scanType!: MedicalScanType;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'The DICOM Modality of its files (CT, MR, CR...), comma-separated when they differ.' })
  modality!: string;

  @Property({ type: 'Date', fieldName: 'scan_date' })
  @Field(() => Date, { description: 'When it was taken: as given, else the StudyDate (and StudyTime) of its files, else when it was uploaded.' })
  scanDate!: Date;

  @Property({ type: 'integer', fieldName: 'file_count' })
  @Field(() => Int)
  fileCount!: number;

  @Property({ type: 'integer', fieldName: 'series_count' })
  @Field(() => Int)
  seriesCount!: number;

  /** A double: exact past 2^53 bytes of files, which no scan reaches. */
  @Property({ type: 'double', fieldName: 'total_bytes' })
  totalBytes!: number;

  /** The patient-identifying tags of its files (JSON), AES-256-GCM (crypto.ts); null when the files had none. */
  @Property({ type: 'blob', fieldName: 'patient_cipher', nullable: true })
  patientCipher: Buffer | null = null;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();
}

@Entity({ tableName: 'scan_files' })
export class MedicalScanFile {
  @PrimaryKey({ type: 'string' })
  id: string = newId();

  @Property({ type: 'string', fieldName: 'scan_id' })
  scanId!: string;

  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'string', fieldName: 'storage_key' })
  storageKey!: string;

  @Property({ type: 'string', fieldName: 'file_name' })
  fileName!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'string', fieldName: 'study_uid' })
  studyUid!: string;

  @Property({ type: 'string', fieldName: 'series_uid' })
  seriesUid!: string;

  @Property({ type: 'string', fieldName: 'sop_uid' })
  sopUid!: string;

  /** Everything else the manifest shows of it (read-dicom.mjs's DicomInfo, less the UIDs). */
  @Property({ type: 'json' })
  info!: FileInfo;
}

export interface FileInfo {
  modality: string | null;
  studyDate: string | null;
  studyTime: string | null;
  studyDescription: string | null;
  seriesDescription: string | null;
  bodyPartExamined: string | null;
  seriesNumber: number | null;
  instanceNumber: number | null;
  sliceLocation: number | null;
  imagePosition: number[] | null;
  imageOrientation: number[] | null;
  rows: number | null;
  columns: number | null;
  numberOfFrames: number;
  windowCenter: number | null;
  windowWidth: number | null;
  transferSyntax: string | null;
}

/** One signed upload URL and the file it took. */
@Entity({ tableName: 'uploads' })
export class MedicalUpload {
  @PrimaryKey({ type: 'string' })
  id: string = newId();

  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'string', fieldName: 'file_name' })
  fileName!: string;

  @Property({ type: 'string', fieldName: 'file_type' })
  fileType!: string;

  @Property({ type: 'string', fieldName: 'storage_key' })
  storageKey!: string;

  @Property({ type: 'Date', fieldName: 'expires_at' })
  expiresAt!: Date;

  /** When its file arrived (local storage: the PUT; S3: when a scan claimed it). */
  @Property({ type: 'Date', fieldName: 'received_at', nullable: true })
  receivedAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  size: number | null = null;

  /** The scan it became part of (once only). */
  @Property({ type: 'string', fieldName: 'scan_id', nullable: true })
  scanId: string | null = null;

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt: Date = new Date();
}

@Entity({ tableName: 'access_log' })
@ObjectType('MedicalAccessEntry', { description: "One read of a scan: who, what, when, and whether it was let through. Only the scan's owner reads its log." })
export class MedicalAccessEntry {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id: string = newId();

  @Property({ type: 'string', fieldName: 'scan_id' })
  @Field(() => ID)
  scanId!: string;

  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'string', fieldName: 'actor_id', nullable: true })
  @Field(() => ID, { nullable: true, description: 'The member who asked (null: someone signed out, with a link).' })
  actorId: string | null = null;

  @Property({ type: 'string' })
  @Field(() => MedicalAccessAction)
  action!: MedicalAccessAction;

  @Property({ type: 'boolean' })
  @Field(() => Boolean, { description: 'False when it was refused (another member, an admin): they were told the scan does not exist.' })
  allowed!: boolean;

  @Property({ type: 'string', fieldName: 'file_id', nullable: true })
  @Field(() => ID, { nullable: true, description: 'The file fetched (DOWNLOAD).' })
  fileId: string | null = null;

  @Property({ type: 'Date' })
  @Field(() => Date)
  at!: Date;
}

@ObjectType('MedicalPatient', { description: "The patient-identifying DICOM tags of a scan's files, stored encrypted; shown to the owner only." })
export class MedicalPatient {
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String, { nullable: true, description: 'PatientID.' }) patientId!: string | null;
  @Field(() => String, { nullable: true, description: 'PatientBirthDate as DICOM writes it (YYYYMMDD).' }) birthDate!: string | null;
  @Field(() => String, { nullable: true }) sex!: string | null;
  @Field(() => String, { nullable: true }) age!: string | null;
  @Field(() => String, { nullable: true }) institution!: string | null;
  @Field(() => String, { nullable: true }) referringPhysician!: string | null;
  @Field(() => String, { nullable: true }) accessionNumber!: string | null;
  @Field(() => [MedicalTag], { description: 'Every identifying tag the files had, by DICOM keyword.' }) tags!: MedicalTag[];
}

@ObjectType('MedicalTag')
export class MedicalTag {
  @Field(() => String) keyword!: string;
  @Field(() => String) value!: string;
}

@ObjectType('MedicalViewingPreset', { description: 'A window preset of the viewer (spec section 3).' })
export class MedicalViewingPreset {
  @Field(() => String) name!: string;
  @Field(() => Float) windowWidth!: number;
  @Field(() => Float) windowCenter!: number;
}

@ObjectType('MedicalInstance', { description: 'One image (file) of a series.' })
export class MedicalInstance {
  @Field(() => ID) id!: string;
  @Field(() => Int, { nullable: true }) instanceNumber!: number | null;
  @Field(() => Float, { nullable: true }) sliceLocation!: number | null;
  @Field(() => [Float], { nullable: true, description: 'ImagePositionPatient (mm).' }) imagePosition!: number[] | null;
  @Field(() => Int, { nullable: true }) rows!: number | null;
  @Field(() => Int, { nullable: true }) columns!: number | null;
  @Field(() => Int) numberOfFrames!: number;
  @Field(() => Float, { nullable: true }) windowCenter!: number | null;
  @Field(() => Float, { nullable: true }) windowWidth!: number | null;
  @Field(() => String, { description: 'A signed link to the file (our origin), valid for a while; each fetch is logged.' }) url!: string;
}

@ObjectType('MedicalSeries')
export class MedicalSeries {
  @Field(() => String) seriesInstanceUid!: string;
  @Field(() => Int, { nullable: true }) seriesNumber!: number | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true }) modality!: string | null;
  @Field(() => Int, { nullable: true }) rows!: number | null;
  @Field(() => Int, { nullable: true }) columns!: number | null;
  @Field(() => Float, { nullable: true, description: "The window the files suggest (their first instance's WindowCenter)." }) windowCenter!: number | null;
  @Field(() => Float, { nullable: true }) windowWidth!: number | null;
  @Field(() => [MedicalInstance], { description: 'Ordered by instance number, then slice position.' }) instances!: MedicalInstance[];
}

@ObjectType('MedicalStudy')
export class MedicalStudy {
  @Field(() => String) studyInstanceUid!: string;
  @Field(() => String, { nullable: true, description: 'StudyDate (YYYYMMDD).' }) studyDate!: string | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => [MedicalSeries]) series!: MedicalSeries[];
}

@ObjectType('MedicalScanManifest', { description: "What the viewer loads: the scan's studies and series with their images in order, and the viewing presets." })
export class MedicalScanManifest {
  @Field(() => ID) scanId!: string;
  @Field(() => [MedicalStudy]) studies!: MedicalStudy[];
  @Field(() => [MedicalViewingPreset]) presets!: MedicalViewingPreset[];
}

export const medicalEntities = [MedicalScan, MedicalScanFile, MedicalUpload, MedicalAccessEntry];
