// Import Activity: a GPX, TCX or FIT file from a watch or an app becomes a route post. The file
// is uploaded (purpose activity), then importActivity reads it, works out distance, pace,
// climb and the track, and creates the post through social as the member. What went wrong is
// said as the server said it ("This GPX file could not be read (line 9)").
import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AppDialog } from '../../components/dialog';
import { FormMessage } from '../../components/form-error';
import { SelectField } from '../../components/select-field';
import { graphQLErrorsOf } from '../../errors/graphql-errors';
import { ImportActivityDocument } from '../../generated/graphql';
import { toast } from '../../toasts/toast';
import { uploadHealthFile } from '../upload-health-file';

export const IMPORT_FAILED = 'Failed to import activity';
export const ACTIVITY_POSTED = 'Activity posted';
const CONTENT_MAX = 5000;
/** What the picker offers; the server tells the format from the bytes, whatever the name says. */
const ACCEPT = '.gpx,.tcx,.fit,application/gpx+xml,application/vnd.garmin.tcx+xml,application/vnd.ant.fit';
const TYPES = ['running', 'cycling', 'walking', 'hiking', 'swimming'];
const TYPE_OPTIONS = [{ value: '', label: 'As the file says' }, ...TYPES.map((t) => ({ value: t, label: t.charAt(0).toUpperCase() + t.slice(1) }))];

function messageOf(error: unknown): string {
  const first = graphQLErrorsOf(error)[0];
  if (first?.message && typeof first.message === 'string') return first.message;
  return error instanceof Error && error.message ? error.message : IMPORT_FAILED;
}

export function ImportActivityDialog({ open, onClose, onPosted }: { open: boolean; onClose(): void; onPosted?: (post: { id: string }) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [type, setType] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const [importActivity] = useMutation(ImportActivityDocument);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setType('');
    setContent('');
    setError(null);
    return () => abort.current?.abort();
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setError('Please choose a GPX, TCX or FIT file');
    setBusy(true);
    setError(null);
    abort.current = new AbortController();
    try {
      const fileKey = await uploadHealthFile('activity', file, { signal: abort.current.signal });
      const { data } = await importActivity({ variables: { input: { fileKey, type: type || null, post: true, content: content.trim() || null } } });
      const post = data?.importActivity.post;
      toast.success(ACTIVITY_POSTED);
      if (post) onPosted?.(post);
      onClose();
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') return;
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={busy ? undefined : onClose}
      closeDisabled={busy}
      testId="import-activity-dialog"
      title="Import Activity"
      size="sm"
      onSubmit={(e) => void submit(e)}
      footer={
        <Button type="submit" colorPalette="brand" rounded="full" loading={busy} disabled={!file} data-testid="import-activity-submit">
          Import and post
        </Button>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          A GPX, TCX or FIT file from your watch or app becomes a route post with its map, distance, pace and climb.
        </Text>
        <Field.Root required>
          <Field.Label>Activity file</Field.Label>
          <input
            type="file"
            accept={ACCEPT}
            disabled={busy}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setError(null);
            }}
            data-testid="import-activity-file"
          />
        </Field.Root>
        <SelectField label="Type" testId="import-activity-type" value={type} options={TYPE_OPTIONS} onChange={setType} disabled={busy} />
        <Field.Root>
          <Field.Label>Say something about it</Field.Label>
          <Textarea value={content} maxLength={CONTENT_MAX} disabled={busy} onChange={(e) => setContent(e.target.value)} rows={3} data-testid="import-activity-content" />
        </Field.Root>
        <FormMessage message={error} testId="import-activity-error" />
      </Stack>
    </AppDialog>
  );
}
