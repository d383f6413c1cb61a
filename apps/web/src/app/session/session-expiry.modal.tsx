import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatCountdown } from './format-countdown';

interface Props {
  opened: boolean;
  remainingMs: number;
  onKeepWorking: () => void;
  onLogout: () => void;
}

/**
 * The warning after a spell without activity: an m:ss countdown to the automatic logout, then
 * 'Keep working' (resets the timer) or 'Logout' (at once); it cannot be dismissed any other way (spec 000 §2, §4).
 */
export function SessionExpiryModal({ opened, remainingMs, onKeepWorking, onLogout }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onKeepWorking}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title="Session will expire soon!"
    >
      <Stack gap="sm" data-testid="session-expiry-modal">
        <Text>You will be automatically logged out for security reasons in:</Text>
        <Text fz={32} fw={700} ta="center" data-testid="session-countdown" aria-live="polite">
          {formatCountdown(remainingMs)}
        </Text>
        <Text>Would you like to keep login?</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onLogout} data-testid="session-logout">
            Logout
          </Button>
          <Button onClick={onKeepWorking} data-testid="session-keep-working">
            Keep working
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
