// Writing the assistant's reply, in the background of the request that asked (the member gets
// the STREAMING message at once). With a chat model configured, the reply streams from it and is
// written to ai_messages about every 100 ms, one event per write; with none, the reply is
// offline-reply.ts': a sentence computed from the member's own data when the question is about
// it, then at most three relevant passages, labelled as such: never an invented answer.
//
// A reply outlives the request that asked, never the process that writes it: each subgraph
// instance keeps its replies (being written or waiting their turn), and its stop aborts them and
// waits for them before the ORM's pool closes. An aborted reply ends FAILED in the member's words;
// one that outlived the stop used to write to the closed pool ("Unable to acquire a connection",
// "Knex: Timeout acquiring a connection" in the test suite's log).
import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger, type SubgraphServices } from '@pulse/kit';
import { ProviderError, chatProviderFrom, type ChatMessage, type ChatProvider } from '../providers/openai-compatible.js';
import { assistantReplyEvent } from './events.js';
import { AiConversation, AiMessage, AssistantMessageState, AssistantReplyMode, AssistantRole, type RetrievedPassage } from './entities.js';
import { retrieve } from './retrieval.js';
import { offlineReply, RETRIEVED_LABEL, NOTHING_RETRIEVED } from './offline-reply.js';
import { answerFromData } from './own-data/answer.js';
import { parseDataQuestion } from './own-data/question.js';
import { oneAtATime } from '../heavy-work.js';

const log = createLogger('assistant');

export { RETRIEVED_LABEL, NOTHING_RETRIEVED };
export const REPLY_MAX_LENGTH = 20_000;
const WRITE_EVERY_MS = 100;
const PASSAGES = 6;
/** Earlier turns sent with the question, newest last: enough context without a long prompt. */
const HISTORY = 12;
export const INTERRUPTED = 'The reply was interrupted (the service restarted). Please ask again.';

export const SYSTEM_PROMPT = [
  'You are the health assistant of Pulse, a social fitness and wellbeing app.',
  'Answer the member’s question in plain, friendly English, in a few short paragraphs or a short list.',
  'Use the numbered passages below: general guidance from public health agencies, and the member’s own data (meals, wearable days, activities, goals, calendar, injuries and conditions).',
  'Cite the passages you use by their number in square brackets, like [1]. If the passages do not answer the question, say so rather than guessing.',
  'You are not a doctor: do not diagnose, and suggest seeing a health care provider for symptoms, injuries or medication questions. For emergency signs (chest pain, stroke signs, trouble breathing), tell the member to call emergency services.',
].join(' ');

/** The provider for chat replies, or null when none is configured (retrieved mode). */
export function chatProvider(services: SubgraphServices): ChatProvider | null {
  const provider = chatProviderFrom(services.config.health.ai);
  return provider?.has('chat') ? provider : null;
}

/** One subgraph instance's replies (a test process runs several instances, one pool each). */
interface Replies {
  /** Aborted when the instance stops: a reply being written stops, a queued one never starts. */
  stopping: AbortController;
  /** Being written or waiting their turn, by message id. */
  inFlight: Map<string, Promise<void>>;
  /** Once the stop has waited for them all: a reply asked after that leaves the pool alone. */
  stopped: boolean;
}

const repliesOf = new WeakMap<SubgraphServices, Replies>();

function replies(services: SubgraphServices): Replies {
  let found = repliesOf.get(services);
  if (!found) {
    found = { stopping: new AbortController(), inFlight: new Map(), stopped: false };
    repliesOf.set(services, found);
  }
  return found;
}

/** How many of this instance's replies are being written or waiting their turn (tests read it). */
export function repliesInFlight(services: SubgraphServices): number {
  return replies(services).inFlight.size;
}

export interface ReplyJob {
  message: AiMessage;
  question: string;
  /** The member's IANA time zone: which day "today" is in an answer from their data. */
  timezone: string;
}

/**
 * Writes the reply after the member's earlier ones (a reply searches their data as searchHealth
 * does: heavy work, one at a time per member, in order); never rejects (a failure ends the
 * message FAILED).
 */
