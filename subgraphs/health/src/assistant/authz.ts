// Authz rows of the health assistant (docs/health-design.md 1.3): conversations, their messages
// and the assistantReply subscription are the owner's only (NOT_FOUND for everyone else, admins
// included); searchHealth here searches the knowledge base, which every member may read (its
// member-data half is owner-only by construction and tested in assistant.gateway.test.ts).
import { MEMBERS, OWNER_ONLY, OWN_LIST, type Fixtures, type Row, type AuthzRows } from '@pulse/kit/authz';

const START = 'mutation($title: String) { startAssistantConversation(input: { title: $title }) { id } }';
const SEND = 'mutation($c: ID, $m: String!) { sendAssistantMessage(input: { conversationId: $c, message: $m }) { id } }';

const owner = (f: Fixtures) => f.members.owner;

/** A new conversation of the owner's. */
const freshConversation = async (f: Fixtures): Promise<string> =>
  (await f.run<{ startAssistantConversation: { id: string } }>(START, { title: 'authz' }, owner(f).token)).startAssistantConversation.id;

/** Sends a question into the conversation as the owner; answers the reply's id. */
const ask = async (f: Fixtures, conversationId: string): Promise<string> =>
  (await f.run<{ sendAssistantMessage: { id: string } }>(SEND, { c: conversationId, m: 'How much sleep do adults need?' }, owner(f).token)).sendAssistantMessage.id;

/** The owner's shared conversation with one exchange in it, made once per matrix run. */
const shared = new WeakMap<Fixtures, Promise<{ conversation: string; reply: string }>>();
function ownerConversation(f: Fixtures): Promise<{ conversation: string; reply: string }> {
  let made = shared.get(f);
  if (!made) {
    made = freshConversation(f).then(async (conversation) => ({ conversation, reply: await ask(f, conversation) }));
    shared.set(f, made);
  }
  return made;
}

const conversationVars = async (f: Fixtures) => ({ id: (await ownerConversation(f)).conversation });

const rows: Row[] = [
  {
    operation: 'assistantConversations',
    about: "the owner's newest conversation",
    made: (f) => freshConversation(f),
    document: '{ assistantConversations(first: 20) { nodes { id } } }',
    shows: ['assistantConversations.nodes.*.id', (_f, made) => made],
    expect: OWN_LIST,
    rest: [{ route: 'GET /ai/conversations', request: () => ({ query: { limit: '20' } }), shows: ['conversations.*.id', (_f, made) => made] }],
  },
  {
    operation: 'assistantConversation',
    about: "the owner's conversation",
    made: async (f) => (await ownerConversation(f)).conversation,
    document: 'query($id: ID!) { assistantConversation(id: $id) { id messages { id } } }',
    variables: (_f, _actor, made) => ({ id: made }),
    shows: ['assistantConversation.id', (_f, made) => made],
    expect: OWNER_ONLY,
  },
  {
    operation: 'assistantMessage',
    about: "the assistant's reply in the owner's conversation",
    made: async (f) => (await ownerConversation(f)).reply,
    document: 'query($id: ID!) { assistantMessage(id: $id) { id content } }',
    variables: (_f, _actor, made) => ({ id: made }),
    shows: ['assistantMessage.id', (_f, made) => made],
    expect: OWNER_ONLY,
  },
  {
    operation: 'searchHealth',
    about: 'the knowledge base (public guidance every member may read)',
    document: 'query { searchHealth(input: { query: "how much sleep do adults need", sources: [KNOWLEDGE] }) { score source { id } } }',
    expect: MEMBERS,
    rest: [{ route: 'POST /ai/rag', request: () => ({ body: { query: 'how much sleep do adults need', sources: ['knowledge'] } }) }],
  },
  {
    operation: 'assistantStatus',
    about: 'whether the assistant is ready (nothing of anyone’s)',
    document: '{ assistantStatus { retrieval model } }',
    expect: MEMBERS,
  },
  {
    operation: 'startAssistantConversation',
    about: "the caller's own new conversation",
    document: 'mutation { startAssistantConversation(input: { title: "authz" }) { id } }',
    expect: MEMBERS,
    rest: [{ route: 'POST /ai/conversations', request: () => ({ body: { title: 'authz' } }) }],
  },
  {
    operation: 'sendAssistantMessage',
    about: "a question in a new conversation of the caller's own",
    document: 'mutation { sendAssistantMessage(input: { message: "How much water should I drink?" }) { id } }',
    expect: MEMBERS,
    rest: [{ route: 'POST /ai/chat', request: () => ({ body: { message: 'How much water should I drink?' } }) }],
  },
  {
    operation: 'sendAssistantMessage',
    about: "a question in the owner's conversation",
    document: SEND,
    variables: async (f: Fixtures) => ({ c: await freshConversation(f), m: 'How much water should I drink?' }),
    expect: OWNER_ONLY,
    rest: [{ route: 'POST /ai/chat', request: async (f) => ({ body: { message: 'How much water should I drink?', conversationId: await freshConversation(f) } }) }],
  },
  {
    operation: 'assistantReply',
    about: "the owner's conversation, named",
    document: 'subscription($id: ID!) { assistantReply(assistantConversationId: $id) { id } }',
    variables: conversationVars,
    trigger: async (f) => ask(f, (await ownerConversation(f)).conversation),
    shows: ['assistantReply.id', (_f, made) => made],
    expect: OWNER_ONLY,
  },
];

export const authz: AuthzRows = { rows };
