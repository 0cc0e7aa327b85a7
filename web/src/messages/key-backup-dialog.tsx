// "Key backup": the optional backup of the member's message history (docs/e2ee.md). Off: make
// a recovery phrase (12 words, shown once, never sent) and turn it on. On here: what this
// browser reads is backed up; it can be turned off. On elsewhere: restore it here with the
// phrase, and messages sent before this browser joined can be read. Loaded when first opened.
import { Box, Button, Grid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client';
import { useEffect, useState } from 'react';
import { AppDialog } from '../components/dialog';
import type { BackupState } from '../e2ee/backup-keeper';
import { retryUnreadable } from '../e2ee/plaintexts';
import { thisDevice } from '../e2ee/this-device';
import { useSession } from '../session/session-context';
import { toast } from '../toasts/toast';

export const BACKUP_UNAVAILABLE = 'Key backup needs this browser to be one of your devices, and it could not become one.';

type Step = { kind: 'loading' } | { kind: 'unavailable' } | { kind: BackupState } | { kind: 'new-phrase'; phrase: string };

export default function KeyBackupDialog({ onClose }: { onClose(): void }) {
  const client = useApolloClient();
  const { user } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const device = () => (user ? thisDevice(client, user.id) : Promise.reject(new Error('signed out')));

  useEffect(() => {
    let live = true;
    device()
      .then((d) => d.backup.state())
      .then(
        (state) => live && setStep({ kind: state }),
        (error: unknown) => {
          console.info('[e2ee] key backup unavailable', String(error));
          if (live) setStep({ kind: 'unavailable' });
        },
      );
    return () => {
      live = false;
    };
    // Asked once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const createPhrase = () =>
    act(async () => {
      const { newRecoveryPhrase } = await import('../e2ee/key-backup');
      setStep({ kind: 'new-phrase', phrase: newRecoveryPhrase() });
    });

  const turnOn = (phrase: string) =>
    act(async () => {
      await (await device()).backup.setUp(phrase);
      setStep({ kind: 'on' });
      toast.success('Key backup is on');
    });

  const restore = () =>
    act(async () => {
      const restored = await (await device()).backup.restore(typed);
      setTyped('');
      setStep({ kind: 'on' });
      retryUnreadable();
      toast.success(`Restored ${restored} ${restored === 1 ? 'message' : 'messages'}`);
    });

  const turnOff = () =>
    act(async () => {
      await (await device()).backup.turnOff();
      setStep({ kind: 'off' });
    });

  return (
    <AppDialog open onClose={onClose} testId="key-backup-dialog" title="Key backup" size="sm" placement="center" bodyProps={{ pb: '6' }}>
      <Stack gap="4" data-step={step.kind}>
        {step.kind === 'loading' && <Text color="fg.muted">Loading...</Text>}
        {step.kind === 'unavailable' && <Text color="fg.error">{BACKUP_UNAVAILABLE}</Text>}
        {step.kind === 'off' && (
          <>
            <Text fontSize="sm" color="fg.muted">
              Keep your encrypted message history if you lose this browser: a recovery phrase of 12 words opens it on a new device. Pulse never sees the phrase, so nobody
              can open your backup without it, and neither can you.
            </Text>
            <Button colorPalette="brand" loading={busy} onClick={() => void createPhrase()} data-testid="key-backup-create">
              Create recovery phrase
            </Button>
          </>
        )}
        {step.kind === 'new-phrase' && (
          <>
            <Text fontSize="sm" color="fg.muted">
              Write these 12 words down, in order, and keep them somewhere safe. They are shown only now.
            </Text>
            <Grid templateColumns="repeat(3, 1fr)" gap="2" fontFamily="mono" data-testid="recovery-phrase">
              {step.phrase.split(' ').map((word, i) => (
                <Box key={i} px="2" py="1" rounded="md" bg="bg.muted" data-testid="recovery-word">
                  {word}
                </Box>
              ))}
            </Grid>
            <Button colorPalette="brand" loading={busy} onClick={() => void turnOn(step.phrase)} data-testid="key-backup-confirm">
              I have written it down
            </Button>
          </>
        )}
        {step.kind === 'on' && (
          <>
            <Text fontSize="sm" data-testid="key-backup-on">
              Key backup is on. The messages this browser reads are backed up, encrypted with your recovery phrase.
            </Text>
            <Button variant="outline" colorPalette="red" loading={busy} onClick={() => void turnOff()} data-testid="key-backup-turn-off">
              Turn off key backup
            </Button>
          </>
        )}
        {step.kind === 'restorable' && (
          <>
            <Text fontSize="sm" color="fg.muted">
              You have a key backup. Enter your recovery phrase to read the messages sent before this browser joined.
            </Text>
            <Textarea
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder="12 words"
              aria-label="Recovery phrase"
              autoComplete="off"
              spellCheck={false}
              data-testid="recovery-phrase-input"
            />
            <Button colorPalette="brand" loading={busy} disabled={!typed.trim()} onClick={() => void restore()} data-testid="key-backup-restore">
              Restore
            </Button>
          </>
        )}
        {problem && (
          <Text role="alert" fontSize="sm" color="fg.error" data-testid="key-backup-error">
            {problem}
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}
