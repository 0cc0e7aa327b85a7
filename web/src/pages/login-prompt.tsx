// A visitor who tries what needs an account (like, reply, follow, vote, share by message) is
// told so in the spec's words ('Please log in to like posts') with Log in and Sign up at hand;
// either returns them to the page they were on once they are in (the guard around the login
// and register pages reads `state.from`, session/require-auth.tsx).
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../toasts/toast';

/** Long enough to read the message and reach a button. */
export const LOGIN_TOAST_MS = 10_000;

/** Shows `message` as an error toast with Log in and Sign up, each returning here afterwards. */
export function useAskToLogIn(): (message: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (message: string) => {
      const from = { pathname: location.pathname, search: location.search, hash: location.hash };
      toast.error(message, {
        duration: LOGIN_TOAST_MS,
        actions: [
          { label: 'Log in', run: () => navigate('/login', { state: { from } }), testId: 'toast-login' },
          { label: 'Sign up', run: () => navigate('/register', { state: { from } }), testId: 'toast-signup' },
        ],
      });
    },
    [navigate, location.pathname, location.search, location.hash],
  );
}

/** Under a post a visitor is reading: what an account lets them do, and the way in. */
export function SignedOutPrompt({ what }: { what: string }) {
  const location = useLocation();
  return (
    <Card.Root size="sm" variant="subtle" data-testid="signed-out-prompt">
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }} justify="space-between">
          <Text fontSize="sm">{what}</Text>
          <HStack gap="2" flexShrink="0">
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to="/login" state={{ from: location }} data-testid="signed-out-login">
                Log in
              </RouterLink>
            </Button>
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <RouterLink to="/register" state={{ from: location }} data-testid="signed-out-signup">
                Sign up
              </RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
