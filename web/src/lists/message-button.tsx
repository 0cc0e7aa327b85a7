// Message on another member's profile: opens the 1:1 conversation with them, which the
// server reuses when it exists and creates otherwise (createConversation).
import { Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { CreateConversationDocument } from '../generated/graphql';
import { prependConversation } from '../messages/cache';
import { toast } from '../toasts/toast';

export const MESSAGE_FAILED = 'Failed to create conversation';

export function MessageButton({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [create, { loading }] = useMutation(CreateConversationDocument);
  const open = async () => {
    try {
      const { data } = await create({
        variables: { targetUserId: userId },
        update: (cache, result) => {
          if (result.data) prependConversation(cache, result.data.createConversation);
        },
      });
      if (!data) throw new Error('No conversation returned');
      navigate(`/messages/${data.createConversation.id}`);
    } catch (e) {
      console.error('[profile] opening the conversation failed', e);
      toast.error(MESSAGE_FAILED);
    }
  };
  return (
    <Button variant="outline" rounded="full" size="md" loading={loading} onClick={() => void open()} data-testid="profile-message">
      Message
    </Button>
  );
}
