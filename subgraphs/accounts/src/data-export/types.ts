import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum DataExportStatus {
  PENDING = 'PENDING',
  RUNNING = 'RUNNING',
  READY = 'READY',
  FAILED = 'FAILED',
  EXPIRED = 'EXPIRED',
}
registerEnumType(DataExportStatus, { name: 'DataExportStatus' });

@ObjectType('DataExport', { description: "A copy of all a member's data, as one zip archive (docs/member-data.md). Only its member sees it." })
export class DataExport {
  @Field(() => ID) id!: string;
  @Field(() => DataExportStatus) status!: DataExportStatus;
  @Field(() => Int, { description: 'How far the archive is, 0-100.' }) progress!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When the archive is deleted (READY only).' }) expiresAt!: Date | null;
  @Field(() => String, {
    nullable: true,
    description: 'A signed link to the archive, valid for 15 minutes from this answer (READY only); ask again for a fresh one.',
  })
  downloadUrl!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Why the export failed, in words for its member, e.g. "Your export is too large to make into one archive (over 4 GB). ..." (FAILED only).',
  })
  failure!: string | null;
}

export interface DataExportRow {
  id: string;
  member_id: string;
  status: DataExportStatus;
  progress: number;
  archive_key: string | null;
  created_at: Date;
  expires_at: Date | null;
  failure: string | null;
}
