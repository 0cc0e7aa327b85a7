// A profile picture or banner in the edit dialog: the current one, Upload (choose a file, crop
// it in the browser, upload the re-encoded result) and Remove. The field's value is the picture's
// URL, sent with the rest of the profile when the member saves.
import { Box, Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { UserAvatar } from '../components/user-avatar';
import type { CropShape } from '../components/image-crop';
import { uploadProfileImage } from './upload-profile-image';

// The crop dialog loads when a picture is chosen, not with the profile.
const ImageCropDialog = lazy(() => import('../components/image-crop-dialog').then((m) => ({ default: m.ImageCropDialog })));

/** What the file picker offers: the types the server accepts. */
export const PROFILE_IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';
export const UPLOAD_FAILED = 'Upload failed';

export interface ProfileImageFieldProps {
  shape: CropShape;
  label: string;
  /** The picture's URL ('' for none). */
  value: string;
  onChange(url: string): void;
  /** The member's name: the picture's fallback initial. */
  name: string;
  error?: string;
  helper?: string;
  testId: string;
}

export function ProfileImageField({ shape, label, value, onChange, name, error, helper, testId }: ProfileImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inputId = useId();
  const noun = shape === 'avatar' ? 'photo' : 'banner';

  const cropped = async (blob: Blob) => {
    try {
      const uploaded = await uploadProfileImage(blob, shape === 'avatar' ? 'avatar.jpg' : 'banner.jpg');
      setFailure(null);
      onChange(uploaded.url);
      setFile(null);
    } catch (e) {
      console.error('[profile] picture upload failed', e);
      setFailure(`${UPLOAD_FAILED}: ${(e as Error).message}`);
      setFile(null);
    }
  };

  const message = failure ?? error;
  return (
    <Field.Root invalid={Boolean(message)} data-testid={testId}>
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
      <Stack gap="2" w="full">
        {shape === 'banner' ? (
          <Box
            w="full"
            aspectRatio={3}
            rounded="md"
            bg="bg.muted"
            bgImage={value ? `url("${value}")` : undefined}
            bgSize="cover"
            bgPos="center"
            borderWidth="1px"
            role="img"
            aria-label={value ? 'Your banner' : 'No banner'}
            data-testid={`${testId}-preview`}
            data-src={value || undefined}
          />
        ) : (
          <Box data-testid={`${testId}-preview`} data-src={value || undefined}>
            <UserAvatar name={name} image={value || null} size="2xl" />
          </Box>
        )}
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => input.current?.click()} data-testid={`${testId}-upload`}>
            Upload {noun}
          </Button>
          {value && (
            <Button size="sm" variant="ghost" onClick={() => onChange('')} data-testid={`${testId}-remove`}>
              Remove
            </Button>
          )}
        </HStack>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={PROFILE_IMAGE_TYPES}
          hidden
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (chosen) setFile(chosen);
          }}
          data-testid={`${testId}-input`}
        />
      </Stack>
      {message ? (
        <Field.ErrorText data-testid={`${testId}-error`}>{message}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : (
        <Text fontSize="xs" color="fg.muted">
          {shape === 'avatar' ? 'A square crop, 512 x 512.' : 'A 3:1 crop, 1500 x 500.'} Camera and location details are removed.
        </Text>
      )}
      {file && (
        <Suspense fallback={null}>
          <ImageCropDialog
            file={file}
            shape={shape}
            title={shape === 'avatar' ? 'Crop your photo' : 'Crop your banner'}
            onCropped={cropped}
            onCancel={() => setFile(null)}
            testId={`${testId}-crop`}
          />
        </Suspense>
      )}
    </Field.Root>
  );
}
