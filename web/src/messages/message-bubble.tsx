// One message: the quoted reply, media, text, time, the sent/seen tick for my own messages,
// reactions with counts, and the hover actions.
import { Box, Button, Flex, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { lazy, memo, Suspense, useState } from 'react';
import type { ChatMessageFragment } from '../generated/graphql';
import { isVideoMedia, messageSnippet, messageTime, replyAuthor, summarizeReactions } from './format';
import { CheckIcon, ClockIcon, DoubleCheckIcon, PinIcon, PlayIcon } from '../components/icons';
import { MessageActions } from './message-actions';
import type { ViewedMedia } from './media-viewer';
import { SharedPostCard } from './shared-post-card';

// Loaded when a member first reports a message (docs/moderation.md).
const ReportDialog = lazy(() => import('../moderation/report-dialog'));

export type DeliveryState = 'sending' | 'sent' | 'seen';

export interface MessageBubbleProps {
  message: ChatMessageFragment;
  own: boolean;
  myId: string | null;
  pending?: boolean;
  highlighted?: boolean;
  onReply(message: ChatMessageFragment): void;
  onReact(message: ChatMessageFragment, emoji: string): void;
  onPin(message: ChatMessageFragment): void;
  onCopy(message: ChatMessageFragment): void;
  onJumpTo(messageId: string): void;
  onOpenMedia(media: ViewedMedia): void;
}

function Tick({ state }: { state: DeliveryState }) {
  const label = state === 'seen' ? 'Seen' : state === 'sent' ? 'Sent' : 'Sending';
  return (
    <Box
      as="span"
      display="inline-flex"
      role="img"
      aria-label={label}
      title={label}
      data-testid="message-tick"
      data-state={state}
      color={state === 'seen' ? 'bubble.seen' : undefined}
      fontSize="sm"
    >
      {state === 'seen' ? <DoubleCheckIcon /> : state === 'sent' ? <CheckIcon /> : <ClockIcon />}
    </Box>
  );
}

// A photo or video never reaches past its bubble, nor the bubble past the screen: at most 260 px
// wide, and at most what a bubble can hold in this row (--bubble-room, from the row's width in
// container units, so the picture's size is known before the bubble's and the bubble hugs it).
const MEDIA_STYLE = { display: 'block', width: 'auto', height: 'auto', maxWidth: 'min(260px, var(--bubble-room))', maxHeight: 320 } as const;
/** What beside the picture takes the row's width: the hover actions (2 x 24 px and a gap) and the bubble's padding. */
const BESIDE_MEDIA = '80px';

function Media({ url, mediaType, onOpen }: { url: string; mediaType: string | null; onOpen(media: ViewedMedia): void }) {
  const video = isVideoMedia(url, mediaType);
  return (
    <Box
      as="button"
      display="block"
      maxW="full"
      position="relative"
      rounded="lg"
      overflow="hidden"
      mb="1"
      cursor="zoom-in"
      aria-label={video ? 'Open video' : 'Open photo'}
      onClick={() => onOpen({ url, mediaType })}
      data-testid="message-media"
    >
      {video ? (
        <>
          <video src={url} preload="metadata" muted playsInline style={MEDIA_STYLE} />
          <Flex position="absolute" inset="0" align="center" justify="center" bg="overlay.veilMedium" color="overlay.fg" fontSize="3xl">
            <PlayIcon />
          </Flex>
        </>
      ) : (
        <img src={url} alt="" loading="lazy" style={{ ...MEDIA_STYLE, minWidth: 80, minHeight: 60, objectFit: 'cover' }} />
      )}
    </Box>
  );
}

export const MessageBubble = memo(function MessageBubble(props: MessageBubbleProps) {
  const { message, own, myId, pending, highlighted, onReply, onReact, onPin, onCopy, onJumpTo, onOpenMedia } = props;
  const delivery: DeliveryState = pending ? 'sending' : message.seen ? 'seen' : 'sent';
  const reactions = summarizeReactions(message.reactions, myId);
  // A photo or video alone fills its bubble, with a thin frame.
  const mediaOnly = Boolean(message.image) && !message.body && !message.replyTo;
  const [reporting, setReporting] = useState(false);

  return (
    <Flex
      className="group"
      justify={own ? 'flex-end' : 'flex-start'}
      containerType="inline-size"
      // The bubble's own maximum (88% of the row, 75% from md up), in container units.
      css={{ '--bubble-room': `calc(88cqi - ${BESIDE_MEDIA})`, '@media screen and (min-width: 48rem)': { '--bubble-room': `calc(75cqi - ${BESIDE_MEDIA})` } }}
      px={{ base: '2', md: '4' }}
      py="0.5"
      data-testid="message"
      data-message-id={message.id}
      data-own={own}
      data-highlighted={highlighted ? 'true' : undefined}
    >
      <Flex direction={own ? 'row-reverse' : 'row'} align="center" gap="1" maxW={{ base: '88%', md: '75%' }} minW="0">
        <Stack gap="1" align={own ? 'flex-end' : 'flex-start'} minW="0">
          <Box
            bg={own ? 'brand.solid' : 'bg.muted'}
            color={own ? 'brand.contrast' : 'fg'}
            rounded="2xl"
            roundedBottomRight={own ? 'sm' : '2xl'}
            roundedBottomLeft={own ? '2xl' : 'sm'}
            px={mediaOnly ? '1' : '3'}
            py={mediaOnly ? '1' : '2'}
            minW="0"
            maxW="full"
            opacity={pending ? 0.75 : 1}
            outline={highlighted ? '3px solid' : 'none'}
            outlineColor="bubble.highlight"
            outlineOffset="2px"
            transition="outline-color 0.3s"
            data-testid="message-bubble"
          >
            {message.replyTo && (
              <Box
                as="button"
                display="block"
                w="full"
                textAlign="start"
                mb="1.5"
                px="2"
                py="1"
                rounded="md"
                borderLeftWidth="3px"
                borderLeftColor={own ? 'bubble.ownQuoteBar' : 'brand.accent'}
                bg={own ? 'bubble.ownQuote' : 'bg.emphasized'}
                _hover={{ bg: own ? 'bubble.ownQuoteHover' : 'bg.panel' }}
                onClick={() => onJumpTo(message.replyTo!.id)}
                aria-label="Show the quoted message"
                data-testid="message-quote"
              >
                <Text fontSize="xs" fontWeight="semibold">
                  {replyAuthor(message.replyTo.sender, myId)}
                </Text>
                <Text fontSize="xs" opacity={0.85} lineClamp={2}>
                  {messageSnippet(message.replyTo)}
                </Text>
              </Box>
            )}
            {message.image && <Media url={message.image} mediaType={message.mediaType} onOpen={onOpenMedia} />}
            {message.sharedPost && <SharedPostCard post={message.sharedPost} />}
            {/* Only a shared post makes a message with no text and no media: its post was deleted. */}
            {!message.sharedPost && !message.body && !message.image && (
              <Text fontStyle="italic" opacity={0.8} data-testid="shared-post-unavailable">
                This post is unavailable
              </Text>
            )}
            {message.body && (
              <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="message-body">
                {message.body}
              </Text>
            )}
            <HStack justify="flex-end" gap="1" mt="0.5" px={mediaOnly ? '2' : '0'} pb={mediaOnly ? '0.5' : '0'} fontSize="2xs" opacity={0.8}>
              {message.pinned && (
                <Box as="span" display="inline-flex" role="img" aria-label="Pinned" title="Pinned" data-testid="message-pinned">
                  <PinIcon />
                </Box>
              )}
              <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
              {own && <Tick state={delivery} />}
            </HStack>
          </Box>
          {reactions.length > 0 && (
            <Wrap gap="1" justify={own ? 'flex-end' : 'flex-start'} mt="-1" data-testid="message-reactions">
              {reactions.map((r) => (
                <Button
                  key={r.emoji}
                  size="2xs"
                  rounded="full"
                  variant={r.mine ? 'subtle' : 'outline'}
                  colorPalette={r.mine ? 'brand' : 'gray'}
                  bg={r.mine ? undefined : 'bg'}
                  title={r.names.join(', ')}
                  aria-label={`${r.emoji} ${r.count}${r.mine ? ', including you' : ''}`}
                  aria-pressed={r.mine}
                  disabled={pending}
                  onClick={() => onReact(message, r.emoji)}
                  data-testid="reaction-chip"
                  data-emoji={r.emoji}
                  data-mine={r.mine}
                >
                  <span>{r.emoji}</span>
                  <span data-testid="reaction-count">{r.count}</span>
                </Button>
              ))}
            </Wrap>
          )}
        </Stack>
        {!pending && (
          <MessageActions
            own={own}
            pinned={message.pinned}
            canCopy={Boolean(message.body.trim() || message.image)}
            onReply={() => onReply(message)}
            onReact={(emoji) => onReact(message, emoji)}
            onPin={() => onPin(message)}
            onCopy={() => onCopy(message)}
            onReport={() => setReporting(true)}
          />
        )}
        {/* The text this browser decrypted goes with the report: the server cannot read it. */}
        {reporting && (
          <Suspense fallback={null}>
            <ReportDialog kind="MESSAGE" id={message.id} evidence={message.body} onClose={() => setReporting(false)} />
          </Suspense>
        )}
      </Flex>
    </Flex>
  );
});
