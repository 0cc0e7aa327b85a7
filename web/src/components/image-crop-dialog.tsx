// Cropping a chosen picture before it is uploaded: the frame's shape is fixed (a square
// picture, a 3:1 banner), the member drags the picture or uses the arrow keys to move it and
// the slider (or + and -) to zoom, and the canvas shows exactly what will be kept. The result
// is drawn onto a new canvas and re-encoded as a JPEG: nothing of the original file's metadata
// (camera, EXIF, GPS position) leaves the browser. The server strips metadata again anyway.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { AppDialog } from './dialog';
import { CROP_JPEG_QUALITY, CROP_SHAPES, MAX_ZOOM, MIN_ZOOM, cropRect, dragBy, initialCrop, zoomTo, type CropShape, type CropState } from './image-crop';

export const UNREADABLE_IMAGE = 'This image could not be read. Choose a JPEG, PNG, GIF or WebP picture.';

/** Arrow keys move the picture by this many preview pixels (ten with Shift). */
const KEY_STEP = 4;
const ZOOM_STEP = 0.1;

export interface ImageCropDialogProps {
  file: File;
  shape: CropShape;
  title: string;
  /** The cropped picture as a JPEG; the dialog stays open (busy) until the promise settles. */
  onCropped(blob: Blob): Promise<void>;
  onCancel(): void;
  testId?: string;
}

/** The picture, turned upright as its EXIF orientation says (the browser applies it when decoding). */
async function decode(file: File): Promise<ImageBitmap> {
  return createImageBitmap(file, { imageOrientation: 'from-image' });
}

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))), 'image/jpeg', CROP_JPEG_QUALITY),
  );
}

export function ImageCropDialog({ file, shape, title, onCropped, onCancel, testId = 'image-crop-dialog' }: ImageCropDialogProps) {
  const { aspect, output } = CROP_SHAPES[shape];
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<ImageBitmap | null>(null);
  const [failed, setFailed] = useState(false);
  const [state, setState] = useState<CropState | null>(null);
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ x: number; y: number; id: number } | null>(null);

  useEffect(() => {
    let bitmap: ImageBitmap | null = null;
    let gone = false;
    decode(file)
      .then((decoded) => {
        bitmap = decoded;
        if (gone) return decoded.close();
        setImage(decoded);
        setState(initialCrop(decoded));
      })
      .catch((error: unknown) => {
        console.info('[crop] the picture could not be decoded', String(error));
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      bitmap?.close();
    };
  }, [file]);

  // The preview: the canvas is the frame, drawn at the device's pixel density.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !image || !state) return;
    const width = canvas.clientWidth;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round((width / aspect) * ratio);
    const rect = cropRect(image, aspect, state);
    const context = canvas.getContext('2d');
    context?.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, canvas.width, canvas.height);
  }, [image, state, aspect]);

  const previewWidth = () => canvasRef.current?.clientWidth || 1;
  const move = (dx: number, dy: number) => image && setState((s) => (s ? dragBy(image, aspect, s, dx, dy, previewWidth()) : s));
  const zoom = (value: number) => image && setState((s) => (s ? zoomTo(image, aspect, s, value) : s));

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const last = drag.current;
    if (!last || last.id !== e.pointerId) return;
    drag.current = { ...last, x: e.clientX, y: e.clientY };
    move(e.clientX - last.x, e.clientY - last.y);
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const step = e.shiftKey ? KEY_STEP * 10 : KEY_STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    if (moves[e.key]) move(...moves[e.key]);
    else if ((e.key === '+' || e.key === '=') && state) zoom(state.zoom + ZOOM_STEP);
    else if (e.key === '-' && state) zoom(state.zoom - ZOOM_STEP);
    else return;
    e.preventDefault();
  };

  const apply = async () => {
    if (!image || !state) return;
    setBusy(true);
    try {
      const canvas = document.createElement('canvas');
      canvas.width = output.width;
      canvas.height = output.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No canvas');
      // A transparent PNG gets a white background rather than JPEG's black.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, output.width, output.height);
      const rect = cropRect(image, aspect, state);
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, output.width, output.height);
      await onCropped(await toJpeg(canvas));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      open
      onClose={busy ? undefined : onCancel}
      testId={testId}
      title={title}
      size="md"
      placement="center"
      closeDisabled={busy}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy} data-testid="image-crop-cancel">
            Cancel
          </Button>
          <Button colorPalette="brand" onClick={() => void apply()} loading={busy} loadingText="Uploading..." disabled={!image} data-testid="image-crop-apply">
            Apply
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {failed ? (
          <Text color="fg.error" role="alert" data-testid="image-crop-error">
            {UNREADABLE_IMAGE}
          </Text>
        ) : (
          <>
            <Box
              rounded={shape === 'avatar' ? 'full' : 'md'}
              overflow="hidden"
              bg="bg.muted"
              w="full"
              maxW={shape === 'avatar' ? '72' : 'full'}
              mx="auto"
              aspectRatio={aspect}
            >
              <canvas
                ref={canvasRef}
                tabIndex={0}
                role="img"
                aria-label="Crop preview. Drag the picture or use the arrow keys to move it, plus and minus to zoom."
                style={{ display: 'block', width: '100%', height: '100%', cursor: 'grab', touchAction: 'none' }}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerUp}
                onKeyDown={onKeyDown}
                data-testid="image-crop-canvas"
              />
            </Box>
            <HStack gap="3">
              <Text asChild fontSize="sm" fontWeight="medium" flexShrink="0">
                <label htmlFor="image-crop-zoom">Zoom</label>
              </Text>
              <input
                id="image-crop-zoom"
                type="range"
                min={MIN_ZOOM}
                max={MAX_ZOOM}
                step={ZOOM_STEP}
                value={state?.zoom ?? MIN_ZOOM}
                onChange={(e) => zoom(Number(e.target.value))}
                disabled={!image}
                style={{ flex: 1, accentColor: 'var(--chakra-colors-brand-solid)' }}
                data-testid="image-crop-zoom"
              />
            </HStack>
          </>
        )}
      </Stack>
    </AppDialog>
  );
}
