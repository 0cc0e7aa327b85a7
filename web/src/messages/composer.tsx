// The composer: the plus menu (Photos & Videos; Contact and Polls are not available yet and
// say so), the text box, the emoji button, Send (disabled while the text is blank) and the
// reply preview.
import { Box, Flex, HStack, IconButton, Menu, Popover, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { Suspense, useState, type KeyboardEvent, type RefObject } from 'react';
import type { ChatMessageFragment } from '../generated/graphql';
import { messageSnippet, replyAuthor, sendableText } from './format';
import { ContactIcon, ImageIcon, PlusIcon, PollIcon, SendIcon, SmileIcon, XIcon } from '../components/icons';
import { FullEmojiPicker, PickerFallback } from './reaction-bar';
import { UploadMediaDialog } from './upload-media-dialog';
import { useSendMessage } from './use-send-message';

export interface ComposerProps {
  conversationId: string;
  /** End-to-end encrypted: what is sent is encrypted on this device (web/src/e2ee). */
  encrypted: boolean;
  myId: string | null;
  replyTo: ChatMessageFragment | null;
  onCancelReply(): void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

export function Composer({ conversationId, encrypted, myId, replyTo, onCancelReply, inputRef }: ComposerProps) {
  const [text, setText] = useState('');
  const [uploadOpen, setUploadOpen] = useState(false);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const sendMessage = useSendMessage();
  const canSend = sendableText(text) !== null;

  const send = async () => {
    if (!canSend) return;
    const sent = text;
    setText('');
    onCancelReply();
    const delivered = await sendMessage({ conversationId, encrypted, text: sent, replyTo });
    // Give the words back when the send failed and nothing new was typed meanwhile.
    if (!delivered) setText((current) => (current ? current : sent));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  const insertEmoji = (emoji: string) => {
    const el = inputRef.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    setEmojiOpen(false);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  return (
    <Box borderTopWidth="1px" px={{ base: '2', md: '4' }} py="3" bg="bg">
      {replyTo && (
        <HStack mb="2" px="3" py="2" rounded="md" bg="bg.muted" borderLeftWidth="3px" borderLeftColor="brand.accent" data-testid="reply-preview">
          <Stack gap="0" flex="1" minW="0">
            <Text fontSize="xs" fontWeight="semibold" color="brand.fg">
              Replying to {replyAuthor(replyTo.sender, myId)}
            </Text>
            <Text fontSize="sm" color="fg.muted" truncate>
              {messageSnippet(replyTo)}
            </Text>
          </Stack>
          <IconButton aria-label="Cancel reply" title="Cancel reply" size="xs" variant="ghost" rounded="full" onClick={onCancelReply} data-testid="cancel-reply">
            <XIcon />
          </IconButton>
        </HStack>
      )}
      <Flex align="end" gap="1.5">
        <Menu.Root positioning={{ placement: 'top-start' }}>
          <Menu.Trigger asChild>
            <IconButton aria-label="Add attachment" title="Add attachment" variant="ghost" rounded="full" data-testid="composer-plus">
              <PlusIcon />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="64" data-testid="composer-plus-menu">
                <Menu.Item value="media" onSelect={() => setUploadOpen(true)} data-testid="plus-media">
                  <ImageIcon /> Photos &amp; Videos
                </Menu.Item>
                <Menu.Item value="contact" disabled data-testid="plus-contact">
                  <ContactIcon />
                  <Stack gap="0">
                    <Text>Contact</Text>
                    <Text fontSize="xs" color="fg.muted">
                      Sharing contacts is not available yet
                    </Text>
                  </Stack>
                </Menu.Item>
                <Menu.Item value="polls" disabled data-testid="plus-polls">
                  <PollIcon />
                  <Stack gap="0">
                    <Text>Polls</Text>
                    <Text fontSize="xs" color="fg.muted">
                      Polls in messages are not available yet
                    </Text>
                  </Stack>
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>

        <Box flex="1" position="relative">
          <Textarea
            ref={inputRef}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Type a message..."
            aria-label="Message"
            rows={1}
            autoresize
            maxH="40"
            resize="none"
            rounded="2xl"
            bg="bg.subtle"
            pe="10"
            data-testid="composer-input"
          />
          <Popover.Root open={emojiOpen} onOpenChange={(e) => setEmojiOpen(e.open)} positioning={{ placement: 'top-end' }} lazyMount unmountOnExit>
            <Popover.Trigger asChild>
              <IconButton
                aria-label="Insert emoji"
                title="Insert emoji"
                variant="ghost"
                size="sm"
                rounded="full"
                position="absolute"
                right="1"
                bottom="1"
                zIndex="1"
                data-testid="composer-emoji"
              >
                <SmileIcon />
              </IconButton>
            </Popover.Trigger>
            <Portal>
              <Popover.Positioner>
                <Popover.Content w="auto" p="0" overflow="hidden" data-testid="composer-emoji-picker">
                  <Suspense fallback={<PickerFallback />}>
                    <FullEmojiPicker onPick={insertEmoji} />
                  </Suspense>
                </Popover.Content>
              </Popover.Positioner>
            </Portal>
          </Popover.Root>
        </Box>

        <IconButton aria-label="Send" title="Send" colorPalette="brand" rounded="full" disabled={!canSend} onClick={() => void send()} data-testid="composer-send">
          <SendIcon />
        </IconButton>
      </Flex>
      <UploadMediaDialog open={uploadOpen} onClose={() => setUploadOpen(false)} conversationId={conversationId} encrypted={encrypted} />
    </Box>
  );
}
