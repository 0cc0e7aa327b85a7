import { Avatar } from '@chakra-ui/react';

export function initialOf(name: string | null | undefined): string {
  return (name ?? '').trim().charAt(0).toUpperCase() || '?';
}

export function UserAvatar({ name, image, size = 'sm' }: { name?: string | null; image?: string | null; size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' }) {
  return (
    <Avatar.Root size={size} colorPalette="brand">
      <Avatar.Fallback>{initialOf(name)}</Avatar.Fallback>
      {image ? <Avatar.Image src={image} alt="" /> : null}
    </Avatar.Root>
  );
}
