// The members matching the @mention being typed, under the text box. Its height is capped at 60
// units (spec: "Tag-list menu height limit: 60 units") and it scrolls beyond that.
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { FoundUser } from '../components/use-user-search';
import type { Combobox } from '../components/combobox';
import { UserAvatar } from '../components/user-avatar';

interface Props {
  users: FoundUser[];
  /** The composer text box's combobox: which option is active, and the options' props. */
  combobox: Combobox;
}

export function MentionMenu({ users, combobox }: Props) {
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
      {...combobox.listProps}
      aria-label="Mention a member"
      data-testid="mention-menu"
    >
      <Stack gap="0" py="1">
        {users.map((u, i) => (
          <HStack
            key={u.id}
            {...combobox.optionProps(i)}
            gap="2"
            px="3"
            py="2"
            cursor="pointer"
            bg={i === combobox.active ? 'bg.muted' : undefined}
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
