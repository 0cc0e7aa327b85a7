// A call record in the chat: a centred line with the call's kind, outcome and duration, and
// its time. Missed, declined and busy calls are marked for the person called (red icon).
import { HStack, Text } from '@chakra-ui/react';
import type { CallRecordFieldsFragment } from '../generated/graphql';
import { CameraIcon, PhoneIcon } from '../components/icons';
import { messageTime } from '../messages/format';
import { callOutcome, callRecordText } from './call-record';

export function CallRecordRow({ id, call, createdAt, myId }: { id: string; call: CallRecordFieldsFragment; createdAt: string; myId: string | null }) {
  const mine = call.initiator.id === myId;
  const outcome = callOutcome(call);
  const missedHere = !mine && outcome !== 'completed';
  return (
    <HStack justify="center" px="4" my="2" data-message-id={id}>
      <HStack
        gap="2"
        px="3"
        py="1.5"
        rounded="full"
        bg="bg.muted"
        fontSize="sm"
        role="note"
        data-testid="call-record"
        data-outcome={outcome}
        data-video={call.video ? 'true' : 'false'}
      >
        <Text as="span" color={missedHere ? 'fg.error' : 'fg.muted'} display="inline-flex" aria-hidden>
          {call.video ? <CameraIcon /> : <PhoneIcon />}
        </Text>
        <Text as="span" fontWeight="medium" data-testid="call-record-text">
          {callRecordText(call, mine)}
        </Text>
        <Text as="span" fontSize="xs" color="fg.muted">
          {messageTime(createdAt)}
        </Text>
      </HStack>
    </HStack>
  );
}
