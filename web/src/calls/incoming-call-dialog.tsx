// The member being called sees who calls and whether it is a video or an audio call, and
// answers: accept opens the call overlay, decline ends the call for the caller. (The spec
// never shows how a call is answered; a member must be able to.)
import { Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { UserAvatar } from '../components/user-avatar';
import type { CallRecord } from './call-session';
import { CameraIcon, PhoneIcon, PhoneOffIcon } from './icons';

export const incomingCallText = (video: boolean) => (video ? 'Incoming video call' : 'Incoming audio call');

export function IncomingCallDialog({ call, onAccept, onDecline }: { call: CallRecord; onAccept(): void; onDecline(): void }) {
  const caller = call.initiator;
  return (
    <Dialog.Root open role="alertdialog" placement="center" size="xs" closeOnInteractOutside={false} closeOnEscape={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="incoming-call" data-call-id={call.id} data-video={call.video ? 'true' : 'false'}>
            <Dialog.Body pt="8">
              <Stack align="center" gap="3" textAlign="center">
                <UserAvatar name={caller.name} image={caller.image} size="2xl" />
                <Dialog.Title fontSize="lg" data-testid="incoming-call-name">
                  {caller.name || 'Unknown User'}
                </Dialog.Title>
                <HStack gap="1.5" color="fg.muted" fontSize="sm">
                  {call.video ? <CameraIcon /> : <PhoneIcon />}
                  <Text data-testid="incoming-call-kind">{incomingCallText(call.video)}</Text>
                </HStack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer justifyContent="center" gap="6" pb="6">
              <Button colorPalette="red" rounded="full" onClick={onDecline} data-testid="incoming-call-decline">
                <PhoneOffIcon /> Decline
              </Button>
              <Button colorPalette="green" rounded="full" onClick={onAccept} data-testid="incoming-call-accept">
                {call.video ? <CameraIcon /> : <PhoneIcon />} Accept
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
