import { Drawer, SegmentedControl, Stack, Text, useMantineColorScheme } from '@mantine/core';

/** Settings panel: colour scheme (persisted by Mantine in localStorage). */
export function SettingsPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Settings">
      <Stack data-testid="settings-panel">
        <Text size="sm" fw={500}>
          Colour scheme
        </Text>
        <SegmentedControl
          value={colorScheme}
          onChange={(v) => setColorScheme(v as 'light' | 'dark' | 'auto')}
          data={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
            { value: 'auto', label: 'System' },
          ]}
          data-testid="color-scheme-toggle"
        />
      </Stack>
    </Drawer>
  );
}
