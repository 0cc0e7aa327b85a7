// The author's Edit dialog for a published post (the more-menu's Edit): the text with its
// character counter, the content warning, the alt text of each image, and who may reply and
// quote. Saving keeps the earlier version for readers ("Edited" on the card); changing only
// the controls does not (docs/social-posts.md).
import { Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import { AppDialog } from '../../components/dialog';
import { FormMessage } from '../../components/form-error';
import { errorCode, graphQLErrorsOf } from '../../errors/graphql-errors';
import { EditPostDocument, type InteractionPolicy, type PostBodyFragment } from '../../generated/graphql';
import { toast } from '../../toasts/toast';
import { CharacterCounter, POST_MAX_LENGTH } from '../../composer/character-counter';
import { PolicySelect } from '../../composer/composer-options';
import { CONTENT_WARNING_MAX } from './content-warning';
import { ALT_TEXT_MAX } from '../../composer/alt-text-fields';

export const EDIT_FAILED = 'Failed to edit post';

export function EditPostDialog({ post, open, onClose }: { post: PostBodyFragment; open: boolean; onClose(): void }) {
  const [content, setContent] = useState(post.content);
  const [warning, setWarning] = useState(post.contentWarning ?? '');
  const [replyPolicy, setReplyPolicy] = useState<InteractionPolicy>(post.replyPolicy);
  const [quotePolicy, setQuotePolicy] = useState<InteractionPolicy>(post.quotePolicy);
  // One alt text per file, in the post's order (the server keeps the files, and takes their alt text).
  const [alts, setAlts] = useState(() => post.medias.map((m) => m.alt ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(EditPostDocument);
  const empty = !content.trim();
  const tooLong = content.length > POST_MAX_LENGTH;
  const images = post.medias.map((m, i) => ({ ...m, index: i })).filter((m) => m.type.startsWith('image/'));
  // Sent only when changed: the files go back as they are, with the alt text as edited.
  const altsChanged = post.medias.some((m, i) => (m.alt ?? '').trim() !== alts[i].trim());
  const medias = altsChanged ? post.medias.map((m, i) => ({ url: m.url, type: m.type, alt: alts[i] })) : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (empty || tooLong || loading) return;
    try {
      await save({ variables: { id: post.id, input: { content, contentWarning: warning, replyPolicy, quotePolicy, ...(medias ? { medias } : {}) } } });
      toast.success('Post updated');
      onClose();
    } catch (err) {
      console.error('[feed] edit failed', err);
      const message = graphQLErrorsOf(err)[0]?.message;
      if (errorCode(err) === 'BAD_USER_INPUT' && typeof message === 'string') setError(message);
      else toast.error(EDIT_FAILED);
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      testId="edit-post-dialog"
      title="Edit post"
      size="md"
      onSubmit={(e) => void submit(e)}
      footer={
        <>
          <Button variant="outline" onClick={onClose} data-testid="edit-post-cancel">
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={loading} disabled={empty || tooLong} data-testid="edit-post-save">
            Save
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Field.Root>
          <Field.Label>Content warning (optional)</Field.Label>
          <Input value={warning} maxLength={CONTENT_WARNING_MAX} onChange={(e) => setWarning(e.target.value)} data-testid="edit-post-cw" />
        </Field.Root>
        <Field.Root invalid={tooLong}>
          <Field.Label>Text</Field.Label>
          <Textarea
            value={content}
            onChange={(e) => {
              setContent(e.target.value);
              setError(null);
            }}
            autoresize
            minH="24"
            aria-describedby="edit-post-counter"
            data-testid="edit-post-text"
          />
          <CharacterCounter length={content.length} max={POST_MAX_LENGTH} testId="edit-post-counter" id="edit-post-counter" />
        </Field.Root>
        {images.map((m, n) => (
          <Field.Root key={m.url}>
            <Field.Label fontSize="sm">{images.length === 1 ? 'Alt text' : `Alt text for image ${n + 1}`}</Field.Label>
            <Input
              size="sm"
              value={alts[m.index]}
              maxLength={ALT_TEXT_MAX}
              placeholder="Describe the image for people who cannot see it"
              onChange={(e) => {
                const value = e.target.value;
                setAlts((all) => all.map((a, i) => (i === m.index ? value : a)));
                setError(null);
              }}
              data-testid="edit-post-alt"
            />
          </Field.Root>
        ))}
        <Stack direction="row" gap="2" wrap="wrap">
          <PolicySelect label="Who can reply" value={replyPolicy} onChange={setReplyPolicy} testId="edit-post-reply-policy" />
          <PolicySelect label="Who can quote" value={quotePolicy} onChange={setQuotePolicy} testId="edit-post-quote-policy" />
        </Stack>
        <FormMessage message={error} testId="edit-post-error" />
      </Stack>
    </AppDialog>
  );
}
