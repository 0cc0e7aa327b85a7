import { EntitySchema } from '@mikro-orm/postgresql';
import type { Role } from '@pulse/kit';

export class User {
  id!: string;
  email!: string;
  username!: string;
  name!: string;
  passwordHash!: string;
  emailVerified = false;
  image: string | null = null;
  bio: string | null = null;
  bioLink: string | null = null;
  role: Role = 'member';
  suspended = false;
  suspendedReason: string | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'users',
  properties: {
    id: { type: 'string', primary: true },
    email: { type: 'string' },
    username: { type: 'string' },
    name: { type: 'string' },
    passwordHash: { type: 'string', fieldName: 'password_hash', hidden: true, lazy: true },
    emailVerified: { type: 'boolean', fieldName: 'email_verified' },
    image: { type: 'string', nullable: true },
    bio: { type: 'string', nullable: true },
    bioLink: { type: 'string', fieldName: 'bio_link', nullable: true },
    role: { type: 'string' },
    suspended: { type: 'boolean' },
    suspendedReason: { type: 'string', fieldName: 'suspended_reason', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at' },
    updatedAt: { type: 'Date', fieldName: 'updated_at', onUpdate: () => new Date() },
  },
});
