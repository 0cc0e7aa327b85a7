// Settings > Connected apps (docs/developer-platform.md): the apps the member allowed to act for
// them through OAuth, with what each may do, when it was allowed and last used; Disconnect
// (after asking) ends its access at once, everywhere.
import { useState } from 'react';
import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { ConnectedAppsDocument, RevokeConnectedAppDocument, type ConnectedAppsQuery } from '../generated/graphql';
import { AppDialog } from '../components/dialog';
import { toast } from '../toasts/toast';
import { SectionCard } from './section-form';

type ConnectedApp = ConnectedAppsQuery['connectedApps'][number];
const when = (value: string | null | undefined) => (value ? new Date(value).toLocaleString() : 'Never');

export function ConnectedAppsSection() {
  const { data, loading } = useQuery(ConnectedAppsDocument, { fetchPolicy: 'cache-and-network' });
  const [revoke, { loading: revoking }] = useMutation(RevokeConnectedAppDocument, { refetchQueries: [ConnectedAppsDocument], awaitRefetchQueries: true });
  const [confirming, setConfirming] = useState<ConnectedApp>();
  const apps = data?.connectedApps ?? [];

  const onConfirm = async () => {
    if (!confirming) return;
    try {
      await revoke({ variables: { appId: confirming.id } });
      toast.success(`${confirming.name} disconnected`);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setConfirming(undefined);
    }
  };

  return (
    <SectionCard
      title="Connected apps"
      description="Apps you allowed to use your Pulse account. Disconnecting one ends its access at once."
      testId="settings-connected-apps"
    >
      {!apps.length ? (
        <Text textStyle="sm" color="fg.muted" data-testid="no-connected-apps">
          {loading ? 'Loading…' : 'You have not connected any apps.'}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" data-testid="connected-app-list">
          {apps.map((app) => (
            <Box as="li" key={app.id} borderWidth="1px" rounded="md" p="3" data-testid="connected-app" data-app-id={app.id}>
              <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
                <HStack align="flex-start" gap="3" minW="0">
                  {app.logoUrl && <Image src={app.logoUrl} alt="" boxSize="8" rounded="md" />}
                  <Stack gap="1" minW="0">
                    <Text fontWeight="medium" data-testid="connected-app-name">
                      {app.name}
                    </Text>
                    <Text textStyle="sm" color="fg.muted" data-testid="connected-app-scopes">
                      {app.scopes.join(', ')}
                    </Text>
                    <Text textStyle="xs" color="fg.muted">
                      Allowed {when(app.grantedAt)} · Last used: {when(app.lastUsedAt)}
                    </Text>
                  </Stack>
                </HStack>
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(app)} data-testid="disconnect-app">
                  Disconnect
                </Button>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
      <AppDialog
        open={!!confirming}
        onClose={() => !revoking && setConfirming(undefined)}
        testId="disconnect-app-dialog"
        role="alertdialog"
        title={`Disconnect ${confirming?.name ?? 'this app'}?`}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(undefined)} disabled={revoking} size="sm">
              Cancel
            </Button>
            <Button colorPalette="red" onClick={() => void onConfirm()} loading={revoking} size="sm" data-testid="confirm-disconnect-app">
              Disconnect
            </Button>
          </>
        }
      >
        <Text>It can no longer use your account: its tokens stop working at once, everywhere.</Text>
      </AppDialog>
    </SectionCard>
  );
}
