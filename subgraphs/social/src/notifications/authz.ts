// The notifications' rows of the authz matrix (docs/authz-matrix.md): the owner's own
// notifications, preferences and counts, and the event of a new notification.
import { MEMBERS, OWN_LIST, AUTHOR_MEMBER_UNSEEN, id, type Row, type AuthzRows } from '@pulse/kit/authz';

const rows: Row[] = [
  {
    operation: 'notifications',
    about: "the owner's newest notification",
    // The other rows' likes and follows notify the owner too: a new one is sure to be on the first page.
    made: (f) => f.fresh.notification(),
    document: '{ notifications(first: 20) { nodes { id } } }',
    shows: ['notifications.nodes.*.id', (_f, made) => made],
    expect: OWN_LIST,
    rest: [{ route: 'GET /notifications', request: () => ({ query: { limit: '20' } }), shows: ['notifications.*.id', (_f, made) => made] }],
  },
  {
    operation: 'notification',
    about: "the owner's notification",
    document: 'query($id: ID!) { notification(id: $id) { id } }',
    variables: id((f) => f.notification),
    expect: AUTHOR_MEMBER_UNSEEN,
  },
  { operation: 'unreadNotificationCount', about: "the caller's own count", document: '{ unreadNotificationCount }', expect: MEMBERS },
  {
    operation: 'notificationPreferences',
    about: "the caller's own preferences",
    document: '{ notificationPreferences { likes } }',
    expect: MEMBERS,
    rest: [{ route: 'GET /notifications/preferences' }],
  },
  {
    operation: 'updateNotificationPreferences',
    about: "the caller's own preferences",
    document: 'mutation { updateNotificationPreferences(input: { likes: true }) { likes } }',
    expect: MEMBERS,
    rest: [{ route: 'PUT /notifications/preferences', request: () => ({ body: { likes: true } }) }],
  },
  {
    operation: 'markNotificationsRead',
    about: "the owner's unread notification (the answer counts what changed)",
    document: 'mutation($id: ID!) { markNotificationsRead(ids: [$id]) }',
    variables: async (f) => ({ id: await f.fresh.notification() }),
    shows: ['markNotificationsRead', () => 1],
    expect: OWN_LIST,
    rest: [
      { route: 'POST /notifications/mark-read', request: async (f) => ({ body: { notificationIds: [await f.fresh.notification()] } }), shows: ['updated', () => 1] },
    ],
  },
  {
    operation: 'markAllNotificationsRead',
    about: "the caller's own notifications",
    document: 'mutation { markAllNotificationsRead }',
    expect: MEMBERS,
    rest: [{ route: 'POST /notifications/mark-all-read' }],
  },
  {
    operation: 'deleteNotification',
    about: "the owner's notification",
    document: 'mutation($id: ID!) { deleteNotification(id: $id) }',
    variables: async (f) => ({ id: await f.fresh.notification() }),
    expect: AUTHOR_MEMBER_UNSEEN,
    rest: [{ route: 'DELETE /notifications/:id', request: async (f) => ({ params: { id: await f.fresh.notification() } }) }],
  },
  // Subscriptions: `allowed`: the event reaches the caller; `hidden`: it does not (checked once
  // every caller expected to get it has it); a code: the subscription is refused when it starts.
  {
    operation: 'notificationCreated',
    about: "a notification of the owner's",
    document: 'subscription { notificationCreated { id } }',
    trigger: (f) => f.fresh.notification(),
    shows: ['notificationCreated.id', (_f, made) => made],
    expect: OWN_LIST,
  },
];

export const authz: AuthzRows = { rows };
