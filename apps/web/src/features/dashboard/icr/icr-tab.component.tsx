import { Center, Grid, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { DashboardFilter } from '@paperbridge/contracts';
import { endOfDayIso, pickerDay, startOfDayIso } from './dashboard-format';
import { icrApi } from './icr.api';
import { IcrFilters, type IcrFilterValues } from './icr-filters.component';
import { SummaryCards, type IcrView } from './summary-cards.component';
import { DocumentsChart } from './documents-chart.component';
import { LatestDocs } from './latest-docs.component';
import { DocumentsTable } from './documents-table.component';
import { ClientsTable, MappingsTable } from './mappings-table.component';
import { SourceViewerModal } from './source-viewer.modal';

const CUSTOMISED: IcrView = { kind: 'documents', docTypeId: 4, title: 'Customised / Handwritten Documents' };
const ALL_DOCUMENTS: IcrView = { kind: 'documents', docTypeId: 0, title: 'Documents' };

const toFilter = (v: IcrFilterValues): DashboardFilter => ({
  startDate: startOfDayIso(v.from),
  endDate: endOfDayIso(v.to),
  supplierEmail: v.supplierEmail || undefined,
});

/** Tab 1 (ICR) of the dashboard, spec 000 §2: filters, cards, chart, latest documents and the card's table. */
export function IcrTab() {
  const range = useQuery({
    queryKey: ['dashboard', 'default-range'],
    queryFn: icrApi.defaultDateRange,
    staleTime: Infinity,
  });
  if (!range.data)
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  return (
    <IcrBoard
      initial={{ supplierEmail: '', from: pickerDay(range.data.startDate), to: dayjs().format('YYYY-MM-DD') }}
    />
  );
}

function IcrBoard({ initial }: { initial: IcrFilterValues }) {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // the navigation state flag opens the customised-documents card (spec 000 §2)
  const [view, setView] = useState<IcrView>(
    (location.state as { isForCustomize?: boolean } | null)?.isForCustomize ? CUSTOMISED : ALL_DOCUMENTS,
  );
  const [filter, setFilter] = useState<DashboardFilter>(() => toFilter(initial));
  const clients = useQuery({ queryKey: ['dashboard', 'clients-all'], queryFn: () => icrApi.suppliers({}) });
  const cards = useQuery({ queryKey: ['dashboard', 'cards', filter], queryFn: () => icrApi.cardData(filter) });
  const latest = useQuery({ queryKey: ['dashboard', 'latest', filter], queryFn: () => icrApi.latestDocs(filter) });
  const mappings = useQuery({
    queryKey: ['dashboard', 'mappings', filter],
    queryFn: () => icrApi.configurations(filter),
    enabled: view.kind === 'mappings',
  });
  const suppliers = useQuery({
    queryKey: ['dashboard', 'suppliers', filter],
    queryFn: () => icrApi.suppliers(filter),
    enabled: view.kind === 'clients',
  });
  const docTypeId = view.kind === 'documents' ? view.docTypeId : 0;
  const tableFilter = useMemo(() => ({ ...filter, docTypeId }), [filter, docTypeId]);
  const dtId = params.get('dtId');

  return (
    <Stack data-testid="icr-tab">
      <IcrFilters initial={initial} clients={clients.data ?? []} onSearch={(v) => setFilter(toFilter(v))} />
      {cards.data && (
        <SummaryCards cards={[...cards.data.staticCards, ...cards.data.cards]} view={view} onPick={setView} />
      )}
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>{cards.data && <DocumentsChart data={cards.data} />}</Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <LatestDocs rows={latest.data ?? []} />
        </Grid.Col>
      </Grid>
      {view.kind === 'documents' ? (
        <DocumentsTable title={view.title} filter={tableFilter} testId="icr-documents" />
      ) : view.kind === 'mappings' ? (
        <MappingsTable rows={mappings.data ?? []} loading={mappings.isLoading} />
      ) : (
        <ClientsTable rows={suppliers.data ?? []} loading={suppliers.isLoading} />
      )}
      {/* ?dtId opens that document's original (a link from a notification or an e-mail) */}
      <SourceViewerModal
        testId="dtid-source-viewer"
        doc={dtId ? { dtId, reference: 'Document', dtIsDeleted: false } : null}
        onClose={() => {
          params.delete('dtId');
          setParams(params, { replace: true });
        }}
      />
    </Stack>
  );
}
