// The attached photos and videos under the text, with the upload's progress bar.
import { Progress } from '@chakra-ui/react';
import { MediaPreviewGrid } from './media-preview-grid';
import type { MediaAttachments } from './use-media-attachments';

export function ComposerMedia({ media, disabled }: { media: MediaAttachments; disabled: boolean }) {
  return (
    <>
      <MediaPreviewGrid items={media.items} onRemove={media.remove} disabled={disabled} />
      {media.progress !== null && (
        <Progress.Root value={Math.round(media.progress * 100)} size="xs" colorPalette="brand" data-testid="composer-upload-progress">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </>
  );
}
