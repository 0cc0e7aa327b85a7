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
import { failInterruptedReplies, stopReplies } from './reply.js';
import { AssistantStatusResolver } from './operations/assistant-status.js';
import { warmUp } from './warm-up.js';
import { createLogger } from '@pulse/kit';
import { assistantMemberData } from './member-data.js';

const log = createLogger('assistant');
const SWEEP_MS = 60_000;
/** After the listeners are up: boot work first, then the warm-up. */
const WARM_AFTER_MS = 1_000;

export const assistant: SubgraphPart = {
  name: 'assistant',
  resolvers: [
    AssistantConversationsResolver,
    AssistantConversationResolver,
    SearchHealthResolver,
    StartAssistantConversationResolver,
    SendAssistantMessageResolver,
    AssistantStatusResolver,
    AssistantSubscriptions,
  ],
  entities: assistantEntities,
  migrations: assistantMigrations,
  background: (services) => {
    // The sweep in progress, so the stop waits for it rather than close the pool under it.
    let sweeping: Promise<void> = Promise.resolve();
    const sweep = () => {
      sweeping = failInterruptedReplies(services).catch((error) => log.warn('interrupted-reply sweep failed', { error: String(error) }));
    };
    sweep();
    const timer = setInterval(sweep, SWEEP_MS);
    timer.unref();
    // The encoder and the knowledge base's embeddings (seconds of CPU) are ready before the
    // first question: started at boot, in the background, everywhere but under tests (a test run
    // starts many stacks; there the first assistantStatus or question starts it).
    const warm = services.config.nodeEnv !== 'test' ? setTimeout(() => void warmUp(), WARM_AFTER_MS) : undefined;
    warm?.unref();
    return async () => {
      clearInterval(timer);
      if (warm) clearTimeout(warm);
      // Before kit closes the ORM: no reply or sweep may outlive the pool it writes through.
      await Promise.all([stopReplies(services), sweeping]);
    };
  },
  memberData: assistantMemberData,
};
