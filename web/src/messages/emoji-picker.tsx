// The full emoji picker, loaded on demand (it carries the whole emoji data set).
import EmojiPicker, { EmojiStyle } from 'emoji-picker-react';
import { useAppearance } from '../theme/theme-context';

export default function FullEmojiPicker({ onPick }: { onPick(emoji: string): void }) {
  const { colorMode } = useAppearance();
  return (
    <EmojiPicker
      onEmojiClick={(data) => onPick(data.emoji)}
      emojiStyle={EmojiStyle.NATIVE}
      colorScheme={colorMode}
      lazyLoadEmojis
      width={320}
      height={380}
      previewConfig={{ showPreview: false }}
    />
  );
}
