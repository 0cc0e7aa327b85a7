// The banner the spec asks for, and what it honestly means: the connection is encrypted and
// only participants can read a conversation, but Pulse stores messages on its servers.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { AppDialog } from '../components/dialog';
import { BoltIcon, KeyIcon, LockIcon, ShieldIcon } from '../components/icons';

const SECTIONS: Array<{ title: string; icon: ReactNode; text: string }> = [
  {
    title: 'Secure Communication',
    icon: <ShieldIcon />,
    text: 'Messages travel between your device and Pulse over an encrypted connection (TLS), so nobody on the network in between can read them.',
  },
  {
    title: 'Unique Keys',
    icon: <KeyIcon />,
    text: 'Every connection negotiates its own fresh encryption keys, and Pulse checks on every request that you take part in a conversation before it shows you anything from it.',
  },
  {
    title: 'Real-Time Protection',
    icon: <BoltIcon />,
    text: 'Live updates use the same encrypted connection and go only to the people in the conversation. Messages are stored on Pulse servers so they are there on all your devices; they are not encrypted with keys only your devices hold.',
  },
];

export function EncryptionBanner() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Box px="4" py="1.5" borderBottomWidth="1px" bg="bg.subtle">
        <Button
          variant="plain"
          size="xs"
          w="full"
          color="fg.muted"
          fontWeight="normal"
          _hover={{ color: 'fg' }}
          onClick={() => setOpen(true)}
          data-testid="encryption-banner"
        >
          <LockIcon /> Your messages are end-to-end encrypted
        </Button>
      </Box>
      <AppDialog
        open={open}
        onClose={() => setOpen(false)}
        testId="encryption-dialog"
        title="End-to-End Encryption"
        size="sm"
        placement="center"
        closeButton={false}
        footer={
          <Button colorPalette="brand" w="full" onClick={() => setOpen(false)} data-testid="encryption-got-it">
            Got it
          </Button>
        }
      >
        <Stack gap="5">
          {SECTIONS.map((s) => (
            <HStack key={s.title} align="start" gap="3">
              <Box as="span" display="inline-flex" fontSize="22px" color="brand.fg" mt="0.5" p="2" rounded="full" bg="brand.subtle" flexShrink="0">
                {s.icon}
              </Box>
              <Stack gap="1">
                <Text fontWeight="semibold">{s.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {s.text}
                </Text>
              </Stack>
            </HStack>
          ))}
        </Stack>
      </AppDialog>
    </>
  );
}
