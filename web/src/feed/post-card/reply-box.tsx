// The reply box under a card (the Reply button opens it): createReply, then the post's reply
// count goes up and the reply is handed to whoever lists replies.
import { Button, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client';
import { useState } from 'react';
import { CreateReplyDocument, type FeedPostFragment } from '../../generated/graphql';
import { toast } from '../../toasts/toast';
import { FEED_TOASTS, LOGIN_TOASTS } from '../messages';
import { useSignedInGuard } from './use-post-actions';

export function ReplyBox({ postId, username, onReplied, onCancel }: { postId: string; username: string; onReplied?(reply: FeedPostFragment): void; onCancel?(): void }) {
  const client = useApolloClient();
  const guard = useSignedInGuard();
  const [text, setText] = useState('');
  const [createReply, { loading }] = useMutation(CreateReplyDocument);

  const submit = async () => {
    const content = text.trim();
    if (!content || !guard(LOGIN_TOASTS.reply)) return;
    try {
      const { data } = await createReply({ variables: { postId, input: { content } } });
      client.cache.modify({ id: client.cache.identify({ __typename: 'Post', id: postId }), fields: { replyCount: (n: number) => n + 1 } });
      setText('');
      toast.success('Reply posted');
      if (data) onReplied?.(data.createReply);
    } catch (error) {
      console.error('[feed] reply failed', error);
      toast.error(FEED_TOASTS.reply);
    }
  };

  return (
    <Stack gap="2" onClick={(e) => e.stopPropagation()} data-testid="reply-box">
      <Textarea
        autoFocus
        rows={2}
        placeholder={`Reply to @${username}`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void submit();
        }}
        data-testid="reply-input"
      />
      <HStack justify="flex-end" gap="2">
        {onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button size="sm" colorPalette="teal" rounded="full" disabled={!text.trim()} loading={loading} onClick={() => void submit()} data-testid="reply-submit">
          Reply
        </Button>
      </HStack>
    </Stack>
  );
}
