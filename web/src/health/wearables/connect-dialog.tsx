// The device connection dialog (spec: "asks for an API key"; the test hint is
// test_{device}_12345). On success the card syncs the new device at once; on failure the
// dialog stays open with the server's reason under the field and the spec's 'Connection Failed'
// (the toast says both). Apple Watch and Samsung Health have no web API and so no key: for
// them the dialog says how the phone exports the data and leads to the file import (the import
// makes the connection), with the sample data still one click away.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import { AppDialog } from '../../components/dialog';
import { graphQLErrorsOf } from '../../errors/graphql-errors';
import { TextField } from '../../components/text-field';
import { ConnectWearableDocument, WearableConnectionsDocument, type WearableConnectionFieldsFragment } from '../../generated/graphql';
import { toast } from '../../toasts/toast';
import { CONNECTION_FAILED, sandboxHint, type Device } from './devices';
import { canImport, EXPORT_HELP } from './import-export-dialog';

/** Where an export-only device's data comes from, in the words of the phone app that makes it. */
export function noKeyIntro(device: Device): string {
  const maker = device.provider === 'APPLE_WATCH' ? 'the Health app on your iPhone' : 'Samsung Health on your phone';
  return `${device.name} has no web API, so there is no key to enter: your data comes from the export file ${maker} makes. Export it, then import the file here.`;
}

export function ConnectDialog({
  device,
  onClose,
  onConnected,
  onImport,
}: {
  device: Device | null;
  onClose(): void;
  onConnected(connection: WearableConnectionFieldsFragment): void;
  /** The member chose to import an export file for this device (an export-only device). */
  onImport(device: Device): void;
}) {
  const [apiKey, setApiKey] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [connect, { loading }] = useMutation(ConnectWearableDocument, { refetchQueries: [WearableConnectionsDocument], awaitRefetchQueries: true });

  const close = () => {
    setApiKey('');
    setError(undefined);
    onClose();
  };

  const exportOnly = device !== null && canImport(device.provider);

  const submit = async (event: FormEvent | null, key = apiKey) => {
    event?.preventDefault();
    if (!device) return;
    setError(undefined);
    try {
      const { data } = await connect({ variables: { input: { provider: device.provider, apiKey: key } } });
      if (data) onConnected(data.connectWearable);
      close();
    } catch (e) {
      // The spec's 'Connection Failed', with the server's reason (a rejected key names the
      // vendor and what to do; an unreachable vendor says the key could not be checked).
      const message = graphQLErrorsOf(e)[0]?.message;
      const reason = typeof message === 'string' && message ? message : undefined;
      setError(reason ?? CONNECTION_FAILED);
      toast.error(CONNECTION_FAILED, reason ? { description: reason } : undefined);
    }
  };

  if (device && exportOnly) {
    return (
      <AppDialog
        open
        onClose={close}
        testId="connect-wearable-dialog"
        title={`Connect ${device.name}`}
        footer={
          <Stack direction="row" gap="2" wrap="wrap" justify="flex-end">
            <Button variant="ghost" onClick={close} type="button">
              Cancel
            </Button>
            {/* The sandbox of the spec's test key: generated days to try the card with. */}
            <Button variant="outline" type="button" loading={loading} onClick={() => void submit(null, sandboxHint(device))} data-testid="connect-wearable-sample">
              Use sample data
            </Button>
            <Button
              type="button"
              onClick={() => {
                close();
                onImport(device);
              }}
              data-testid="connect-wearable-import"
            >
              Import export file
            </Button>
          </Stack>
        }
      >
        <Stack gap="3">
          {error && (
            <Text role="alert" color="fg.error" fontWeight="semibold" data-testid="connect-wearable-failed">
              {error === CONNECTION_FAILED ? CONNECTION_FAILED : `${CONNECTION_FAILED}: ${error}`}
            </Text>
          )}
          <Text data-testid="connect-wearable-no-key">{noKeyIntro(device)}</Text>
          <Text fontSize="sm" color="fg.muted" data-testid="connect-wearable-export-steps">
            {EXPORT_HELP[device.provider]?.steps}
          </Text>
        </Stack>
      </AppDialog>
    );
  }

  return (
    <AppDialog
      open={device !== null}
      onClose={close}
      testId="connect-wearable-dialog"
      title={device ? `Connect ${device.name}` : ''}
      onSubmit={(e) => void submit(e)}
      footer={
        <Stack direction="row" gap="2">
          <Button variant="outline" onClick={close} type="button">
            Cancel
          </Button>
          <Button type="submit" loading={loading} data-testid="connect-wearable-submit">
            Connect
          </Button>
        </Stack>
      }
    >
      <Stack gap="3">
        {error && (
          <Text role="alert" color="fg.error" fontWeight="semibold" data-testid="connect-wearable-failed">
            {CONNECTION_FAILED}
          </Text>
        )}
        <TextField
          label="API key"
          name="apiKey"
          value={apiKey}
          onChange={setApiKey}
          error={error}
          helper={device ? `Your ${device.name} access token. To try it with sample data, use ${sandboxHint(device)}` : undefined}
          placeholder={device ? sandboxHint(device) : undefined}
          testId="connect-wearable-key"
          autoComplete="off"
        />
      </Stack>
    </AppDialog>
  );
}
