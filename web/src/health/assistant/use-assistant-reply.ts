// Follows the assistant's reply in one conversation: each event re-reads the message (events
// carry ids only), and Apollo's cache merges it by id into the conversation on screen, so the
// text grows as it is written. After a reconnect the conversation is read again: the row holds
// the text so far, so nothing is lost.
import { useApolloClient, useSubscription } from '@apollo/client';
import { useEffect } from 'react';
import { useRealtime } from '../../apollo/realtime-context';
import { AssistantConversationDocument, AssistantReplyDocument } from '../../generated/graphql';
import { refetchWatched } from '../../apollo/refetch-watched';

export function useAssistantReply(conversationId: string | null): void {
  const client = useApolloClient();
  const realtime = useRealtime();
  useEffect(
    () =>
      realtime.onConnected((reconnect) => {
        if (reconnect && conversationId) void refetchWatched(client, [AssistantConversationDocument]).catch(() => {});
      }),
    [client, realtime, conversationId],
  );
  useSubscription(AssistantReplyDocument, {
    variables: { assistantConversationId: conversationId ?? '' },
    skip: !conversationId,
    onError: (error) => console.warn('[assistant] assistantReply subscription ended', error),
  });
}
