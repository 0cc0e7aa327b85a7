// /assistant: conversations with the health assistant. The reply streams in through the
// assistantReply subscription; with no AI model configured it is the retrieved passages,
// labelled "Retrieved passages (no assistant is configured)", opening with a sentence computed
// from the member's own data when the question is about it; sources are links. While the
// assistant's language model is still loading, the page says so (assistantStatus).
import { Badge, Box, Button, Card, Flex, Grid, Heading, HStack, Link, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  AssistantConversationDocument,
  AssistantConversationsDocument,
  AssistantStatusDocument,
  SendAssistantMessageDocument,
  type AssistantMessageItemFragment,
} from '../../generated/graphql';
import { toast } from '../../toasts/toast';
import { useAssistantReply } from './use-assistant-reply';

export const RETRIEVED_LABEL = 'Retrieved passages (no assistant is configured)';
export const ASSISTANT_TOASTS = { send: 'Failed to send message', load: 'Failed to load the conversation' } as const;
const MESSAGE_MAX = 4000;
export const ASSISTANT_LOADING = 'The assistant is getting ready: its language model is loading. You can ask now; the first answer may take a little longer.';
const STATUS_POLL_MS = 2000;

/** The member's time zone: "today" in an answer from their data is their day. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Whether the assistant can answer at once: while its language model loads (the first answer
 * waits for it, with or without a chat model) the page says so. The page root carries the state
 * as `data-retrieval` (LOADING, READY, KEYWORDS_ONLY) for tests and assistive tools.
 */
function useRetrievalStatus() {
  const { data, startPolling, stopPolling } = useQuery(AssistantStatusDocument, { fetchPolicy: 'network-only' });
  const retrieval = data?.assistantStatus.retrieval;
  useEffect(() => {
    if (retrieval !== 'LOADING') return;
    startPolling(STATUS_POLL_MS);
    return () => stopPolling();
  }, [retrieval, startPolling, stopPolling]);
  return retrieval;
}

function ReadinessNote() {
  return (
    <HStack gap="2" color="fg.muted" fontSize="sm" role="status" data-testid="assistant-loading">
      <Spinner size="xs" />
      <Text>{ASSISTANT_LOADING}</Text>
    </HStack>
  );
}

export function AssistantPage() {
  const { conversationId = null } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Assistant · Pulse';
  }, []);
  const list = useQuery(AssistantConversationsDocument, { variables: { first: 50, after: null } });
  const retrieval = useRetrievalStatus();
  return (
    <Stack gap="4" data-testid="assistant-page" data-retrieval={retrieval}>
      <Heading as="h1" size="2xl">
        Health assistant
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        General guidance from public health sources and your own health data. Not medical advice.
      </Text>
      {retrieval === 'LOADING' && <ReadinessNote />}
      <Grid templateColumns={{ base: '1fr', md: '16rem minmax(0, 1fr)' }} gap="4" alignItems="start">
        <Stack gap="1" data-testid="assistant-conversations">
          <Button size="sm" variant="outline" onClick={() => navigate('/assistant')} data-testid="assistant-new">
            New conversation
          </Button>
          {list.data?.assistantConversations.nodes.map((c) => (
            <Link key={c.id} asChild px="2" py="1.5" rounded="md" bg={c.id === conversationId ? 'bg.muted' : undefined} fontSize="sm">
              <RouterLink to={`/assistant/${c.id}`}>
                <Text truncate>{c.title}</Text>
              </RouterLink>
            </Link>
          ))}
        </Stack>
        <Conversation key={conversationId ?? 'new'} conversationId={conversationId} onStarted={(id) => navigate(`/assistant/${id}`, { replace: true })} />
      </Grid>
    </Stack>
  );
}

