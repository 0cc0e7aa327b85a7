// The spec's AI paths (section 7): POST /ai/chat {message, conversationId}, GET and POST
// /ai/conversations, POST /ai/rag {query, sources}. docs/health-design.md section 2.
// Enum values are answered in lowercase ("assistant", "retrieved", "knowledge"), as JSON clients
// expect; sources are accepted in any case.
import { z } from 'zod';
import { cursorQuery, defineRoute, intQuery, optionalId, optionalText, pageInfoAnswer, requiredText, type RestRoute } from '@pulse/kit/rest';
import {
  RestAssistantChatDocument,
  RestAssistantConversationsDocument,
  RestSearchHealthDocument,
  RestStartAssistantConversationDocument,
  type HealthSource,
  type RestAssistantConversationFragment,
  type RestAssistantMessageFragment,
  type RestPassageSourceFragment,
} from '../rest.generated.js';
import { CONVERSATION_CURSOR } from './cursors.js';
import { MESSAGE_MAX_LENGTH, QUERY_MAX_LENGTH, TITLE_MAX_LENGTH } from './limits.js';

const SOURCES = ['KNOWLEDGE', 'MEALS', 'WEARABLES', 'ACTIVITIES', 'GOALS', 'CALENDAR', 'LIMITATIONS', 'EXERCISE'] as const;

const source = z.object({ kind: z.string(), id: z.string(), title: z.string(), url: z.string().nullable() });
const restSource = (s: RestPassageSourceFragment) => ({ kind: s.kind.toLowerCase(), id: s.id, title: s.title, url: s.url });

const messageAnswer = z.object({
  id: z.string(),
  conversationId: z.string(),
  role: z.string().meta({ description: 'user or assistant' }),
  content: z.string(),
  mode: z.string().nullable().meta({ description: 'generated (a configured model wrote it) or retrieved (no model: the passages themselves)' }),
  state: z.string().meta({ description: 'streaming, done or failed' }),
  error: z.string().nullable(),
  citations: z.array(source),
  createdAt: z.string(),
});
const restMessage = (m: RestAssistantMessageFragment) => ({
  id: m.id,
  conversationId: m.conversationId,
  role: m.role.toLowerCase(),
  content: m.content,
  mode: m.mode?.toLowerCase() ?? null,
  state: m.state.toLowerCase(),
  error: m.error,
  citations: m.citations.map(restSource),
  createdAt: m.createdAt,
});

const conversationAnswer = z.object({ id: z.string(), title: z.string(), createdAt: z.string(), updatedAt: z.string() });
const restConversation = (c: RestAssistantConversationFragment) => ({ id: c.id, title: c.title, createdAt: c.createdAt, updatedAt: c.updatedAt });

/** `sources` as a list of names in any case; absent or empty: everywhere. */
const sourcesField = z
  .array(z.string().max(20, 'Unknown source'), { error: 'sources must be a list' })
  .max(8, 'At most 8 sources')
  .nullish()
  .transform((values, ctx): HealthSource[] | null => {
    if (!values?.length) return null;
    const out: HealthSource[] = [];
    for (const value of values) {
      const match = SOURCES.find((s) => s === value.trim().toUpperCase());
      if (!match) {
        ctx.addIssue({ code: 'custom', message: `sources must be among ${SOURCES.map((s) => s.toLowerCase()).join(', ')}` });
        return z.NEVER;
      }
      out.push(match);
    }
    return out;
  });

export const assistantRoutes: RestRoute[] = [
  defineRoute({
    method: 'post',
    path: '/ai/chat',
    summary: 'Ask the health assistant; answers once the reply is written (at most AI_TIMEOUT_MS)',
    description:
      'Stores the message (in conversationId, or a new conversation) and answers the assistant’s reply. With no AI model configured the reply is the retrieved passages, mode "retrieved", labelled "Retrieved passages (no assistant is configured)". A reply the AI service failed is answered with state "failed" and its error; one still being written after AI_TIMEOUT_MS with state "streaming" and the text so far (follow it with the assistantReply subscription).',
    auth: 'member',
    body: z.object({
      message: requiredText('message', MESSAGE_MAX_LENGTH),
      conversationId: optionalId('conversationId'),
    }),
    document: RestAssistantChatDocument,
    variables: ({ body }) => ({ input: { message: body.message, conversationId: body.conversationId, waitForReply: true } }),
    response: z.object({ conversationId: z.string(), message: messageAnswer }),
    respond: (data) => ({ conversationId: data.sendAssistantMessage.conversationId, message: restMessage(data.sendAssistantMessage) }),
  }),
  defineRoute({
    method: 'get',
    path: '/ai/conversations',
    summary: 'The caller’s assistant conversations, most recently active first',
    auth: 'member',
    query: z.object({
      limit: intQuery('limit', 1, 'Page size (default 20)'),
      cursor: cursorQuery('cursor', CONVERSATION_CURSOR).meta({ description: 'The endCursor of the previous page' }),
    }),
    document: RestAssistantConversationsDocument,
    variables: ({ query }) => ({ first: query.limit, after: query.cursor || null }),
    response: z.object({ conversations: z.array(conversationAnswer), pageInfo: pageInfoAnswer }),
    respond: (data) => ({ conversations: data.assistantConversations.nodes.map(restConversation), pageInfo: data.assistantConversations.pageInfo }),
  }),
  defineRoute({
    method: 'post',
    path: '/ai/conversations',
    summary: 'Start an assistant conversation',
    auth: 'member',
    body: z.object({ title: optionalText('title', TITLE_MAX_LENGTH) }),
    document: RestStartAssistantConversationDocument,
    variables: ({ body }) => ({ input: { title: body.title ?? null } }),
    response: z.object({ conversation: conversationAnswer }),
    respond: (data) => ({ conversation: restConversation(data.startAssistantConversation) }),
  }),
  defineRoute({
    method: 'post',
    path: '/ai/rag',
    summary: 'Passages from the knowledge base and the caller’s health data closest to a query',
    auth: 'member',
    body: z.object({ query: requiredText('query', QUERY_MAX_LENGTH), sources: sourcesField }),
    document: RestSearchHealthDocument,
    variables: ({ body }) => ({ input: { query: body.query, sources: body.sources } }),
    response: z.object({ results: z.array(z.object({ text: z.string(), score: z.number(), source })) }),
    respond: (data) => ({ results: data.searchHealth.map((r) => ({ text: r.text, score: r.score, source: restSource(r.source) })) }),
  }),
];
