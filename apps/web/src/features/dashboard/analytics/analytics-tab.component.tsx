import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ANALYTICS_MODULES, type AnalyticsFilter, type AnalyticsModule } from '@paperbridge/contracts';
import { analyticsApi } from './analytics.api';
import { defaultAnalyticsFilter, toAnalyticsFilter } from './analytics-format';
import { AnalyticsFilters } from './analytics-filters.component';
import { AnalyticsChart } from './analytics-chart.component';
import { AnalyticsTable } from './analytics-table.component';

/**
 * Tab 2 (DA) or 3 (IG) of the dashboard, spec 000 §2: filters, the monthly bar chart and the
 * document table of the module's documents (docs/dashboard.md "DA and IG tabs").
 */
export function AnalyticsTab({ module }: { module: AnalyticsModule }) {
  const prefix = module.toLowerCase();
  const { title } = ANALYTICS_MODULES[module];
  const [initial] = useState(defaultAnalyticsFilter);
  const [filter, setFilter] = useState<AnalyticsFilter>(() => toAnalyticsFilter(initial));
  const graph = useQuery({
    queryKey: ['dashboard', 'analytics', module, 'graph', filter],
    queryFn: () => analyticsApi.graph(module, filter),
  });
  return (
    <Stack data-testid={`${prefix}-tab`}>
      <AnalyticsFilters initial={initial} prefix={prefix} onSearch={(v) => setFilter(toAnalyticsFilter(v))} />
      <AnalyticsChart rows={graph.data ?? []} title={title} prefix={prefix} />
      <AnalyticsTable module={module} title={title} filter={filter} prefix={prefix} />
    </Stack>
  );
}
