// The conversation's messages: fetched once and cached, older pages loaded when scrolling up
// (the view stays where it was), date separators, sends in flight, jumping to a quoted
// message (highlighted for 2 s), and the media viewer.
import { Box, Center, HStack, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { Fragment, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useEffectEvent } from 'react';
import { useQuery } from '@apollo/client';
import { ConversationMessagesDocument, type ChatMessageFragment } from '../generated/graphql';
import { toast } from '../toasts/toast';
import { dateSeparatorLabel, needsDateSeparator } from './format';
import { MediaViewer, type ViewedMedia } from './media-viewer';
import { MessageBubble } from './message-bubble';
import { useMessageMutations } from './message-mutations';
import { MESSAGES_PAGE_SIZE, unconfirmedSends } from './message-order';
import { usePendingSends, type PendingSend } from './pending-sends';
import { CallRecordRow } from '../calls/call-record-row';

export const LOAD_MESSAGES_FAILED = 'Failed to load messages';
export const HIGHLIGHT_MS = 2000;
const NEAR_BOTTOM_PX = 80;
const NEAR_TOP_PX = 120;
const MAX_PAGES_FOR_JUMP = 30;

export interface Me {
  id: string;
  name: string;
  username: string;
  image: string | null;
}

export interface JumpRequest {
  id: string;
  nonce: number;
}

export interface MessageListProps {
  conversationId: string;
  me: Me | null;
  jump: JumpRequest | null;
  onReply(message: ChatMessageFragment): void;
  onJumpTo(messageId: string): void;
  onJumped(): void;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

function pendingAsMessage(p: PendingSend, me: Me | null): ChatMessageFragment {
  return {
    __typename: 'Message',
    id: `pending:${p.clientId}`,
    conversationId: p.conversationId,
    senderId: me?.id ?? '',
    sender: { __typename: 'User', id: me?.id ?? '', name: me?.name ?? '', username: me?.username ?? '', image: me?.image ?? null },
    body: p.body,
    image: null,
    mediaType: null,
    createdAt: p.createdAt,
    seen: false,
    seenBy: [],
    replyTo: p.replyTo,
    sharedPost: null,
    reactions: [],
    pinned: false,
    clientId: p.clientId,
    cursor: '',
    // Not in the server's order yet: its place is taken by its createdAt until it comes back.
    seq: '',
    envelope: null,
    call: null,
  };
}

function DateSeparator({ date }: { date: string }) {
  return (
    <HStack px="6" my="3" gap="3">
      <Separator flex="1" />
      <Text fontSize="xs" color="fg.muted" fontWeight="medium" data-testid="date-separator">
        {dateSeparatorLabel(date)}
      </Text>
      <Separator flex="1" />
    </HStack>
  );
}

export function MessageList({ conversationId, me, jump, onReply, onJumpTo, onJumped }: MessageListProps) {
  const { data, loading, error, fetchMore } = useQuery(ConversationMessagesDocument, {
    variables: { conversationId, first: MESSAGES_PAGE_SIZE, before: null },
    fetchPolicy: 'cache-first',
    nextFetchPolicy: 'cache-first',
    // A refetch (after a reconnect) brings the newest page: it joins the list instead of
    // replacing it, which would drop older pages and anything the catch-up added.
    refetchWritePolicy: 'merge',
  });
  useEffect(() => {
    if (error) {
      console.error('[messages] loading messages failed', error);
      toast.error(LOAD_MESSAGES_FAILED);
    }
  }, [error]);

  // An encrypted reaction is a message of its own (kind REACTION): shown as a chip on the
  // message it reacts to (e2ee/cache-policy.ts), never as a bubble.
  const messages = useMemo(() => (data?.messages.nodes ?? []).filter((m) => m.envelope?.kind !== 'REACTION'), [data]);
  const pageInfo = data?.messages.pageInfo;
  const pendingAll = usePendingSends(conversationId);
  const pending = useMemo(() => unconfirmedSends(pendingAll, messages).map((p) => pendingAsMessage(p, me)), [pendingAll, messages, me]);
  const meForMutations = useMemo(() => (me ? { id: me.id, name: me.name } : null), [me]);
  const { react, pin, copy } = useMessageMutations(meForMutations);
  const [media, setMedia] = useState<ViewedMedia | null>(null);
  const closeMedia = useCallback(() => setMedia(null), []);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [olderLoading, setOlderLoading] = useState(false);

  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const loadingOlder = useRef(false);
  /** Distance from the bottom to keep while an older page is added above. */
  const anchor = useRef<number | null>(null);

  const scrollToBottom = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  const loadOlder = useCallback(async (): Promise<boolean> => {
    if (loadingOlder.current || !pageInfo?.hasPreviousPage || !pageInfo.startCursor) return false;
    loadingOlder.current = true;
    setOlderLoading(true);
    const el = scroller.current;
    if (el) anchor.current = el.scrollHeight - el.scrollTop;
    try {
      await fetchMore({ variables: { before: pageInfo.startCursor } });
      return true;
    } catch (e) {
      console.error('[messages] loading older messages failed', e);
      toast.error(LOAD_MESSAGES_FAILED);
      anchor.current = null;
      return false;
    } finally {
      loadingOlder.current = false;
      setOlderLoading(false);
    }
  }, [pageInfo, fetchMore]);
  // The jump below pages back with the latest loadOlder without restarting when it changes.
  const loadOlderNow = useEffectEvent(() => loadOlder());
  const jumped = useEffectEvent(() => onJumped());

  // Older messages went in above: keep the messages on screen where they were.
  const firstId = messages[0]?.id;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && anchor.current !== null) {
      el.scrollTop = el.scrollHeight - anchor.current;
      anchor.current = null;
    }
  }, [firstId]);

  // A new last message: follow it when the member is at the bottom or sent it.
  const last = pending.length ? pending[pending.length - 1] : messages[messages.length - 1];
  const lastKey = last?.id;
  const lastIsMine = Boolean(last && me && last.senderId === me.id);
  useLayoutEffect(() => {
    if (lastIsMine) stickToBottom.current = true;
    if (stickToBottom.current) scrollToBottom();
  }, [lastKey, lastIsMine, scrollToBottom]);

  // Pictures load after the text: stay at the bottom while content grows, if that is where we are.
  useEffect(() => {
    const el = content.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stickToBottom.current && anchor.current === null) scrollToBottom();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [scrollToBottom]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (el.scrollTop < NEAR_TOP_PX) void loadOlder();
  };

  // Jump to a message (a quoted reply, a pin): load older pages until it is there.
  useEffect(() => {
    if (!jump) return;
    let cancelled = false;
    const run = async () => {
      for (let page = 0; page <= MAX_PAGES_FOR_JUMP && !cancelled; page++) {
        const target = scroller.current?.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(jump.id)}"]`);
        if (target) {
          stickToBottom.current = false;
          target.scrollIntoView({ block: 'center', behavior: 'smooth' });
          setHighlighted(jump.id);
          jumped();
          return;
        }
        if (!(await loadOlderNow())) break;
        await nextFrame();
      }
      if (!cancelled) toast('That message is no longer in this conversation');
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [jump]);

  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  const rows = [...messages.map((m) => ({ message: m, pending: false })), ...pending.map((m) => ({ message: m, pending: true }))];

  return (
    <Box ref={scroller} flex="1" minH="0" overflowY="auto" onScroll={onScroll} role="log" aria-label="Messages" data-testid="message-list" bg="bg">
      <Box ref={content} py="3">
        {olderLoading && (
          <Center py="2">
            <Spinner size="sm" color="brand.accent" />
          </Center>
        )}
        {data && !pageInfo?.hasPreviousPage && messages.length > 0 && (
          <Text textAlign="center" fontSize="xs" color="fg.subtle" py="2">
            This is the beginning of your conversation
          </Text>
        )}
        {loading && !data && (
          <Center py="16" role="status">
            <Stack align="center" gap="2" color="fg.muted">
              <Spinner color="brand.accent" />
              <Text>Loading...</Text>
            </Stack>
          </Center>
        )}
        {data && rows.length === 0 && (
          <Center py="16">
            <Text color="fg.muted" data-testid="no-messages">
              No messages yet. Say hello!
            </Text>
          </Center>
        )}
        {rows.map(({ message, pending: isPending }, i) => (
          <Fragment key={message.id}>
            {needsDateSeparator(message.createdAt, rows[i - 1]?.message.createdAt) && <DateSeparator date={message.createdAt} />}
            {message.call ? (
              <CallRecordRow id={message.id} call={message.call} createdAt={message.createdAt} myId={me?.id ?? null} />
            ) : (
              <MessageBubble
                message={message}
                own={message.senderId === me?.id}
                myId={me?.id ?? null}
                pending={isPending}
                highlighted={highlighted === message.id}
                onReply={onReply}
                onReact={react}
                onPin={pin}
                onCopy={copy}
                onJumpTo={onJumpTo}
                onOpenMedia={setMedia}
              />
            )}
          </Fragment>
        ))}
      </Box>
      <MediaViewer media={media} onClose={closeMedia} />
    </Box>
  );
}
