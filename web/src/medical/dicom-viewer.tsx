// The scan viewer: Cornerstone3D's stack viewport over one series' slices, fetched from our
// origin by the manifest's signed links (each fetch is in the scan's access log), decoded by
// the DICOM image loader's web workers and codecs, which the build serves from our origin too
// (vite.config.ts, build/dicom-codecs.ts): nothing comes from a CDN. Scroll through the series
// with the wheel or the arrow keys, drag for window/level, or pick one of the spec's presets.
// The viewport's state is mirrored in data attributes (slice, window) for tests and tools.
import { Box, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Enums, RenderingEngine, init as initCornerstone, isCornerstoneInitialized, setUseCPURendering, type StackViewport } from '@cornerstonejs/core';
import { init as initImageLoader } from '@cornerstonejs/dicom-image-loader';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { MedicalScanViewerQuery } from '../generated/graphql';

type Manifest = MedicalScanViewerQuery['medicalScanManifest'];
type Series = Manifest['studies'][number]['series'][number];

/** Where the codecs' .wasm files are served (build/dicom-codecs.ts writes them there). */
const WASM_BASE = '/assets/dicom-codecs/';

let ready: Promise<void> | undefined;
function startCornerstone(): Promise<void> {
  ready ??= (async () => {
    // Without WebGL (some headless or old machines) Cornerstone draws on the CPU.
    if (!document.createElement('canvas').getContext('webgl2')) setUseCPURendering(true);
    if (!isCornerstoneInitialized()) await initCornerstone();
    initImageLoader({ maxWebWorkers: Math.max(1, Math.min(2, navigator.hardwareConcurrency || 1)), wasmBasePath: WASM_BASE });
  })();
  return ready;
}

interface View {
  index: number;
  count: number;
  windowWidth: number | null;
  windowCenter: number | null;
}

let engines = 0;

