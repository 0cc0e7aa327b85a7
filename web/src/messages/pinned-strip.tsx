// Pinned messages at the top of the chat, for both participants: the newest pin first; a
// click jumps to it and moves on to the next.
import { Box, HStack, Icon, IconButton, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ChatMessageFragment } from '../generated/graphql';
import { messageSnippet } from './format';
import { PinIcon, XIcon } from '../components/icons';

export function PinnedStrip({ pins, onJumpTo, onUnpin }: { pins: ChatMessageFragment[]; onJumpTo(id: string): void; onUnpin(message: ChatMessageFragment): void }) {
  const [index, setIndex] = useState(0);
  if (!pins.length) return null;
  const position = index % pins.length;
  const current = pins[position];
  return (
    <HStack px="4" py="1.5" borderBottomWidth="1px" bg="bg.subtle" gap="3" data-testid="pinned-strip" data-count={pins.length}>
      <Icon color="brand.fg" flexShrink="0">
        <PinIcon />
      </Icon>
      <Box
        as="button"
        flex="1"
        minW="0"
        textAlign="start"
        onClick={() => {
          onJumpTo(current.id);
          setIndex(position + 1);
        }}
        aria-label="Show the pinned message"
        data-testid="pinned-jump"
      >
        <Text fontSize="xs" fontWeight="semibold" color="brand.fg">
          {pins.length > 1 ? `Pinned message ${position + 1} of ${pins.length}` : 'Pinned message'}
        </Text>
        <Text fontSize="sm" truncate data-testid="pinned-text">
          {messageSnippet(current)}
        </Text>
      </Box>
      <IconButton aria-label="Unpin" title="Unpin" size="xs" variant="ghost" rounded="full" onClick={() => onUnpin(current)} data-testid="pinned-unpin">
        <XIcon />
      </IconButton>
    </HStack>
  );
}
