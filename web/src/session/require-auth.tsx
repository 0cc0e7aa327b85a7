import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { returnPath as returnTo } from './return-to';
import { useSession } from './session-context';

/** Members only: a spinner while the stored token is checked, then /login for visitors (remembering the page). */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'checking') return <LoadingScreen />;
  if (status === 'signedOut') return <Navigate to="/login" replace state={{ from: location }} />;
  return children ?? <Outlet />;
}

/** Login and register: a member who is already in goes where they were heading. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'signedIn' || status === 'unverified') {
    const from = (location.state as { from?: unknown } | null)?.from;
    return <Navigate to={returnTo(from)} replace />;
  }
  return children;
}
