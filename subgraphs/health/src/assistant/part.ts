// The health assistant (issue 12 item 6): conversations whose replies come from a configured
// chat model grounded in retrieved passages, or, with none configured, are the retrieved
// passages themselves. docs/health-design.md 1.1, 1.2, 2 and 8.
import type { SubgraphPart } from '@pulse/kit';
import { assistantEntities } from './entities.js';
import { AssistantSubscriptions } from './events.js';
import { assistantMigrations } from './migrations.js';
import { AssistantConversationResolver } from './operations/assistant-conversation.js';
import { AssistantConversationsResolver } from './operations/assistant-conversations.js';
import { SearchHealthResolver } from './operations/search-health.js';
import { SendAssistantMessageResolver } from './operations/send-assistant-message.js';
import { StartAssistantConversationResolver } from './operations/start-assistant-conversation.js';
import { failInterruptedReplies } from './reply.js';
import { knowledgeEmbeddings } from './knowledge/index.js';
import { createLogger } from '@pulse/kit';

const log = createLogger('assistant');
const SWEEP_MS = 60_000;
const WARM_AFTER_MS = 5_000;

export const assistant: SubgraphPart = {
  name: 'assistant',
  resolvers: [
    AssistantConversationsResolver,
    AssistantConversationResolver,
    SearchHealthResolver,
    StartAssistantConversationResolver,
    SendAssistantMessageResolver,
    AssistantSubscriptions,
  ],
  entities: assistantEntities,
  migrations: assistantMigrations,
  background: (services) => {
    const sweep = () => void failInterruptedReplies(services).catch((error) => log.warn('interrupted-reply sweep failed', { error: String(error) }));
    sweep();
    const timer = setInterval(sweep, SWEEP_MS);
    timer.unref();
    // In production the encoder and the knowledge base's embeddings (a few seconds of CPU) are
    // ready before the first question; elsewhere (tests, development) they load on first use, so
    // the many stacks a test run starts do not all pay for them.
    const warm = services.config.nodeEnv === 'production' ? setTimeout(() => void knowledgeEmbeddings(), WARM_AFTER_MS) : undefined;
    warm?.unref();
    return async () => {
      clearInterval(timer);
      if (warm) clearTimeout(warm);
    };
  },
};
