// A published MLS key package of a device (RFC 9420 section 10): public, single-use unless it
// is the device's last-resort one. Not a GraphQL type: claimKeyPackages hands out the bytes.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'key_packages' })
export class KeyPackage {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', fieldName: 'device_id' })
  deviceId!: string;

  @Property({ type: 'blob' })
  ref!: Buffer;

  @Property({ type: 'blob', fieldName: 'key_package' })
  keyPackage!: Buffer;

  @Property({ type: 'boolean', fieldName: 'last_resort' })
  lastResort = false;

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt!: Date;
}
