// The header's quick-actions button. The panel (and dnd-kit with it) loads on the first click.
import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { QuickActionsIcon } from '../components/icons';
import { useSession } from '../session/session-context';

const QuickActionsPanel = lazy(() => import('./quick-actions-panel'));

export default function QuickActionsButton() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <IconButton
        aria-label="Quick actions"
        title="Quick actions"
        variant="ghost"
        size="sm"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        data-testid="quick-actions-button"
      >
        <QuickActionsIcon />
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <QuickActionsPanel open={open} onClose={() => setOpen(false)} signedIn={Boolean(user)} />
        </Suspense>
      )}
    </>
  );
}
