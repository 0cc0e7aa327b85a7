// The "Add photos or videos" button and its hidden file input, handing the picked files to the
// composer's media (use-media-attachments). Used by the home composer's toolbar and the
// community composer, so both pick files the same way.
import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useRef, type ChangeEvent } from 'react';
import { ImageIcon } from '../components/icons';
import type { MediaAttachments } from './use-media-attachments';

interface MediaPickerProps {
  media: Pick<MediaAttachments, 'add'>;
  disabled: boolean;
  size: IconButtonProps['size'];
  inputTestId: string;
  buttonTestId: string;
}

export function MediaPicker({ media, disabled, size, inputTestId, buttonTestId }: MediaPickerProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    // Picking the same file again after removing it must fire a change.
    e.target.value = '';
    void media.add(files);
  };
  return (
    <>
      <input ref={fileRef} type="file" accept="image/*,video/*" multiple hidden onChange={onFiles} data-testid={inputTestId} />
      <IconButton
        aria-label="Add photos or videos"
        title="Add photos or videos"
        variant="ghost"
        rounded="full"
        size={size}
        disabled={disabled}
        onClick={() => fileRef.current?.click()}
        data-testid={buttonTestId}
      >
        <ImageIcon />
      </IconButton>
    </>
  );
}
