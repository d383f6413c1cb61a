import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Text, Title } from '@mantine/core';
import type { AnalyticsGraphRow } from '@paperbridge/contracts';
import { monthLabel } from './analytics-format';

/** Bars 25 px thick (spec 000 §9), as on the ICR tab. */
const BAR_SIZE = 25;

/** The monthly bar chart of an analytics tab: the documents of each month of the filter. */
export function AnalyticsChart({ rows, title, prefix }: { rows: AnalyticsGraphRow[]; title: string; prefix: string }) {
  const data = rows.map((r) => ({ month: monthLabel(r.monthYear), Documents: r.rowCount }));
  const total = rows.reduce((s, r) => s + r.rowCount, 0);
  return (
    <Paper withBorder p="md" radius="md" data-testid={`${prefix}-chart`} data-total={total}>
      <Title order={4} mb="sm">
        {title} per month
      </Title>
      {total === 0 ? (
        <Text c="dimmed">No records available</Text>
      ) : (
        <BarChart
          h={260}
          data={data}
          dataKey="month"
          maxBarWidth={BAR_SIZE}
          series={[{ name: 'Documents', color: 'blue.6' }]}
        />
      )}
    </Paper>
  );
}
