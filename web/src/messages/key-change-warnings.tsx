// What the chat shows of contacts' keys: the warning under the banner when a contact's keys
// changed since this device first saw them (a new or reset device), until the member verifies
// the new code; and the "Verify security code" dialog, loaded when first opened.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useContactTrust } from '../e2ee/contacts';
import type { ChatUserFragment } from '../generated/graphql';
import type { SecurityCodeDialogProps } from './security-code-dialog';

const LazySecurityCodeDialog = lazy(() => import('./security-code-dialog'));

export const keyChangeText = (name: string) => `${name}’s security code changed: a device of theirs is new or was reset.`;

/** The dialog once a contact is chosen; nothing (and nothing loaded) before. */
export function SecurityCodeDialog(props: SecurityCodeDialogProps) {
  if (!props.contact) return null;
  return (
    <Suspense fallback={null}>
      <LazySecurityCodeDialog {...props} />
    </Suspense>
  );
}

/** In the chat, under the banner: each contact whose keys changed, with a way to verify the new code. */
export function KeyChangeWarnings({
  conversationId,
  users,
  onVerify,
}: {
  conversationId: string;
  users: readonly ChatUserFragment[];
  onVerify(user: ChatUserFragment): void;
}) {
  const changed = useContactTrust(conversationId).filter((t) => t.changed);
  if (!changed.length) return null;
  return (
    <Stack gap="1" px="4" py="2" bg="bg.warning" borderBottomWidth="1px" data-testid="key-change-warnings">
      {changed.map((t) => {
        const user = users.find((u) => u.id === t.userId);
        if (!user) return null;
        return (
          <HStack key={t.userId} justify="space-between" gap="3" data-testid="key-change-warning">
            <Text fontSize="sm" color="fg.warning">
              {keyChangeText(user.name)}
            </Text>
            <Button size="xs" variant="outline" onClick={() => onVerify(user)} data-testid="key-change-verify">
              Verify
            </Button>
          </HStack>
        );
      })}
    </Stack>
  );
}
