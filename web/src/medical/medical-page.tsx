// /medical: the member's scans, latest taken first, with the spec's filters (scan types, from
// and to dates, words) and the upload form (DICOM files, read on the server).
import { Badge, Box, Button, Card, HStack, Heading, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client';
import { useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { MedicalScansDocument, type MedicalScanType } from '../generated/graphql';
import { FAILED, medicalError } from './medical-errors';
import { SCAN_TYPE_LABELS, SCAN_TYPES } from './scan-types';
import { uploadScan } from './upload';

const PAGE = 20;

function UploadForm({ onDone }: { onDone: (id: string) => void }) {
  const client = useApolloClient();
  const [files, setFiles] = useState<File[]>([]);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [bodyPart, setBodyPart] = useState('');
  const [scanType, setScanType] = useState<MedicalScanType | ''>('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!files.length || !name.trim()) {
      setError(!files.length ? 'Choose the DICOM files of the scan' : 'Name is required');
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const id = await uploadScan(client, files, { name: name.trim(), description, bodyPart, scanType: scanType || null }, setProgress);
      await client.refetchQueries({ include: [MedicalScansDocument] });
      onDone(id);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : FAILED.upload);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card.Root as="form" onSubmit={submit} aria-label="Upload a scan" data-testid="medical-upload-form">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            Upload a scan
          </Heading>
          <label>
            <Text fontSize="sm">DICOM files (all slices of the scan)</Text>
            <Input type="file" multiple accept=".dcm,application/dicom,*/*" aria-label="DICOM files" onChange={(e) => setFiles([...(e.target.files ?? [])])} />
          </label>
          <label>
            <Text fontSize="sm">Name</Text>
            <Input value={name} maxLength={200} onChange={(e) => setName(e.target.value)} aria-label="Name" />
          </label>
          <label>
            <Text fontSize="sm">Description</Text>
            <Input value={description} maxLength={2000} onChange={(e) => setDescription(e.target.value)} aria-label="Description" />
          </label>
          <HStack gap="3" wrap="wrap">
            <label>
              <Text fontSize="sm">Body part</Text>
              <Input value={bodyPart} maxLength={100} onChange={(e) => setBodyPart(e.target.value)} aria-label="Body part" placeholder="from the files" />
            </label>
            <label>
              <Text fontSize="sm">Scan type</Text>
              <NativeSelect.Root>
                <NativeSelect.Field aria-label="Scan type" value={scanType} onChange={(e) => setScanType(e.target.value as MedicalScanType | '')}>
                  <option value="">From the files</option>
                  {SCAN_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {SCAN_TYPE_LABELS[t]}
                    </option>
                  ))}
                </NativeSelect.Field>
              </NativeSelect.Root>
            </label>
          </HStack>
          {error && (
            <Text color="fg.error" role="alert">
              {error}
            </Text>
          )}
          <HStack>
            <Button type="submit" disabled={progress !== null}>
              {progress !== null ? `Uploading ${progress} of ${files.length}…` : 'Upload'}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function MedicalPage() {
  const navigate = useNavigate();
  const [types, setTypes] = useState<MedicalScanType[]>([]);
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [q, setQ] = useState('');
  const [uploading, setUploading] = useState(false);
  const filter = useMemo(
    () => ({
      scanTypes: types.length ? types : null,
      dateFrom: dateFrom ? new Date(`${dateFrom}T00:00:00`).toISOString() : null,
      dateTo: dateTo ? new Date(`${dateTo}T23:59:59.999`).toISOString() : null,
      q: q.trim() || null,
    }),
    [types, dateFrom, dateTo, q],
  );
  const { data, loading, error, fetchMore } = useQuery(MedicalScansDocument, { variables: { filter, first: PAGE, after: null } });
  const scans = data?.medicalScans.nodes ?? [];
  const toggle = (t: MedicalScanType) => setTypes((now) => (now.includes(t) ? now.filter((x) => x !== t) : [...now, t]));

  return (
    <Stack gap="5" data-testid="medical-page">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl">
          Medical scans
        </Heading>
        <Button onClick={() => setUploading((u) => !u)}>{uploading ? 'Close' : 'Upload a scan'}</Button>
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        Only you can see your scans: not other members, not our staff. Patient details are stored encrypted, and every view is in the scan&apos;s access log.
      </Text>
      {uploading && <UploadForm onDone={(id) => navigate(`/medical/${id}`)} />}
      <Stack gap="2" aria-label="Filters">
        <HStack gap="2" wrap="wrap">
          {SCAN_TYPES.map((t) => (
            <Button key={t} size="xs" variant={types.includes(t) ? 'solid' : 'outline'} aria-pressed={types.includes(t)} onClick={() => toggle(t)}>
              {SCAN_TYPE_LABELS[t]}
            </Button>
          ))}
        </HStack>
        <HStack gap="3" wrap="wrap">
          <label>
            <Text fontSize="sm">From</Text>
            <Input type="date" value={dateFrom} onChange={(e) => setDateFrom(e.target.value)} aria-label="From" />
          </label>
          <label>
            <Text fontSize="sm">To</Text>
            <Input type="date" value={dateTo} onChange={(e) => setDateTo(e.target.value)} aria-label="To" />
          </label>
          <label>
            <Text fontSize="sm">Search</Text>
            <Input value={q} maxLength={200} onChange={(e) => setQ(e.target.value)} aria-label="Search scans" placeholder="Name, description, body part" />
          </label>
        </HStack>
      </Stack>
      {error ? (
        <Text color="fg.error" role="alert">
          {medicalError(error, FAILED.scans)}
        </Text>
      ) : loading && !data ? (
        <Spinner />
      ) : scans.length === 0 ? (
        <Text>No scans yet.</Text>
      ) : (
        <Stack gap="2" as="ul" listStyleType="none" data-testid="medical-scan-list">
          {scans.map((scan) => (
            <Box as="li" key={scan.id}>
              <Card.Root size="sm">
                <Card.Body>
                  <HStack justify="space-between" wrap="wrap">
                    <Stack gap="0">
                      <RouterLink to={`/medical/${scan.id}`}>
                        <Text fontWeight="semibold">{scan.name}</Text>
                      </RouterLink>
                      <Text fontSize="sm" color="fg.muted">
                        {new Date(scan.scanDate).toLocaleDateString()} · {scan.bodyPart || 'Body part not given'} · {scan.fileCount} images
                      </Text>
                    </Stack>
                    <Badge>{SCAN_TYPE_LABELS[scan.scanType]}</Badge>
                  </HStack>
                </Card.Body>
              </Card.Root>
            </Box>
          ))}
        </Stack>
      )}
      {data?.medicalScans.pageInfo.hasNextPage && (
        <Button variant="outline" onClick={() => void fetchMore({ variables: { after: data.medicalScans.pageInfo.endCursor } })}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