export function startReply(services: SubgraphServices, job: ReplyJob): Promise<void> {
  const mine = replies(services);
  // Asked by a request still in flight after the stop: the pool is closing, so the message stays
  // STREAMING and the next process's sweep (failInterruptedReplies) ends it FAILED.
  if (mine.stopped) return Promise.resolve();
  const { signal } = mine.stopping;
  const work = oneAtATime(job.message.ownerId, 'retrieval', () => writeReply(services, job, signal))
    .catch((error: unknown) => log.error('assistant reply failed unexpectedly', { messageId: job.message.id, error: String(error) }))
    .finally(() => mine.inFlight.delete(job.message.id));
  mine.inFlight.set(job.message.id, work);
  return work;
}

/**
 * Ends this instance's replies before its pool closes: a stream from the model is aborted, a
 * reply waiting its turn does not start, and each ends FAILED as interrupted; a search already
 * running finishes (bounded by its own work) and its reply is written. Answers once none is left.
 */
export async function stopReplies(services: SubgraphServices): Promise<void> {
  const mine = replies(services);
  mine.stopping.abort(new Error('The health service is stopping'));
  // Replies asked while this waits start aborted and end at once; they are waited for too.
  while (mine.inFlight.size) await Promise.all(mine.inFlight.values());
  mine.stopped = true;
}

class ReplyWriter {
  private seq = 0;
  constructor(
    private readonly em: EntityManager,
    private readonly message: AiMessage,
  ) {}

  /** Writes the patch and publishes an event in one transaction: the event exists only if the text does. */
  async write(patch: Partial<Pick<AiMessage, 'content' | 'state' | 'error' | 'citations'>>): Promise<void> {
    const seq = ++this.seq;
    await this.em.transactional(async (tx) => {
      await tx.nativeUpdate(AiMessage, { id: this.message.id }, { ...patch, updatedAt: new Date() });
      if (patch.state && patch.state !== AssistantMessageState.STREAMING) {
        await tx.nativeUpdate(AiConversation, { id: this.message.conversationId }, { updatedAt: new Date() });
      }
      assistantReplyEvent(tx, this.message, seq);
    });
  }
}

const SEARCH_FAILED = 'The assistant could not search the knowledge base and your health data. Please try again.';

