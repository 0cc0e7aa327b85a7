// Repost or Undo Repost, plus Quote Post (which opens the quote dialog).
import { Button, Menu, Portal } from '@chakra-ui/react';
import { compactCount, counted } from '../format';
import { QuoteIcon, RepostIcon } from '../../components/icons';

export function RepostMenu({ reposted, count, onToggle, onQuote }: { reposted: boolean; count: number; onToggle(): void; onQuote(): void }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <Button
          size="sm"
          variant="ghost"
          rounded="full"
          color={reposted ? 'green.fg' : 'fg.muted'}
          aria-label={`${reposted ? 'Reposted' : 'Repost'}, ${counted(count, 'repost', 'reposts')}`}
          data-testid="repost-button"
          data-reposted={reposted}
        >
          <RepostIcon />
          <span data-testid="repost-count">{compactCount(count)}</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40" data-testid="repost-menu">
            <Menu.Item value="repost" onSelect={onToggle} data-testid="menu-repost">
              <RepostIcon /> {reposted ? 'Undo Repost' : 'Repost'}
            </Menu.Item>
            <Menu.Item value="quote" onSelect={onQuote} data-testid="menu-quote">
              <QuoteIcon /> Quote Post
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
