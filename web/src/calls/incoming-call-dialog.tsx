// The member being called sees who calls and whether it is a video or an audio call, and
// answers: accept opens the call overlay, decline ends the call for the caller. (The spec
// never shows how a call is answered; a member must be able to.)
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { AppDialog, DialogTitle } from '../components/dialog';
import { UserAvatar } from '../components/user-avatar';
import type { CallRecord } from './call-session';
import { CameraIcon, PhoneIcon, PhoneOffIcon } from '../components/icons';

export const incomingCallText = (video: boolean) => (video ? 'Incoming video call' : 'Incoming audio call');

export function IncomingCallDialog({ call, onAccept, onDecline }: { call: CallRecord; onAccept(): void; onDecline(): void }) {
  const caller = call.initiator;
  return (
    <AppDialog
      open
      testId="incoming-call"
      role="alertdialog"
      size="xs"
      placement="center"
      closeButton={false}
      closeOnInteractOutside={false}
      closeOnEscape={false}
      contentProps={{ 'data-call-id': call.id, 'data-video': call.video ? 'true' : 'false' }}
      bodyProps={{ pt: '8' }}
      footerProps={{ justifyContent: 'center', gap: '6', pb: '6' }}
      footer={
        <>
          <Button colorPalette="red" rounded="full" onClick={onDecline} data-testid="incoming-call-decline">
            <PhoneOffIcon /> Decline
          </Button>
          <Button colorPalette="green" rounded="full" onClick={onAccept} data-testid="incoming-call-accept">
            {call.video ? <CameraIcon /> : <PhoneIcon />} Accept
          </Button>
        </>
      }
    >
      <Stack align="center" gap="3" textAlign="center">
        <UserAvatar name={caller.name} image={caller.image} size="2xl" />
        <DialogTitle fontSize="lg" data-testid="incoming-call-name">
          {caller.name || 'Unknown User'}
        </DialogTitle>
        <HStack gap="1.5" color="fg.muted" fontSize="sm">
          {call.video ? <CameraIcon /> : <PhoneIcon />}
          <Text data-testid="incoming-call-kind">{incomingCallText(call.video)}</Text>
        </HStack>
      </Stack>
    </AppDialog>
  );
}
