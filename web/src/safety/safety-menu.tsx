// Mute and Block in a member's menus (a post's more-menu, a profile's), beside Report
// (docs/safety.md). The menu items read where the caller stands with the member when the menu
// opens; the block confirmation lives outside the menu (which unmounts when it closes), so a
// menu renders `items` inside and `dialogs` beside itself: useSafetyActions gives both.
import { Button, Menu, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { useState, type ReactNode } from 'react';
import { AppDialog } from '../components/dialog';
import { ShieldIcon } from '../components/icons';
import { toast } from '../toasts/toast';
import { BlockUserDocument, MuteUserDocument, SafetyStandingDocument, UnblockUserDocument, UnmuteUserDocument } from '../generated/graphql';
import { forgetMember, rememberMember } from './forget-member';

export interface SafetyMember {
  id: string;
  username: string;
}

function SafetyMenuItems({ member, onBlock }: { member: SafetyMember; onBlock(): void }) {
  const client = useApolloClient();
  // Asked afresh each time the menu opens, and the items wait for the answer: Mute must not act
  // on a stale standing (a mute made on another device), and the items do not change under the
  // pointer when a late answer lands. If the question fails, the items work from what is known.
  const query = useQuery(SafetyStandingDocument, { variables: { id: member.id }, fetchPolicy: 'network-only' });
  const standing = query.data?.user;
  const pending = !query.data && !query.error;
  const [mute] = useMutation(MuteUserDocument);
  const [unmute] = useMutation(UnmuteUserDocument);
  const [unblock] = useMutation(UnblockUserDocument);
  const muted = standing?.mutedByMe ?? false;
  const blocked = standing?.blockedByMe ?? false;

  const toggleMute = async () => {
    try {
      if (muted) {
        await unmute({ variables: { userId: member.id } });
        toast.success(`Unmuted @${member.username}`);
        await rememberMember(client);
      } else {
        await mute({ variables: { userId: member.id } });
        forgetMember(client.cache, member.id);
        toast.success(`Muted @${member.username}. You will not see their posts or notifications.`);
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong');
    }
  };

  const toggleBlock = async () => {
    if (!blocked) return onBlock();
    try {
      await unblock({ variables: { userId: member.id } });
      toast.success(`Unblocked @${member.username}`);
      await rememberMember(client);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong');
    }
  };

  return (
    <>
      <Menu.Item value="mute" disabled={pending} onSelect={() => void toggleMute()} data-testid="menu-mute">
        {muted ? `Unmute @${member.username}` : `Mute @${member.username}`}
      </Menu.Item>
      <Menu.Item value="block" disabled={pending} color={blocked ? undefined : 'fg.error'} onSelect={() => void toggleBlock()} data-testid="menu-block">
        <ShieldIcon /> {blocked ? `Unblock @${member.username}` : `Block @${member.username}`}
      </Menu.Item>
    </>
  );
}

export function BlockDialog({ member, onClose, onBlocked }: { member: SafetyMember; onClose(): void; onBlocked?(): void }) {
  const client = useApolloClient();
  const [block, { loading }] = useMutation(BlockUserDocument);
  const confirm = async () => {
    try {
      await block({ variables: { userId: member.id } });
      forgetMember(client.cache, member.id);
      toast.success(`Blocked @${member.username}`);
      onClose();
      onBlocked?.();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong');
    }
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      testId="block-dialog"
      title={`Block @${member.username}?`}
      role="alertdialog"
      size="xs"
      placement="center"
      closeButton={false}
      footer={
        <>
          <Button variant="outline" onClick={onClose} data-testid="block-cancel">
            Cancel
          </Button>
          <Button colorPalette="red" loading={loading} onClick={() => void confirm()} data-testid="block-confirm">
            Block
          </Button>
        </>
      }
    >
      <Text color="fg.muted">
        You will not see each other&apos;s posts, replies or profile, and they cannot follow, message or call you. Follows between you end. They are not told; you can
        unblock them in Settings.
      </Text>
    </AppDialog>
  );
}

/** Mute and Block for `member`'s menu: `items` go inside Menu.Content, `dialogs` beside the menu. */
export function useSafetyActions(member: SafetyMember, options: { onBlocked?(): void } = {}): { items: ReactNode; dialogs: ReactNode } {
  const [blocking, setBlocking] = useState(false);
  return {
    items: <SafetyMenuItems member={member} onBlock={() => setBlocking(true)} />,
    dialogs: blocking ? <BlockDialog member={member} onClose={() => setBlocking(false)} onBlocked={options.onBlocked} /> : null,
  };
}
