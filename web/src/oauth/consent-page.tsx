// The OAuth consent screen (docs/developer-platform.md): the OAuth server sends the member here
// (/oauth/consent/:uid) when an app asks to act for them. It shows the app's name, logo and
// owner and what it asks for in plain words, health and medical data apart with a warning;
// Allow or Deny answer the server, which sends the browser back to the app. The server binds
// the answer to this browser (its interaction cookie, scoped to this path) and to the member
// (their own login token, sent here): docs/developer-platform.md "The consent decision".
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, HStack, Heading, Image, List, Stack, Text } from '@chakra-ui/react';
import { readToken } from '../session/token-store';
import { useSession } from '../session/session-context';

interface ConsentScope {
  scope: string;
  words: string;
  sensitive: boolean;
  adminOnly: boolean;
}
interface ConsentDetails {
  app: { id: string; name: string; logoUrl: string | null; owner: { name: string; username: string } };
  scopes: ConsentScope[];
}

const EXPIRED = 'This request has expired or was started in another browser. Go back to the app and start again.';

async function answer(uid: string, decision: 'confirm' | 'deny'): Promise<string> {
  const token = readToken();
  const res = await fetch(`/oauth/consent/${encodeURIComponent(uid)}/${decision}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await res.json().catch(() => ({}))) as { redirectTo?: string; message?: string };
  if (!res.ok || !body.redirectTo) throw new Error(body.message ?? EXPIRED);
  return body.redirectTo;
}

function ScopeList({ scopes, testId }: { scopes: ConsentScope[]; testId: string }) {
  return (
    <List.Root gap="2" ps="5" data-testid={testId}>
      {scopes.map((s) => (
        <List.Item key={s.scope} data-scope={s.scope} data-testid="consent-scope">
          {s.words}
        </List.Item>
      ))}
    </List.Root>
  );
}

export function ConsentPage() {
  const { uid = '' } = useParams();
  const { user } = useSession();
  const [details, setDetails] = useState<ConsentDetails>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'confirm' | 'deny'>();

  useEffect(() => {
    let live = true;
    fetch(`/oauth/consent/${encodeURIComponent(uid)}/details`, { credentials: 'same-origin' })
      .then(async (res) => {
        const body = (await res.json().catch(() => ({}))) as ConsentDetails & { message?: string };
        if (!live) return;
        if (res.ok) setDetails(body);
        else setError(body.message ?? EXPIRED);
      })
      .catch(() => live && setError(EXPIRED));
    return () => {
      live = false;
    };
  }, [uid]);

  const decide = async (decision: 'confirm' | 'deny') => {
    setBusy(decision);
    try {
      window.location.assign(await answer(uid, decision));
    } catch (e) {
      setError((e as Error).message);
      setBusy(undefined);
    }
  };

  if (error) {
    return (
      <Box maxW="lg" mx="auto" py="8" px="4">
        <Alert.Root status="error" data-testid="consent-error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      </Box>
    );
  }
  if (!details) {
    return (
      <Text p="8" color="fg.muted">
        Loading…
      </Text>
    );
  }

  const isAdmin = user?.role === 'ADMIN';
  const everyday = details.scopes.filter((s) => !s.sensitive && !(s.adminOnly && !isAdmin));
  const sensitive = details.scopes.filter((s) => s.sensitive);
  const notGiven = details.scopes.filter((s) => s.adminOnly && !isAdmin);

  return (
    <Box maxW="lg" mx="auto" py="8" px="4">
      <Card.Root data-testid="consent-page">
        <Card.Header>
          <HStack gap="3">
            {details.app.logoUrl && <Image src={details.app.logoUrl} alt="" boxSize="12" rounded="md" />}
            <Stack gap="0">
              <Heading as="h1" size="lg" data-testid="consent-app-name">
                {details.app.name} wants to use your Pulse account
              </Heading>
              <Text textStyle="sm" color="fg.muted" data-testid="consent-app-owner">
                Made by {details.app.owner.name} (@{details.app.owner.username})
              </Text>
            </Stack>
          </HStack>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            {everyday.length > 0 && (
              <Stack gap="2">
                <Text fontWeight="medium">It will be able to:</Text>
                <ScopeList scopes={everyday} testId="consent-scopes" />
              </Stack>
            )}
            {sensitive.length > 0 && (
              <Alert.Root status="warning" data-testid="consent-sensitive">
                <Alert.Indicator />
                <Stack gap="2">
                  <Alert.Title>Health and medical data</Alert.Title>
                  <Alert.Description>It also asks for your health or medical information. Only allow this if you trust this app with it.</Alert.Description>
                  <ScopeList scopes={sensitive} testId="consent-sensitive-scopes" />
                </Stack>
              </Alert.Root>
            )}
            {notGiven.length > 0 && (
              <Text textStyle="sm" color="fg.muted" data-testid="consent-not-given">
                It also asks for admin access, which your account does not have: that part will not be given.
              </Text>
            )}
            <Text textStyle="sm" color="fg.muted">
              You can disconnect it at any time in Settings, Connected apps.
            </Text>
            <HStack justify="flex-end" gap="3">
              <Button variant="outline" onClick={() => void decide('deny')} loading={busy === 'deny'} disabled={!!busy} data-testid="consent-deny">
                Deny
              </Button>
              <Button onClick={() => void decide('confirm')} loading={busy === 'confirm'} disabled={!!busy} data-testid="consent-allow">
                Allow
              </Button>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
