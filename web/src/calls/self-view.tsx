// The phone layout's own view: a small picture floating over the other member's full-screen
// video, moved with a finger or a mouse (pointer events) and kept inside the screen, also when
// the screen turns or shrinks. Arrow keys move it too, for a member without a pointer.
import { Box } from '@chakra-ui/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

/** Below Chakra's md breakpoint (48em): a phone. */
export const PHONE_QUERY = '(max-width: 47.99em)';
/** Distance from the screen's edges where the view starts, and the step of an arrow key. */
const MARGIN = 12;
const KEY_STEP = 24;

function subscribeToPhone(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribeToPhone,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

interface Point {
  x: number;
  y: number;
}

/** `p` moved so that a box of `size` at it stays inside `bounds`. */
export function clampInto(p: Point, size: { width: number; height: number }, bounds: { width: number; height: number }): Point {
  return {
    x: Math.min(Math.max(0, p.x), Math.max(0, bounds.width - size.width)),
    y: Math.min(Math.max(0, p.y), Math.max(0, bounds.height - size.height)),
  };
}

export function DraggableSelfView({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Point | null>(null);
  const drag = useRef<{ pointerId: number; dx: number; dy: number } | null>(null);

  const fit = useCallback((p: Point): Point => {
    const el = ref.current;
    const parent = el?.offsetParent as HTMLElement | null;
    if (!el || !parent) return p;
    return clampInto(p, { width: el.offsetWidth, height: el.offsetHeight }, { width: parent.clientWidth, height: parent.clientHeight });
  }, []);

  // Starts at the top right, below the title bar.
  useLayoutEffect(() => {
    const el = ref.current;
    const parent = el?.offsetParent as HTMLElement | null;
    if (!el || !parent) return;
    setPosition(fit({ x: parent.clientWidth - el.offsetWidth - MARGIN, y: 80 }));
  }, [fit]);

  // The screen turned or shrank: back inside it.
  useEffect(() => {
    const onResize = () => setPosition((p) => (p ? fit(p) : p));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [fit]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!position) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { pointerId: e.pointerId, dx: e.clientX - position.x, dy: e.clientY - position.y };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    setPosition(fit({ x: e.clientX - d.dx, y: e.clientY - d.dy }));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === e.pointerId) drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: [-KEY_STEP, 0], ArrowRight: [KEY_STEP, 0], ArrowUp: [0, -KEY_STEP], ArrowDown: [0, KEY_STEP] }[e.key];
    if (!step || !position) return;
    e.preventDefault();
    setPosition(fit({ x: position.x + step[0], y: position.y + step[1] }));
  };

  return (
    <Box
      ref={ref}
      position="absolute"
      left="0"
      top="0"
      w="28"
      h="40"
      zIndex="3"
      rounded="xl"
      overflow="hidden"
      boxShadow="lg"
      borderWidth="2px"
      borderColor="call.selfViewBorder"
      cursor="grab"
      touchAction="none"
      userSelect="none"
      tabIndex={0}
      role="group"
      aria-label="Your camera view: drag or use the arrow keys to move it"
      style={{ transform: position ? `translate(${position.x}px, ${position.y}px)` : undefined, visibility: position ? 'visible' : 'hidden' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      data-testid="call-self-view"
      data-x={position ? Math.round(position.x) : ''}
      data-y={position ? Math.round(position.y) : ''}
    >
      {children}
    </Box>
  );
}
