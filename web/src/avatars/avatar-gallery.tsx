// 'Your Avatars' (spec sections 2, 4 and 8): a grid of 2 to 5 columns; each card's 3D viewer
// loads when it scrolls into view. Set default marks exactly one avatar as default in the
// cache; delete asks first, then takes the avatar off the list.
import { Badge, Box, Button, Card, Center, Grid, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client';
import { useState } from 'react';
import { AppDialog } from '../components/dialog';
import { DeleteAvatarDocument, MyAvatarsDocument, SetDefaultAvatarDocument, type AvatarCardFieldsFragment } from '../generated/graphql';
import { toast } from '../toasts/toast';
import { AVATAR_TOASTS } from './avatar-form';
import { ModelViewer } from './model-viewer';

export const GALLERY_COLUMNS = { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(5, minmax(0, 1fr))' };

function CardModel({ avatar }: { avatar: AvatarCardFieldsFragment }) {
  if (avatar.status === 'GENERATING')
    return (
      <Center h="180px" bg="bg.muted" rounded="md" gap="2" data-testid="avatar-card-generating">
        <Spinner size="xs" />
        <Text fontSize="sm" color="fg.muted">
          Generating...
        </Text>
      </Center>
    );
  const url = avatar.previewUrl ?? avatar.modelUrl;
  if (avatar.status === 'FAILED' || !url)
    return (
      <Center h="180px" bg="bg.muted" rounded="md" px="2" textAlign="center" data-testid="avatar-card-failed">
        <Text fontSize="sm" color="fg.muted">
          This avatar could not be created.
        </Text>
      </Center>
    );
  return <ModelViewer url={url} height="180px" testId="avatar-card-viewer" />;
}

export function AvatarGallery({ avatars, onView }: { avatars: AvatarCardFieldsFragment[]; onView(avatar: AvatarCardFieldsFragment): void }) {
  const client = useApolloClient();
  const [setDefault, { loading: settingDefault }] = useMutation(SetDefaultAvatarDocument);
  const [deleteAvatar, { loading: deleting }] = useMutation(DeleteAvatarDocument);
  const [confirming, setConfirming] = useState<AvatarCardFieldsFragment | null>(null);

  const makeDefault = async (avatar: AvatarCardFieldsFragment) => {
    try {
      await setDefault({ variables: { avatarId: avatar.id } });
      client.cache.updateQuery({ query: MyAvatarsDocument }, (data) =>
        data ? { myAvatars: data.myAvatars.map((a) => ({ ...a, isDefault: a.id === avatar.id })) } : data,
      );
      toast.success(AVATAR_TOASTS.defaultUpdated.title, { description: AVATAR_TOASTS.defaultUpdated.description });
    } catch {
      toast.error(AVATAR_TOASTS.defaultFailed.title, { description: AVATAR_TOASTS.defaultFailed.description });
    }
  };

  const remove = async (avatar: AvatarCardFieldsFragment) => {
    try {
      await deleteAvatar({ variables: { id: avatar.id } });
      client.cache.updateQuery({ query: MyAvatarsDocument }, (data) => (data ? { myAvatars: data.myAvatars.filter((a) => a.id !== avatar.id) } : data));
      setConfirming(null);
      toast.success(AVATAR_TOASTS.deleted.title, { description: AVATAR_TOASTS.deleted.description });
      // Deleting the default makes another one the default: read which.
      if (avatar.isDefault) void client.refetchQueries({ include: [MyAvatarsDocument] });
    } catch {
      setConfirming(null);
      toast.error(AVATAR_TOASTS.deleteFailed.title, { description: AVATAR_TOASTS.deleteFailed.description });
    }
  };

  return (
    <>
      <Grid templateColumns={GALLERY_COLUMNS} gap="4" data-testid="avatar-gallery">
        {avatars.map((avatar) => (
          <Card.Root key={avatar.id} size="sm" data-testid="avatar-card" data-avatar-id={avatar.id} data-status={avatar.status} data-default={avatar.isDefault}>
            <Card.Body>
              <Stack gap="2">
                <CardModel avatar={avatar} />
                <HStack justify="space-between" gap="1" wrap="wrap">
                  <Text fontWeight="semibold" truncate data-testid="avatar-card-name">
                    {avatar.name}
                  </Text>
                  {avatar.isDefault ? (
                    <Badge colorPalette="blue" data-testid="avatar-card-default">
                      Default
                    </Badge>
                  ) : null}
                </HStack>
                <Box display="flex" flexWrap="wrap" gap="1">
                  <Button size="xs" variant="outline" disabled={avatar.status !== 'READY'} onClick={() => onView(avatar)} data-testid="avatar-view">
                    View 3D
                  </Button>
                  {!avatar.isDefault && avatar.status === 'READY' ? (
                    <Button size="xs" variant="ghost" disabled={settingDefault} onClick={() => void makeDefault(avatar)} data-testid="avatar-set-default">
                      Set as Default
                    </Button>
                  ) : null}
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirming(avatar)} data-testid="avatar-delete">
                    Delete
                  </Button>
                </Box>
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </Grid>
      <AppDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        testId="avatar-delete-dialog"
        title="Delete avatar?"
        role="alertdialog"
        closeDisabled={deleting}
        footer={
          <HStack gap="2">
            <Button variant="outline" onClick={() => setConfirming(null)} disabled={deleting} data-testid="avatar-delete-cancel">
              Cancel
            </Button>
            <Button colorPalette="red" loading={deleting} onClick={() => confirming && void remove(confirming)} data-testid="avatar-delete-confirm">
              Delete
            </Button>
          </HStack>
        }
      >
        <Text>“{confirming?.name}” and its 3D model will be deleted. This cannot be undone.</Text>
      </AppDialog>
    </>
  );
}
