// /medical/:id: one scan: its details and patient tags (the owner's, decrypted by the server),
// the viewer (a chunk of its own: Cornerstone3D), the access log, and deletion.
import { Badge, Box, Button, HStack, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DeleteMedicalScanDocument, MedicalScanAccessDocument, MedicalScanDetailDocument, MedicalScansDocument, MedicalScanViewerDocument } from '../generated/graphql';
import { useSession } from '../session/session-context';
import { FAILED, medicalError } from './medical-errors';
import { SCAN_TYPE_LABELS } from './scan-types';

const DicomViewer = lazy(() => import('./dicom-viewer').then((m) => ({ default: m.DicomViewer })));

const ACTION_LABELS: Record<string, string> = { VIEW: 'Viewed', MANIFEST: 'Opened in the viewer', DOWNLOAD: 'Image downloaded' };

function AccessLog({ scanId, ownerId }: { scanId: string; ownerId: string | undefined }) {
  const { data, error } = useQuery(MedicalScanAccessDocument, { variables: { scanId, first: 30 }, fetchPolicy: 'cache-and-network' });
  if (error) return <Text color="fg.error">{medicalError(error, FAILED.scan)}</Text>;
  const entries = data?.medicalScanAccessLog.nodes ?? [];
  return (
    <Stack gap="2" data-testid="medical-access-log">
      <Heading as="h2" size="md">
        Access log
      </Heading>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>When</Table.ColumnHeader>
            <Table.ColumnHeader>What</Table.ColumnHeader>
            <Table.ColumnHeader>Who</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((e) => (
            <Table.Row key={e.id} data-allowed={e.allowed}>
              <Table.Cell>{new Date(e.at).toLocaleString()}</Table.Cell>
              <Table.Cell>{e.allowed ? ACTION_LABELS[e.action] : `${ACTION_LABELS[e.action]}: refused`}</Table.Cell>
              <Table.Cell>{e.actorId === ownerId ? 'You' : e.actorId ? `Another account (${e.actorId})` : 'Signed out'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

function Viewer({ scanId }: { scanId: string }) {
  const { data, error, loading } = useQuery(MedicalScanViewerDocument, { variables: { id: scanId }, fetchPolicy: 'network-only' });
  if (error) return <Text color="fg.error">{medicalError(error, FAILED.manifest)}</Text>;
  if (loading || !data) return <Spinner />;
  return (
    <Suspense fallback={<Spinner />}>
      <DicomViewer manifest={data.medicalScanManifest} />
    </Suspense>
  );
}

export function ScanPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const { data, error, loading } = useQuery(MedicalScanDetailDocument, { variables: { id } });
  const [remove, removing] = useMutation(DeleteMedicalScanDocument, { refetchQueries: [MedicalScansDocument] });
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const scan = data?.medicalScan;
  if (error) return <Text role="alert">{medicalError(error, FAILED.scan)}</Text>;
  if (loading || !scan) return <Spinner />;
  const patient = scan.patient;
  return (
    <Stack gap="5" data-testid="medical-scan-page">
      <HStack justify="space-between" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {scan.name}
          </Heading>
          <HStack gap="2">
            <Badge>{SCAN_TYPE_LABELS[scan.scanType]}</Badge>
            <Text fontSize="sm" color="fg.muted">
              {new Date(scan.scanDate).toLocaleDateString()} · {scan.bodyPart || 'Body part not given'} · {scan.seriesCount} series, {scan.fileCount} images
            </Text>
          </HStack>
          {scan.description && <Text>{scan.description}</Text>}
        </Stack>
        <Button
          variant="outline"
          colorPalette="red"
          loading={removing.loading}
          onClick={async () => {
            if (!window.confirm('Delete this scan and its images?')) return;
            try {
              await remove({ variables: { id: scan.id } });
              navigate('/medical');
            } catch (failure) {
              setDeleteError(medicalError(failure, FAILED.delete));
            }
          }}
        >
          Delete
        </Button>
      </HStack>
      {deleteError && (
        <Text color="fg.error" role="alert">
          {deleteError}
        </Text>
      )}
      {patient && (
        <Box data-testid="medical-patient" fontSize="sm">
          <Text fontWeight="semibold">Patient (only you see this)</Text>
          <Text>
            {[patient.name, patient.patientId && `ID ${patient.patientId}`, patient.birthDate && `born ${patient.birthDate}`, patient.sex, patient.institution]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Box>
      )}
      <Viewer scanId={scan.id} />
      <AccessLog scanId={scan.id} ownerId={user?.id} />
    </Stack>
  );
}
