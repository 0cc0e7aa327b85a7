// A profile's menu (docs/safety.md): Report the member, Mute and Block them, the same choices a
// post's more-menu offers. Blocking from the profile leaves it for the home feed: the profile is
// hidden both ways from then on.
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MoreHorizontalIcon } from '../components/icons';
import { isSignedIn, useSession } from '../session/session-context';
import { useSafetyActions, type SafetyMember } from './safety-menu';

const ReportDialog = lazy(() => import('../moderation/report-dialog'));

export function ProfileSafetyMenu({ member }: { member: SafetyMember }) {
  const navigate = useNavigate();
  const signedIn = isSignedIn(useSession().status);
  const [reporting, setReporting] = useState(false);
  const safety = useSafetyActions(member, { onBlocked: () => navigate('/') });
  if (!signedIn) return null;
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
        <Menu.Trigger asChild>
          <IconButton aria-label={`More options for @${member.username}`} title="More" variant="outline" rounded="full" data-testid="profile-more-menu">
            <MoreHorizontalIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="44" data-testid="profile-more-menu-content">
              <Menu.Item value="report" onSelect={() => setReporting(true)} data-testid="profile-report">
                Report @{member.username}
              </Menu.Item>
              {safety.items}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {safety.dialogs}
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog kind="MEMBER" id={member.id} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </>
  );
}
