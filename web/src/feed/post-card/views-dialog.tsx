// The Views dialog: how many times the post was seen.
import { Button, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../../components/dialog';
import { compactCount } from '../format';
import { ChartIcon } from '../../components/icons';

export function ViewsButton({ count, open, onOpenChange }: { count: number; open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        rounded="full"
        color="fg.muted"
        aria-label={`${count} ${count === 1 ? 'view' : 'views'}`}
        onClick={() => onOpenChange(true)}
        data-testid="views-button"
      >
        <ChartIcon />
        <span data-testid="view-count">{compactCount(count)}</span>
      </Button>
      <AppDialog
        open={open}
        onClose={() => onOpenChange(false)}
        testId="views-dialog"
        title="Views"
        size="xs"
        placement="center"
        lazy
        bodyProps={{ pb: '6' }}
        footer={
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        }
      >
        {/* The number with its word under it, then the rule as a sentence of its own (it
            used to read '0' and, on the next line, 'views. Each member...'). */}
        <Stack gap="3" align="center" textAlign="center">
          <Stack gap="0" align="center">
            <Text fontSize="4xl" fontWeight="bold" lineHeight="1.1" data-testid="views-dialog-count">
              {count.toLocaleString('en-US')}
            </Text>
            <Text fontWeight="medium" color="fg.muted">
              {count === 1 ? 'view' : 'views'}
            </Text>
          </Stack>
          <Text fontSize="sm" color="fg.muted">
            Each member who opens the post counts once; visitors who are not signed in count every time.
          </Text>
        </Stack>
      </AppDialog>
    </>
  );
}
