// A post with a content warning: the warning and a Show button stand in for the text, the
// media, the poll and the attached cards until the reader opens them (issue 24,
// docs/social-posts.md). Hide puts them back behind it.
import { Button, HStack, Text } from '@chakra-ui/react';

export const CONTENT_WARNING_MAX = 200;

export function ContentWarningBar({ warning, open, onToggle }: { warning: string; open: boolean; onToggle(): void }) {
  return (
    <HStack
      gap="3"
      justify="space-between"
      borderWidth="1px"
      borderColor="border.warning"
      bg="bg.warning"
      rounded="lg"
      px="3"
      py="2"
      data-testid="content-warning"
      data-open={open}
      onClick={(e) => e.stopPropagation()}
    >
      <Text fontSize="sm" fontWeight="medium" wordBreak="break-word" data-testid="content-warning-text">
        {warning}
      </Text>
      <Button size="xs" variant="outline" flexShrink={0} aria-expanded={open} onClick={onToggle} data-testid="content-warning-toggle">
        {open ? 'Hide' : 'Show'}
      </Button>
    </HStack>
  );
}
