// 'View 3D' (spec section 2): the model turning, its created date and description, and the
// animation library to play. Playing one rigs the avatar if it never was (rigAvatar), animates
// the rigged model with that animation (animateAvatar), follows both tasks to their end, then
// plays the animation GLB's glTF clip with an AnimationMixer (model-canvas.tsx).
import { Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { AppDialog } from '../components/dialog';
import { AnimateAvatarDocument, AvatarAnimationLibraryDocument, AvatarRigDocument, RigAvatarDocument, type AvatarCardFieldsFragment } from '../generated/graphql';
import { taskEnded } from './avatar-tasks';
import { ModelViewer } from './model-viewer';

export const ANIMATION_FAILED = "Couldn't animate the avatar.";

export function formatCreated(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

type Step = 'rigging' | 'animating';

export function ViewAvatarDialog({ avatar, onClose }: { avatar: AvatarCardFieldsFragment; onClose(): void }) {
  const client = useApolloClient();
  const library = useQuery(AvatarAnimationLibraryDocument);
  const [rigAvatar] = useMutation(RigAvatarDocument);
  const [animateAvatar] = useMutation(AnimateAvatarDocument);
  const [working, setWorking] = useState<{ actionId: string; step: Step } | null>(null);
  const [playing, setPlaying] = useState<{ actionId: string; url: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [rigTaskId, setRigTaskId] = useState<string | null>(null);

  /** A rigging task of this avatar that succeeded: the latest one, or a new one followed to its end. */
  const rigged = async (actionId: string): Promise<string> => {
    if (rigTaskId) return rigTaskId;
    const { data } = await client.query({ query: AvatarRigDocument, variables: { avatarId: avatar.id }, fetchPolicy: 'network-only' });
    let task = data.avatarRig.status === 'SUCCEEDED' ? data.avatarRig.task : null;
    if (!task) {
      setWorking({ actionId, step: 'rigging' });
      const started = await rigAvatar({ variables: { input: { avatarId: avatar.id } } });
      task = await taskEnded(client, started.data!.rigAvatar.id);
      if (task.state !== 'SUCCEEDED') throw new Error(task.error ?? ANIMATION_FAILED);
    }
    setRigTaskId(task.id);
    return task.id;
  };

  const play = async (actionId: string) => {
    setFailure(null);
    setWorking({ actionId, step: 'rigging' });
    try {
      const rig = await rigged(actionId);
      setWorking({ actionId, step: 'animating' });
      const started = await animateAvatar({ variables: { input: { rigTaskId: rig, actionId } } });
      const task = await taskEnded(client, started.data!.animateAvatar.id);
      if (task.state !== 'SUCCEEDED' || !task.resultUrl) throw new Error(task.error ?? ANIMATION_FAILED);
      setPlaying({ actionId, url: task.resultUrl });
    } catch (error) {
      setFailure((error instanceof Error && error.message) || ANIMATION_FAILED);
    } finally {
      setWorking(null);
    }
  };

  const url = playing?.url ?? avatar.modelUrl;
  return (
    <AppDialog open onClose={onClose} testId="avatar-view-dialog" title={avatar.name} size="lg" contentProps={{ 'data-avatar-id': avatar.id }}>
      <Stack gap="4">
        {url ? (
          <ModelViewer url={url} autoRotate animation={playing ? '*' : undefined} height="340px" testId="avatar-view-viewer" />
        ) : (
          <Text color="fg.muted">This avatar has no model yet.</Text>
        )}
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted" data-testid="avatar-view-created">
            Created {formatCreated(avatar.createdAt)}
          </Text>
          <Text data-testid="avatar-view-description">{avatar.prompt}</Text>
        </Stack>
        <Stack gap="2">
          <Text fontWeight="semibold">Animations</Text>
          {library.error ? (
            <Text fontSize="sm" color="fg.error" role="alert">
              Couldn&apos;t load the animations.
            </Text>
          ) : null}
          <Wrap gap="2" data-testid="avatar-animations">
            {(library.data?.avatarAnimationLibrary ?? []).map((animation) => (
              <Button
                key={animation.id}
                size="sm"
                variant={playing?.actionId === animation.id ? 'solid' : 'outline'}
                loading={working?.actionId === animation.id}
                loadingText={working?.step === 'rigging' ? 'Rigging...' : 'Animating...'}
                disabled={Boolean(working) || !avatar.modelUrl}
                data-testid="avatar-animation"
                data-animation={animation.id}
                aria-pressed={playing?.actionId === animation.id}
                onClick={() => void play(animation.id)}
              >
                {animation.name}
              </Button>
            ))}
          </Wrap>
          <HStack minH="5">
            {failure ? (
              <Text fontSize="sm" color="fg.error" role="alert" data-testid="avatar-animation-error">
                {failure}
              </Text>
            ) : playing ? (
              <Text fontSize="sm" color="fg.muted" data-testid="avatar-animation-playing">
                Playing {library.data?.avatarAnimationLibrary.find((a) => a.id === playing.actionId)?.name ?? playing.actionId}
              </Text>
            ) : null}
          </HStack>
        </Stack>
      </Stack>
    </AppDialog>
  );
}
