// The open conversation's header: back (narrow screens), the other member, 'Active now' when
// they are online, the Video Call and Audio Call buttons, and the info button.
import { HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useCalls, useCallsState } from '../calls/calls-context';
import { ArrowLeftIcon, InfoIcon, PhoneIcon, VideoIcon } from '../components/icons';
import { PresenceAvatar } from './presence-avatar';

function CallButton({ label, icon, testId, disabled, onClick }: { label: string; icon: ReactNode; testId: string; disabled: boolean; onClick(): void }) {
  return (
    <IconButton aria-label={label} title={label} variant="ghost" rounded="full" disabled={disabled} onClick={onClick} data-testid={testId}>
      {icon}
    </IconButton>
  );
}

export interface ChatHeaderProps {
  title: string;
  other: { id: string; name: string; username: string; image: string | null } | null;
  online: boolean;
  onBack(): void;
  onInfo(): void;
}

export function ChatHeader({ title, other, online, onBack, onInfo }: ChatHeaderProps) {
  const calls = useCalls();
  const { session } = useCallsState();
  // A call needs the other member (a 1:1 conversation) and no call already in progress.
  const cannotCall = !other || Boolean(session);
  const call = (video: boolean) => other && void calls.startCall(other.id, video);
  return (
    <HStack px={{ base: '2', md: '4' }} py="2.5" borderBottomWidth="1px" gap="3" data-testid="chat-header">
      <IconButton
        display={{ base: 'inline-flex', md: 'none' }}
        aria-label="Back to conversations"
        variant="ghost"
        rounded="full"
        onClick={onBack}
        data-testid="chat-back"
      >
        <ArrowLeftIcon />
      </IconButton>
      <PresenceAvatar name={other?.name ?? title} image={other?.image} online={online} />
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="semibold" truncate data-testid="chat-title">
          {title}
        </Text>
        {online ? (
          <Text fontSize="xs" color="green.fg" data-testid="active-now">
            Active now
          </Text>
        ) : other ? (
          <Text fontSize="xs" color="fg.muted" truncate>
            @{other.username}
          </Text>
        ) : null}
      </Stack>
      <HStack gap="0.5">
        <CallButton label="Video Call" icon={<VideoIcon />} testId="video-call" disabled={cannotCall} onClick={() => call(true)} />
        <CallButton label="Audio Call" icon={<PhoneIcon />} testId="audio-call" disabled={cannotCall} onClick={() => call(false)} />
        <IconButton aria-label="Conversation info" title="Conversation info" variant="ghost" rounded="full" onClick={onInfo} data-testid="chat-info">
          <InfoIcon />
        </IconButton>
      </HStack>
    </HStack>
  );
}
