// The health assistant (issue 12 item 6): conversations whose replies come from a configured
// chat model grounded in retrieved passages, or, with none configured, are the retrieved
// passages themselves. docs/health-design.md 1.1, 1.2, 2 and 8.
import type { HealthModule } from '../module.js';
import { assistantEntities } from './entities.js';
import { AssistantSubscriptions } from './events.js';
import { assistantMigrations } from './migrations.js';
import { AssistantConversationResolver } from './operations/assistant-conversation.js';
import { AssistantConversationsResolver } from './operations/assistant-conversations.js';
import { SearchHealthResolver } from './operations/search-health.js';
import { SendAssistantMessageResolver } from './operations/send-assistant-message.js';
import { StartAssistantConversationResolver } from './operations/start-assistant-conversation.js';
import { failInterruptedReplies } from './reply.js';
import { createLogger } from '@pulse/kit';

const log = createLogger('assistant');
const SWEEP_MS = 60_000;

export const assistant: HealthModule = {
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
    return async () => clearInterval(timer);
  },
};
