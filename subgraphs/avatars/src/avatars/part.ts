// Avatars: a member's 3D avatars (one default), made by durable generation, rigging and
// animation tasks (offline generator or Meshy), or uploaded as GLB. docs/avatars.md.
import type { SubgraphPart } from '@pulse/kit';
import { avatarEntities } from './entities.js';
import { avatarMigrations } from './migrations.js';
import { AnimateAvatarResolver } from './operations/animate-avatar.js';
import { AnimationLibraryResolver, AvatarAnimation } from './operations/animation-library.js';
import { AvatarQueriesResolver, AvatarTaskFieldsResolver } from './operations/avatar-queries.js';
import { AvatarRig, AvatarRigResolver } from './operations/avatar-rig.js';
import { AvatarTaskUpdatedResolver } from './operations/avatar-task-updated.js';
import { CancelAvatarTaskResolver } from './operations/cancel-avatar-task.js';
import { CreateAvatarResolver } from './operations/create-avatar.js';
import { DeleteAvatarResolver } from './operations/delete-avatar.js';
import { RigAvatarResolver } from './operations/rig-avatar.js';
import { SetDefaultAvatarResolver } from './operations/set-default-avatar.js';
import { avatarTaskWorker } from './task-job.js';
import { avatarUploadRoutes } from './upload-route.js';
import { avatarMemberData } from './member-data.js';

export const avatars: SubgraphPart = {
  name: 'avatars',
  resolvers: [
    AvatarQueriesResolver,
    AvatarTaskFieldsResolver,
    CreateAvatarResolver,
    SetDefaultAvatarResolver,
    DeleteAvatarResolver,
    CancelAvatarTaskResolver,
    RigAvatarResolver,
    AnimateAvatarResolver,
    AnimationLibraryResolver,
    AvatarRigResolver,
    AvatarTaskUpdatedResolver,
  ],
  orphanedTypes: [AvatarAnimation, AvatarRig],
  entities: avatarEntities,
  migrations: avatarMigrations,
  jobs: [avatarTaskWorker],
  routes: avatarUploadRoutes,
  memberData: avatarMemberData,
};
