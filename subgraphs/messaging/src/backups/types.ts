// What the key backup answers: how to derive its key (never the key), and the encrypted history.
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('KeyBackup', { description: 'Your key backup as the server keeps it: only a device with the recovery phrase can open anything in it.' })
export class KeyBackup {
  @Field(() => String) kdf!: string;
  @Field(() => Int) iterations!: number;
  @Field(() => String, { description: 'Base64 of the salt.' }) salt!: string;
  @Field(() => String, { description: 'Base64 of the encrypted check value.' }) check!: string;
  @Field(() => Int, { description: 'History segments stored.' }) segments!: number;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType('BackupSegment')
export class BackupSegment {
  @Field(() => ID) id!: string;
  @Field(() => ID) conversationId!: string;
  @Field(() => String, { description: 'Base64 of the encrypted history, as a device wrote it.' }) data!: string;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('BackupSegmentPage')
export class BackupSegmentPage {
  @Field(() => [BackupSegment], { description: 'Oldest first.' }) nodes!: BackupSegment[];
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page.' }) endCursor!: string | null;
  @Field(() => Boolean) hasNextPage!: boolean;
}
