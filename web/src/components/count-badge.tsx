// The red count on a navigation item (unread messages, unread notifications): nothing at
// zero, 99+ past 99.
import { Badge } from '@chakra-ui/react';

export function CountBadge({ count, label, testId }: { count: number; label: string; testId: string }) {
  if (count <= 0) return null;
  return (
    <Badge colorPalette="red" variant="solid" rounded="full" size="xs" minW="5" justifyContent="center" data-testid={testId} aria-label={`${count} ${label}`}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
