// The device connection dialog (spec: "asks for an API key"; the test hint is
// test_{device}_12345). On success the card syncs the new device at once; on failure the
// dialog stays open with the server's reason under the field and the spec's 'Connection Failed'
// (the toast says both).
import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import { AppDialog } from '../../components/dialog';
import { graphQLErrorsOf } from '../../errors/graphql-errors';
import { TextField } from '../../components/text-field';
import { ConnectWearableDocument, WearableConnectionsDocument, type WearableConnectionFieldsFragment } from '../../generated/graphql';
import { toast } from '../../toasts/toast';
import { CONNECTION_FAILED, sandboxHint, type Device } from './devices';

/** Apple Health and Samsung Health have no web API: their key only names the connection their export files are imported into. */
function helperOf(device: Device): string {
  if (device.provider === 'APPLE_WATCH' || device.provider === 'SAMSUNG')
    return `${device.name} has no web API: enter any name for this connection (e.g. My phone), then use Import export file to add the data your phone exports. To try it with sample data, use ${sandboxHint(device)}`;
  return `Your ${device.name} access token. To try it with sample data, use ${sandboxHint(device)}`;
}

export function ConnectDialog({
  device,
  onClose,
  onConnected,
}: {
  device: Device | null;
  onClose(): void;
  onConnected(connection: WearableConnectionFieldsFragment): void;
}) {
  const [apiKey, setApiKey] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [connect, { loading }] = useMutation(ConnectWearableDocument, { refetchQueries: [WearableConnectionsDocument], awaitRefetchQueries: true });

  const close = () => {
    setApiKey('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!device) return;
    setError(undefined);
    try {
      const { data } = await connect({ variables: { input: { provider: device.provider, apiKey } } });
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
          helper={device ? helperOf(device) : undefined}
          placeholder={device ? sandboxHint(device) : undefined}
          testId="connect-wearable-key"
          autoComplete="off"
        />
      </Stack>
    </AppDialog>
  );
}
