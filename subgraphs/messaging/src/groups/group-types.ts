// What the groups' operations answer. Not tables of their own: rows of mls_groups and
// handshakes read by SQL (a commit's bytes are only ever handed back as they came).
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DeviceRef } from '../devices/operations/claim-key-packages.js';

@ObjectType('GroupEpoch', { description: "A conversation's MLS group after a commit." })
export class GroupEpoch {
  @Field(() => ID) conversationId!: string;
  @Field(() => Int, { description: 'The epoch the group is in now.' }) epoch!: number;
}

@ObjectType('Handshake', { description: 'A commit, in the order the delivery service accepted it.' })
export class Handshake {
  @Field(() => Int, { description: 'The epoch it was made in; applying it moves the group to epoch + 1.' }) epoch!: number;
  @Field(() => ID) senderDeviceId!: string;
  @Field(() => String, { description: 'Base64 of the MLS message.' }) commit!: string;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('GroupWelcome', { description: 'The Welcome that added your device to the group.' })
export class GroupWelcome {
  @Field(() => Int, { description: 'The epoch your device joined at (the commit that added it was made in epoch - 1).' }) epoch!: number;
  @Field(() => String, { description: 'Base64 of the MLS Welcome.' }) welcome!: string;
}

@ObjectType('GroupHandshakes', { description: "What a device needs to catch up with a conversation's MLS group." })
export class GroupHandshakes {
  @Field(() => Int, { description: 'The epoch the group is in (0 before its first commit).' }) epoch!: number;
  @Field(() => String, { nullable: true, description: 'Base64 of the GroupInfo of the current epoch.' }) groupInfo!: string | null;
  @Field(() => GroupWelcome, { nullable: true, description: 'The latest Welcome for your device, if one added it.' }) welcome!: GroupWelcome | null;
  @Field(() => [Handshake], { description: 'Commits from the epoch asked for (or from the one your device joined at), oldest first.' })
  handshakes!: Handshake[];
  @Field(() => [DeviceRef], { description: 'Removed devices still in the group: the next device to commit removes their leaves (removedDeviceIds).' })
  removals!: DeviceRef[];
  @Field(() => [DeviceRef], {
    description:
      "Active devices of the conversation's members with key packages that are not in the group (registered since): the next device to commit adds them (claimKeyPackages with their ids).",
  })
  additions!: DeviceRef[];
  @Field(() => Boolean, { description: "More commits follow: read again from the last one's epoch + 1." }) hasMore!: boolean;
}
