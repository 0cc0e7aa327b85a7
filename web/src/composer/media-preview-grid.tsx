// The picked media as tiles: at most 4, the last one carrying a +N overlay for the rest (spec:
// "At most 4 tiles are shown with a +N overlay"). Tiles still uploading are dimmed.
import { Box, Flex, Grid, IconButton, Text } from '@chakra-ui/react';
import { PlayIcon, XIcon } from '../components/icons';
import { visibleTiles } from './media-limits';
import type { Attachment } from './use-media-attachments';

export function MediaPreviewGrid({ items, onRemove, disabled }: { items: Attachment[]; onRemove(key: string): void; disabled?: boolean }) {
  if (!items.length) return null;
  const { shown, hidden } = visibleTiles(items);
  return (
    <Grid templateColumns={shown.length === 1 ? '1fr' : 'repeat(2, 1fr)'} gap="1.5" rounded="lg" overflow="hidden" data-testid="composer-media-grid">
      {shown.map((a, i) => {
        const last = i === shown.length - 1;
        return (
          // The same shapes as the post card's grid, so the preview looks like what will be posted.
          <Box
            key={a.key}
            position="relative"
            aspectRatio={shown.length === 1 ? '16 / 10' : '4 / 3'}
            bg="bg.muted"
            data-testid="composer-media-tile"
            data-kind={a.isVideo ? 'video' : 'image'}
            opacity={a.media ? 1 : 0.6}
          >
            {a.isVideo ? (
              <>
                <video src={a.previewUrl} muted playsInline preload="metadata" aria-label="Video" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                {/* A paused first frame looks like a photo: the play mark says it is a video. */}
                <Flex position="absolute" inset="0" align="center" justify="center" color="overlay.fg" fontSize="3xl" bg="overlay.veil" pointerEvents="none">
                  <PlayIcon />
                </Flex>
              </>
            ) : (
              <img src={a.previewUrl} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            )}
            {last && hidden > 0 && (
              <Box position="absolute" inset="0" bg="overlay.veilStrong" display="flex" alignItems="center" justifyContent="center" data-testid="composer-media-more">
                <Text color="overlay.fg" fontSize="2xl" fontWeight="bold">
                  +{hidden}
                </Text>
              </Box>
            )}
            <IconButton
              aria-label="Remove media"
              title="Remove media"
              size="xs"
              rounded="full"
              position="absolute"
              top="1.5"
              right="1.5"
              variant="solid"
              colorPalette="gray"
              disabled={disabled}
              onClick={() => onRemove(a.key)}
              data-testid="composer-media-remove"
            >
              <XIcon />
            </IconButton>
          </Box>
        );
      })}
    </Grid>
  );
}