async function writeReply(services: SubgraphServices, { message, question, timezone }: ReplyJob, signal: AbortSignal): Promise<void> {
  const em = services.orm.em.fork();
  const writer = new ReplyWriter(em, message);
  // Its turn came while the process stops: nothing is started that the stop would wait for.
  if (signal.aborted) return writer.write({ state: AssistantMessageState.FAILED, error: INTERRUPTED });
  const asked = { now: services.clock.now(), timezone };
  if (message.mode === AssistantReplyMode.RETRIEVED) {
    try {
      const reply = await offlineReply(em, services.schema, message.ownerId, question, asked);
      await writer.write({ content: reply.content, state: AssistantMessageState.DONE, citations: reply.citations });
    } catch (error) {
      log.error('assistant retrieval failed', { error: String(error) });
      await writer.write({ state: AssistantMessageState.FAILED, error: SEARCH_FAILED });
    }
    return;
  }
  let passages: RetrievedPassage[];
  /** Figures computed from the member's rows: the model is given them rather than left to add up passages. */
  let figures: string[] = [];
  try {
    passages = (await retrieve(em, services.schema, message.ownerId, question, undefined, PASSAGES)).passages;
    const data = parseDataQuestion(question);
    if (data) figures = (await answerFromData(em, services.schema, message.ownerId, data, asked)).sentences;
  } catch (error) {
    log.error('assistant retrieval failed', { error: String(error) });
    await writer.write({ state: AssistantMessageState.FAILED, error: SEARCH_FAILED });
    return;
  }
  const citations = passages.map((p) => p.source);
  if (signal.aborted) return writer.write({ state: AssistantMessageState.FAILED, error: INTERRUPTED, citations });
  const provider = chatProvider(services);
  if (!provider) {
    // The configuration changed between the question and now: say so rather than pretend.
    await writer.write({ state: AssistantMessageState.FAILED, error: 'No assistant model is configured any more. Please ask again.' });
    return;
  }
  const messages: ChatMessage[] = [
    {
      role: 'system',
      content: `${SYSTEM_PROMPT}${figures.length ? `\n\nComputed from the member’s own data (exact; state them as they are):\n${figures.join('\n')}` : ''}\n\nPassages:\n${numbered(passages)}`,
    },
    ...(await history(em, message)),
    { role: 'user', content: question },
  ];
  let content = '';
  let written = 0;
  let lastWrite = Date.now();
  try {
    for await (const piece of provider.stream({ purpose: 'chat', messages, signal })) {
      content = (content + piece).slice(0, REPLY_MAX_LENGTH);
      if (Date.now() - lastWrite >= WRITE_EVERY_MS && content.length > written) {
        await writer.write({ content });
        written = content.length;
        lastWrite = Date.now();
      }
      if (content.length >= REPLY_MAX_LENGTH) break;
    }
  } catch (error) {
    // The process is stopping (the stream was aborted): the member is told, nothing is logged as an error.
    if (signal.aborted) return writer.write({ content, state: AssistantMessageState.FAILED, error: INTERRUPTED, citations });
    const why = error instanceof ProviderError ? error.message : 'The assistant failed while writing its reply. Please try again.';
    if (!(error instanceof ProviderError)) log.error('assistant stream failed', { error: String(error) });
    await writer.write({ content, state: AssistantMessageState.FAILED, error: why.slice(0, 1000), citations });
    return;
  }
  if (!content.trim()) {
    await writer.write({ state: AssistantMessageState.FAILED, error: 'The assistant model sent an empty reply. Please try again.', citations });
    return;
  }
  await writer.write({ content, state: AssistantMessageState.DONE, citations: cited(content, passages) });
}

/** The passages as the model sees them: numbered, with where they come from. */
function numbered(passages: RetrievedPassage[]): string {
  if (!passages.length) return '(none found)';
  return passages.map((p, i) => `[${i + 1}] ${p.source.title}${p.source.url?.startsWith('http') ? ` <${p.source.url}>` : ''}: ${p.text}`).join('\n');
}

/** The passages the reply cites by number; all of them when it cites none (it was still given them). */
function cited(content: string, passages: RetrievedPassage[]) {
  const numbers = new Set([...content.matchAll(/\[(\d{1,2})\]/g)].map((m) => Number(m[1])));
  const picked = passages.filter((_p, i) => numbers.has(i + 1));
  return (picked.length ? picked : passages).map((p) => p.source);
}

async function history(em: EntityManager, message: AiMessage): Promise<ChatMessage[]> {
  const earlier = await em.find(
    AiMessage,
    { conversationId: message.conversationId, id: { $ne: message.id }, state: AssistantMessageState.DONE, createdAt: { $lt: message.createdAt } },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: HISTORY + 1 },
  );
  // The newest user message is the question itself, sent last.
  const turns = earlier.reverse().filter((m, i, all) => !(i === all.length - 1 && m.role === AssistantRole.USER));
  return turns.slice(-HISTORY).map((m) => ({ role: m.role === AssistantRole.USER ? 'user' : 'assistant', content: m.content }));
}

/** Replies left STREAMING by a process that stopped: they will never finish, so they end FAILED. */
export async function failInterruptedReplies(services: SubgraphServices): Promise<void> {
  const em = services.orm.em.fork();
  // A live reply is written at least once per AI timeout (the provider fails a longer pause).
  const quietFor = Math.max(5 * 60_000, 2 * services.config.health.ai.timeoutMs);
  const stale = await em.find(
    AiMessage,
    { state: AssistantMessageState.STREAMING, updatedAt: { $lt: new Date(services.clock.now().getTime() - quietFor) } },
    { limit: 500 },
  );
  for (const message of stale) {
    if (replies(services).inFlight.has(message.id)) continue;
    await new ReplyWriter(em, message).write({ state: AssistantMessageState.FAILED, error: INTERRUPTED });
  }
}
