// Renders the one toast on screen: the newest that has not been dismissed. The card itself
// (toast-card.tsx, with the Chakra parts it brings) loads with the first toast, not with the
// first page (its size budget); the store and the live region are here from the start.
import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toastStore } from './toast';
import { shownToast } from './toast-store';

const loadToastCard = () => import('./toast-card');
const ToastCard = lazy(() => loadToastCard().then((m) => ({ default: m.ToastCard })));

export function Toaster() {
  const list = useSyncExternalStore(toastStore.subscribe, toastStore.getState, toastStore.getState);
  const current = shownToast(list);
  // Fetched once the page is idle, so that a toast shows at once, and still shows when the
  // network goes away later (an offline error's toast).
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadToastCard().catch(() => undefined));
    return () => cancel(handle);
  }, []);
  return (
    <Box position="fixed" bottom="6" left="50%" transform="translateX(-50%)" zIndex="toast" w="min(92vw, 420px)" aria-live="polite">
      {current && (
        <Suspense fallback={null}>
          <ToastCard key={current.id} toast={current} />
        </Suspense>
      )}
    </Box>
  );
}
