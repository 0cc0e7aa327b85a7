// The call overlay (spec 2): full screen, titled 'Video Call', the participant count, the
// tile grid (1 tile: 1 column; 2: 2 columns; up to 4: 2x2; more: 3 columns), 'Waiting for
// others to join...' while alone, and the controls: microphone, camera, end call.
import { Box, Center, Grid, HStack, IconButton, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { CallSession, RemoteParticipant } from './call-session';
import { CallTile } from './call-tile';
import { gridColumns, gridRows, tileLabel } from './grid';
import { CameraIcon, CameraOffIcon, LockIcon, MicIcon, MicOffIcon, PhoneOffIcon } from '../components/icons';

export const CALL_TITLE = 'Video Call';
export const WAITING_TEXT = 'Waiting for others to join...';

export const participantCountText = (n: number) => `${n} participant${n === 1 ? '' : 's'}`;

function RemoteTile({ session, remote }: { session: CallSession; remote: RemoteParticipant }) {
  const stats = useCallback(() => session.receiveStats(remote.peerId), [session, remote.peerId]);
  return (
    <CallTile
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

export function CallOverlay({ session, onEnd }: { session: CallSession; onEnd(): void }) {
  const call = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  const localVideo = useMemo(() => call.localStream?.getVideoTracks()[0] ?? null, [call.localStream]);
  const tiles = 1 + call.remotes.length;
  const columns = gridColumns(tiles);
  const rows = gridRows(tiles);
  const alone = call.remotes.length === 0;

  // No page scrolling behind the overlay.
  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, []);

  const status = call.phase === 'starting' ? 'Connecting...' : call.phase === 'reconnecting' ? 'Reconnecting...' : null;

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
      >
        <HStack px={{ base: '4', md: '6' }} py="3" justify="space-between">
          <Stack gap="0">
            <Text id="call-title" fontSize="lg" fontWeight="semibold" data-testid="call-title">
              {CALL_TITLE}
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

        <Box flex="1" minH="0" px={{ base: '2', md: '6' }} position="relative">
          <Grid
            h="full"
            gap="3"
            templateColumns={`repeat(${columns}, minmax(0, 1fr))`}
            templateRows={`repeat(${rows}, minmax(0, 1fr))`}
            data-testid="call-grid"
            data-columns={columns}
          >
            <CallTile
              label={tileLabel(true, call.me.name)}
              name={call.me.name}
              self
              peerId={call.me.id}
              videoTrack={localVideo}
              audioTrack={null}
              videoOn={call.video && call.videoEnabled}
              audioOn={call.audioEnabled}
            />
            {call.remotes.map((remote) => (
              <RemoteTile key={remote.peerId} session={session} remote={remote} />
            ))}
          </Grid>
          {alone && (
            <Center position="absolute" left="0" right="0" top="4" pointerEvents="none">
              <Text bg="overlay.control" px="4" py="2" rounded="full" fontSize="sm" data-testid="call-waiting">
                {WAITING_TEXT}
              </Text>
            </Center>
          )}
        </Box>

        <HStack justify="center" gap="4" py="5">
          <IconButton
            aria-label={call.audioEnabled ? 'Mute microphone' : 'Unmute microphone'}
            title={call.audioEnabled ? 'Mute microphone' : 'Unmute microphone'}
            aria-pressed={!call.audioEnabled}
            rounded="full"
            size="xl"
            variant="solid"
            colorPalette={call.audioEnabled ? 'gray' : 'red'}
            onClick={() => session.toggleMic()}
            disabled={!call.localStream}
            data-testid="call-toggle-mic"
            data-state={call.audioEnabled ? 'on' : 'off'}
          >
            {call.audioEnabled ? <MicIcon /> : <MicOffIcon />}
          </IconButton>
          <IconButton
            aria-label={call.videoEnabled ? 'Turn camera off' : 'Turn camera on'}
            title={call.video ? (call.videoEnabled ? 'Turn camera off' : 'Turn camera on') : 'Audio call: no camera'}
            aria-pressed={!call.videoEnabled}
            rounded="full"
            size="xl"
            variant="solid"
            colorPalette={call.videoEnabled ? 'gray' : 'red'}
            onClick={() => session.toggleCamera()}
            disabled={!call.video || !localVideo}
            data-testid="call-toggle-camera"
            data-state={call.videoEnabled ? 'on' : 'off'}
          >
            {call.videoEnabled ? <CameraIcon /> : <CameraOffIcon />}
          </IconButton>
          <IconButton aria-label="End call" title="End call" rounded="full" size="xl" colorPalette="red" onClick={onEnd} data-testid="call-end">
            <PhoneOffIcon />
          </IconButton>
        </HStack>
      </Stack>
    </Portal>
  );
}
