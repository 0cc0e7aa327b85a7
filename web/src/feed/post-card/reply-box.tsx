// The reply box under a card (the Reply button opens it): createReply, then the post's reply
// count goes up and the reply is handed to whoever lists replies.
import { Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client';
import { z } from 'zod';
import { postContent } from '../../composer/composer-schema';
import { errorCode } from '../../errors/graphql-errors';
import { applyServerErrors, useZodForm } from '../../forms/use-zod-form';
import { CreateReplyDocument, type FeedPostFragment } from '../../generated/graphql';
import { toast } from '../../toasts/toast';
import { FEED_TOASTS, LOGIN_TOASTS } from '../messages';
import { useSignedInGuard } from './use-post-actions';

const replySchema = z.object({ content: postContent });

export function ReplyBox({ postId, username, onReplied, onCancel }: { postId: string; username: string; onReplied?(reply: FeedPostFragment): void; onCancel?(): void }) {
  const client = useApolloClient();
  const guard = useSignedInGuard();
  const form = useZodForm(replySchema, { content: '' });
  const text = form.watch('content');
  const contentError = form.formState.errors.content?.message;
  const [createReply, { loading }] = useMutation(CreateReplyDocument);

  const submit = form.handleSubmit(async ({ content }) => {
    if (!guard(LOGIN_TOASTS.reply)) return;
    try {
      const { data } = await createReply({ variables: { postId, input: { content: content.trim() } } });
      client.cache.modify({ id: client.cache.identify({ __typename: 'Post', id: postId }), fields: { replyCount: (n: number) => n + 1 } });
      form.reset({ content: '' });
      toast.success('Reply posted');
      if (data) onReplied?.(data.createReply);
    } catch (error) {
      console.error('[feed] reply failed', error);
      // The server's refusal of the text goes beside it; anything else is the spec's toast.
      if (errorCode(error) === 'BAD_USER_INPUT') applyServerErrors(form, error, ['content']);
      else toast.error(FEED_TOASTS.reply);
    }
  });

  return (
    <Stack gap="2" onClick={(e) => e.stopPropagation()} data-testid="reply-box">
      <Field.Root invalid={Boolean(contentError)}>
        <Textarea
          autoFocus
          rows={2}
          placeholder={`Reply to @${username}`}
          {...form.register('content')}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void submit();
          }}
          data-testid="reply-input"
        />
        {contentError && <Field.ErrorText data-testid="reply-input-error">{contentError}</Field.ErrorText>}
      </Field.Root>
      <HStack justify="flex-end" gap="2">
        {onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button size="sm" colorPalette="brand" rounded="full" disabled={!text.trim()} loading={loading} onClick={() => void submit()} data-testid="reply-submit">
          Reply
        </Button>
      </HStack>
    </Stack>
  );
}
