// The Create Challenge dialog with its parent's handler, as one chunk the composer loads when the
// dialog is first opened.
import CreateChallengeDialog from './create-challenge-dialog';
import { useCreateChallenge } from './use-create-challenge';

export default function ChallengeCreator({ onClose, onPosted, communityId }: { onClose(): void; onPosted?: (post: { id: string }) => void; communityId?: string }) {
  const create = useCreateChallenge(onPosted, communityId);
  return <CreateChallengeDialog open onClose={onClose} onCreate={(values) => void create(values)} />;
}
