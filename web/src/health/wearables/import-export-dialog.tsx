// Import export file: Apple Health and Samsung Health have no web API, so their data arrives
// as the export file the phone app makes. The dialog says which file and where it comes from,
// uploads it (purpose export, with its progress) and starts importHealthExport; the card then
// follows the durable job (its progress, and its error verbatim when the file is not a whole
// export) and reads the days again when it is done.
import { Button, Progress, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AppDialog } from '../../components/dialog';
import { FormMessage } from '../../components/form-error';
import { graphQLErrorsOf } from '../../errors/graphql-errors';
import { ImportHealthExportDocument, type SyncJobFieldsFragment } from '../../generated/graphql';
import type { Device } from './devices';
import { uploadHealthFile } from '../upload-health-file';

export const IMPORT_FAILED = 'Failed to import the export file';

/** Which file to pick and where the phone makes it, per device. */
export const EXPORT_HELP: Partial<Record<Device['provider'], { file: string; steps: string; accept: string }>> = {
  APPLE_WATCH: {
    file: 'export.zip',
    steps:
      'On your iPhone open the Health app, tap your profile picture, then Export All Health Data. Save or send the export.zip it makes to this device and pick it here (export.xml from inside it works too). Workouts with a route are added to your activities.',
    accept: '.zip,.xml,application/zip,application/xml,text/xml',
  },
  SAMSUNG: {
    file: 'the Samsung Health zip',
    steps: 'On your phone open Samsung Health, then Settings → Download personal data. Copy the zip of CSV files it makes to this device and pick it here.',
    accept: '.zip,application/zip',
  },
};

export const canImport = (provider: Device['provider']) => provider in EXPORT_HELP;

function messageOf(error: unknown): string {
  const first = graphQLErrorsOf(error)[0];
  if (first?.message && typeof first.message === 'string') return first.message;
  return error instanceof Error && error.message ? error.message : IMPORT_FAILED;
}

export function ImportExportDialog({ device, onClose, onStarted }: { device: Device | null; onClose(): void; onStarted(job: SyncJobFieldsFragment): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const [importExport] = useMutation(ImportHealthExportDocument);
  const help = device ? EXPORT_HELP[device.provider] : undefined;
  const busy = uploaded !== null;

  useEffect(() => {
    if (!device) return;
    setFile(null);
    setError(null);
    setUploaded(null);
    return () => abort.current?.abort();
  }, [device]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!device) return;
    if (!file) return setError(`Please choose ${help?.file ?? 'the export file'}`);
    setError(null);
    setUploaded(0);
    abort.current = new AbortController();
    try {
      const fileKey = await uploadHealthFile('export', file, { onProgress: (f) => setUploaded(f), signal: abort.current.signal });
      const { data } = await importExport({ variables: { input: { provider: device.provider, fileKey } } });
      if (data) onStarted(data.importHealthExport);
      onClose();
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') return;
      setError(messageOf(err));
    } finally {
      setUploaded(null);
    }
  };

  return (
    <AppDialog
      open={device !== null}
      onClose={busy ? undefined : onClose}
      closeDisabled={busy}
      testId="import-export-dialog"
      title={device ? `Import ${device.name} data` : ''}
      onSubmit={(e) => void submit(e)}
      footer={
        <Button type="submit" loading={busy} loadingText="Uploading" disabled={!file} data-testid="import-export-submit">
          Import
        </Button>
      }
    >
      <Stack gap="3">
        {help && (
          <Text fontSize="sm" color="fg.muted" data-testid="import-export-help">
            {help.steps}
          </Text>
        )}
        <input
          type="file"
          accept={help?.accept}
          disabled={busy}
          aria-label="Export file"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError(null);
          }}
          data-testid="import-export-file"
        />
        {uploaded !== null && (
          <Progress.Root value={Math.round(uploaded * 100)} size="sm" data-testid="import-export-upload-progress">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        <FormMessage message={error} testId="import-export-error" />
      </Stack>
    </AppDialog>
  );
}
