// The call overlay (spec 2): full screen, titled 'Video Call' ('Audio Call' for an audio
// call), the participant count, the tile grid (1 tile: 1 column; 2: 2 columns; up to 4: 2x2;
// more: 3 columns), 'Waiting for others to join...' while alone, and the controls: microphone,
// camera, end call. While it rings the caller sees who is being called (picture and name). An
// audio call shows the members' pictures instead of video tiles and has no camera button. On a
// phone a video call fills the screen with the other member's video and the member's own view
// floats over it, draggable anywhere inside the screen (docs/calls.md).
import { Box, Center, Grid, HStack, IconButton, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { CallSession, CallSnapshot, RemoteParticipant } from './call-session';
import { CallTile } from './call-tile';
import { gridColumns, gridRows, tileLabel } from './grid';
import { CameraIcon, CameraOffIcon, LockIcon, MicIcon, MicOffIcon, PhoneOffIcon } from '../components/icons';
import { UserAvatar } from '../components/user-avatar';
import { DraggableSelfView, useIsPhone } from './self-view';

export const CALL_TITLE = 'Video Call';
export const AUDIO_CALL_TITLE = 'Audio Call';
export const WAITING_TEXT = 'Waiting for others to join...';
export const RINGING_TEXT = 'Ringing...';
export const callTitle = (video: boolean) => (video ? CALL_TITLE : AUDIO_CALL_TITLE);

export const participantCountText = (n: number) => `${n} participant${n === 1 ? '' : 's'}`;

function RemoteTile({ session, remote, audioOnly, full }: { session: CallSession; remote: RemoteParticipant; audioOnly: boolean; full?: boolean }) {
  const stats = useCallback(() => session.receiveStats(remote.peerId), [session, remote.peerId]);
  return (
    <CallTile
      audioOnly={audioOnly}
      image={remote.image}
      rounded={full ? 'none' : 'xl'}
      label={tileLabel(false, remote.name)}
      name={remote.name}
      self={false}
      peerId={remote.peerId}
      videoTrack={remote.videoTrack}
      audioTrack={remote.audioTrack}
      videoOn={remote.videoEnabled}
      audioOn={remote.audioEnabled}
      stats={stats}
    />
  );
}

/** Who is being called, while it rings: their picture, name and "Ringing...". */
function RingingCard({ call }: { call: CallSnapshot }) {
  const peer = call.peer;
  if (!peer) return null;
  const ringing = call.status === 'RINGING';
  return (
    <Center position="absolute" inset="0" pointerEvents="none" zIndex="1">
      <Stack align="center" gap="3" bg="overlay.control" px="8" py="6" rounded="2xl" data-testid="call-ringing" data-status={call.status ?? ''}>
        <UserAvatar name={peer.name} image={peer.image} size="2xl" />
        <Text fontSize="xl" fontWeight="semibold" data-testid="call-ringing-name">
          {peer.name || 'Unknown User'}
        </Text>
        <Text fontSize="sm" color="call.fgMuted" data-testid="call-ringing-status">
          {ringing ? RINGING_TEXT : 'Connecting...'}
        </Text>
      </Stack>
    </Center>
  );
}

/** A round control: neutral when on, inverted (light) when off; only End call is red. */
function ControlButton({
  on,
  label,
  onClick,
  disabled,
  testId,
  children,
}: {
  on: boolean;
  label: string;
  onClick(): void;
  disabled?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <IconButton
      aria-label={label}
      title={label}
      aria-pressed={!on}
      rounded="full"
      size="xl"
      variant="solid"
      bg={on ? 'call.control' : 'call.controlOff'}
      color={on ? 'call.fg' : 'call.controlOffFg'}
      _hover={{ bg: on ? 'call.controlHover' : 'call.controlOffHover' }}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
      data-state={on ? 'on' : 'off'}
    >
      {children}
    </IconButton>
  );
}

export function CallOverlay({ session, onEnd }: { session: CallSession; onEnd(): void }) {
  const call = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  const localVideo = useMemo(() => call.localStream?.getVideoTracks()[0] ?? null, [call.localStream]);
  const tiles = 1 + call.remotes.length;
  const columns = gridColumns(tiles);
  const rows = gridRows(tiles);
  const alone = call.remotes.length === 0;
  const isPhone = useIsPhone();
  const audioOnly = !call.video;
  // A phone in a 1:1 video call: the other member fills the screen, one's own view floats.
  const phoneVideo = isPhone && call.video && call.remotes.length === 1;
  const ringing = alone && call.peer !== null && (call.status === 'RINGING' || call.phase === 'starting');

  // No page scrolling behind the overlay.
  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, []);

  const status = call.phase === 'starting' ? 'Connecting...' : call.phase === 'reconnecting' ? 'Reconnecting...' : null;

  const selfTile = (full: boolean) => (
    <CallTile
      label={tileLabel(true, call.me.name)}
      name={call.me.name}
      image={call.me.image}
      audioOnly={audioOnly}
      rounded={full ? 'none' : 'xl'}
      self
      peerId={call.me.id}
      videoTrack={localVideo}
      audioTrack={null}
      videoOn={call.video && call.videoEnabled}
      audioOn={call.audioEnabled}
    />
  );

  return (
    <Portal>
      <Stack
        position="fixed"
        inset="0"
        zIndex="modal"
        bg="call.bg"
        color="call.fg"
        gap="0"
        role="dialog"
        aria-modal="true"
        aria-labelledby="call-title"
        data-testid="call-overlay"
        data-call-id={call.callId ?? ''}
        data-phase={call.phase}
        data-video={call.video ? 'true' : 'false'}
        data-encrypted={call.encrypted ? 'true' : 'false'}
        data-layout={phoneVideo ? 'phone' : audioOnly ? 'audio' : 'grid'}
      >
        <HStack px={{ base: '4', md: '6' }} py="3" justify="space-between" position="relative" zIndex="2" bg={phoneVideo ? 'overlay.veilStrong' : undefined}>
          <Stack gap="0">
            <Text id="call-title" fontSize="lg" fontWeight="semibold" data-testid="call-title">
              {callTitle(call.video)}
            </Text>
            <Text fontSize="sm" color="call.fgSubtle" data-testid="call-participant-count" data-count={tiles}>
              {participantCountText(tiles)}
            </Text>
            {call.encrypted && (
              <HStack gap="1" fontSize="xs" color="call.fgSubtle" data-testid="call-encrypted">
                <LockIcon /> End-to-end encrypted
              </HStack>
            )}
          </Stack>
          {status && (
            <HStack gap="2" color="call.fgMuted" fontSize="sm" data-testid="call-status">
              <Spinner size="xs" />
              <Text>{status}</Text>
            </HStack>
          )}
        </HStack>

        {phoneVideo ? (
          <Box position="absolute" inset="0" data-testid="call-grid" data-columns="1" data-layout="phone">
            <Box position="absolute" inset="0" data-testid="call-main">
              <RemoteTile session={session} remote={call.remotes[0]} audioOnly={false} full />
            </Box>
            <DraggableSelfView>{selfTile(false)}</DraggableSelfView>
          </Box>
        ) : (
          <Box flex="1" minH="0" px={{ base: '2', md: '6' }} position="relative">
            {audioOnly ? (
              <HStack
                h="full"
                justify="center"
                align="center"
                gap={{ base: '4', md: '10' }}
                wrap="wrap"
                data-testid="call-grid"
                data-columns={columns}
                data-layout="audio"
              >
                {[null, ...call.remotes].map((remote) => (
                  <Box key={remote?.peerId ?? 'me'} w={{ base: '40', md: '60' }} h={{ base: '48', md: '64' }}>
                    {remote ? <RemoteTile session={session} remote={remote} audioOnly /> : selfTile(false)}
                  </Box>
                ))}
              </HStack>
            ) : (
              <Grid
                h="full"
                gap="3"
                templateColumns={`repeat(${columns}, minmax(0, 1fr))`}
                templateRows={`repeat(${rows}, minmax(0, 1fr))`}
                data-testid="call-grid"
                data-columns={columns}
                data-layout="grid"
              >
                {selfTile(false)}
                {call.remotes.map((remote) => (
                  <RemoteTile key={remote.peerId} session={session} remote={remote} audioOnly={false} />
                ))}
              </Grid>
            )}
            {ringing && <RingingCard call={call} />}
            {alone && (
              <Center position="absolute" left="0" right="0" top="4" pointerEvents="none" zIndex="1">
                <Text bg="overlay.control" px="4" py="2" rounded="full" fontSize="sm" data-testid="call-waiting">
                  {WAITING_TEXT}
                </Text>
              </Center>
            )}
          </Box>
        )}

        <HStack justify="center" gap="4" py="5" position={phoneVideo ? 'absolute' : 'relative'} bottom="0" left="0" right="0" zIndex="2" data-testid="call-controls">
          <ControlButton
            on={call.audioEnabled}
            label={call.audioEnabled ? 'Mute microphone' : 'Unmute microphone'}
            onClick={() => session.toggleMic()}
            disabled={!call.localStream}
            testId="call-toggle-mic"
          >
            {call.audioEnabled ? <MicIcon /> : <MicOffIcon />}
          </ControlButton>
          {call.video && (
            <ControlButton
              on={call.videoEnabled}
              label={call.videoEnabled ? 'Turn camera off' : 'Turn camera on'}
              onClick={() => session.toggleCamera()}
              disabled={!localVideo}
              testId="call-toggle-camera"
            >
              {call.videoEnabled ? <CameraIcon /> : <CameraOffIcon />}
            </ControlButton>
          )}
          <IconButton aria-label="End call" title="End call" rounded="full" size="xl" colorPalette="red" onClick={onEnd} data-testid="call-end">
            <PhoneOffIcon />
          </IconButton>
        </HStack>
      </Stack>
    </Portal>
  );
}
