// /messages?share={postId}: choose the conversation to send the post to as a card (the open
// one is offered first). Sending leaves the share mode and opens that conversation.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client';
import { useState } from 'react';
import { AppDialog } from '../components/dialog';
import { FEED_TOASTS } from '../feed/messages';
import { PostByIdDocument, SendMessageDocument, type ChatConversationFragment } from '../generated/graphql';
import { rememberSent } from '../e2ee/plaintexts';
import { groupStarting } from '../e2ee/conversation-groups';
import { thisDevice } from '../e2ee/this-device';
import { toast } from '../toasts/toast';
import { addMessageToCache } from './cache';
import { conversationTitle, otherParticipant } from './format';
import { newClientId } from './pending-sends';
import { PresenceAvatar } from './presence-avatar';
import { SharedPostCard } from './shared-post-card';

export const POST_SENT = 'Post sent';

export interface SharePostPickerProps {
  postId: string;
  conversations: readonly ChatConversationFragment[];
  openConversationId: string | null;
  myId: string | null;
  onDone(conversationId: string | null): void;
}

export function SharePostPicker({ postId, conversations, openConversationId, myId, onDone }: SharePostPickerProps) {
  const client = useApolloClient();
  const { data } = useQuery(PostByIdDocument, { variables: { id: postId } });
  const [sendingTo, setSendingTo] = useState<string | null>(null);
  const ordered = [...conversations].sort((a, b) => Number(b.id === openConversationId) - Number(a.id === openConversationId));

  const send = async (conversationId: string) => {
    setSendingTo(conversationId);
    try {
      const conversation = conversations.find((c) => c.id === conversationId);
      if (myId && (conversation?.encrypted || (await groupStarting(conversationId)))) {
        // End-to-end encrypted: the card is the post's id inside the ciphertext.
        const payload = { v: 1 as const, body: '', replyTo: null, sharedPostId: postId };
        const message = await (await thisDevice(client, myId)).send(conversationId, payload, newClientId());
        rememberSent({ id: message.id, senderId: myId, senderName: message.sender.name, createdAt: message.createdAt }, payload);
        addMessageToCache(client.cache, message);
        toast.success(POST_SENT);
        onDone(conversationId);
        return;
      }
      const { data: sent } = await client.mutate({
        mutation: SendMessageDocument,
        variables: { input: { conversationId, body: '', sharedPostId: postId, clientId: newClientId() } },
      });
      if (sent) addMessageToCache(client.cache, sent.sendMessage);
      toast.success(POST_SENT);
      onDone(conversationId);
    } catch (error) {
      console.error('[messages] share failed', error);
      toast.error(FEED_TOASTS.share);
    } finally {
      setSendingTo(null);
    }
  };

  const post = data?.post;
  return (
    <AppDialog open onClose={() => onDone(null)} testId="share-post-picker" title="Send via Direct Message" size="sm" placement="center" bodyProps={{ pb: '6' }}>
      <Stack gap="4">
        {post && (
          <Box alignSelf="center">
            <SharedPostCard post={post} />
          </Box>
        )}
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
          Choose a conversation
        </Text>
        {conversations.length === 0 && (
          <Text fontSize="sm" color="fg.muted" data-testid="share-no-conversations">
            No conversations yet. Start one with New message, then share again.
          </Text>
        )}
        <Stack gap="1" maxH="72" overflowY="auto">
          {ordered.map((c) => {
            const other = otherParticipant(c.users, myId);
            return (
              <HStack key={c.id} gap="3" px="2" py="1.5" rounded="md" _hover={{ bg: 'bg.muted' }} data-testid="share-conversation" data-conversation-id={c.id}>
                <PresenceAvatar name={other?.name ?? ''} image={other?.image ?? null} online={false} size="sm" />
                <Text flex="1" fontWeight="medium" truncate>
                  {conversationTitle(c, myId)}
                  {c.id === openConversationId ? ' (open)' : ''}
                </Text>
                <Button
                  size="xs"
                  colorPalette="brand"
                  rounded="full"
                  loading={sendingTo === c.id}
                  disabled={Boolean(sendingTo)}
                  onClick={() => void send(c.id)}
                  data-testid="share-send"
                >
                  Send
                </Button>
              </HStack>
            );
          })}
        </Stack>
      </Stack>
    </AppDialog>
  );
}
