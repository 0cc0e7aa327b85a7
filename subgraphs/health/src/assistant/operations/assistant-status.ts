// assistantStatus: is the assistant ready to answer at once? With no chat model the replies are
// computed here, and the first one waits for the sentence encoder and the knowledge base's
// embeddings unless they are warm: the page shows "getting ready" while retrieval is LOADING.
// Asking starts the warm-up in the background (never awaited here), for processes that did not
// warm at boot.
import { Ctx, Field, ObjectType, Query, Resolver, UseMiddleware, registerEnumType } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { chatProvider } from '../reply.js';
import { readiness, warmUp } from '../warm-up.js';

export enum AssistantRetrieval {
  LOADING = 'loading',
  READY = 'ready',
  KEYWORDS_ONLY = 'keywords-only',
}
registerEnumType(AssistantRetrieval, {
  name: 'AssistantRetrieval',
  description: 'LOADING: the sentence encoder is loading (the first answer waits for it); READY; KEYWORDS_ONLY: it cannot run here, retrieval uses keywords.',
});

@ObjectType('AssistantStatus')
export class AssistantStatus {
  @Field(() => AssistantRetrieval) retrieval!: AssistantRetrieval;
  @Field(() => Boolean, { description: 'A chat model is configured (replies are written by it); false: replies are computed and retrieved offline.' })
  model!: boolean;
}

@Resolver()
export class AssistantStatusResolver {
  @UseMiddleware(SignedIn)
  @Query(() => AssistantStatus, { description: 'Whether the assistant is ready to answer at once.' })
  async assistantStatus(@Ctx() ctx: SubgraphContext): Promise<AssistantStatus> {
    // Never waits for the load itself: one turn of the event loop lets a warm-up whose
    // embeddings are already there (a question loaded them first) say READY now.
    await Promise.race([warmUp(), new Promise((resolve) => setImmediate(resolve))]);
    return { retrieval: readiness() as AssistantRetrieval, model: chatProvider(ctx.services) !== null };
  }
}
