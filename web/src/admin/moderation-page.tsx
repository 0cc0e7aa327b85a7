// /admin/moderation (docs/moderation.md): the moderation queue for moderators and admins.
// Reports grouped by target, newest first, filtered by kind, status and reason, a page at a
// time; a case shows the reported content as it was reported and every report; the decision
// buttons take a note (a warning needs one) and, for a suspension (admins), a duration or
// permanent. The admin subgraph checks the role; this screen only follows it.
import { Alert, Badge, Box, Button, Card, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { useSession } from '../session/session-context';
import {
  ModerationQueueDocument,
  ResolveReportDocument,
  type ModerationCaseFieldsFragment,
  type ReportKind,
  type ReportReason,
  type ReportResolution,
  type ReportStatus,
} from '../generated/graphql';

const PAGE = 20;
const KINDS: ReportKind[] = ['POST', 'COMMENT', 'MESSAGE', 'MEMBER', 'COMMUNITY', 'PROFILE_IMAGE', 'EVENT_IMAGE'];
/** Images flagged by the screening that are not posts: the case is the image itself, released or removed. */
const IMAGE_KINDS: ReadonlySet<ReportKind> = new Set<ReportKind>(['PROFILE_IMAGE', 'EVENT_IMAGE']);
const REASONS: ReportReason[] = ['SPAM', 'HARASSMENT', 'HATE', 'NUDITY', 'VIOLENCE', 'SELF_HARM', 'MISINFORMATION', 'OTHER', 'IMAGE_SCREENING'];
const label = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ');

export function ModerationPage() {
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState<ReportStatus>('OPEN');
  const [reason, setReason] = useState('');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors[cursors.length - 1];
  const { data, loading, error } = useQuery(ModerationQueueDocument, {
    variables: { first: PAGE, after, kind: (kind || null) as ReportKind | null, status, reason: (reason || null) as ReportReason | null },
    fetchPolicy: 'cache-and-network',
  });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setCursors([null]);
    };
  return (
    <Stack gap="4" data-testid="moderation-page">
      <HStack gap="3" wrap="wrap">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Kind" value={kind} onChange={(e) => reset(setKind)(e.target.value)} data-testid="moderation-kind">
            <option value="">All kinds</option>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {label(k)}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Status" value={status} onChange={(e) => reset(setStatus)(e.target.value as ReportStatus)} data-testid="moderation-status">
            <option value="OPEN">Open</option>
            <option value="RESOLVED">Resolved</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Reason" value={reason} onChange={(e) => reset(setReason)(e.target.value)} data-testid="moderation-reason">
            <option value="">All reasons</option>
            {REASONS.map((r) => (
              <option key={r} value={r}>
                {label(r)}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </HStack>
      {error && <Alert.Root status="error">{error.message}</Alert.Root>}
      {data && !data.moderationQueue.nodes.length && <Text color="fg.muted">Nothing to review.</Text>}
      <Stack gap="3" data-testid="moderation-queue">
        {data?.moderationQueue.nodes.map((c) => (
          <CaseCard key={c.id} item={c} />
        ))}
      </Stack>
      {loading && !data && <Text>Loading…</Text>}
      <HStack>
        <Button size="sm" variant="outline" disabled={cursors.length === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
          Previous
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!data?.moderationQueue.pageInfo.hasNextPage}
          onClick={() => setCursors([...cursors, data!.moderationQueue.pageInfo.endCursor])}
        >
          Next
        </Button>
      </HStack>
    </Stack>
  );
}

function CaseCard({ item }: { item: ModerationCaseFieldsFragment }) {
  const { user } = useSession();
  const [note, setNote] = useState('');
  const [duration, setDuration] = useState('P7D');
  const [permanent, setPermanent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [resolve, { loading }] = useMutation(ResolveReportDocument, { refetchQueries: [ModerationQueueDocument] });
  const decide = async (action: ReportResolution) => {
    setProblem(null);
    try {
      const suspension = action === 'SUSPEND' ? (permanent ? { permanent: true } : { duration }) : {};
      await resolve({ variables: { input: { id: item.id, action, note: note.trim() || null, ...suspension } } });
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'Something went wrong');
    }
  };
  const open = item.status === 'OPEN';
  return (
    <Card.Root size="sm" data-testid="moderation-case" data-target-id={item.targetId}>
      <Card.Body>
        <Stack gap="3">
          <HStack gap="2" wrap="wrap">
            <Badge>{label(item.kind)}</Badge>
            {item.reasons.map((r) => (
              <Badge key={r} colorPalette="red">
                {label(r)}
              </Badge>
            ))}
            <Text fontSize="sm" color="fg.muted">
              {item.reportCount} {item.reportCount === 1 ? 'report' : 'reports'} · {new Date(item.lastReportedAt).toLocaleString()}
            </Text>
          </HStack>
          <Box borderWidth="1px" rounded="md" p="3" data-testid="moderation-content">
            <Text whiteSpace="pre-wrap" wordBreak="break-word">
              {item.content.text || '(no text)'}
            </Text>
            {item.content.claimed && (
              <Text fontSize="xs" color="fg.muted" mt="1">
                Shared by the reporter: the server cannot read this end-to-end encrypted message.
              </Text>
            )}
            {item.content.mediaUrls.map((url) => (
              <Text key={url} fontSize="sm" wordBreak="break-all">
                <a href={url} target="_blank" rel="noreferrer">
                  {/* A screened image is shown to the moderator deciding it; other media stay links. */}
                  {item.automatic ? <img src={url} alt="Image under review" style={{ maxHeight: '12rem', maxWidth: '100%' }} data-testid="moderation-image" /> : url}
                </a>
              </Text>
            ))}
          </Box>
          <Stack gap="1">
            {item.reports.map((r) => (
              <Text key={r.id} fontSize="sm">
                <b>{r.reporter}</b> · {label(r.reason)}
                {r.details ? `: ${r.details}` : ''}
              </Text>
            ))}
          </Stack>
          {open ? (
            <Stack gap="2">
              <Field.Root>
                <Field.Label>Note</Field.Label>
                <Textarea size="sm" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} data-testid="moderation-note" />
              </Field.Root>
              {user?.role === 'ADMIN' && (
                <HStack gap="2" wrap="wrap">
                  <Input size="sm" width="28" aria-label="Suspension duration" value={duration} disabled={permanent} onChange={(e) => setDuration(e.target.value)} />
                  <label>
                    <input type="checkbox" checked={permanent} onChange={(e) => setPermanent(e.target.checked)} /> Permanent
                  </label>
                </HStack>
              )}
              <HStack gap="2" wrap="wrap">
                <Button size="sm" variant="outline" loading={loading} onClick={() => void decide('DISMISS')} data-testid="moderation-dismiss">
                  {/* Dismissing what the screening held publishes it. */}
                  {IMAGE_KINDS.has(item.kind) ? 'Release image' : item.automatic ? 'Release' : 'Dismiss'}
                </Button>
                {item.kind !== 'MEMBER' && (
                  <Button size="sm" colorPalette="red" loading={loading} onClick={() => void decide('REMOVE_CONTENT')} data-testid="moderation-remove">
                    {IMAGE_KINDS.has(item.kind) ? 'Remove image' : 'Remove'}
                  </Button>
                )}
                <Button size="sm" variant="outline" loading={loading} onClick={() => void decide('WARN')} data-testid="moderation-warn">
                  Warn
                </Button>
                {user?.role === 'ADMIN' && (
                  <Button size="sm" variant="outline" colorPalette="red" loading={loading} onClick={() => void decide('SUSPEND')} data-testid="moderation-suspend">
                    Suspend
                  </Button>
                )}
              </HStack>
              {problem && (
                <Text color="fg.error" fontSize="sm" data-testid="moderation-error">
                  {problem}
                </Text>
              )}
            </Stack>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {label(item.resolution ?? '')}
              {item.note ? `: ${item.note}` : ''}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
