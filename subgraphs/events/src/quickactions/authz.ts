// Quick actions: each member reads and saves only their own panel (no id names anyone else's).
import type { AuthzRows } from '@pulse/kit/authz';

export const authz: AuthzRows = {
  rows: [],
  noOwnedObject: {
    quickActions: 'The caller’s own panel: no argument can name another member’s.',
    saveQuickActions: 'Saves the caller’s own panel: no argument can name another member’s.',
  },
};
