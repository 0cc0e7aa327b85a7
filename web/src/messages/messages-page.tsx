// The Messages screen at /messages and /messages/:conversationId. The list is loaded once per
// session (then kept current by the realtime events); the id in the address selects a
// conversation once the list is in.
import { Box, Flex, Stack } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isDeadTokenError } from '../errors/graphql-errors';
import { ConversationDocument, ConversationsDocument, type ChatConversationFragment } from '../generated/graphql';
import { thisDevice } from '../e2ee/this-device';
import { useSession } from '../session/session-context';
import { toast } from '../toasts/toast';
import { prependConversation } from './cache';
import { ChatPane, NoConversationSelected } from './chat-pane';
import { ConnectionBanner } from './connection-banner';
import { ConversationList } from './conversation-list';
import type { Me } from './message-list';
import { NewMessageModal } from './new-message-modal';
import SharePostPicker from './share-post-picker';

const KeyBackupDialog = lazy(() => import('./key-backup-dialog'));

export const LOAD_CONVERSATIONS_FAILED = 'Failed to load conversations';

const activity = (c: ChatConversationFragment) => Date.parse(c.latestMessage?.createdAt ?? c.createdAt);

export function MessagesPage() {
  const { conversationId = null } = useParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { user } = useSession();
  const [newOpen, setNewOpen] = useState(false);
  const [backupOpen, setBackupOpen] = useState(false);
  // ?share={postId}: a post on its way into a conversation (Send via Direct Message).
  const [search] = useSearchParams();
  const sharePostId = search.get('share');

  useEffect(() => {
    document.title = 'Messages · Pulse';
  }, []);

  // This browser as one of the member's MLS devices: opened here, where encrypted messages are read.
  useEffect(() => {
    if (user) void thisDevice(client, user.id).catch(() => undefined);
  }, [client, user]);

  const { data, loading, error } = useQuery(ConversationsDocument, { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first' });
  useEffect(() => {
    // A dead token signs the member out with the session's own message: nothing to add here.
    if (error && !isDeadTokenError(error)) {
      console.error('[messages] loading conversations failed', error);
      toast.error(LOAD_CONVERSATIONS_FAILED);
    }
  }, [error]);

  // Most recent activity first, as events move conversations along.
  const conversations = useMemo(() => [...(data?.conversations ?? [])].sort((a, b) => activity(b) - activity(a)), [data]);
  const selected = data && conversationId ? (conversations.find((c) => c.id === conversationId) ?? null) : null;

  // An address naming a conversation the list does not have yet (created elsewhere a moment ago).
  const missing = Boolean(data && conversationId && !selected);
  const extra = useQuery(ConversationDocument, { variables: { id: conversationId ?? '' }, skip: !missing, fetchPolicy: 'network-only' });
  useEffect(() => {
    if (extra.data?.conversation) prependConversation(client.cache, extra.data.conversation);
  }, [client, extra.data]);

  const me: Me | null = useMemo(() => (user ? { id: user.id, name: user.name, username: user.username, image: user.image } : null), [user]);
  const back = useCallback(() => navigate('/messages'), [navigate]);
  const openNew = useCallback(() => setNewOpen(true), []);

  // An address naming a conversation that cannot be opened shows the list (and says so).
  const unavailable = Boolean(missing && extra.error);
  const chatSide = Boolean(conversationId) && !unavailable;

  return (
    // The shell's header, padding and footer around it: the screen fits the window.
    <Stack gap="3" h={{ base: 'calc(100dvh - 15.5rem)', md: 'calc(100dvh - 13rem)' }} minH="24rem" data-testid="messages-page">
      <ConnectionBanner />
      <Flex flex="1" minH="0" borderWidth="1px" rounded="xl" overflow="hidden" bg="bg" shadow="xs">
        <Box
          w={{ base: 'full', md: '20rem', lg: '22rem' }}
          flexShrink="0"
          borderRightWidth={{ base: '0', md: '1px' }}
          display={{ base: chatSide ? 'none' : 'block', md: 'block' }}
          minH="0"
        >
          <ConversationList
            conversations={conversations}
            loading={loading}
            myId={user?.id ?? null}
            selectedId={conversationId}
            onNewMessage={openNew}
            onKeyBackup={() => setBackupOpen(true)}
          />
        </Box>
        <Flex flex="1" minW="0" minH="0" display={{ base: chatSide ? 'flex' : 'none', md: 'flex' }}>
          {selected ? (
            <ChatPane key={selected.id} conversation={selected} me={me} onBack={back} />
          ) : (
            <NoConversationSelected onNewMessage={openNew} unavailable={unavailable} />
          )}
        </Flex>
      </Flex>
      <NewMessageModal open={newOpen} onClose={() => setNewOpen(false)} />
      {backupOpen && (
        <Suspense fallback={null}>
          <KeyBackupDialog onClose={() => setBackupOpen(false)} />
        </Suspense>
      )}
      {sharePostId && data && (
        <SharePostPicker
          postId={sharePostId}
          openConversationId={conversationId}
          myId={user?.id ?? null}
          onDone={(sentTo) => navigate(sentTo ? `/messages/${sentTo}` : conversationId ? `/messages/${conversationId}` : '/messages', { replace: true })}
        />
      )}
    </Stack>
  );
}
