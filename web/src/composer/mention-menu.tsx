// The members matching the @mention being typed, under the text box. Its height is capped at 60
// units (spec: "Tag-list menu height limit: 60 units") and it scrolls beyond that.
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { FoundUser } from '../components/use-user-search';
import { UserAvatar } from '../components/user-avatar';

interface Props {
  users: FoundUser[];
  highlighted: number;
  onPick(user: FoundUser): void;
  onHighlight(index: number): void;
}

export function MentionMenu({ users, highlighted, onPick, onHighlight }: Props) {
  if (!users.length) return null;
  return (
    <Box
      position="absolute"
      top="100%"
      left="0"
      mt="1"
      zIndex="dropdown"
      w="full"
      maxW="sm"
      maxH="60"
      overflowY="auto"
      bg="bg.panel"
      borderWidth="1px"
      rounded="md"
      shadow="lg"
      role="listbox"
      aria-label="Mention a member"
      data-testid="mention-menu"
    >
      <Stack gap="0" py="1">
        {users.map((u, i) => (
          <HStack
            key={u.id}
            role="option"
            aria-selected={i === highlighted}
            gap="2"
            px="3"
            py="2"
            cursor="pointer"
            bg={i === highlighted ? 'bg.muted' : undefined}
            // mousedown, not click: the text box must keep its focus and caret.
            onMouseDown={(e) => {
              e.preventDefault();
              onPick(u);
            }}
            onMouseEnter={() => onHighlight(i)}
            data-testid="mention-option"
            data-username={u.username}
          >
            <UserAvatar name={u.name} image={u.image} size="xs" />
            <Text fontWeight="medium" truncate>
              {u.name}
            </Text>
            <Text color="fg.muted" fontSize="sm" truncate>
              @{u.username}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
