// The world the authz matrix's rows run in (its type, Fixtures, is kit's: @pulse/kit/authz, so
// the subgraphs' rows can name it): one member per column of the table, built through the API
// once, and the owner's objects. Rows that read use the shared objects; rows that change or
// destroy an object ask for a fresh one (`fresh`), so no row's outcome depends on which rows ran
// before it or next to it.
import type { Actor, Fixtures, FreshObjects, Run } from '@pulse/kit/authz';
import { adminCommand, client, registerMember, type Member, type Stack } from '@pulse/dev-env';

/** Registered with this address, the admin gets the ADMIN role (the stack's ADMIN_EMAILS). */
export const ADMIN_EMAIL = 'authz-admin@example.com';

/** Limits raised so that a few hundred requests from the same members and address pass. */
export const MATRIX_ENV: Record<string, string> = {
  ADMIN_EMAILS: ADMIN_EMAIL,
  REGISTER_LIMIT_PER_IP: '10000',
  POST_LIMIT_PER_HOUR: '100000',
  MESSAGE_LIMIT_PER_MINUTE: '100000',
  // Each moderation row's cell reports a fresh post (moderation/authz.ts freshCase), over GraphQL and REST.
  REPORT_LIMIT_PER_HOUR: '100000',
  // The shared call must still ring when the last row reads it.
  CALL_RING_TIMEOUT_SECONDS: '3600',
};

async function grantModerator(stack: Stack, member: Member): Promise<Member> {
  const granted = await adminCommand(stack, 'grant', member.input.email, '--role', 'moderator');
  if (granted.code !== 0) throw new Error(`granting the matrix's moderator failed: ${granted.err || granted.out}`);
  const data = await strictClient(stack)<{ login: { token: string } }>('mutation($input: LoginInput!) { login(input: $input) { token } }', {
    input: { email: member.input.email, password: member.password },
  });
  return { ...member, token: data.login.token };
}

/** A request that must succeed (fixtures are never under test): its data, or a thrown error. */
function strictClient(stack: Stack): Run {
  const raw = client(stack);
  return async <T = unknown>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
    const r = await raw(query, variables, token);
    if (r.errors) throw new Error(`fixture request failed: ${query}\n${JSON.stringify(r.errors)}`);
    return r.data as T;
  };
}

const CREATE_POST = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id poll { id options { id } } } }';
const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();

export async function buildFixtures(stack: Stack): Promise<Fixtures> {
  const call = strictClient(stack);
  const [owner, participant, stranger, registeredModerator, admin, suspended] = await Promise.all([
    registerMember(stack),
    registerMember(stack),
    registerMember(stack),
    registerMember(stack),
    registerMember(stack, { email: ADMIN_EMAIL }),
    registerMember(stack),
  ]);
  // The moderator column is a member with the moderator role (issue 23: the moderation queue,
  // moderator removal, releasing held content), granted the documented way; their next token
  // carries the role.
  const moderator = await grantModerator(stack, registeredModerator);

  const createPost = async (author: Member, input: Record<string, unknown>) =>
    (await call<{ createPost: { id: string; poll: { id: string; options: { id: string }[] } | null } }>(CREATE_POST, { input }, author.token)).createPost;
  const statusInput = (status: 'draft' | 'scheduled' | 'published') =>
    status === 'draft' ? { draft: true } : status === 'scheduled' ? { scheduledFor: inAWeek(), timezone: 'UTC' } : {};

  const fresh: FreshObjects = {
    post: async (status) => (await createPost(owner, { content: `authz ${status} post`, ...statusInput(status) })).id,
    poll: async () => {
      const post = await createPost(owner, { content: 'authz poll', type: 'POLL', poll: { options: ['yes', 'no'] } });
      return { id: post.poll!.id, postId: post.id, optionId: post.poll!.options[0].id };
    },
    call: async (from) => {
      const partner = await registerMember(stack);
      const [caller, callee] = from === 'owner' ? [owner, partner] : [partner, owner];
      const data = await call<{ createCall: { id: string } }>(
        'mutation($input: CreateCallInput!) { createCall(input: $input) { id } }',
        { input: { recipientId: callee.user.id, video: false } },
        caller.token,
      );
      return data.createCall.id;
    },
    notification: async () => {
      const post = (await createPost(owner, { content: 'authz liked post' })).id;
      await call('mutation($id: ID!) { likePost(id: $id) { id } }', { id: post }, participant.token);
      // Written in the like's transaction: it is there once likePost answered.
      const data = await call<{ notifications: { nodes: { id: string; post: { id: string } | null }[] } }>(
        '{ notifications(first: 100) { nodes { id post { id } } } }',
        {},
        owner.token,
      );
      const found = data.notifications.nodes.find((n) => n.post?.id === post);
      if (!found) throw new Error('fixture: the like made no notification for the owner');
      return found.id;
    },
    member: () => registerMember(stack),
    session: async (member) => {
      const data = await call<{ login: { token: string } }>('mutation($input: LoginInput!) { login(input: $input) { token } }', {
        input: { email: member.input.email, password: member.password },
      });
      return data.login.token;
    },
  };

  const [draft, scheduled, published, poll, bookmarked, participantDraft, notification] = await Promise.all([
    fresh.post('draft'),
    fresh.post('scheduled'),
    fresh.post('published'),
    fresh.poll(),
    createPost(participant, { content: 'authz bookmarked post' }).then((p) => p.id),
    createPost(participant, { content: 'authz participant draft', draft: true }).then((p) => p.id),
    fresh.notification(),
  ]);
  await call('mutation($id: ID!) { bookmarkPost(id: $id) { id } }', { id: bookmarked }, owner.token);

  const conversation = (
    await call<{ createConversation: { id: string } }>('mutation($id: ID!) { createConversation(targetUserId: $id) { id } }', { id: participant.user.id }, owner.token)
  ).createConversation.id;
  const send = (member: Member, body: string) =>
    call<{ sendMessage: { id: string; cursor: string } }>(
      'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id cursor } }',
      { input: { conversationId: conversation, body } },
      member.token,
    );
  const before = (await send(owner, 'authz first')).sendMessage;
  const message = (await send(participant, 'authz reply')).sendMessage;
  const ownerCall = (
    await call<{ createCall: { id: string } }>(
      'mutation($input: CreateCallInput!) { createCall(input: $input) { id } }',
      { input: { recipientId: participant.user.id, video: false } },
      owner.token,
    )
  ).createCall.id;

  // The suspended member's token was issued before the suspension: it must die everywhere.
  await call('mutation($id: ID!) { suspendUser(userId: $id, reason: "authz matrix") { id } }', { id: suspended.user.id }, admin.token);

  return {
    url: stack.url,
    members: { owner, participant, stranger, moderator, admin, suspended },
    draft,
    scheduled,
    published,
    poll,
    bookmarked,
    participantDraft,
    conversation,
    message: message.id,
    beforeMessage: before.cursor,
    call: ownerCall,
    notification,
    fresh,
    run: call,
  };
}

/** The token an actor sends: none for anonymous. */
export function tokenOf(fixtures: Fixtures, actor: Actor): string | undefined {
  return actor === 'anonymous' ? undefined : fixtures.members[actor].token;
}
