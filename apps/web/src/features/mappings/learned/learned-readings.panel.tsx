import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCompanyLocale } from '../../../app/locale/use-company-locale.hook';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.component';
import { learnedReadingLine } from './learned-reading-line';
import { useLearnedReadings } from './use-learned-readings.hook';

/**
 * "Learned from corrections" on the mapping screen (issue 22 point 3): each reading the mapping learned to put
 * right, where it came from, and a Remove button. Nothing learned: nothing shown.
 */
export function LearnedReadingsPanel({ cnId }: { cnId: string }) {
  const { list, remove } = useLearnedReadings(cnId);
  const locale = useCompanyLocale();
  const [asking, setAsking] = useState<{ field: string; id: string; line: string } | null>(null);
  const rows = (list.data?.fields ?? []).flatMap((f) =>
    f.readings.map((r) => ({ field: f.field, reading: r, line: learnedReadingLine(f.field, r, locale) })),
  );
  if (!rows.length) return null;
  const confirm = () => {
    if (!asking) return;
    remove.mutate({ field: asking.field, id: asking.id }, { onSettled: () => setAsking(null) });
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid="learned-readings">
      <Stack gap="xs">
        <Title order={4}>Learned from corrections</Title>
        <Text size="sm" c="dimmed">
          Where the documents misread a value, the mapping delivers the text a person confirmed. The page's reading
          stays visible in review.
        </Text>
        {rows.map((r) => (
          <Group
            key={`${r.field}:${r.reading.id}`}
            justify="space-between"
            wrap="nowrap"
            data-testid="learned-reading"
            data-field={r.field}
            data-origin={r.reading.origin}
          >
            <Text size="sm" data-testid="learned-reading-text">
              {r.line}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => setAsking({ field: r.field, id: r.reading.id, line: r.line })}
              data-testid="learned-reading-remove"
            >
              Remove
            </Button>
          </Group>
        ))}
        {rows.some((r) => r.reading.origin === 'sample') && (
          <Text size="xs" c="dimmed">
            A reading learned from the sample's corrected text is learned again when the mapping is saved while its row
            keeps that text.
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title="Remove the learned reading"
        message={asking ? `${asking.line}. The next documents deliver what the page reads.` : ''}
        confirmLabel="Remove"
        testId="learned-reading-dialog"
        loading={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </Paper>
  );
}
