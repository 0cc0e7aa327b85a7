// What hovering a message offers: a react button (quick reactions, then the full picker) and
// a menu with Reply, React, Pin / Unpin, Copy and, on someone else's message, Report.
import { HStack, IconButton, Menu, Popover, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { CopyIcon, MoreIcon, PinIcon, ReplyIcon, SmileIcon } from '../components/icons';
import { ReactionBar } from './reaction-bar';

export interface MessageActionsProps {
  own: boolean;
  pinned: boolean;
  canCopy: boolean;
  onReply(): void;
  onReact(emoji: string): void;
  onPin(): void;
  onCopy(): void;
  /** Someone else's message: opens the Report dialog (docs/moderation.md). */
  onReport?(): void;
}

export function MessageActions({ own, pinned, canCopy, onReply, onReact, onPin, onCopy, onReport }: MessageActionsProps) {
  const [reactOpen, setReactOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const active = reactOpen || menuOpen;

  return (
    <HStack
      gap="0"
      flexShrink="0"
      opacity={active ? 1 : 0}
      _groupHover={{ opacity: 1 }}
      _focusWithin={{ opacity: 1 }}
      transition="opacity 0.15s"
      flexDirection={own ? 'row-reverse' : 'row'}
      data-testid="message-actions"
    >
      <Popover.Root open={reactOpen} onOpenChange={(e) => setReactOpen(e.open)} positioning={{ placement: own ? 'top-end' : 'top-start' }} lazyMount unmountOnExit>
        <Popover.Trigger asChild>
          <IconButton aria-label="React" title="React" size="xs" variant="ghost" rounded="full" color="fg.muted" data-testid="message-react">
            <SmileIcon />
          </IconButton>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content w="auto" p="0" rounded="full" overflow="hidden" css={{ '&:has([data-testid=emoji-picker])': { rounded: 'lg' } }}>
              <ReactionBar
                onPick={(emoji) => {
                  setReactOpen(false);
                  onReact(emoji);
                }}
              />
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      <Menu.Root open={menuOpen} onOpenChange={(e) => setMenuOpen(e.open)} positioning={{ placement: own ? 'bottom-end' : 'bottom-start' }}>
        <Menu.Trigger asChild>
          <IconButton aria-label="Message options" title="More" size="xs" variant="ghost" rounded="full" color="fg.muted" data-testid="message-menu">
            <MoreIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="40" data-testid="message-menu-content">
              <Menu.Item value="reply" onSelect={onReply} data-testid="menu-reply">
                <ReplyIcon /> Reply
              </Menu.Item>
              {/* Opens the reaction bar once the menu has closed and given focus back. */}
              <Menu.Item value="react" onSelect={() => setTimeout(() => setReactOpen(true), 0)} data-testid="menu-react">
                <SmileIcon /> React
              </Menu.Item>
              <Menu.Item value="pin" onSelect={onPin} data-testid="menu-pin">
                <PinIcon /> {pinned ? 'Unpin' : 'Pin'}
              </Menu.Item>
              <Menu.Item value="copy" onSelect={onCopy} disabled={!canCopy} data-testid="menu-copy">
                <CopyIcon /> Copy
              </Menu.Item>
              {!own && onReport && (
                <Menu.Item value="report" onSelect={onReport} data-testid="menu-report-message">
                  Report
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </HStack>
  );
}
