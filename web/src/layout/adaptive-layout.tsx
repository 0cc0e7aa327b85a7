// Profiles are public: members see them inside the app, visitors inside the public layout.
import { LoadingScreen } from '../components/loading-screen';
import { isSignedIn, useSession } from '../session/session-context';
import { AppShell } from './app-shell';
import { PublicLayout } from './public-layout';

export function AdaptiveLayout() {
  const { status } = useSession();
  if (status === 'checking') return <LoadingScreen />;
  return isSignedIn(status) ? <AppShell /> : <PublicLayout />;
}
