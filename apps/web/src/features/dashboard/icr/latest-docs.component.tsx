import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DashboardDocRow } from '@paperbridge/contracts';
import { useLocaleFormat } from '../../../app/locale/use-locale-format.hook';
import { TruncatedName } from './truncated-name.component';

/** Latest documents (GetLatestDocs): the ten newest of the filter, beside the chart. */
export function LatestDocs({ rows }: { rows: DashboardDocRow[] }) {
  const format = useLocaleFormat();
  return (
    <Paper withBorder p="md" radius="md" data-testid="icr-latest">
      <Title order={4} mb="sm">
        Latest documents
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">No records available</Text>
      ) : (
        <Stack gap={6}>
          {rows.map((r) => (
            <Group key={r.dtId} justify="space-between" wrap="nowrap" data-testid="icr-latest-row">
              <Stack gap={0}>
                <TruncatedName name={r.dtUniqueReference} />
                <Text size="xs" c="dimmed">
                  {r.supplier} · {format.moment(r.createdDate)}
                </Text>
              </Stack>
              <Text size="sm">{format.percent(r.dtConfidence)}</Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
