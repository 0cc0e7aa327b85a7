// Repost or Undo Repost, plus Quote Post (which opens the quote dialog; disabled when the
// author's quote controls leave the member out).
import { Button, Menu, Portal } from '@chakra-ui/react';
import { compactCount, counted } from '../format';
import { QuoteIcon, RepostIcon } from '../../components/icons';
import { QUOTE_LIMITED } from './interaction-policy';

export function RepostMenu({
  reposted,
  count,
  quoteLocked = false,
  onToggle,
  onQuote,
}: {
  reposted: boolean;
  count: number;
  quoteLocked?: boolean;
  onToggle(): void;
  onQuote(): void;
}) {
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
            <Menu.Item value="quote" onSelect={onQuote} disabled={quoteLocked} title={quoteLocked ? QUOTE_LIMITED : undefined} data-testid="menu-quote">
              <QuoteIcon /> Quote Post
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
