// Copy Link ({origin}/{username}/post/{id}), Share Post via (the system share sheet when the
// browser has one, else the link is copied) and Send via Direct Message (a picker over the page:
// recent conversations and member search, messages/share-post-picker.tsx).
// Each records the post_shared event with its method.
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useMutation } from '@apollo/client';
import { RecordShareDocument, type PostBodyFragment, type ShareMethod } from '../../generated/graphql';
import { toast } from '../../toasts/toast';
import { LinkIcon, SendIcon, ShareIcon } from '../../components/icons';
import { copyLinkUrl } from '../links';
import { FEED_TOASTS, LOGIN_TOASTS } from '../messages';
import { useSession } from '../../session/session-context';
import { useSignedInGuard } from './use-post-actions';

// Loaded when a member first sends a post by message (it brings the messaging code with it).
const SharePostPicker = lazy(() => import('../../messages/share-post-picker'));

export const LINK_COPIED = 'Link copied to clipboard';

export function SharePostMenu({ post }: { post: PostBodyFragment }) {
  const guard = useSignedInGuard();
  const { user } = useSession();
  const [picking, setPicking] = useState(false);
  const [recordShare] = useMutation(RecordShareDocument);
  const url = copyLinkUrl(window.location.origin, post.user.username, post.id);

  // Counting a share must never get in the way of sharing. Signed-out shares are recorded too
  // (post_shared with no member); only Send via Direct Message needs a member.
  const record = (method: ShareMethod) => void recordShare({ variables: { id: post.id, method } }).catch((error) => console.warn('[feed] recordShare failed', error));

  const copy = async (method: ShareMethod) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(LINK_COPIED);
      record(method);
    } catch (error) {
      console.error('[feed] copy link failed', error);
      toast.error(FEED_TOASTS.share);
    }
  };

  const shareVia = async () => {
    if (typeof navigator.share !== 'function') return copy('SOCIAL');
    try {
      await navigator.share({ title: `Post by ${post.user.name}`, text: post.content.slice(0, 200), url });
      record('SOCIAL');
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as DOMException)?.name === 'AbortError') return;
      console.error('[feed] share failed', error);
      toast.error(FEED_TOASTS.share);
    }
  };

  const sendDirect = () => {
    if (!guard(LOGIN_TOASTS.message)) return;
    record('DIRECT_MESSAGE');
    setPicking(true);
  };

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
        <Menu.Trigger asChild>
          <IconButton size="sm" variant="ghost" rounded="full" color="fg.muted" aria-label="Share" data-testid="share-button">
            <ShareIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="52" data-testid="share-menu">
              <Menu.Item value="copy" onSelect={() => void copy('COPY_LINK')} data-testid="menu-copy-link">
                <LinkIcon /> Copy Link
              </Menu.Item>
              <Menu.Item value="social" onSelect={() => void shareVia()} data-testid="menu-share-via">
                <ShareIcon /> Share Post via
              </Menu.Item>
              <Menu.Item value="dm" onSelect={sendDirect} data-testid="menu-send-dm">
                <SendIcon /> Send via Direct Message
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {picking && (
        <Suspense fallback={null}>
          <SharePostPicker postId={post.id} myId={user?.id ?? null} onDone={() => setPicking(false)} />
        </Suspense>
      )}
    </>
  );
}
