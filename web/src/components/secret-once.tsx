// A credential shown once, right after it is made (a personal access token, an app's client
// secret, a webhook's signing secret): the server keeps only a hash, or signs with it, and never
// shows it again, so the box says so and offers a copy button.
import { Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { toast } from '../toasts/toast';

export interface SecretOnceProps {
  title: string;
  secret: string;
  /** What to do with it, after "Copy it now: it will not be shown again." */
  note?: string;
  copiedMessage: string;
  /** Test ids of the box, the value, the warning and the copy button. */
  testIds: { box: string; value: string; warning?: string; copy?: string };
  /** More buttons beside Copy and Done. */
  actions?: ReactNode;
  onDone(): void;
}

export function SecretOnce({ title, secret, note, copiedMessage, testIds, actions, onDone }: SecretOnceProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(copiedMessage);
    } catch {
      toast.error('Could not copy: select it and copy it yourself');
    }
  };
  return (
    <Stack gap="2" borderWidth="1px" borderColor="border.warning" bg="bg.warning" rounded="md" p="3" data-testid={testIds.box}>
      <Text fontWeight="medium">{title}</Text>
      <Text textStyle="sm" data-testid={testIds.warning}>
        Copy it now: it will not be shown again.{note ? ` ${note}` : ''}
      </Text>
      <Code wordBreak="break-all" p="2" data-testid={testIds.value}>
        {secret}
      </Code>
      <HStack flexWrap="wrap">
        <Button size="sm" onClick={() => void copy()} data-testid={testIds.copy}>
          Copy
        </Button>
        {actions}
        <Button size="sm" variant="outline" onClick={onDone}>
          Done
        </Button>
      </HStack>
    </Stack>
  );
}
