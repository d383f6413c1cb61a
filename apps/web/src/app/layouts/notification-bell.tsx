import { ActionIcon, Indicator, Menu, ScrollArea, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { Notification } from '@paperbridge/contracts';
import { useLocaleFormat } from '../locale/use-locale-format.hook';
import { notificationBadge } from './notification-badge';

/** The bell with its dropdown; the badge reads '9+' above 9 (spec 002 §2, §9). */
export function NotificationBell({ notifications }: { notifications: Notification[] }) {
  const badge = notificationBadge(notifications.length);
  const format = useLocaleFormat();
  return (
    <Menu position="bottom-end" width={340} shadow="md">
      <Menu.Target>
        <Indicator label={badge} disabled={!badge} size={18} color="red" offset={4} data-testid="notification-badge">
          <ActionIcon variant="subtle" size="lg" aria-label="Notifications" data-testid="notification-bell">
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown data-testid="notification-dropdown">
        <Menu.Label>Notifications</Menu.Label>
        {notifications.length === 0 && (
          <Text size="sm" c="dimmed" p="sm">
            No notifications
          </Text>
        )}
        <ScrollArea.Autosize mah={360}>
          {notifications.map((n, i) => (
            <div key={`${n.header}-${i}`} style={{ padding: '6px 12px' }} data-testid="notification-item">
              <Text size="sm" fw={600}>
                {n.header}
              </Text>
              <Text size="xs" c="dimmed" data-testid="notification-date">
                {format.moment(n.notificationDate)}
              </Text>
              {n.message.map((m, j) => (
                <Text size="sm" key={j}>
                  {m}
                </Text>
              ))}
            </div>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
