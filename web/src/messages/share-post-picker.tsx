// Send via Direct Message: a dialog over whatever page the post is on (the feed, a profile, a
// post page), and over /messages?share={postId}. It offers the member's recent conversations
// (the open one first) and a member search; choosing a member opens or starts the conversation
// with them (the server reuses an existing one), so a member with no conversation yet can share
// too. The post goes as a card; the picker then closes where the member was.
import { Box, Button, HStack, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client';
import { useEffect, useMemo, useState } from 'react';
import { AppDialog } from '../components/dialog';
import { SearchIcon } from '../components/icons';
import { useUserSearch, type FoundUser } from '../components/use-user-search';
import { UserAvatar } from '../components/user-avatar';
import { FEED_TOASTS } from '../feed/messages';
import { ConversationsDocument, CreateConversationDocument, PostByIdDocument, SendMessageDocument, type ChatConversationFragment } from '../generated/graphql';
import { rememberSent } from '../e2ee/plaintexts';
import { groupStarting, openConversation } from '../e2ee/conversation-groups';
import { thisDevice } from '../e2ee/this-device';
import { toast } from '../toasts/toast';
import { addMessageToCache, prependConversation } from './cache';
import { conversationTitle, matchesConversationSearch, otherParticipant } from './format';
import { newClientId } from './pending-sends';
import { PresenceAvatar } from './presence-avatar';
import { SharedPostCard } from './shared-post-card';

export const POST_SENT = 'Post sent';
/** Recent conversations offered before anything is typed. */
export const RECENT_CONVERSATIONS = 8;

export interface SharePostPickerProps {
  postId: string;
  /** The conversation open behind the picker (on /messages), offered first. */
  openConversationId?: string | null;
  myId: string | null;
  /** Closed: sent to that conversation, or null when the member closed the picker. */
  onDone(conversationId: string | null): void;
}

const activity = (c: ChatConversationFragment) => Date.parse(c.latestMessage?.createdAt ?? c.createdAt);

export default function SharePostPicker({ postId, openConversationId = null, myId, onDone }: SharePostPickerProps) {
  const client = useApolloClient();
  const { data: postData } = useQuery(PostByIdDocument, { variables: { id: postId } });
  const { data: listData, loading: listLoading } = useQuery(ConversationsDocument, { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first' });
  const [text, setText] = useState('');
  const search = useUserSearch(text, 10);
  const [sendingTo, setSendingTo] = useState<string | null>(null);

  useEffect(() => {
    if (search.error) console.error('[messages] share: user search failed', search.error);
  }, [search.error]);

  const conversations = useMemo(() => {
    const all = [...(listData?.conversations ?? [])].sort(
      (a, b) => Number(b.id === openConversationId) - Number(a.id === openConversationId) || activity(b) - activity(a),
    );
    const typed = text.trim();
    return typed ? all.filter((c) => matchesConversationSearch(c, typed)) : all.slice(0, RECENT_CONVERSATIONS);
  }, [listData, openConversationId, text]);
  // Members already offered as a one-to-one conversation are not offered twice.
  const offered = new Set(conversations.filter((c) => c.users.length === 2).map((c) => otherParticipant(c.users, myId)?.id));
  const members = search.users.filter((u) => !offered.has(u.id));

  const sendTo = async (conversation: ChatConversationFragment) => {
    const conversationId = conversation.id;
    if (myId && (conversation.encrypted || (await groupStarting(conversationId)))) {
      // End-to-end encrypted: the card is the post's id inside the ciphertext.
      const payload = { v: 1 as const, body: '', replyTo: null, sharedPostId: postId };
      const message = await (await thisDevice(client, myId)).send(conversationId, payload, newClientId());
      rememberSent({ id: message.id, senderId: myId, senderName: message.sender.name, createdAt: message.createdAt }, payload);
      addMessageToCache(client.cache, message);
      return;
    }
    const { data: sent } = await client.mutate({
      mutation: SendMessageDocument,
      variables: { input: { conversationId, body: '', sharedPostId: postId, clientId: newClientId() } },
    });
    if (sent) addMessageToCache(client.cache, sent.sendMessage);
  };

  const run = async (key: string, target: () => Promise<ChatConversationFragment>) => {
    setSendingTo(key);
    try {
      const conversation = await target();
      await sendTo(conversation);
      toast.success(POST_SENT);
      onDone(conversation.id);
    } catch (error) {
      console.error('[messages] share failed', error);
      toast.error(FEED_TOASTS.share);
    } finally {
      setSendingTo(null);
    }
  };

  const sendToConversation = (conversation: ChatConversationFragment) => run(conversation.id, async () => conversation);

  // A new conversation gets its encryption group first where every member has a device, as
  // opening it in the chat would (e2ee/conversation-groups.ts); the send then waits for it.
  const sendToMember = (user: FoundUser) =>
    run(user.id, async () => {
      const { data } = await client.mutate({ mutation: CreateConversationDocument, variables: { targetUserId: user.id } });
      if (!data) throw new Error('No conversation returned');
      const conversation = data.createConversation;
      prependConversation(client.cache, conversation);
      if (myId) openConversation(client, myId, conversation, () => undefined);
      return conversation;
    });

  const post = postData?.post;
  const typed = text.trim();
  const nothingFound = typed && !search.loading && search.query && conversations.length === 0 && members.length === 0;

  return (
    <AppDialog
      open
      onClose={() => onDone(null)}
      testId="share-post-picker"
      title="Send via Direct Message"
      size="sm"
      placement="top"
      initialFocusEl={() => document.getElementById('share-post-search')}
      closeDisabled={Boolean(sendingTo)}
      bodyProps={{ pb: '6' }}
    >
      <Stack gap="4">
        {post && (
          <Box alignSelf="center" maxW="full">
            <SharedPostCard post={post} />
          </Box>
        )}
        <InputGroup startElement={<SearchIcon />}>
          <Input
            id="share-post-search"
            aria-label="Search conversations and members"
            placeholder="Search people..."
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
            data-testid="share-search"
          />
        </InputGroup>
        <Stack gap="1" maxH="72" overflowY="auto" mx="-2" data-testid="share-targets">
          {conversations.length > 0 && (
            <Text px="2" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
              {typed ? 'Conversations' : 'Recent conversations'}
            </Text>
          )}
          {conversations.map((c) => {
            const other = otherParticipant(c.users, myId);
            const title = conversationTitle(c, myId);
            return (
              <HStack key={c.id} gap="3" px="2" py="1.5" rounded="md" _hover={{ bg: 'bg.muted' }} data-testid="share-conversation" data-conversation-id={c.id}>
                <PresenceAvatar name={other?.name ?? ''} image={other?.image ?? null} online={false} size="sm" />
                <Text flex="1" minW="0" fontWeight="medium" truncate>
                  {title}
                  {c.id === openConversationId ? ' (open)' : ''}
                </Text>
                <Button
                  size="xs"
                  colorPalette="brand"
                  rounded="full"
                  aria-label={`Send to ${title}`}
                  loading={sendingTo === c.id}
                  disabled={Boolean(sendingTo)}
                  onClick={() => void sendToConversation(c)}
                  data-testid="share-send"
                >
                  Send
                </Button>
              </HStack>
            );
          })}
          {members.length > 0 && (
            <Text px="2" pt="2" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
              Members
            </Text>
          )}
          {members.map((u) => (
            <HStack key={u.id} gap="3" px="2" py="1.5" rounded="md" _hover={{ bg: 'bg.muted' }} data-testid="share-member" data-username={u.username}>
              <UserAvatar name={u.name} image={u.image} size="sm" />
              <Stack gap="0" flex="1" minW="0">
                <Text fontWeight="medium" truncate>
                  {u.name}
                </Text>
                <Text fontSize="sm" color="fg.muted" truncate>
                  @{u.username}
                </Text>
              </Stack>
              <Button
                size="xs"
                colorPalette="brand"
                rounded="full"
                aria-label={`Send to ${u.name}`}
                loading={sendingTo === u.id}
                disabled={Boolean(sendingTo)}
                onClick={() => void sendToMember(u)}
                data-testid="share-member-send"
              >
                Send
              </Button>
            </HStack>
          ))}
          {(search.loading || (listLoading && !listData)) && (
            <HStack justify="center" py="4" color="fg.muted" data-testid="share-loading">
              <Spinner size="sm" />
              <Text>Loading...</Text>
            </HStack>
          )}
          {!typed && listData && conversations.length === 0 && (
            <Text px="2" py="4" fontSize="sm" color="fg.muted" textAlign="center" data-testid="share-no-conversations">
              No conversations yet. Search for someone to send this post to.
            </Text>
          )}
          {nothingFound && (
            <Text px="2" py="4" fontSize="sm" color="fg.muted" textAlign="center" data-testid="share-nothing-found">
              No users found
            </Text>
          )}
        </Stack>
      </Stack>
    </AppDialog>
  );
}
