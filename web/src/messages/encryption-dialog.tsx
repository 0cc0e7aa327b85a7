// The spec's encryption banner, shown only where it is true: on a conversation whose MLS group
// exists (Conversation.encrypted), whose messages only its members' devices can open. Every
// other conversation (from before end-to-end encryption, or not yet started by a device that
// speaks it) says plainly that it is not end-to-end encrypted, and what protects it instead.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { AppDialog } from '../components/dialog';
import { BoltIcon, KeyIcon, LockIcon, ShieldIcon } from '../components/icons';

interface Section {
  title: string;
  icon: ReactNode;
  text: string;
}

const ENCRYPTED: Section[] = [
  {
    title: 'Secure Communication',
    icon: <ShieldIcon />,
    text: 'Messages are encrypted on your device and opened only on the devices of the people in this conversation. Pulse stores and forwards them without being able to read them.',
  },
  {
    title: 'Unique Keys',
    icon: <KeyIcon />,
    text: 'Each of your devices has its own keys, made on the device and never sent to Pulse. Keys change as devices join or leave, so a removed device cannot read what comes after.',
  },
  {
    title: 'Real-Time Protection',
    icon: <BoltIcon />,
    text: 'Every message is encrypted with the Messaging Layer Security protocol (RFC 9420) and a post-quantum hybrid key exchange before it leaves your device.',
  },
];

const NOT_ENCRYPTED: Section[] = [
  {
    title: 'Secure Communication',
    icon: <ShieldIcon />,
    text: 'Messages travel between your device and Pulse over an encrypted connection (TLS), so nobody on the network in between can read them.',
  },
  {
    title: 'Stored by Pulse',
    icon: <KeyIcon />,
    text: 'This conversation started before end-to-end encryption: its messages are stored on Pulse servers, readable by Pulse, and shown only to the people in it.',
  },
];

export function EncryptionBanner({ encrypted }: { encrypted: boolean }) {
  const [open, setOpen] = useState(false);
  const sections = encrypted ? ENCRYPTED : NOT_ENCRYPTED;
  return (
    <>
      <Box px="4" py="1.5" borderBottomWidth="1px" bg="bg.subtle">
        <Button
          variant="plain"
          size="xs"
          w="full"
          // On a phone the longer "not encrypted" line wraps instead of being cut at both edges.
          whiteSpace="normal"
          h="auto"
          minH="6"
          py="1"
          color="fg.muted"
          fontWeight="normal"
          _hover={{ color: 'fg' }}
          onClick={() => setOpen(true)}
          data-testid="encryption-banner"
          data-encrypted={encrypted}
        >
          {encrypted ? (
            <>
              <LockIcon /> Your messages are end-to-end encrypted
            </>
          ) : (
            'Messages in this conversation are not end-to-end encrypted'
          )}
        </Button>
      </Box>
      <AppDialog
        open={open}
        onClose={() => setOpen(false)}
        testId="encryption-dialog"
        title={encrypted ? 'End-to-End Encryption' : 'Not end-to-end encrypted'}
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
          {sections.map((s) => (
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
