// The Wearable Data card (spec section 2): a tab per connected device with the inner Overview,
// Strain, Sleep and Recovery tabs, a Sync button that shows the job's progress, and the
// connect-device list. Charts load lazily (metric-tabs.tsx). Errors say the spec's words:
// 'Failed to fetch wearable data', 'Failed to sync data', 'Connection Failed' (the dialog).
// Apple Watch and Samsung Health connected for import (no web API) get 'Import export file'
// instead of Sync: the job's progress shows the same way, and its error text verbatim. The
// import dialog belongs to the card, not to a device's tab: connecting Apple or Samsung leads
// straight to it, before the device has a tab (the import makes the connection).
import { Badge, Box, Button, Card, HStack, Progress, Skeleton, Stack, Tabs, Text, Wrap } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  MyActivitiesDocument,
  SyncWearablesDocument,
  WearableConnectionsDocument,
  WearableDaysDocument,
  WearableSyncJobDocument,
  type SyncJobFieldsFragment,
  type WearableConnectionFieldsFragment,
  type WearableProvider,
} from '../../generated/graphql';
import { refreshHealthDay } from '../daily/refresh-day';
import { toast } from '../../toasts/toast';
import { ConnectDialog } from './connect-dialog';
import { connectionLabel, DEVICES, deviceOf, FETCH_FAILED, SYNC_FAILED, type Device } from './devices';
import { canImport, ImportExportDialog, IMPORT_FAILED } from './import-export-dialog';
import { MetricTabs } from './metric-tabs';
import { refetchWatched } from '../../apollo/refetch-watched';

export const IMPORT_DONE = 'Export imported';

/** Follows one sync or import job until it ends (the job as it ended; null when it could not be read). */
function SyncProgress({ jobId, label, onEnd }: { jobId: string; label?: string; onEnd(job: SyncJobFieldsFragment | null): void }) {
  const { data, error } = useQuery(WearableSyncJobDocument, { variables: { id: jobId }, pollInterval: 1000, fetchPolicy: 'network-only' });
  const job = data?.syncJob;
  // Once: a poll answering the same ended job again must not end it twice.
  const ended = useRef(false);
  useEffect(() => {
    if (ended.current) return;
    if (error) onEnd(null);
    else if (job && (job.state === 'DONE' || job.state === 'FAILED')) onEnd(job);
    else return;
    ended.current = true;
  }, [job, error, onEnd]);
  return (
    <HStack gap="2">
      {label && (
        <Text fontSize="xs" color="fg.muted" data-testid="wearable-job-label">
          {label} {job?.progress ?? 0}%
        </Text>
      )}
      <Progress.Root value={job?.progress ?? 0} size="sm" w="40" data-testid="wearable-sync-progress">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </HStack>
  );
}

function DeviceData({
  connection,
  startSync,
  startedImport,
  onImportTaken,
  onImport,
}: {
  connection: WearableConnectionFieldsFragment;
  startSync: number;
  /** An import of this device the card's dialog started, for this tab to follow. */
  startedImport: string | null;
  onImportTaken(): void;
  onImport(): void;
}) {
  const { data, loading, error, refetch } = useQuery(WearableDaysDocument, {
    // No range: the server's default, the last 30 days.
    variables: { query: { provider: connection.provider } },
    fetchPolicy: 'cache-and-network',
  });
  const [sync, { loading: starting }] = useMutation(SyncWearablesDocument);
  const [jobId, setJobId] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  /** What the last import said: its failure verbatim, or what a finished one skipped. */
  const [importOutcome, setImportOutcome] = useState<{ failed: boolean; text: string } | null>(null);
  const client = useApolloClient();
  const device = deviceOf(connection.provider);
  const importMode = connection.mode === 'IMPORT' && canImport(connection.provider);

  useEffect(() => {
    if (error) toast.error(FETCH_FAILED);
  }, [error]);

  const run = async () => {
    try {
      const { data: started } = await sync({ variables: { input: { provider: connection.provider } } });
      setJobId(started?.syncWearables[0]?.id ?? null);
    } catch (e) {
      console.error('[wearables] sync failed', e);
      toast.error(SYNC_FAILED);
    }
  };

  // An import started from the card's dialog: followed here, once.
  useEffect(() => {
    if (!startedImport) return;
    setImportOutcome(null);
    setImporting(true);
    setJobId(startedImport);
    onImportTaken();
  }, [startedImport, onImportTaken]);

  // A device just connected is synced at once.
  useEffect(() => {
    if (startSync > 0 && connection.mode !== 'IMPORT') void run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startSync]);

  const days = data?.wearableData ?? [];
  return (
    <Stack gap="3" data-testid={`wearable-device-${deviceOf(connection.provider).device}`}>
      <HStack justify="space-between" wrap="wrap">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={connection.status === 'CONNECTED' ? 'green' : 'red'}>{connection.status === 'CONNECTED' ? 'Connected' : 'Failed'}</Badge>
          {connection.mode === 'SANDBOX' && <Badge colorPalette="purple">Sample data</Badge>}
          <Text fontSize="xs" color="fg.muted" data-testid="wearable-connection-name">
            {connectionLabel(connection)}
          </Text>
        </HStack>
        <HStack gap="2">
          {jobId && (
            <SyncProgress
              jobId={jobId}
              label={importing ? 'Importing' : undefined}
              onEnd={(job) => {
                setJobId(null);
                if (importing) {
                  setImporting(false);
                  if (job?.state === 'DONE') {
                    toast.success(IMPORT_DONE);
                    setImportOutcome(job.error ? { failed: false, text: job.error } : null);
                    // Workout routes became activities: the activities card reads them again.
                    void refetchWatched(client, [MyActivitiesDocument]);
                  } else {
                    toast.error(IMPORT_FAILED);
                    setImportOutcome({ failed: true, text: job?.error ?? IMPORT_FAILED });
                  }
                } else if (job?.state !== 'DONE') toast.error(SYNC_FAILED);
                void refetch();
                // New steps, sleep or workouts: the daily summary and the goals read them again.
                void refreshHealthDay(client);
              }}
            />
          )}
          {importMode && (
            <Button size="xs" variant="outline" onClick={onImport} loading={importing} loadingText="Importing" disabled={jobId !== null} data-testid="wearable-import">
              Import export file
            </Button>
          )}
          {connection.mode !== 'IMPORT' && (
            <Button size="xs" variant="outline" onClick={() => void run()} loading={starting || jobId !== null} loadingText="Syncing" data-testid="wearable-sync">
              Sync
            </Button>
          )}
        </HStack>
      </HStack>
      {importOutcome && (
        <Text
          role={importOutcome.failed ? 'alert' : 'status'}
          fontSize="sm"
          color={importOutcome.failed ? 'fg.error' : 'fg.muted'}
          data-testid={importOutcome.failed ? 'wearable-import-error' : 'wearable-import-note'}
        >
          {importOutcome.text}
        </Text>
      )}
      {error ? (
        <Text role="alert" fontSize="sm" color="fg.error" data-testid="wearable-fetch-failed">
          {FETCH_FAILED}
        </Text>
      ) : loading && !data ? (
        <Skeleton height="140px" />
      ) : days.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" data-testid="wearable-no-data">
          {jobId
            ? importing
              ? 'Importing your data…'
              : 'Syncing your data…'
            : connection.mode === 'IMPORT'
              ? `No data yet: import the export file ${connection.provider === 'APPLE_WATCH' ? 'the Health app' : 'Samsung Health'} makes on your phone.`
              : 'No data yet: sync to bring your recent days.'}
        </Text>
      ) : (
        <MetricTabs days={days} deviceName={device.name} />
      )}
    </Stack>
  );
}

