// 'Upload Media': pick images or videos (several at once), check the previews, remove any,
// then 'Send N file(s)'. Each file becomes one message. A file over the server's limits is
// not picked, and a failed upload keeps the files selected so the member can try again: both
// say why inside the dialog (no toast: the product only logs a failed upload).
import { Box, Button, CloseButton, Grid, Icon, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client';
import { useEffect, useRef, useState, type DragEvent, useLayoutEffect } from 'react';
import { AppDialog } from '../components/dialog';
import { rememberSent } from '../e2ee/plaintexts';
import { sendEncryptedFiles } from '../e2ee/files';
import { groupStarting } from '../e2ee/conversation-groups';
import { thisDevice } from '../e2ee/this-device';
import { ConversationMessagesDocument } from '../generated/graphql';
import { useSession } from '../session/session-context';
import { addMessageToCache } from './cache';
import { filesTooLarge, isAcceptedMediaType, sendFilesLabel, tooLargeMessage, uploadFailedMessage } from './format';
import { UploadIcon } from '../components/icons';
import { newClientId } from './pending-sends';
import { uploadMessageMedia } from './upload-media';

interface Picked {
  id: string;
  file: File;
  url: string;
  video: boolean;
}

let pickCounter = 0;

export function UploadMediaDialog({ open, onClose, conversationId, encrypted }: { open: boolean; onClose(): void; conversationId: string; encrypted: boolean }) {
  const client = useApolloClient();
  const { user } = useSession();
  const [picked, setPicked] = useState<Picked[]>([]);
  const [sending, setSending] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const attempt = useRef<{ selection: string; clientId: string } | null>(null);
  const pickedRef = useRef(picked);
  useLayoutEffect(() => {
    pickedRef.current = picked;
  });

  // Object URLs live as long as their preview.
  useEffect(() => () => pickedRef.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  const clear = () => {
    picked.forEach((p) => URL.revokeObjectURL(p.url));
    setPicked([]);
    setProblem(null);
  };

  const add = (files: FileList | null) => {
    if (!files) return;
    const media = [...files].filter((f) => isAcceptedMediaType(f.type));
    const tooLarge = filesTooLarge(media);
    const accepted = media.filter((f) => !tooLarge.includes(f));
    setProblem(tooLarge.length ? tooLargeMessage(tooLarge.map((f) => f.name)) : null);
    setPicked((list) => [
      ...list,
      ...accepted.map((file) => ({ id: `pick-${++pickCounter}`, file, url: URL.createObjectURL(file), video: file.type.startsWith('video/') })),
    ]);
  };

  const remove = (id: string) => {
    setPicked((list) => {
      const gone = list.find((p) => p.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      return list.filter((p) => p.id !== id);
    });
  };

  const close = () => {
    if (sending) return;
    clear();
    onClose();
  };

  const send = async () => {
    if (!picked.length) return;
    // Trying the same selection again reuses its client id, so what already arrived is not sent twice.
    const selection = `${conversationId}/${picked.map((p) => p.id).join(',')}`;
    if (attempt.current?.selection !== selection) attempt.current = { selection, clientId: newClientId() };
    setSending(true);
    setProblem(null);
    try {
      const files = picked.map((p) => p.file);
      if (user && (encrypted || (await groupStarting(conversationId)))) {
        // End-to-end encrypted: each file is encrypted here and its key sent inside the message.
        const device = await thisDevice(client, user.id);
        await sendEncryptedFiles(files, attempt.current.clientId, {
          send: (payload, clientId) => device.send(conversationId, payload, clientId),
          shown: (message, payload, fileUrl) => {
            rememberSent({ id: message.id, senderId: user.id, senderName: user.name, createdAt: message.createdAt }, payload, fileUrl);
            addMessageToCache(client.cache, message);
          },
        });
        clear();
        onClose();
        return;
      }
      await uploadMessageMedia(files, conversationId, attempt.current.clientId);
      clear();
      onClose();
      // The realtime events bring the messages; this also covers a socket that is down.
      void client.query({ query: ConversationMessagesDocument, variables: { conversationId, first: 30, before: null }, fetchPolicy: 'network-only' }).catch(() => {});
    } catch (error) {
      console.error('[messages] media upload failed', error);
      setProblem(uploadFailedMessage(error instanceof Error ? error.message : String(error)));
    } finally {
      setSending(false);
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    add(e.dataTransfer.files);
  };

  return (
    <AppDialog
      open={open}
      onClose={close}
      testId="upload-media-dialog"
      title="Upload Media"
      size="md"
      placement="center"
      closeDisabled={sending}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={sending}>
            Cancel
          </Button>
          <Button colorPalette="brand" onClick={() => void send()} disabled={!picked.length} loading={sending} data-testid="upload-send">
            {sendFilesLabel(picked.length)}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Box
          as="button"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={dragging ? 'brand.accent' : 'border.emphasized'}
          bg={dragging ? 'brand.subtle' : 'bg.subtle'}
          rounded="lg"
          py="8"
          px="4"
          textAlign="center"
          cursor="pointer"
          _hover={{ borderColor: 'brand.accent' }}
          onClick={() => input.current?.click()}
          onDragOver={(e: DragEvent) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="upload-dropzone"
        >
          <Stack align="center" gap="2">
            <Icon fontSize="2xl" color="brand.fg">
              <UploadIcon />
            </Icon>
            <Text fontWeight="medium">Click to select images or videos</Text>
            <Text fontSize="sm" color="fg.muted">
              You can choose several at once.
            </Text>
          </Stack>
        </Box>
        <input
          ref={input}
          type="file"
          accept="image/*,video/*"
          multiple
          hidden
          data-testid="upload-input"
          onChange={(e) => {
            add(e.target.files);
            e.target.value = '';
          }}
        />
        {problem && (
          <Text role="alert" fontSize="sm" color="fg.error" data-testid="upload-error">
            {problem}
          </Text>
        )}
        {picked.length > 0 && (
          <Grid templateColumns="repeat(auto-fill, minmax(96px, 1fr))" gap="2" data-testid="upload-previews">
            {picked.map((p) => (
              <Box key={p.id} position="relative" rounded="md" overflow="hidden" bg="bg.muted" aspectRatio="1" data-testid="upload-preview">
                {p.video ? (
                  <video src={p.url} muted style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                ) : (
                  <img src={p.url} alt={p.file.name} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                )}
                <CloseButton
                  size="2xs"
                  position="absolute"
                  top="1"
                  right="1"
                  variant="solid"
                  rounded="full"
                  aria-label={`Remove ${p.file.name}`}
                  onClick={() => remove(p.id)}
                  disabled={sending}
                  data-testid="upload-remove"
                />
              </Box>
            ))}
          </Grid>
        )}
      </Stack>
    </AppDialog>
  );
}
