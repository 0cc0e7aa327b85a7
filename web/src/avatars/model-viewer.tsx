// A 3D model that costs nothing until it is on screen: the spec's lazy viewer (section 2: it
// loads when scrolled into view, visibility threshold 0.1, margin 100px, and says 'Scroll to
// load 3D model' before). three.js, @react-three/fiber and drei live in model-canvas.tsx, a chunk
// of its own fetched by the first viewer that comes into view. Without WebGL (a browser or
// machine that has it off) it says so instead of failing.
import { Box, Center, Spinner, Text } from '@chakra-ui/react';
import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ModelCanvasProps } from './model-canvas';

const ModelCanvas = lazy(() => import('./model-canvas').then((m) => ({ default: m.ModelCanvas })));

export const SCROLL_TO_LOAD = 'Scroll to load 3D model';
export const NO_WEBGL = '3D preview unavailable: this browser has WebGL turned off.';
export const MODEL_LOAD_FAILED = "Couldn't load the 3D model.";
export const VIEWER_THRESHOLD = 0.1;
export const VIEWER_ROOT_MARGIN = '100px';

let webgl: boolean | undefined;
/** Whether this browser can draw WebGL at all (asked once). */
export function hasWebGL(): boolean {
  if (webgl === undefined) {
    try {
      const canvas = document.createElement('canvas');
      webgl = Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
    } catch {
      webgl = false;
    }
  }
  return webgl;
}

/** A model that fails to load (a GLB that is not one, a file gone) says so in its frame. */
class ModelErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }
  render() {
    return this.state.failed ? <Message testId="model-viewer-failed">{MODEL_LOAD_FAILED}</Message> : this.props.children;
  }
}

function Message({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Center h="full" px="3" textAlign="center">
      <Text fontSize="sm" color="fg.muted" data-testid={testId}>
        {children}
      </Text>
    </Center>
  );
}

export interface ModelViewerProps extends ModelCanvasProps {
  height?: string;
  testId?: string;
}

export function ModelViewer({ height = '220px', testId = 'model-viewer', ...canvas }: ModelViewerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = frame.current;
    if (!el || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: VIEWER_THRESHOLD, rootMargin: VIEWER_ROOT_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);

  const state = !visible ? 'waiting' : hasWebGL() ? 'loaded' : 'no-webgl';
  return (
    <Box ref={frame} h={height} w="full" bg="bg.muted" rounded="md" overflow="hidden" position="relative" data-testid={testId} data-state={state}>
      {state === 'waiting' ? (
        <Message testId="model-viewer-placeholder">{SCROLL_TO_LOAD}</Message>
      ) : state === 'no-webgl' ? (
        <Message testId="model-viewer-no-webgl">{NO_WEBGL}</Message>
      ) : (
        <ModelErrorBoundary resetKey={canvas.url}>
          <Suspense
            fallback={
              <Center h="full">
                <Spinner size="sm" aria-label="Loading 3D model" />
              </Center>
            }
          >
            <ModelCanvas {...canvas} />
          </Suspense>
        </ModelErrorBoundary>
      )}
    </Box>
  );
}
