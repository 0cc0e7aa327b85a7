// Your data: download a copy of everything (the server's archive, with the conversations this
// browser can decrypt added in the browser) and delete the account (docs/member-data.md).
import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Field, Input, Progress, Stack, Text, Textarea } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import {
  DeleteYourAccountDocument,
  StartYourDataExportDocument,
  YourConversationsForExportDocument,
  YourDataExportsDocument,
  type YourDataExportFragment,
} from '../generated/graphql';
import { AppDialog } from '../components/dialog';
import { useSession } from '../session/session-context';
import { toast } from '../toasts/toast';
import { SectionCard } from './section-form';

const RUNNING = new Set(['PENDING', 'RUNNING']);
const POLL_MS = 2000;
/** The placeholders the chat shows for a message this device cannot (yet) read (e2ee/plaintexts.ts). */
const NOT_READ = new Set(['Decrypting…', 'This message can’t be decrypted on this device.']);

interface GraphqlFailure {
  graphQLErrors?: { message: string; extensions?: { code?: string; field?: string } }[];
  message?: string;
}

const errorOf = (error: unknown) => (error as GraphqlFailure).graphQLErrors?.[0] ?? { message: (error as GraphqlFailure).message ?? 'Something went wrong' };

const statusText = (e: YourDataExportFragment) =>
  ({ PENDING: 'Waiting to start', RUNNING: `Gathering your data (${e.progress}%)`, READY: 'Ready', FAILED: 'Failed', EXPIRED: 'Expired' })[e.status] ?? e.status;

/**
 * The server's archive plus `messages-decrypted/<conversation>.json`: the messages this browser
 * shows as text (decrypted on this device, or sent before encryption), never the placeholders.
 * The archive (up to 4 GB) is never inflated: it is gathered into a Blob as it downloads and the
 * new files are appended after its entries (zip-append.ts), so memory stays ~ the decrypted JSON.
 */
async function archiveWithDecrypted(url: string, client: ReturnType<typeof useApolloClient>): Promise<Blob> {
  const [{ appendToZip, blobOfStream }, response, conversations] = await Promise.all([
    import('./zip-append'),
    fetch(url),
    client.query({ query: YourConversationsForExportDocument, fetchPolicy: 'network-only' }).catch(() => null),
  ]);
  if (!response.ok) throw new Error(response.status === 410 ? 'This export has expired' : `HTTP ${response.status}: ${response.statusText}`);
  const archive = response.body ? await blobOfStream(response.body) : await response.blob();
  const encoder = new TextEncoder();
  const files: Record<string, Uint8Array> = {};
  for (const conversation of conversations?.data.conversations ?? []) {
    const names = new Map(conversation.users.map((u) => [u.id, u.name]));
    const messages = conversation.messages.nodes
      .filter((m) => m.body && !NOT_READ.has(m.body))
      .map((m) => ({ id: m.id, from: names.get(m.senderId) ?? m.senderId, text: m.body, at: m.createdAt }));
    const unreadable = conversation.messages.nodes.length - messages.length;
    files[`messages-decrypted/${conversation.id}.json`] = encoder.encode(
      JSON.stringify({ conversation: conversation.id, name: conversation.name, with: [...names.values()], messages, notReadableOnThisDevice: unreadable }, null, 2),
    );
  }
  return appendToZip(archive, files);
}

