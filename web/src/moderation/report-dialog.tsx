// The Report dialog (docs/moderation.md): a reason and optional details, sent to the admin
// subgraph's reportContent; "Report sent" once it answers. Loaded lazily by the menus that
// offer "Report" (a post's, a comment's, a message's, a profile's, a community's), never by the
// first page. A message sends the text this browser decrypted (`evidence`): the server cannot
// read an end-to-end encrypted message, so that text is the reporter's claim.
import { Button, Field, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client';
import { useState } from 'react';
import { AppDialog } from '../components/dialog';
import { toast } from '../toasts/toast';
import { ReportContentDocument, type ReportKind, type ReportReason } from '../generated/graphql';

const REASONS: { value: ReportReason; label: string }[] = [
  { value: 'SPAM', label: 'Spam' },
  { value: 'HARASSMENT', label: 'Harassment' },
  { value: 'HATE', label: 'Hate' },
  { value: 'NUDITY', label: 'Nudity' },
  { value: 'VIOLENCE', label: 'Violence' },
  { value: 'SELF_HARM', label: 'Self-harm' },
  { value: 'MISINFORMATION', label: 'Misinformation' },
  { value: 'OTHER', label: 'Other' },
];

const NOUN: Record<ReportKind, string> = {
  POST: 'post',
  COMMENT: 'comment',
  MESSAGE: 'message',
  MEMBER: 'member',
  COMMUNITY: 'community',
  PROFILE_IMAGE: 'profile picture',
  EVENT_IMAGE: 'image',
};

export interface ReportDialogProps {
  kind: ReportKind;
  id: string;
  /** MESSAGE: the decrypted text shared with the moderators. */
  evidence?: string;
  onClose(): void;
}

export function ReportDialog({ kind, id, evidence, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(ReportContentDocument);

  const submit = async () => {
    if (!reason) return setError('Choose a reason');
    setError(null);
    try {
      await send({ variables: { input: { kind, id, reason, details: details.trim() || null, evidence: evidence ?? null } } });
      toast.success('Report sent');
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong');
    }
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      testId="report-dialog"
      title={`Report ${NOUN[kind]}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      footer={
        <>
          <Button variant="outline" onClick={onClose} data-testid="report-cancel">
            Cancel
          </Button>
          <Button type="submit" colorPalette="red" loading={loading} data-testid="report-submit">
            Report
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <RadioGroup.Root name="reason" value={reason} onValueChange={(e) => setReason(e.value as ReportReason)} size="sm">
          <Stack gap="2">
            {REASONS.map((r) => (
              <RadioGroup.Item key={r.value} value={r.value} data-testid={`report-reason-${r.value}`}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{r.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        <Field.Root>
          <Field.Label>Details (optional)</Field.Label>
          <Textarea value={details} maxLength={1000} onChange={(e) => setDetails(e.target.value)} data-testid="report-details" />
        </Field.Root>
        {kind === 'MESSAGE' && (
          <Text fontSize="sm" color="fg.muted">
            The message’s text is shared with the moderators with your report.
          </Text>
        )}
        {error && (
          <Text color="fg.error" fontSize="sm" data-testid="report-error">
            {error}
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}

export default ReportDialog;
