import { Group, Text } from '@mantine/core';

export function AppFooter() {
  return (
    <Group h="100%" px="md" justify="space-between" data-testid="app-footer">
      <Text size="xs" c="dimmed">
        © {new Date().getFullYear()} Paperbridge
      </Text>
      <Text size="xs" c="dimmed">
        Documents in, data out.
      </Text>
    </Group>
  );
}