export function WearableCard() {
  const { data, loading, error } = useQuery(WearableConnectionsDocument);
  const [selected, setSelected] = useState<WearableProvider | null>(null);
  const [connecting, setConnecting] = useState<Device | null>(null);
  const [justConnected, setJustConnected] = useState<Record<string, number>>({});
  const [importFor, setImportFor] = useState<Device | null>(null);
  /** Imports the dialog started, by device, until the device's tab takes them. */
  const [startedImports, setStartedImports] = useState<Partial<Record<WearableProvider, string>>>({});
  const client = useApolloClient();
  const takeImport = useCallback((provider: WearableProvider) => setStartedImports(({ [provider]: _taken, ...rest }) => rest), []);
  const connections = data?.wearableConnections ?? [];
  const current = connections.find((c) => c.provider === selected) ?? connections[0];

  useEffect(() => {
    if (error) toast.error(FETCH_FAILED);
  }, [error]);

  return (
    <Card.Root size="sm" data-testid="wearable-card">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          Wearable Data
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {error ? (
            <Text role="alert" fontSize="sm" color="fg.error">
              {FETCH_FAILED}
            </Text>
          ) : loading && !data ? (
            <Skeleton height="160px" />
          ) : current ? (
            <Tabs.Root value={current.provider} onValueChange={(e) => setSelected(e.value as WearableProvider)} variant="line" size="sm" lazyMount>
              <Tabs.List>
                {connections.map((c) => (
                  <Tabs.Trigger key={c.id} value={c.provider} data-testid={`wearable-provider-tab-${deviceOf(c.provider).device}`}>
                    {deviceOf(c.provider).name}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {connections.map((c) => (
                <Tabs.Content key={c.id} value={c.provider}>
                  <DeviceData
                    connection={c}
                    startSync={justConnected[c.provider] ?? 0}
                    startedImport={startedImports[c.provider] ?? null}
                    onImportTaken={() => takeImport(c.provider)}
                    onImport={() => setImportFor(deviceOf(c.provider))}
                  />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          ) : (
            <Text fontSize="sm" color="fg.muted" data-testid="wearable-empty">
              Connect a device to see your steps, sleep and recovery here.
            </Text>
          )}
          <Box>
            <Text fontSize="sm" fontWeight="semibold" mb="2">
              Connect a device
            </Text>
            <Wrap gap="2" data-testid="wearable-device-list">
              {DEVICES.map((device) => {
                const connected = connections.some((c) => c.provider === device.provider);
                return (
                  <Button
                    key={device.provider}
                    size="xs"
                    variant={connected ? 'subtle' : 'outline'}
                    onClick={() => setConnecting(device)}
                    data-testid={`connect-${device.device}`}
                  >
                    {device.name}
                    {connected ? ' ✓' : ''}
                  </Button>
                );
              })}
            </Wrap>
          </Box>
        </Stack>
      </Card.Body>
      <ConnectDialog
        device={connecting}
        onClose={() => setConnecting(null)}
        onConnected={(connection) => {
          setSelected(connection.provider);
          setJustConnected((prev) => ({ ...prev, [connection.provider]: (prev[connection.provider] ?? 0) + 1 }));
        }}
        onImport={setImportFor}
      />
      <ImportExportDialog
        device={importFor}
        onClose={() => setImportFor(null)}
        onStarted={(job) => {
          const { provider } = job;
          setSelected(provider);
          setStartedImports((prev) => ({ ...prev, [provider]: job.id }));
          // The first import of a device made its connection: its tab appears with the job.
          void refetchWatched(client, [WearableConnectionsDocument]);
        }}
      />
    </Card.Root>
  );
}
