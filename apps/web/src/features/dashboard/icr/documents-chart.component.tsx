import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Group, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { CardData } from '@paperbridge/contracts';

/** Bars 25 px thick (spec 000 §9). */
const BAR_SIZE = 25;

/** The bar chart: documents per month stacked by type, or documents per type in the range. */
export function DocumentsChart({ data }: { data: CardData }) {
  const [by, setBy] = useState<'month' | 'type'>('month');
  const perMonth = data.months.map((m, i) => ({
    month: dayjs(`${m}-01`).format('MMM YYYY'),
    ...Object.fromEntries(data.docgraph.data.map((d) => [d.name, d.value[i] ?? 0])),
  }));
  const perType = data.cards.map((c) => ({ type: c.name, Documents: c.count }));
  return (
    <Paper withBorder p="md" radius="md" data-testid="icr-chart">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Documents</Title>
        <SegmentedControl
          size="xs"
          value={by}
          onChange={(v) => setBy(v as 'month' | 'type')}
          data={[
            { value: 'month', label: 'Per month' },
            { value: 'type', label: 'Per type' },
          ]}
          data-testid="icr-chart-by"
        />
      </Group>
      {data.months.length === 0 ? (
        <Text c="dimmed">No records available</Text>
      ) : by === 'month' ? (
        <BarChart
          h={260}
          data={perMonth}
          dataKey="month"
          type="stacked"
          maxBarWidth={BAR_SIZE}
          withLegend
          series={data.docgraph.data.map((d) => ({ name: d.name, color: d.colorCode }))}
        />
      ) : (
        <BarChart
          h={260}
          data={perType}
          dataKey="type"
          maxBarWidth={BAR_SIZE}
          series={[{ name: 'Documents', color: 'blue.6' }]}
        />
      )}
    </Paper>
  );
}
