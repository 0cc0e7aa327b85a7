// The member's menu (profile, settings, medical scans, moderation or admin by role, theme,
// compact mode, log out). The menu machinery loads after the shell (app-shell imports this
// lazily); user-menu-button draws the same button meanwhile.
import { Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/session-context';
import { useAppearance } from '../theme/theme-context';
import { parseThemePreference } from '../theme/theme-prefs';
import { UserMenuButton } from './user-menu-button';

export function UserMenu() {
  const { user, logout } = useSession();
  const { theme, setTheme, compact, setCompact } = useAppearance();
  const navigate = useNavigate();

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <UserMenuButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" data-testid="user-menu">
            {user && (
              <Menu.Item value="profile" data-testid="user-menu-profile" onSelect={() => navigate(`/${user.username}`)}>
                Profile
              </Menu.Item>
            )}
            <Menu.Item value="settings" data-testid="user-menu-settings" onSelect={() => navigate('/settings')}>
              Settings
            </Menu.Item>
            <Menu.Item value="medical" data-testid="user-menu-medical" onSelect={() => navigate('/medical')}>
              Medical scans
            </Menu.Item>
            <Menu.Item value="developers" data-testid="user-menu-developers" onSelect={() => navigate('/developers')}>
              Developers
            </Menu.Item>
            {/* The role the session signed in with; the subgraphs check it again on every call. */}
            {user?.role === 'MODERATOR' && (
              <Menu.Item value="moderation" data-testid="user-menu-moderation" onSelect={() => navigate('/admin/moderation')}>
                Moderation
              </Menu.Item>
            )}
            {user?.role === 'ADMIN' && (
              <Menu.Item value="admin" data-testid="user-menu-admin" onSelect={() => navigate('/admin')}>
                Admin
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Theme</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup value={theme} onValueChange={(e) => setTheme(parseThemePreference(e.value))}>
                <Menu.RadioItem value="light" data-testid="theme-light">
                  Light
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
                <Menu.RadioItem value="dark" data-testid="theme-dark">
                  Dark
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
                <Menu.RadioItem value="system" data-testid="theme-system">
                  System
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              </Menu.RadioItemGroup>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.CheckboxItem value="compact" checked={compact} onCheckedChange={setCompact} data-testid="compact-toggle">
              Compact mode
              <Menu.ItemIndicator />
            </Menu.CheckboxItem>
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error" data-testid="logout-menu-item" onSelect={() => void logout()}>
              Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