function saveBlob(blob: Blob, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

function DownloadYourData() {
  const client = useApolloClient();
  const { data, startPolling, stopPolling } = useQuery(YourDataExportsDocument, { fetchPolicy: 'cache-and-network' });
  const [start, { loading: starting }] = useMutation(StartYourDataExportDocument, { refetchQueries: [YourDataExportsDocument] });
  const [saving, setSaving] = useState(false);
  const latest = data?.dataExports[0];
  const running = latest ? RUNNING.has(latest.status) : false;
  // Progress while the job runs; nothing once it is done.
  useEffect(() => {
    if (running) startPolling(POLL_MS);
    else stopPolling();
    return stopPolling;
  }, [running, startPolling, stopPolling]);

  const onStart = async () => {
    try {
      await start();
    } catch (error) {
      toast.error(errorOf(error).message);
    }
  };
  const onDownload = async (e: YourDataExportFragment) => {
    setSaving(true);
    try {
      // Links last 15 minutes: ask for a fresh one first.
      const fresh = (await client.query({ query: YourDataExportsDocument, fetchPolicy: 'network-only' })).data.dataExports.find((x) => x.id === e.id);
      if (!fresh?.downloadUrl) throw new Error('This export has expired');
      saveBlob(await archiveWithDecrypted(fresh.downloadUrl, client), `pulse-data-${e.createdAt.slice(0, 10)}.zip`);
    } catch (error) {
      toast.error(errorOf(error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="3" data-testid="download-your-data">
      <Text textStyle="sm" color="fg.muted">
        One zip archive of everything Pulse holds about you: your profile, posts, photos and videos, messages, health data, events and more, with a README saying what
        each file is. Messages are end-to-end encrypted; the conversations this browser can read are added decrypted.
      </Text>
      {latest && (
        <Box data-testid="data-export" data-status={latest.status}>
          <Text textStyle="sm">
            {statusText(latest)} · started {new Date(latest.createdAt).toLocaleString()}
            {latest.expiresAt && ` · available until ${new Date(latest.expiresAt).toLocaleString()}`}
          </Text>
          {latest.status === 'FAILED' && latest.failure && (
            <Text textStyle="sm" color="fg.error" data-testid="data-export-failure">
              {latest.failure}
            </Text>
          )}
          {running && (
            <Progress.Root value={latest.progress} size="sm" mt="2">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
        </Box>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        <Button onClick={() => void onStart()} loading={starting} disabled={running} data-testid="start-export" size="sm">
          Download your data
        </Button>
        {latest?.status === 'READY' && (
          <Button onClick={() => void onDownload(latest)} loading={saving} variant="outline" size="sm" data-testid="save-export">
            Save the archive
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

function DeleteAccount() {
  const session = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [remove, { loading }] = useMutation(DeleteYourAccountDocument);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError('Password is required');
      return;
    }
    setPasswordError(undefined);
    setConfirming(true);
  };
  const onConfirm = async () => {
    try {
      await remove({ variables: { password, reason: reason.trim() || null } });
      setConfirming(false);
      session.signOutLocally();
      navigate('/login', { replace: true });
    } catch (error) {
      const failure = errorOf(error);
      setConfirming(false);
      if ('extensions' in failure && failure.extensions?.field === 'password') setPasswordError(failure.message);
      else toast.error(failure.message);
    }
  };

  return (
    <form onSubmit={onSubmit} data-testid="delete-account">
      <Stack gap="3">
        <Text textStyle="sm" color="fg.muted">
          Deleting your account signs you out everywhere and erases your posts, photos, follows and everything else you hold. Messages you sent stay in the other members’
          conversations under “Deleted member”. This cannot be undone.
        </Text>
        <Field.Root invalid={!!passwordError} required>
          <Field.Label>Password</Field.Label>
          <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} data-testid="delete-password" />
          {passwordError && <Field.ErrorText data-testid="delete-password-error">{passwordError}</Field.ErrorText>}
        </Field.Root>
        <Field.Root>
          <Field.Label>Why are you leaving? (optional)</Field.Label>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} data-testid="delete-reason" />
        </Field.Root>
        <Box>
          <Button type="submit" colorPalette="red" size="sm" data-testid="delete-account-button">
            Delete account
          </Button>
        </Box>
      </Stack>
      <AppDialog
        open={confirming}
        onClose={() => !loading && setConfirming(false)}
        testId="delete-account-dialog"
        role="alertdialog"
        title="Delete your account?"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={loading} size="sm">
              Cancel
            </Button>
            <Button colorPalette="red" onClick={() => void onConfirm()} loading={loading} size="sm" data-testid="confirm-delete-account">
              Delete my account
            </Button>
          </>
        }
      >
        <Text>Your account and your data will be erased for good. You will be signed out on every device.</Text>
      </AppDialog>
    </form>
  );
}

export function YourDataSection() {
  return (
    <Stack gap="4">
      <SectionCard title="Download your data" testId="settings-your-data">
        <DownloadYourData />
      </SectionCard>
      <SectionCard title="Delete account" testId="settings-delete-account">
        <DeleteAccount />
      </SectionCard>
    </Stack>
  );
}
