// The developer portal (docs/developer-platform.md): /developers lists the member's apps with a
// form registering one; /developers/apps/:id is one app: its client id, redirect URIs (edited
// here), its secret (rotated here, the new one shown once with a copy button), its usage and
// webhooks, and deleting it (after asking). Loaded only when opened (its own chunk).
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Badge, Box, Button, Checkbox, Code, Field, HStack, Heading, Image, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import {
  DeleteAppDocument,
  DeveloperAppPageDocument,
  MyAppsDocument,
  RegisterAppDocument,
  RotateAppSecretDocument,
  UpdateAppDocument,
  type DeveloperAppFieldsFragment,
} from '../generated/graphql';
import { AppDialog } from '../components/dialog';
import { toast } from '../toasts/toast';
import { WebhooksSection } from './webhooks-section';
import { AppUsagePanel } from './usage-panels';
import { SecretOnce } from '../components/secret-once';
import { firstFailure } from '../errors/graphql-errors';

/** One redirect URI a line, blank lines left out. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function References() {
  return (
    <HStack gap="4" wrap="wrap" textStyle="sm" data-testid="developer-references">
      <Link href="/explorer">GraphQL explorer and schema reference</Link>
      <Link href="/api/docs">REST reference (OpenAPI)</Link>
      <Link asChild>
        <RouterLink to="/api-docs">API guide</RouterLink>
      </Link>
      <Link asChild>
        <RouterLink to="/settings/developer">Personal access tokens</RouterLink>
      </Link>
    </HStack>
  );
}

export function ClientSecretOnce({ secret, onDone }: { secret: string; onDone(): void }) {
  return (
    <SecretOnce
      title="Client secret"
      secret={secret}
      copiedMessage="Client secret copied to clipboard"
      testIds={{ box: 'client-secret', value: 'client-secret-value', copy: 'copy-client-secret' }}
      onDone={onDone}
    />
  );
}

function RegisterForm() {
  const navigate = useNavigate();
  const [register, { loading }] = useMutation(RegisterAppDocument, { refetchQueries: [MyAppsDocument] });
  const [name, setName] = useState('');
  const [uris, setUris] = useState('');
  const [logoUrl, setLogoUrl] = useState('');
  const [isPublic, setPublic] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: 'The name is required' });
    if (!linesOf(uris).length) return setErrors({ redirectUris: 'At least one redirect URI is required' });
    setErrors({});
    try {
      const result = await register({ variables: { input: { name: name.trim(), redirectUris: linesOf(uris), logoUrl: logoUrl.trim() || null, public: isPublic } } });
      const made = result.data?.registerApp;
      if (made) navigate(`/developers/apps/${made.app.id}`, { state: { clientSecret: made.clientSecret } });
    } catch (error) {
      const { message, field } = firstFailure(error);
      const key = String(field ?? '').split('.')[0];
      if (key === 'name' || key === 'redirectUris' || key === 'logoUrl') setErrors({ [key]: message });
      else toast.error(message);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="register-app-form">
      <Stack gap="3">
        <Field.Root invalid={!!errors.name} required>
          <Field.Label>App name</Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={60} data-testid="app-name" />
          {errors.name && <Field.ErrorText>{errors.name}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.redirectUris} required>
          <Field.Label>Redirect URIs</Field.Label>
          <Textarea value={uris} onChange={(e) => setUris(e.target.value)} rows={3} placeholder="https://example.com/callback" data-testid="app-redirect-uris" />
          <Field.HelperText>One a line: https, or http for localhost and 127.0.0.1. Matched exactly.</Field.HelperText>
          {errors.redirectUris && <Field.ErrorText>{errors.redirectUris}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.logoUrl}>
          <Field.Label>Logo URL</Field.Label>
          <Input value={logoUrl} onChange={(e) => setLogoUrl(e.target.value)} placeholder="https://example.com/logo.png" data-testid="app-logo-url" />
          {errors.logoUrl && <Field.ErrorText>{errors.logoUrl}</Field.ErrorText>}
        </Field.Root>
        <Checkbox.Root checked={isPublic} onCheckedChange={(e) => setPublic(e.checked === true)} data-testid="app-public">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Public client (a browser or mobile app: no secret, PKCE only)</Checkbox.Label>
        </Checkbox.Root>
        <Box>
          <Button type="submit" size="sm" loading={loading} data-testid="register-app">
            Register app
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

function DevelopersHome() {
  const { data, loading } = useQuery(MyAppsDocument, { fetchPolicy: 'cache-and-network' });
  const apps = data?.myApps ?? [];
  return (
    <Stack gap="6" maxW="3xl" mx="auto" py="6" px="4" data-testid="developers-page">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          Developers
        </Heading>
        <Text color="fg.muted">Register apps that use the Pulse API for members who allow them (OAuth 2.1 with PKCE).</Text>
        <References />
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          Your apps
        </Heading>
        {!apps.length ? (
          <Text textStyle="sm" color="fg.muted" data-testid="no-apps">
            {loading ? 'Loading…' : 'You have not registered any apps yet.'}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" data-testid="app-list">
            {apps.map((app) => (
              <Box as="li" key={app.id} borderWidth="1px" rounded="md" p="3">
                <HStack gap="3">
                  {app.logoUrl && <Image src={app.logoUrl} alt="" boxSize="8" rounded="md" />}
                  <Link asChild fontWeight="medium">
                    <RouterLink to={`/developers/apps/${app.id}`} data-testid="app-link">
                      {app.name}
                    </RouterLink>
                  </Link>
                  <Badge>{app.public ? 'Public' : 'Confidential'}</Badge>
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          Register an app
        </Heading>
        <RegisterForm />
      </Stack>
    </Stack>
  );
}

function RedirectUris({ app }: { app: DeveloperAppFieldsFragment }) {
  const [update, { loading }] = useMutation(UpdateAppDocument);
  const [text, setText] = useState(app.redirectUris.join('\n'));
  const [error, setError] = useState<string>();
  const save = async () => {
    setError(undefined);
    try {
      await update({ variables: { id: app.id, input: { redirectUris: linesOf(text) } } });
      toast.success('Redirect URIs saved');
    } catch (e) {
      setError(firstFailure(e).message);
    }
  };
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>Redirect URIs</Field.Label>
      <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={3} data-testid="edit-redirect-uris" />
      <Field.HelperText>One a line; matched exactly.</Field.HelperText>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
      <Button size="sm" mt="2" onClick={() => void save()} loading={loading} data-testid="save-redirect-uris">
        Save redirect URIs
      </Button>
    </Field.Root>
  );
}

function AppPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  // The new app's secret comes with the navigation from the form, shown this once: the history
  // entry forgets it at once, so a reload or going back does not show it again.
  const [secret, setSecret] = useState<string | undefined>(() => (location.state as { clientSecret?: string | null } | null)?.clientSecret ?? undefined);
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  const { data, loading, error } = useQuery(DeveloperAppPageDocument, { variables: { id } });
  const [rotate, { loading: rotating }] = useMutation(RotateAppSecretDocument);
  // The app leaves the cache (and so the list, which reads it again when shown).
  const [remove, { loading: removing }] = useMutation(DeleteAppDocument, {
    update(cache) {
      cache.evict({ id: cache.identify({ __typename: 'DeveloperApp', id }) });
      cache.gc();
    },
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const app = data?.developerApp;

  if (!app) {
    return (
      <Text p="8" color="fg.muted" data-testid="app-missing">
        {loading ? 'Loading…' : error ? 'App not found' : ''}
      </Text>
    );
  }

  const onRotate = async () => {
    try {
      const result = await rotate({ variables: { id } });
      setSecret(result.data?.rotateAppSecret.clientSecret ?? undefined);
    } catch (e) {
      toast.error(firstFailure(e).message);
    } finally {
      setConfirmRotate(false);
    }
  };
  const onDelete = async () => {
    try {
      await remove({ variables: { id } });
      toast.success(`${app.name} deleted`);
      navigate('/developers');
    } catch (e) {
      toast.error(firstFailure(e).message);
      setConfirmDelete(false);
    }
  };

  return (
    <Stack gap="6" maxW="3xl" mx="auto" py="6" px="4" data-testid="developer-app-page">
      <Stack gap="2">
        <Link asChild textStyle="sm">
          <RouterLink to="/developers">← Your apps</RouterLink>
        </Link>
        <HStack gap="3">
          {app.logoUrl && <Image src={app.logoUrl} alt="" boxSize="10" rounded="md" />}
          <Heading as="h1" size="xl" data-testid="developer-app-name">
            {app.name}
          </Heading>
          <Badge>{app.public ? 'Public client' : 'Confidential client'}</Badge>
        </HStack>
        <References />
      </Stack>
      <Stack gap="1">
        <Text fontWeight="medium">Client ID</Text>
        <Code p="2" wordBreak="break-all" data-testid="client-id">
          {app.id}
        </Code>
      </Stack>
      {secret && <ClientSecretOnce secret={secret} onDone={() => setSecret(undefined)} />}
      {!app.public && (
        <HStack gap="3">
          <Text textStyle="sm" color="fg.muted">
            Secret ending in <Code>{app.secretHint}</Code>
          </Text>
          <Button size="sm" variant="outline" onClick={() => setConfirmRotate(true)} data-testid="rotate-secret">
            Rotate secret
          </Button>
        </HStack>
      )}
      <RedirectUris key={app.updatedAt as string} app={app} />
      <AppUsagePanel appId={app.id} />
      {/* webhooks (H4) */}
      <WebhooksSection appId={app.id} />
      <Box>
        <Button colorPalette="red" variant="outline" size="sm" onClick={() => setConfirmDelete(true)} data-testid="delete-app">
          Delete app
        </Button>
      </Box>
      <AppDialog
        open={confirmRotate}
        onClose={() => !rotating && setConfirmRotate(false)}
        testId="rotate-secret-dialog"
        role="alertdialog"
        title="Rotate the client secret?"
        footer={
          <>
            <Button variant="outline" size="sm" onClick={() => setConfirmRotate(false)} disabled={rotating}>
              Cancel
            </Button>
            <Button size="sm" onClick={() => void onRotate()} loading={rotating} data-testid="confirm-rotate-secret">
              Rotate
            </Button>
          </>
        }
      >
        <Text>The current secret stops working at once; your server needs the new one.</Text>
      </AppDialog>
      <AppDialog
        open={confirmDelete}
        onClose={() => !removing && setConfirmDelete(false)}
        testId="delete-app-dialog"
        role="alertdialog"
        title={`Delete ${app.name}?`}
        footer={
          <>
            <Button variant="outline" size="sm" onClick={() => setConfirmDelete(false)} disabled={removing}>
              Cancel
            </Button>
            <Button colorPalette="red" size="sm" onClick={() => void onDelete()} loading={removing} data-testid="confirm-delete-app">
              Delete
            </Button>
          </>
        }
      >
        <Text>Every member who connected it is disconnected, and all its tokens stop working at once.</Text>
      </AppDialog>
    </Stack>
  );
}

/** /developers/* (app.tsx). */
export function DevelopersArea() {
  return (
    <Routes>
      <Route index element={<DevelopersHome />} />
      <Route path="apps/:id" element={<AppPage />} />
    </Routes>
  );
}
