import { ActionIcon, AppShell, Burger, Group, LoadingOverlay } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { dashboardApi } from '../../api/dashboard.api';
import { Brand } from '../../components/brand';
import { TopUpBanner } from '../../features/dashboard/top-up-banner';
import { useAdminUser } from '../../features/account/use-admin-user.hook';
import { HelpButton } from '../../features/help/help.button';
import { UploadOverlays } from '../../features/upload/upload-overlays.component';
import { SessionTimer } from '../session/session-timer';
import { AppFooter } from './app-footer';
import { NotificationBell } from './notification-bell';
import { SettingsPanel } from './settings-panel';
import { Sidebar } from './sidebar';
import { UserMenu } from './user-menu';

/** The layout loader clears 2000 ms after mount (spec 000 §4, §9). */
export const LAYOUT_LOADER_MS = 2000;

/** /admin/*: sidebar, navbar, footer and settings panel (spec 000 §2). */
export function AdminLayout() {
  const [navOpen, nav] = useDisclosure(false);
  const [settingsOpen, settings] = useDisclosure(false);
  const [booting, setBooting] = useState(true);
  const { pathname } = useLocation();
  const user = useAdminUser();
  const notifications = useQuery({
    queryKey: ['notifications'],
    queryFn: dashboardApi.getNotification,
    refetchInterval: 60_000,
  });
  const hideTopBar = pathname.toLowerCase().startsWith('/admin/approvedata/');

  useEffect(() => {
    const id = window.setTimeout(() => setBooting(false), LAYOUT_LOADER_MS);
    return () => window.clearTimeout(id);
  }, []);

  const name = user.data?.coContactName || user.data?.coCompanyName || 'Account';
  return (
    <AppShell
      header={hideTopBar ? undefined : { height: 60 }}
      navbar={{ width: 270, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      footer={{ height: 40 }}
      padding="md"
    >
      {!hideTopBar && (
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" data-testid="app-navbar">
            <Group>
              <Burger opened={navOpen} onClick={nav.toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
              <Brand />
            </Group>
            <Group gap="xs">
              <HelpButton visibleFrom="sm" />
              <NotificationBell notifications={notifications.data ?? []} />
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label="Settings"
                onClick={settings.open}
                data-testid="settings-open"
              >
                <IconSettings size={20} />
              </ActionIcon>
              <UserMenu name={name} />
            </Group>
          </Group>
        </AppShell.Header>
      )}
      <AppShell.Navbar>
        <Sidebar accessModuls={user.data?.accessModuls ?? []} onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main pos="relative">
        <LoadingOverlay visible={booting} zIndex={150} overlayProps={{ blur: 1 }} data-testid="layout-loader" />
        {/* no top bar on the review screen (spec 000 §2), no room in a phone's: Help sits above the page there */}
        <Group justify="flex-end" mb="xs" hiddenFrom={hideTopBar ? undefined : 'sm'}>
          <HelpButton />
        </Group>
        <TopUpBanner />
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <AppFooter />
      </AppShell.Footer>
      <SettingsPanel opened={settingsOpen} onClose={settings.close} />
      <SessionTimer />
      <UploadOverlays />
    </AppShell>
  );
}
