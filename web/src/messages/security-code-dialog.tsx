// "Verify security code" with a contact of an encrypted conversation (docs/e2ee.md): the
// 60-digit code in twelve groups and as a QR code, to compare with what the contact's screen
// shows; "Mark as verified" once they match. Loaded on demand (the QR code's library is not
// for the first page load): key-change-warnings.tsx opens it.
import { Box, Button, Grid, QrCode, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client';
import { useEffect, useState } from 'react';
import { AppDialog } from '../components/dialog';
import { useContactTrust } from '../e2ee/contacts';
import { codeGroups, qrValue } from '../e2ee/security-code';
import { thisDevice } from '../e2ee/this-device';
import type { ChatUserFragment } from '../generated/graphql';
import { toast } from '../toasts/toast';

export const CODE_UNAVAILABLE = 'The security code could not be worked out on this device.';

export interface SecurityCodeDialogProps {
  conversationId: string;
  contact: ChatUserFragment | null;
  myId: string | null;
  onClose(): void;
}

export default function SecurityCodeDialog({ conversationId, contact, myId, onClose }: SecurityCodeDialogProps) {
  const client = useApolloClient();
  const trust = useContactTrust(conversationId).find((t) => t.userId === contact?.id);
  const [code, setCode] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [verifying, setVerifying] = useState(false);

  useEffect(() => {
    if (!contact || !myId) return;
    let live = true;
    setCode(null);
    setFailed(false);
    thisDevice(client, myId)
      .then((device) => device.securityCodes(conversationId))
      .then(
        (codes) => {
          if (!live) return;
          const mine = codes.find((c) => c.userId === contact.id);
          if (mine) setCode(mine.code);
          else setFailed(true);
        },
        (error: unknown) => {
          console.info('[e2ee] no security code', String(error));
          if (live) setFailed(true);
        },
      );
    return () => {
      live = false;
    };
    // A changed fingerprint (a commit while the dialog is open) works the code out again.
  }, [client, contact, myId, conversationId, trust?.fingerprint]);

  const verify = async () => {
    if (!contact || !myId) return;
    setVerifying(true);
    try {
      await (await thisDevice(client, myId)).verifyContact(conversationId, contact.id);
      toast.success(`${contact.name} is verified`);
    } catch (error) {
      console.error('[e2ee] verifying failed', error);
      toast.error('Could not mark as verified');
    } finally {
      setVerifying(false);
    }
  };

  return (
    <AppDialog
      open={Boolean(contact)}
      onClose={onClose}
      testId="security-code-dialog"
      title="Verify security code"
      size="sm"
      placement="center"
      footer={
        trust?.verified ? (
          <Text w="full" textAlign="center" color="fg.success" fontWeight="semibold" data-testid="security-code-verified">
            Verified
          </Text>
        ) : (
          <Button colorPalette="brand" w="full" disabled={!code} loading={verifying} onClick={() => void verify()} data-testid="security-code-verify">
            Mark as verified
          </Button>
        )
      }
    >
      <Stack gap="4" align="center">
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          Compare these numbers with the ones on {contact?.name ?? 'your contact'}’s screen, or scan the code. If they match, nobody else holds the keys of this
          conversation.
        </Text>
        {failed && (
          <Text color="fg.error" fontSize="sm" data-testid="security-code-unavailable">
            {CODE_UNAVAILABLE}
          </Text>
        )}
        {code && (
          <>
            <QrCode.Root value={qrValue(conversationId, code)} size="xl" data-testid="security-code-qr">
              <QrCode.Frame>
                <QrCode.Pattern />
              </QrCode.Frame>
            </QrCode.Root>
            <Grid templateColumns="repeat(4, auto)" gapX="4" gapY="1" fontFamily="mono" fontSize="lg" data-testid="security-code">
              {codeGroups(code).map((group, i) => (
                <Box as="span" key={i} data-testid="security-code-group">
                  {group}
                </Box>
              ))}
            </Grid>
          </>
        )}
      </Stack>
    </AppDialog>
  );
}
