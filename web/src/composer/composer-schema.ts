// What may be sent from the composer, as one schema: content is required, a poll needs its
// options and a duration, and a schedule must still be ahead. The first problem is the message
// shown under the text (spec strings: 'Content must not be empty!', the poll messages...).
import { z } from 'zod';
import { EMPTY_CONTENT } from './composer-mode';
import { pollError, type PollDraft } from './poll';
import { TIME_IN_PAST } from './schedule';

export interface ComposerCheck {
  /** Saving a draft needs only text; posting checks the poll and the schedule too. */
  what: 'post' | 'draft';
  content: string;
  pollMode: boolean;
  poll: PollDraft;
  scheduledFor: Date | null;
}

export const CONTENT_MAX_LENGTH = 5000;

/** A post's, reply's or quote's text, with the social service's own messages. */
export const postContent = z.string().superRefine((text, ctx) => {
  const content = text.trim();
  if (!content) ctx.addIssue({ code: 'custom', message: EMPTY_CONTENT });
  else if (content.length > CONTENT_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: `Content must be at most ${CONTENT_MAX_LENGTH} characters` });
});

const pollDraft = z.custom<PollDraft>((value) => typeof value === 'object' && value !== null);

export const composerSchema = z
  .object({
    what: z.enum(['post', 'draft']),
    content: postContent,
    pollMode: z.boolean(),
    poll: pollDraft,
    scheduledFor: z.date().nullable(),
  })
  .superRefine((draft, ctx) => {
    if (draft.what === 'draft') return;
    const problem = draft.pollMode ? pollError(draft.poll) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['poll'], message: problem });
    // A schedule set a while ago may have slipped into the past.
    if (!draft.pollMode && draft.scheduledFor && draft.scheduledFor.getTime() <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['scheduledFor'], message: TIME_IN_PAST });
    }
  });

/** Null when the post can go, otherwise the first message (content before poll before schedule). */
export function composerProblem(check: ComposerCheck): string | null {
  const result = composerSchema.safeParse(check);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
