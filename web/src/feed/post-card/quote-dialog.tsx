// Quote Post: the member's own words above the quoted post.
import { Button, Stack, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { AppDialog } from '../../components/dialog';
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
    <AppDialog
      open={open}
      onClose={onClose}
      testId="quote-dialog"
      title="Quote Post"
      size="md"
      placement="center"
      lazy
      // Not the dialog's first control (the close button): the member came to write.
      initialFocusEl={() => input.current}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="brand" disabled={!text.trim()} loading={sending} onClick={() => void submit()} data-testid="quote-submit">
            Quote
          </Button>
        </>
      }
    >
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
    </AppDialog>
  );
}
