// One alt text field per attached image: what it shows, for members who use a screen reader
// (the card's img alt) and on hover (its title). Videos have none.
import { Field, Input, Stack } from '@chakra-ui/react';
import type { MediaAttachments } from './use-media-attachments';

export const ALT_TEXT_MAX = 1500;

export function AltTextFields({ media, disabled }: { media: MediaAttachments; disabled?: boolean }) {
  const images = media.items.filter((a) => !a.isVideo);
  if (!images.length) return null;
  return (
    <Stack gap="2" data-testid="composer-alt-texts">
      {images.map((a, i) => (
        <Field.Root key={a.key}>
          <Field.Label fontSize="sm">{images.length === 1 ? 'Alt text' : `Alt text for image ${i + 1}`}</Field.Label>
          <Input
            size="sm"
            value={a.alt}
            maxLength={ALT_TEXT_MAX}
            placeholder="Describe the image for people who cannot see it"
            disabled={disabled}
            onChange={(e) => media.setAlt(a.key, e.target.value)}
            data-testid="composer-alt-input"
          />
        </Field.Root>
      ))}
    </Stack>
  );
}
