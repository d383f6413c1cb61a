import { Avatar, Group, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { TruncatedText } from '../../components/truncated-text';
import { useConfig } from '../config/config.context';
import { logout } from '../session/logout';

/** How much of the user's name fits beside the avatar and in the menu; the rest is in a tooltip. */
export const NAVBAR_NAME_LIMIT = 24;
export const MENU_NAME_LIMIT = 28;

/** User menu: the name (cut, with a tooltip), profile and logout. */
export function UserMenu({ name }: { name: string }) {
  const navigate = useNavigate();
  const config = useConfig();
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((p) => p[0]?.toUpperCase())
      .join('') || '?';
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <UnstyledButton aria-label="User menu" data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" color="blue">
              {initials}
            </Avatar>
            <Group visibleFrom="sm" gap={0}>
              <TruncatedText text={name} limit={NAVBAR_NAME_LIMIT} fw={500} testId="navbar-user-name" />
            </Group>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <TruncatedText text={name} limit={MENU_NAME_LIMIT} size="xs" testId="menu-user-name" />
        </Menu.Label>
        <Menu.Item
          leftSection={<IconUser size={16} />}
          onClick={() => navigate('/admin/user-profile')}
          data-testid="menu-profile"
        >
          Profile
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          color="red"
          onClick={() => void logout(config)}
          data-testid="menu-logout"
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
