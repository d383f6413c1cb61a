import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';

export function Brand() {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon radius="md" size="lg" variant="filled">
        <IconFileDescription size={20} />
      </ThemeIcon>
      <Text fw={700} fz="lg">
        Paperbridge
      </Text>
    </Group>
  );
}
