import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useConfig } from '../config/config.context';
import { logout } from '../session/logout';

/** User menu: profile and logout. */
export function UserMenu({ name }: { name: string }) {
  const navigate = useNavigate();
  const config = useConfig();
  const initials = name.split(/\s+/).filter(Boolean).slice(0, 2).map((p) => p[0]?.toUpperCase()).join('') || '?';
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <UnstyledButton aria-label="User menu" data-testid="user-menu">
          <Avatar radius="xl" color="blue">
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => navigate('/admin/user-profile')} data-testid="menu-profile">
          Profile
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={() => void logout(config)} data-testid="menu-logout">
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
