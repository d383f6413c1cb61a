import { NavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconChartBar,
  IconCreditCard,
  IconExternalLink,
  IconLayoutDashboard,
  IconUsers,
  IconFileText,
} from '@tabler/icons-react';
import { NavLink as RouterNavLink } from 'react-router';
import { useConfig } from '../config/config.context';
import { getToken } from '../session/session-store';
import { externalAppUrl } from './external-app-url';
import { openBilling } from './open-billing';
import { sidebarGroups, type SidebarLink } from './sidebar-items';

const ICONS: Record<string, typeof IconFileText> = {
  'nav-group-general': IconLayoutDashboard,
  'nav-group-icr': IconFileText,
  'nav-group-clients': IconUsers,
  'nav-group-da': IconChartBar,
  'nav-group-ig': IconChartBar,
  'nav-group-account': IconCreditCard,
};

function SidebarEntry({ link, onNavigate }: { link: SidebarLink; onNavigate: () => void }) {
  const config = useConfig();
  if (link.kind === 'route') {
    return (
      <NavLink
        component={RouterNavLink}
        to={link.to}
        label={link.label}
        onClick={onNavigate}
        data-testid={link.testId}
      />
    );
  }
  if (link.kind === 'billing') {
    return (
      <NavLink component="button" label={link.label} onClick={() => void openBilling()} data-testid={link.testId} />
    );
  }
  const href = externalAppUrl(config, link.page, getToken() ?? '');
  const entry = (
    <NavLink
      component="a"
      href={href ?? undefined}
      target="_blank"
      rel="noreferrer"
      label={link.label}
      disabled={!href}
      rightSection={<IconExternalLink size={14} />}
      data-testid={link.testId}
    />
  );
  return href ? (
    entry
  ) : (
    <Tooltip label="The external workspace address is not configured.">{<div>{entry}</div>}</Tooltip>
  );
}

/** The admin sidebar: groups by accessModuls (spec 002 §2). */
export function Sidebar({ accessModuls, onNavigate }: { accessModuls: readonly string[]; onNavigate: () => void }) {
  return (
    <ScrollArea type="auto" data-testid="sidebar">
      <Stack gap="md" p="xs">
        {sidebarGroups(accessModuls).map((group) => {
          const Icon = ICONS[group.testId] ?? IconFileText;
          return (
            <div key={group.testId} data-testid={group.testId}>
              <Text
                size="xs"
                fw={700}
                c="dimmed"
                tt="uppercase"
                px="sm"
                mb={4}
                style={{ display: 'flex', gap: 6, alignItems: 'center' }}
              >
                <Icon size={14} /> {group.label}
              </Text>
              {group.links.map((link) => (
                <SidebarEntry key={link.testId} link={link} onNavigate={onNavigate} />
              ))}
            </div>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
