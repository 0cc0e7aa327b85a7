import { Button, Text, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { UserAvatar } from '../components/user-avatar';
import { useSession } from '../session/session-context';

/** The user menu's trigger; alone (disabled) it holds the place while the menu's code loads. */
export function UserMenuButton(props: ButtonProps) {
  const { user } = useSession();
  return (
    // Named by its content, so that everything it shows (the avatar's initial, the member's
    // name) is part of its accessible name (axe's label-content-name-mismatch); what it does is
    // said to screen readers alone.
    <Button variant="ghost" size="sm" px="1" data-testid="user-menu-button" {...props}>
      <UserAvatar name={user?.name} image={user?.image} size="xs" />
      <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
        {user?.name ?? 'Account'}
      </Text>
      <VisuallyHidden>Account menu</VisuallyHidden>
    </Button>
  );
}
