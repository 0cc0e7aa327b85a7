// "Edited" beside an edited post's time: it opens the earlier versions, newest first, each
// with when it was written and its images' alt text, so readers can see what changed (issue
// 24, docs/social-posts.md).
import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { AppDialog } from '../../components/dialog';
import { PostEditHistoryDocument } from '../../generated/graphql';

interface VersionMedia {
  type: string;
  alt?: string | null;
}

function Version({
  label,
  when,
  warning,
  content,
  medias,
  testId,
}: {
  label: string;
  when: string;
  warning: string | null;
  content: string;
  medias: readonly VersionMedia[];
  testId: string;
}) {
  const images = medias.filter((m) => m.type.startsWith('image/'));
  return (
    <Box borderWidth="1px" rounded="lg" p="3" data-testid={testId}>
      <Text fontSize="xs" color="fg.muted" mb="1">
        {label} · <time dateTime={when}>{new Date(when).toLocaleString()}</time>
      </Text>
      {warning && (
        <Text fontSize="sm" fontWeight="medium" mb="1" data-testid="edit-version-warning">
          CW: {warning}
        </Text>
      )}
      <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="edit-version-content">
        {content}
      </Text>
      {images.map((m, i) => (
        <Text key={i} fontSize="xs" color="fg.muted" mt="1" data-testid="edit-version-alt">
          {images.length === 1 ? 'Alt text' : `Alt text of image ${i + 1}`}: {m.alt || 'none'}
        </Text>
      ))}
    </Box>
  );
}

function History({ postId }: { postId: string }) {
  const { data, loading, error } = useQuery(PostEditHistoryDocument, { variables: { id: postId }, fetchPolicy: 'cache-and-network' });
  const post = data?.post;
  if (!post && loading) return <Spinner size="sm" data-testid="edit-history-loading" />;
  if (!post || error) return <Text color="fg.error">Could not load the edit history.</Text>;
  const earlier = [...post.edits].reverse();
  return (
    <Stack gap="3" data-testid="edit-history">
      {post.editedAt && (
        <Version label="Current" when={post.editedAt} warning={post.contentWarning} content={post.content} medias={post.medias} testId="edit-version-current" />
      )}
      {earlier.map((v, i) => (
        <Version
          key={v.replacedAt + i}
          label={i === earlier.length - 1 ? 'Original' : 'Earlier version'}
          when={v.writtenAt}
          warning={v.contentWarning}
          content={v.content}
          medias={v.medias}
          testId="edit-version"
        />
      ))}
    </Stack>
  );
}

export function EditedMarker({ postId, editedAt }: { postId: string; editedAt: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="plain"
        size="xs"
        h="auto"
        minW="0"
        p="0"
        color="fg.muted"
        fontWeight="normal"
        textDecoration="underline"
        title={`Edited ${new Date(editedAt).toLocaleString()}: show the edit history`}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        data-testid="post-edited"
      >
        Edited
      </Button>
      <AppDialog open={open} onClose={() => setOpen(false)} testId="edit-history-dialog" title="Edit history" lazy>
        <History postId={postId} />
      </AppDialog>
    </>
  );
}