export function DicomViewer({ manifest }: { manifest: Manifest }) {
  const series = manifest.studies.flatMap((s) => s.series);
  const [seriesUid, setSeriesUid] = useState(series[0]?.seriesInstanceUid);
  const current = series.find((s) => s.seriesInstanceUid === seriesUid) ?? series[0];
  const element = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<StackViewport | null>(null);
  const [view, setView] = useState<View | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [preset, setPreset] = useState<string | null>(null);
  const drag = useRef<{ x: number; y: number; width: number; center: number } | null>(null);

  const readView = () => {
    const viewport = viewportRef.current;
    if (viewport) setView(viewOf(viewport));
  };

  useEffect(() => {
    if (!current || !element.current) return;
    let cancelled = false;
    // Made once Cornerstone is initialised (its constructor refuses before).
    let engine: RenderingEngine | undefined;
    const target = element.current;
    (async () => {
      await startCornerstone();
      if (cancelled) return;
      engine = new RenderingEngine(`pulse-medical-${++engines}`);
      engine.enableElement({ viewportId: 'scan', type: Enums.ViewportType.STACK, element: target });
      const viewport = engine.getViewport('scan') as StackViewport;
      viewportRef.current = viewport;
      const imageIds = imageIdsOf(current);
      await viewport.setStack(imageIds, 0);
      if (cancelled) return;
      if (current.windowWidth !== null && current.windowCenter !== null) {
        viewport.setProperties({ voiRange: rangeOf(current.windowWidth, current.windowCenter) });
      } else {
        // No window in the files: the first image's range of values, so drag has a window to start from.
        const image = viewport.getCornerstoneImage();
        if (image && image.maxPixelValue > image.minPixelValue) viewport.setProperties({ voiRange: { lower: image.minPixelValue, upper: image.maxPixelValue } });
      }
      viewport.render();
      readView();
    })().catch((error: unknown) => {
      if (!cancelled) setFailure(error instanceof Error ? error.message : 'The images could not be shown');
    });
    const onRendered = () => readView();
    target.addEventListener(Enums.Events.IMAGE_RENDERED, onRendered);
    return () => {
      cancelled = true;
      target.removeEventListener(Enums.Events.IMAGE_RENDERED, onRendered);
      viewportRef.current = null;
      engine?.destroy();
    };
  }, [current]);

  const go = (delta: number) => {
    const viewport = viewportRef.current;
    if (viewport) void stepThrough(viewport, delta).then(setView);
  };

  // The wheel moves through the series, not the page: a listener that may prevent the scroll
  // (React's onWheel is passive).
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const viewport = viewportRef.current;
      if (viewport) void stepThrough(viewport, event.deltaY > 0 ? 1 : -1).then(setView);
    };
    target.addEventListener('wheel', onWheel, { passive: false });
    return () => target.removeEventListener('wheel', onWheel);
  }, []);

  const applyWindow = (width: number, center: number) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    viewport.setProperties({ voiRange: rangeOf(width, center) });
    viewport.render();
    readView();
  };

  const onKey = (event: KeyboardEvent) => {
    const step = { ArrowDown: 1, ArrowRight: 1, PageDown: 10, ArrowUp: -1, ArrowLeft: -1, PageUp: -10 }[event.key];
    if (step) {
      event.preventDefault();
      go(step);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!view || view.windowWidth === null || view.windowCenter === null) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, width: view.windowWidth, center: view.windowCenter };
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current;
    if (!start) return;
    // Right widens the window, down raises its center (the usual radiology gesture); scaled to the window so a drag feels the same at any width.
    const scale = Math.max(1, start.width / 200);
    setPreset(null);
    applyWindow(Math.max(1, start.width + (event.clientX - start.x) * scale), start.center + (event.clientY - start.y) * scale);
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  if (!current) return <Text>This scan has no images to show.</Text>;
  return (
    <Stack gap="3" data-testid="dicom-viewer">
      <HStack gap="2" wrap="wrap" role="group" aria-label="Viewing presets">
        {manifest.presets.map((p) => (
          <Button
            key={p.name}
            size="xs"
            variant={preset === p.name ? 'solid' : 'outline'}
            aria-pressed={preset === p.name}
            onClick={() => {
              setPreset(p.name);
              applyWindow(p.windowWidth, p.windowCenter);
            }}
          >
            {p.name}
          </Button>
        ))}
        {series.length > 1 && (
          <NativeSelect.Root size="xs" width="auto">
            <NativeSelect.Field aria-label="Series" value={current.seriesInstanceUid} onChange={(e) => setSeriesUid(e.target.value)}>
              {series.map((s) => (
                <option key={s.seriesInstanceUid} value={s.seriesInstanceUid}>
                  {s.description || `Series ${s.seriesNumber ?? ''}`} ({s.instances.length})
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        )}
      </HStack>
      <Box
        ref={element}
        tabIndex={0}
        role="img"
        aria-label={`${current.description || 'Series'}: slice ${(view?.index ?? 0) + 1} of ${current.instances.length}. Scroll or use the arrow keys to move, drag to change the window.`}
        data-testid="dicom-viewport"
        data-ready={view ? 'true' : 'false'}
        data-slice-index={view?.index ?? ''}
        data-slice-count={view?.count ?? ''}
        data-window-width={view?.windowWidth ?? ''}
        data-window-center={view?.windowCenter ?? ''}
        data-preset={preset ?? ''}
        onKeyDown={onKey}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onContextMenu={(e) => e.preventDefault()}
        width="100%"
        maxWidth="640px"
        height="512px"
        bg="overlay.canvas"
        borderRadius="md"
        touchAction="none"
        outline="none"
        _focusVisible={{ boxShadow: 'outline' }}
      />
      <Text fontSize="sm" color="fg.muted">
        {failure ??
          (view
            ? `Slice ${view.index + 1} of ${view.count} · window ${Math.round(view.windowWidth ?? 0)} / level ${Math.round(view.windowCenter ?? 0)}`
            : 'Loading images…')}
      </Text>
    </Stack>
  );
}

function viewOf(viewport: StackViewport): View {
  const voi = viewport.getProperties().voiRange;
  return {
    index: viewport.getCurrentImageIdIndex(),
    count: viewport.getImageIds().length,
    windowWidth: voi ? voi.upper - voi.lower : null,
    windowCenter: voi ? (voi.upper + voi.lower) / 2 : null,
  };
}

/** Moves `delta` slices (within the series), keeping the window the member chose; answers the new view. */
async function stepThrough(viewport: StackViewport, delta: number): Promise<View> {
  const count = viewport.getImageIds().length;
  const next = Math.min(count - 1, Math.max(0, viewport.getCurrentImageIdIndex() + delta));
  const voi = viewport.getProperties().voiRange;
  await viewport.setImageIdIndex(next);
  if (voi) viewport.setProperties({ voiRange: voi });
  viewport.render();
  return viewOf(viewport);
}

function rangeOf(width: number, center: number) {
  return { lower: center - width / 2, upper: center + width / 2 };
}

function imageIdsOf(series: Series): string[] {
  return series.instances.map((i) => `wadouri:${new URL(i.url, window.location.origin).href}`);
}
