// Full-screen media: Escape or a click outside the picture closes it.
import { Box, CloseButton, Portal } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { isVideoMedia } from './format';

export interface ViewedMedia {
  url: string;
  mediaType?: string | null;
}

export function MediaViewer({ media, onClose }: { media: ViewedMedia | null; onClose(): void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!media) return;
    // Keyboard users land on the close button; focus goes back where it was afterwards.
    const previous = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onClose();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      previous?.focus?.({ preventScroll: true });
    };
  }, [media, onClose]);

  if (!media) return null;
  const video = isVideoMedia(media.url, media.mediaType);
  return (
    <Portal>
      <Box
        position="fixed"
        inset="0"
        zIndex="modal"
        bg="overlay.backdrop"
        display="flex"
        alignItems="center"
        justifyContent="center"
        p={{ base: '2', md: '10' }}
        role="dialog"
        aria-modal="true"
        aria-label={video ? 'Video' : 'Photo'}
        data-testid="media-viewer"
        onClick={(e) => e.target === e.currentTarget && onClose()}
      >
        <CloseButton
          ref={closeButton}
          position="absolute"
          top="4"
          right="4"
          color="overlay.fg"
          _hover={{ bg: 'overlay.ghostHover' }}
          aria-label="Close"
          onClick={onClose}
        />
        {video ? (
          <video src={media.url} controls autoPlay style={{ maxWidth: '100%', maxHeight: '100%', borderRadius: 8 }} data-testid="media-viewer-content" />
        ) : (
          <img src={media.url} alt="" style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', borderRadius: 8 }} data-testid="media-viewer-content" />
        )}
      </Box>
    </Portal>
  );
}
