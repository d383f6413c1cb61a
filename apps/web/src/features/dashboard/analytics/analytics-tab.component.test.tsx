import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { CALLS } from '@paperbridge/contracts';
import { mockFetch, renderWithProviders, testConfig } from '../../../test/render';
import { bodiesSentTo } from '../../../test-support/calls-made';
import { setToken } from '../../../app/session/session-store';
import { AnalyticsTab } from './analytics-tab.component';

const row = (i: number) => ({
  dtId: `id-${i}`,
  dtUniqueReference: `RX-${i}`,
  fileName: `rx-${i}.jpg`,
  supplier: 'Clinic',
  configName: 'CUS-CLINIC',
  createdDate: '2025-03-02T10:00:00Z',
  dtIsPrecessed: true,
  status: 'ready',
});

describe('IG tab (spec 000 §2 tab 3)', () => {
  it('asks for 180 days back to today, lists the rows and links each reference to the medicine page with the token and ref', async () => {
    setToken('tok-1');
    const fetchMock = mockFetch({
      [CALLS.dashboard.getInsightGraph.path]: [{ monthYear: '2025-03', rowCount: 2 }],
      [CALLS.dashboard.getInsightTableData.path]: { data: [row(1), row(2)], totalRows: 2 },
    });
    renderWithProviders(<AnalyticsTab module="IG" />, { ...testConfig, aiSiteUrl: 'https://ai.example.com/redirect' });
    const links = await screen.findAllByTestId('analytics-reference');
    expect(links).toHaveLength(2);
    const href = new URL(links[0]!.getAttribute('href')!);
    expect(Object.fromEntries(href.searchParams)).toEqual({ page: 'medicine', token: 'tok-1', ref: 'RX-1' });
    expect(links[0]).toHaveAttribute('target', '_blank');
    const table = bodiesSentTo(fetchMock, CALLS.dashboard.getInsightTableData)[0]!;
    expect(table).toMatchObject({
      dateFrom: dayjs().subtract(180, 'day').format('YYYY-MM-DD'),
      dateTo: dayjs().format('YYYY-MM-DD'),
      page: 1,
      pageSize: 5,
      sortBy: 'createdDate',
      isdesc: true,
      searchText: '',
    });
    expect(table.timeZone).toEqual(expect.any(String));
    expect(bodiesSentTo(fetchMock, CALLS.dashboard.getInsightGraph)[0]).toMatchObject({
      dateFrom: table.dateFrom,
      dateTo: table.dateTo,
    });
  });

  it("sends the reference and file name on Search, and says 'No records available' when nothing matches", async () => {
    const fetchMock = mockFetch({
      [CALLS.dashboard.getDataAnalyticsGraph.path]: [{ monthYear: '2025-03', rowCount: 0 }],
      [CALLS.dashboard.getDataAnalyticshTableData.path]: { data: [], totalRows: 0 },
    });
    renderWithProviders(<AnalyticsTab module="DA" />);
    expect(await screen.findByTestId('da-documents-empty')).toHaveTextContent('No records available');
    fireEvent.change(screen.getByTestId('da-reference'), { target: { value: ' LLA-1 ' } });
    fireEvent.change(screen.getByTestId('da-file-name'), { target: { value: 'lease' } });
    fireEvent.click(screen.getByTestId('da-search'));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, CALLS.dashboard.getDataAnalyticshTableData).at(-1)).toMatchObject({
        reference: 'LLA-1',
        fileName: 'lease',
        page: 1,
      }),
    );
    expect(bodiesSentTo(fetchMock, CALLS.dashboard.getDataAnalyticsGraph).at(-1)).toMatchObject({
      reference: 'LLA-1',
      fileName: 'lease',
    });
  });

  it('shows the reference as plain text while the AI site is not configured', async () => {
    mockFetch({
      [CALLS.dashboard.getInsightGraph.path]: [],
      [CALLS.dashboard.getInsightTableData.path]: { data: [row(3)], totalRows: 1 },
    });
    renderWithProviders(<AnalyticsTab module="IG" />);
    const ref = await screen.findByTestId('analytics-reference');
    expect(ref).toHaveTextContent('RX-3');
    expect(ref.closest('a')).toBeNull();
  });
});
