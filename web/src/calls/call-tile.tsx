// One tile of the call overlay: a member's video (or the 'Camera off' placeholder with their
// initial), their label ('You' for one's own), and the muted icon when their microphone is
// off. A remote tile plays the member's audio, and carries counters for tests and
// diagnostics: data-frames-decoded and data-frame-size (the receiver's stats),
// data-frames-rendered (frames the video element presented), data-audio-packets, data-audio-decoded
// (samples decoded from what arrived, not concealed: an encrypted call's audio that opened).
import { Box, Center, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import { initialOf, UserAvatar } from '../components/user-avatar';
import type { ReceiveStats } from './call-session';
import { CameraOffIcon, MicOffIcon } from '../components/icons';

export const FRAME_STATS_INTERVAL_MS = 500;

export interface CallTileProps {
  label: string;
  name: string;
  self: boolean;
  peerId: string;
  videoTrack: MediaStreamTrack | null;
  audioTrack: MediaStreamTrack | null;
  videoOn: boolean;
  audioOn: boolean;
  /** Remote tiles: the receiver's stats for the member's video. */
  stats?: () => Promise<ReceiveStats>;
  /** An audio call: the member's picture and name instead of a video placeholder. */
  audioOnly?: boolean;
  image?: string | null;
  /** Corners: a full-screen tile (the phone layout) has none. */
  rounded?: 'xl' | 'none';
}

type VideoWithFrames = HTMLVideoElement & {
  requestVideoFrameCallback?(callback: () => void): number;
  cancelVideoFrameCallback?(handle: number): void;
};

function useTrackStream(track: MediaStreamTrack | null): MediaStream | null {
  return useMemo(() => (track ? new MediaStream([track]) : null), [track]);
}

export function CallTile({ label, name, self, peerId, videoTrack, audioTrack, videoOn, audioOn, stats, audioOnly = false, image = null, rounded = 'xl' }: CallTileProps) {
  const tileRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<VideoWithFrames>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  const videoStream = useTrackStream(videoTrack);
  const audioStream = useTrackStream(self ? null : audioTrack);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = videoStream;
    if (videoStream) void video.play().catch(() => {});
  }, [videoStream]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.srcObject = audioStream;
    if (audioStream) void audio.play().catch((error) => console.warn('[call] remote audio did not start', error));
  }, [audioStream]);

  // Frames the element presented.
  useEffect(() => {
    const video = videoRef.current;
    const tile = tileRef.current;
    if (!video || !tile || self || !videoStream || !video.requestVideoFrameCallback) return;
    let rendered = 0;
    let handle = 0;
    const onFrame = () => {
      rendered++;
      tile.dataset.framesRendered = String(rendered);
      handle = video.requestVideoFrameCallback!(onFrame);
    };
    handle = video.requestVideoFrameCallback(onFrame);
    return () => video.cancelVideoFrameCallback?.(handle);
  }, [self, videoStream]);

  // Frames the receiver decoded.
  useEffect(() => {
    const tile = tileRef.current;
    if (!tile || !stats) return;
    let stopped = false;
    const poll = async () => {
      const s = await stats().catch(() => null);
      if (stopped || !s) return;
      if (s.video) {
        tile.dataset.framesDecoded = String(s.video.framesDecoded);
        if (s.video.frameWidth && s.video.frameHeight) tile.dataset.frameSize = `${s.video.frameWidth}x${s.video.frameHeight}`;
      }
      if (s.audio) {
        tile.dataset.audioPackets = String(s.audio.packetsReceived);
        tile.dataset.audioDecoded = String(s.audio.samplesDecoded);
      }
    };
    void poll();
    const timer = setInterval(poll, FRAME_STATS_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [stats]);

  const showVideo = !audioOnly && videoOn && Boolean(videoTrack);
  return (
    <Box
      ref={tileRef}
      position="relative"
      bg="call.tile"
      rounded={rounded}
      w="full"
      h="full"
      overflow="hidden"
      minH="0"
      minW="0"
      data-testid="call-tile"
      data-self={self ? 'true' : 'false'}
      data-peer-id={peerId}
      data-video-on={showVideo ? 'true' : 'false'}
      data-audio-on={audioOn ? 'true' : 'false'}
    >
      <video
        ref={videoRef}
        autoPlay
        playsInline
        muted
        data-testid="call-video"
        style={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          transform: self ? 'scaleX(-1)' : undefined,
          visibility: showVideo ? 'visible' : 'hidden',
        }}
      />
      {!self && <audio ref={audioRef} autoPlay data-testid="call-audio" />}
      {audioOnly && (
        <Center position="absolute" inset="0" data-testid="call-avatar">
          <UserAvatar name={name} image={image} size="2xl" />
        </Center>
      )}
      {!showVideo && !audioOnly && (
        <Center position="absolute" inset="0" data-testid="camera-off">
          <Stack align="center" gap="2">
            <Circle size="20" bg="brand.solid" color="brand.contrast" fontSize="3xl" fontWeight="semibold" data-testid="camera-off-initial">
              {initialOf(name)}
            </Circle>
            <HStack gap="1.5" color="call.fgMuted" fontSize="sm">
              <CameraOffIcon />
              <Text>Camera off</Text>
            </HStack>
          </Stack>
        </Center>
      )}
      <HStack position="absolute" left="3" bottom="3" gap="2" bg="overlay.veilStrong" color="overlay.fg" px="2.5" py="1" rounded="md" fontSize="sm">
        <Text data-testid="call-tile-label">{label}</Text>
        {!audioOn && (
          <Box as="span" color="call.micOff" aria-label="Microphone off" role="img" data-testid="tile-muted">
            <MicOffIcon />
          </Box>
        )}
      </HStack>
    </Box>
  );
}
