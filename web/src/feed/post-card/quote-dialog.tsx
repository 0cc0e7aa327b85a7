// Quote Post: the member's own words above the quoted post.
import { Button, CloseButton, Dialog, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { PostBodyFragment } from '../../generated/graphql';
import { QuoteEmbed } from './quote-embed';

export function QuoteDialog({ post, open, onClose, onQuote }: { post: PostBodyFragment; open: boolean; onClose(): void; onQuote(content: string): Promise<boolean> }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const submit = async () => {
    if (!text.trim()) return;
    setSending(true);
    const ok = await onQuote(text);
    setSending(false);
    if (ok) {
      setText('');
      onClose();
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size="md"
      lazyMount
      unmountOnExit
      // Not the dialog's first control (the close button): the member came to write.
      initialFocusEl={() => input.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="quote-dialog">
            <Dialog.Header>
              <Dialog.Title>Quote Post</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Stack gap="3">
                <Textarea
                  ref={input}
                  placeholder="Add a comment..."
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  rows={3}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void submit();
                  }}
                  data-testid="quote-input"
                />
                <QuoteEmbed post={post} interactive={false} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="teal" disabled={!text.trim()} loading={sending} onClick={() => void submit()} data-testid="quote-submit">
                Quote
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
