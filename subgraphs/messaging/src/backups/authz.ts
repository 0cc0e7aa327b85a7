// The key backup's rows of the authz matrix (docs/authz-matrix.md): a member's backup and its
// history are theirs alone; history may only be added for a conversation the member is in.
import { OWN_LIST, PARTICIPANTS, memo, owner, type Row, type AuthzRows } from '@pulse/kit/authz';

const SET_UP = 'mutation($input: KeyBackupInput!) { setUpKeyBackup(input: $input) { salt } }';
const ADD = 'mutation($input: BackupSegmentsInput!) { addBackupSegments(input: $input) }';
const b64 = (bytes: number, fill: number) => Buffer.alloc(bytes, fill).toString('base64');
const backupInput = (fill: number) => ({ kdf: 'PBKDF2-SHA256', iterations: 600_000, salt: b64(16, fill), check: b64(40, fill) });

/** The owner's backup (its salt) with one segment of the owner's conversation (its id). */
const ownersBackup = memo(async (f) => {
  await f.run(SET_UP, { input: backupInput(7) }, owner(f).token);
  await f.run(ADD, { input: { segments: [{ conversationId: f.conversation, data: b64(64, 7) }] } }, owner(f).token);
  const { backupSegments } = await f.run<{ backupSegments: { nodes: { id: string }[] } }>('{ backupSegments { nodes { id } } }', {}, owner(f).token);
  return backupSegments.nodes[0].id;
});

const rows: Row[] = [
  {
    operation: 'myKeyBackup',
    about: "the owner's key backup",
    document: '{ myKeyBackup { salt } }',
    made: (f) => ownersBackup(f),
    shows: ['myKeyBackup.salt', () => b64(16, 7)],
    expect: OWN_LIST,
  },
  {
    operation: 'backupSegments',
    about: "the owner's key backup history",
    document: '{ backupSegments { nodes { id } } }',
    made: (f) => ownersBackup(f),
    shows: ['backupSegments.nodes.*.id', (_f, made) => made],
    expect: OWN_LIST,
  },
  {
    operation: 'addBackupSegments',
    about: "history of the owner's conversation",
    document: ADD,
    made: (f) => ownersBackup(f),
    variables: (f) => ({ input: { segments: [{ conversationId: f.conversation, data: b64(64, 1) }] } }),
    expect: PARTICIPANTS,
  },
];

export const authz: AuthzRows = {
  rows,
  noOwnedObject: {
    setUpKeyBackup: "the caller's own backup, made or replaced: there is no one else's to reach",
    deleteKeyBackup: "the caller's own backup: there is no one else's to reach",
  },
};