function Conversation({ conversationId, onStarted }: { conversationId: string | null; onStarted(id: string): void }) {
  const { data, error, startPolling, stopPolling } = useQuery(AssistantConversationDocument, { variables: { id: conversationId ?? '' }, skip: !conversationId });
  const [send, { loading: sending }] = useMutation(SendAssistantMessageDocument, {
    refetchQueries: [AssistantConversationsDocument],
  });
  const [text, setText] = useState('');
  const [pending, setPending] = useState<AssistantMessageItemFragment[]>([]);
  const end = useRef<HTMLDivElement>(null);
  useAssistantReply(conversationId);
  useEffect(() => {
    if (error) toast.error(ASSISTANT_TOASTS.load);
  }, [error]);
  const messages = data?.assistantConversation.messages ?? pending;
  // A reply that ended before the subscription was in place (a new conversation is subscribed to
  // only once it has an id) sends no more events: while one is streaming, the page also reads it.
  const streaming = messages.some((m) => m.state === 'STREAMING');
  useEffect(() => {
    if (!conversationId || !streaming) return;
    startPolling(1500);
    return () => stopPolling();
  }, [conversationId, streaming, startPolling, stopPolling]);
  const lastText = messages.at(-1)?.content;
  useEffect(() => {
    // A block body: Chromium's scrollIntoView now returns a promise, which an effect must not.
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, lastText]);

  const ask = async () => {
    const message = text.trim();
    if (!message || sending) return;
    setText('');
    try {
      const result = await send({
        variables: { input: { conversationId, message, timezone: timeZone() } },
        refetchQueries: conversationId ? [AssistantConversationDocument, AssistantConversationsDocument] : [AssistantConversationsDocument],
        awaitRefetchQueries: true,
      });
      const reply = result.data?.sendAssistantMessage;
      if (reply && !conversationId) {
        setPending([reply]);
        onStarted(reply.conversationId);
      }
    } catch (e) {
      console.error('[assistant] send failed', e);
      toast.error(ASSISTANT_TOASTS.send);
      setText((current) => current || message);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void ask();
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4" minH="20rem" data-testid="assistant-messages">
          {!messages.length && <Text color="fg.muted">Ask about sleep, activity, nutrition, or your own meals, goals and wearable data.</Text>}
          {messages.map((m) => (m.role === 'USER' ? <Question key={m.id} message={m} /> : <Reply key={m.id} message={m} />))}
          <div ref={end} />
        </Stack>
      </Card.Body>
      <Card.Footer>
        <HStack w="full" align="end">
          <Textarea
            value={text}
            onChange={(e) => setText(e.target.value.slice(0, MESSAGE_MAX))}
            onKeyDown={onKeyDown}
            placeholder="Ask the health assistant…"
            aria-label="Message"
            autoresize
            maxH="10rem"
            data-testid="assistant-input"
          />
          <Button onClick={() => void ask()} disabled={!text.trim() || sending} loading={sending} data-testid="assistant-send">
            Send
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}

function Question({ message }: { message: AssistantMessageItemFragment }) {
  return (
    <Flex justify="end">
      <Box bg="blue.solid" color="blue.contrast" px="3" py="2" rounded="lg" maxW="85%" whiteSpace="pre-wrap" data-testid="assistant-question">
        {message.content}
      </Box>
    </Flex>
  );
}

function Reply({ message }: { message: AssistantMessageItemFragment }) {
  const retrieved = message.mode === 'RETRIEVED';
  // The retrieved label is the first line of the text (so REST clients see it too); shown here as a badge.
  const body = retrieved && message.content.startsWith(RETRIEVED_LABEL) ? message.content.slice(RETRIEVED_LABEL.length).trimStart() : message.content;
  return (
    <Stack gap="2" maxW="95%" data-testid="assistant-reply" data-state={message.state}>
      {retrieved && (
        <Badge alignSelf="start" colorPalette="orange" data-testid="assistant-retrieved-label">
          {RETRIEVED_LABEL}
        </Badge>
      )}
      <Box bg="bg.muted" px="3" py="2" rounded="lg" whiteSpace="pre-wrap" data-testid="assistant-reply-text">
        {body}
        {message.state === 'STREAMING' && <Spinner size="xs" ml="2" aria-label="The assistant is writing" />}
      </Box>
      {message.state === 'FAILED' && (
        <Text color="red.fg" fontSize="sm" data-testid="assistant-reply-error">
          {message.error ?? 'The assistant could not answer.'}
        </Text>
      )}
      {message.citations.length > 0 && message.state !== 'STREAMING' && (
        <Stack gap="0.5" fontSize="sm" data-testid="assistant-citations">
          <Text fontWeight="semibold">Sources</Text>
          {message.citations.map((c, i) =>
            c.url?.startsWith('http') ? (
              <Link key={`${c.kind}-${c.id}`} href={c.url} target="_blank" rel="noopener noreferrer" colorPalette="blue">
                [{i + 1}] {c.title}
              </Link>
            ) : c.url ? (
              <Link key={`${c.kind}-${c.id}`} asChild colorPalette="blue">
                <RouterLink to={c.url}>
                  [{i + 1}] {c.title}
                </RouterLink>
              </Link>
            ) : (
              <Text key={`${c.kind}-${c.id}`}>
                [{i + 1}] {c.title}
              </Text>
            ),
          )}
        </Stack>
      )}
    </Stack>
  );
}
