// The post composer at the top of the home feed. Only a signed-in member sees it; without a
// user it renders nothing (spec: "Only a logged-in user sees the composer").
import { Box, Button, Card, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useComposerCreatePostMutation } from '../generated/graphql';
import { useSession } from '../session/session-context';
import { toast } from '../toasts/toast';
import { UserAvatar } from '../components/user-avatar';

export interface ComposerProps {
  /** The spec's handlePost callback: told about every post the composer published. */
  onPosted?: (post: { id: string }) => void;
}

export function Composer({ onPosted }: ComposerProps) {
  const { user } = useSession();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [createPost, { loading }] = useComposerCreatePostMutation();
  if (!user) return null;

  const submit = async () => {
    if (!content.trim()) {
      setError('Content must not be empty!');
      return;
    }
    setError(null);
    try {
      const { data } = await createPost({ variables: { input: { content } } });
      if (!data) throw new Error('no post');
      setContent('');
      onPosted?.(data.createPost);
    } catch {
      toast.error('Failed to create post', { description: 'Please try again later' });
    }
  };

  return (
    <Card.Root data-testid="composer">
      <Card.Body>
        <HStack align="start" gap="3">
          <UserAvatar name={user.name} image={user.image} />
          <Stack flex="1" gap="2">
            <Textarea aria-label="What's happening?" placeholder="What's happening?" value={content} onChange={(e) => setContent(e.target.value)} data-testid="composer-text" autoresize />
            {error && (
              <Box color="fg.error" fontSize="sm" data-testid="composer-error">
                {error}
              </Box>
            )}
            <HStack justify="end">
              <Button colorPalette="teal" rounded="full" loading={loading} onClick={() => void submit()} data-testid="composer-submit">
                Post
              </Button>
            </HStack>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
