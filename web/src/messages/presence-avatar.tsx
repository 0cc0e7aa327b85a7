// An avatar (or the initial when there is no image) with the green dot when the member is online.
import { Box, Circle, Float } from '@chakra-ui/react';
import { UserAvatar } from '../components/user-avatar';

export function PresenceAvatar({ name, image, online, size = 'md' }: { name?: string | null; image?: string | null; online: boolean; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Box position="relative" flexShrink="0">
      <UserAvatar name={name} image={image} size={size} />
      {online && (
        <Float placement="bottom-end" offsetX="1.5" offsetY="1.5">
          <Circle size="3" bg="status.online" borderWidth="2px" borderColor="bg" aria-label="Online" data-testid="online-dot" />
        </Float>
      )}
    </Box>
  );
}
