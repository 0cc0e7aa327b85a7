// The right pane: nothing selected, or the open conversation (header, encryption banner,
// pinned strip, messages, composer). Read state is sent from here while it is open.
import { Box, Button, Center, Flex, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client';
import { openConversation } from '../e2ee/conversation-groups';
import { ConversationDocument, ConversationPinsDocument, type ChatConversationFragment, type ChatMessageFragment, type ChatUserFragment } from '../generated/graphql';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import { ConversationInfoDialog } from './conversation-info-dialog';
import { EncryptionBanner } from './encryption-dialog';
import { conversationTitle, otherParticipant } from './format';
import { ChatIcon } from '../components/icons';
import { MessageList, type JumpRequest, type Me } from './message-list';
import { useMessageMutations } from './message-mutations';
import { PinnedStrip } from './pinned-strip';
import { useIsOnline } from './presence';
import { KeyChangeWarnings, SecurityCodeDialog } from './key-change-warnings';
import { useMarkSeen } from './use-mark-seen';

export function NoConversationSelected({ onNewMessage, unavailable = false }: { onNewMessage(): void; unavailable?: boolean }) {
  return (
    <Center flex="1" p="8" data-testid="no-conversation-selected">
      <Stack align="center" gap="3" textAlign="center">
        <Box as="span" fontSize="48px" color="brand.fg" opacity={0.7} lineHeight="1">
          <ChatIcon />
        </Box>
        {unavailable && (
          <Text color="fg.muted" data-testid="conversation-unavailable">
            That conversation is not available.
          </Text>
        )}
        <Text fontSize="lg" fontWeight="medium">
          Select a conversation to start messaging
        </Text>
        <Button variant="outline" colorPalette="brand" size="sm" rounded="full" onClick={onNewMessage}>
          New message
        </Button>
      </Stack>
    </Center>
  );
}

export interface ChatPaneProps {
  conversation: ChatConversationFragment;
  me: Me | null;
  onBack(): void;
}

export function ChatPane({ conversation, me, onBack }: ChatPaneProps) {
  const myId = me?.id ?? null;
  const other = otherParticipant(conversation.users, myId);
  const online = useIsOnline(other?.id);
  const title = conversationTitle(conversation, myId);
  const [replyTo, setReplyTo] = useState<ChatMessageFragment | null>(null);
  const [jump, setJump] = useState<JumpRequest | null>(null);
  const [infoOpen, setInfoOpen] = useState(false);
  const [verifying, setVerifying] = useState<ChatUserFragment | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const mutationsMe = useMemo(() => (me ? { id: me.id, name: me.name } : null), [me]);
  const { pin } = useMessageMutations(mutationsMe);
  const { data: pinsData } = useQuery(ConversationPinsDocument, { variables: { id: conversation.id } });
  const pins = pinsData?.conversation.pinnedMessages ?? [];

  // This browser's part in the conversation's encryption: a new conversation gets its group
  // now; an encrypted one is caught up and its members' new devices added.
  const client = useApolloClient();
  const openOnDevice = useEffectEvent(() => {
    if (!myId) return;
    const reload = () => void client.query({ query: ConversationDocument, variables: { id: conversation.id }, fetchPolicy: 'network-only' }).catch(() => undefined);
    openConversation(client, myId, conversation, reload);
  });
  useEffect(() => openOnDevice(), [conversation.id, conversation.encrypted, myId]);

  const latest = conversation.latestMessage;
  useMarkSeen(conversation.id, conversation.unreadCount, latest && latest.senderId !== myId ? latest.id : null);

  const focusInput = useCallback(() => inputRef.current?.focus({ preventScroll: true }), []);
  const onReply = useCallback(
    (message: ChatMessageFragment) => {
      setReplyTo(message);
      requestAnimationFrame(focusInput);
    },
    [focusInput],
  );
  const jumpTo = useCallback((id: string) => setJump({ id, nonce: Date.now() }), []);

  return (
    <Flex direction="column" flex="1" minW="0" minH="0" h="full" data-testid="chat-pane" data-conversation-id={conversation.id}>
      <ChatHeader title={title} other={other} online={online} onBack={onBack} onInfo={() => setInfoOpen(true)} />
      <EncryptionBanner encrypted={conversation.encrypted} />
      <KeyChangeWarnings conversationId={conversation.id} users={conversation.users} onVerify={setVerifying} />
      <PinnedStrip pins={pins} onJumpTo={jumpTo} onUnpin={pin} />
      <MessageList conversationId={conversation.id} me={me} jump={jump} onReply={onReply} onJumpTo={jumpTo} onJumped={focusInput} />
      <Composer
        conversationId={conversation.id}
        encrypted={conversation.encrypted}
        myId={myId}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        inputRef={inputRef}
      />
      <ConversationInfoDialog
        conversation={conversation}
        pins={pins}
        title={title}
        myId={myId}
        open={infoOpen}
        onClose={() => setInfoOpen(false)}
        onJumpTo={jumpTo}
        onVerify={(user) => {
          setInfoOpen(false);
          setVerifying(user);
        }}
      />
      <SecurityCodeDialog conversationId={conversation.id} contact={verifying} myId={myId} onClose={() => setVerifying(null)} />
    </Flex>
  );
}
