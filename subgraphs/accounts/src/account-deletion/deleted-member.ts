// What a deleted member's row becomes. The row itself stays: every other subgraph refers to the
// member by id (a message's sender, a conversation's participant), and the federation resolves
// those references here, so they answer "Deleted member" instead of failing. Everything personal
// in it goes, and the email and username are free for anyone at once (docs/member-data.md).
export const DELETED_MEMBER_NAME = 'Deleted member';

/** A username nobody chooses (the spec's usernames are letters, digits and underscores; this has dashes). */
export const deletedUsernameOf = (memberId: string) => `deleted-${memberId}`;
/** An address under the reserved `.invalid` top-level domain: it never receives mail nor matches a login. */
export const deletedEmailOf = (memberId: string) => `deleted-${memberId}@deleted.invalid`;
