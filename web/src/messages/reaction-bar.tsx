// The six quick reactions and the way to every other emoji.
import { Box, HStack, IconButton, Spinner, Center } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import { PlusIcon } from '../components/icons';

export const FullEmojiPicker = lazy(() => import('./emoji-picker'));

export const QUICK_REACTIONS = [
  { emoji: '👍', label: 'thumbs up' },
  { emoji: '❤️', label: 'heart' },
  { emoji: '😂', label: 'laughing' },
  { emoji: '😮', label: 'surprised' },
  { emoji: '😢', label: 'crying' },
  { emoji: '🙏', label: 'praying hands' },
] as const;

export function PickerFallback() {
  return (
    <Center w="320px" h="380px">
      <Spinner color="brand.accent" />
    </Center>
  );
}

export function ReactionBar({ onPick }: { onPick(emoji: string): void }) {
  const [full, setFull] = useState(false);
  if (full) {
    return (
      <Box data-testid="emoji-picker">
        <Suspense fallback={<PickerFallback />}>
          <FullEmojiPicker onPick={onPick} />
        </Suspense>
      </Box>
    );
  }
  return (
    <HStack gap="0.5" p="1" data-testid="reaction-bar">
      {QUICK_REACTIONS.map((r) => (
        <IconButton
          key={r.emoji}
          aria-label={`React with ${r.label}`}
          title={r.label}
          variant="ghost"
          size="sm"
          fontSize="xl"
          rounded="full"
          _hover={{ bg: 'bg.muted', transform: 'scale(1.2)' }}
          transition="transform 0.1s"
          onClick={() => onPick(r.emoji)}
          data-testid="quick-reaction"
          data-emoji={r.emoji}
        >
          {r.emoji}
        </IconButton>
      ))}
      <IconButton aria-label="More emojis" title="More emojis" variant="subtle" size="sm" rounded="full" onClick={() => setFull(true)} data-testid="more-emojis">
        <PlusIcon />
      </IconButton>
    </HStack>
  );
}
