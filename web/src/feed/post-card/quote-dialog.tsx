// Quote Post: the member's own words above the quoted post.
import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { z } from 'zod';
import { AppDialog } from '../../components/dialog';
import { postContent } from '../../composer/composer-schema';
import { useZodForm } from '../../forms/use-zod-form';
import type { PostBodyFragment } from '../../generated/graphql';
import { QuoteEmbed } from './quote-embed';

const quoteSchema = z.object({ content: postContent });

export function QuoteDialog({ post, open, onClose, onQuote }: { post: PostBodyFragment; open: boolean; onClose(): void; onQuote(content: string): Promise<boolean> }) {
  const form = useZodForm(quoteSchema, { content: '' });
  const text = form.watch('content');
  const contentError = form.formState.errors.content?.message;
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const submit = form.handleSubmit(async ({ content }) => {
    setSending(true);
    const ok = await onQuote(content);
    setSending(false);
    if (ok) {
      form.reset({ content: '' });
      onClose();
    }
  });
  // The dialog focuses the text on opening, so react-hook-form's ref and ours share the element.
  const contentField = form.register('content');
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
        <Field.Root invalid={Boolean(contentError)}>
          <Textarea
            {...contentField}
            ref={(el) => {
              contentField.ref(el);
              input.current = el;
            }}
            placeholder="Add a comment..."
            rows={3}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void submit();
            }}
            data-testid="quote-input"
          />
          {contentError && <Field.ErrorText data-testid="quote-input-error">{contentError}</Field.ErrorText>}
        </Field.Root>
        <QuoteEmbed post={post} interactive={false} />
      </Stack>
    </AppDialog>
  );
}
