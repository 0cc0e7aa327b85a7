// Moderation's rows of the authz matrix (docs/authz-matrix.md). Reporting: any member but the
// author (the owner reporting their own post is BAD_USER_INPUT). The queue and decisions:
// moderators and admins, checked by the admin subgraph. Each decision aims at a case of its own
// (a fresh post of the owner's, reported by the participant), so no cell decides another's.
import { A, BAD, F, U, type AuthzRows, type Expectations, type Fixtures } from '@pulse/kit/authz';

const MODERATORS: Expectations = { anonymous: U, stranger: F, owner: F, moderator: A, admin: A, suspended: U };
const REPORT = 'mutation($input: ReportContentInput!) { reportContent(input: $input) { id } }';
const QUEUE = '{ moderationQueue(first: 100, kind: POST) { nodes { id targetId } } }';

/** A fresh post of the owner's, reported by the participant: its case id. */
async function freshCase(f: Fixtures): Promise<string> {
  const post = await f.fresh.post('published');
  await f.run(REPORT, { input: { kind: 'POST', id: post, reason: 'SPAM' } }, f.members.participant.token);
  const queue = await f.run<{ moderationQueue: { nodes: { id: string; targetId: string }[] } }>(QUEUE, {}, f.members.admin.token);
  return queue.moderationQueue.nodes.find((c) => c.targetId === post)!.id;
}

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'reportContent',
      about: "the owner's published post",
      document: REPORT,
      variables: (f) => ({ input: { kind: 'POST', id: f.published, reason: 'SPAM' } }),
      expect: { anonymous: U, stranger: A, owner: BAD, moderator: A, admin: A, suspended: U },
      rest: [{ route: 'POST /reports', request: (f) => ({ body: { kind: 'POST', id: f.published, reason: 'spam' } }) }],
    },
    {
      operation: 'moderationQueue',
      about: 'the open reports',
      document: QUEUE,
      expect: MODERATORS,
      rest: [{ route: 'GET /admin/reports', request: () => ({ query: { kind: 'post', limit: '100' } }) }],
    },
    {
      operation: 'moderationCase',
      about: "a report of the owner's post",
      document: 'query($id: ID!) { moderationCase(id: $id) { id } }',
      variables: async (f) => ({ id: await freshCase(f) }),
      expect: MODERATORS,
      rest: [{ route: 'GET /admin/reports/:id', request: async (f) => ({ params: { id: await freshCase(f) } }) }],
    },
    {
      operation: 'resolveReport',
      about: "a report of the owner's post, dismissed",
      document: 'mutation($id: ID!) { resolveReport(input: { id: $id, action: DISMISS }) { id } }',
      variables: async (f) => ({ id: await freshCase(f) }),
      expect: MODERATORS,
      rest: [{ route: 'POST /admin/reports/:id/resolve', request: async (f) => ({ params: { id: await freshCase(f) }, body: { action: 'DISMISS' } }) }],
    },
  ],
};
