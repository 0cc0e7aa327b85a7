// The community page's composer: text and photos or videos, posted into the community. The media
// go the home composer's way (use-media-attachments: checked against the same limits, images
// shrunk in the browser, uploaded at once to POST /api/posts/media with a progress bar; the
// same preview tiles), so Post only sends the stored URLs with `communityId`. Polls, scheduling
// and drafts stay the home composer's (docs/communities.md).
import { Button, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client';
import { useState } from 'react';
import { FormMessage } from '../components/form-error';
import { ComposerMedia } from '../composer/composer-media';
import { MediaPicker } from '../composer/media-picker';
import { useMediaAttachments } from '../composer/use-media-attachments';
import { CommunityPostsDocument, CreateCommunityPostDocument } from '../generated/graphql';

export function CommunityComposer({ community, onStartChallenge }: { community: { id: string; name: string }; onStartChallenge(): void }) {
  const [createPost, posting] = useMutation(CreateCommunityPostDocument, { refetchQueries: [CommunityPostsDocument], awaitRefetchQueries: true });
  const media = useMediaAttachments();
  const [content, setContent] = useState('');
  const [postError, setPostError] = useState<string | null>(null);
  const busy = posting.loading;

  const submit = async () => {
    if (busy || media.uploading) return;
    setPostError(null);
    if (!content.trim()) return setPostError('Content must not be empty!');
    try {
      await createPost({ variables: { input: { content, communityId: community.id, medias: media.medias() } } });
      setContent('');
      media.clear();
    } catch (err) {
      setPostError(err instanceof Error ? err.message : 'Failed to create post');
    }
  };

  return (
    <Stack gap="2" minW="0">
      <Textarea
        placeholder={`Post to ${community.name}`}
        aria-label="Post to the community"
        value={content}
        onChange={(e) => setContent(e.target.value)}
        data-testid="community-post-content"
      />
      <ComposerMedia media={media} disabled={busy} />
      <FormMessage message={postError ?? media.error} testId="community-post-error" />
      <HStack justify="space-between" gap="2" wrap="wrap">
        <HStack gap="1" minW="0">
          <MediaPicker media={media} size="sm" disabled={busy || media.uploading} inputTestId="community-post-file-input" buttonTestId="community-post-media-button" />
          <Button size="sm" variant="ghost" onClick={onStartChallenge} data-testid="community-challenge">
            Start a challenge
          </Button>
        </HStack>
        <Button size="sm" colorPalette="brand" rounded="full" loading={busy} disabled={media.uploading} onClick={() => void submit()} data-testid="community-post-submit">
          Post
        </Button>
      </HStack>
    </Stack>
  );
}
