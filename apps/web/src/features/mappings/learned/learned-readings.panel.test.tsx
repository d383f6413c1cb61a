import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS, defaultLocaleFor, type LearnedReadings } from '@paperbridge/contracts';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '../../../app/providers';
import { testConfig } from '../../../test/render';
import { learnedReadingLine } from './learned-reading-line';
import { LearnedReadingsPanel } from './learned-readings.panel';

const renderWithProviders = (ui: ReactNode) =>
  render(ui, {
    wrapper: ({ children }) => (
      <Providers config={testConfig} queryClient={createQueryClient()}>
        {children}
      </Providers>
    ),
  });
const CN = '6f1c2b1e-9a55-4f0e-8d4a-2b1f0c9e7a11';
const review = {
  id: 'r1',
  read: 'SANYO STATIONERY SHOP',
  value: 'SANYU STATIONERY SHOP',
  origin: 'review' as const,
  learnedFrom: '478.jpg',
  learnedAt: '2026-11-26T10:00:00.000Z',
};
const sample = {
  id: 's1',
  read: 'INDAH x ,U13/x',
  value: 'INDAH X ,U13/X',
  origin: 'sample' as const,
  learnedFrom: '469.jpg',
  learnedAt: '2026-11-25T10:00:00.000Z',
};
const envelope = (result: LearnedReadings, message = 'Success') =>
  new Response(JSON.stringify({ code: 200, message, result }), { headers: { 'Content-Type': 'application/json' } });

describe('learned readings on the mapping screen (issue 22 point 3)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says each rule: what the page reads, what is delivered, where and when it was learned', () => {
    expect(learnedReadingLine('Merchant Name', review, defaultLocaleFor('AU'))).toBe(
      'Merchant Name: reads “SANYO STATIONERY SHOP” → delivers “SANYU STATIONERY SHOP”, learned from 478.jpg on 26 Nov 2026 (review)',
    );
    expect(learnedReadingLine('Merchant Name', review, defaultLocaleFor('DE'))).toMatch(
      /learned from 478\.jpg on 26\.11\.2026 \(review\)$/,
    );
    expect(
      learnedReadingLine(
        'Merchant Address',
        { id: 's1', read: 'a', value: 'b', origin: 'sample' },
        defaultLocaleFor('AU'),
      ),
    ).toBe("Merchant Address: reads “a” → delivers “b”, learned (the sample's corrected text)");
  });

  it('lists the readings of the mapping and removes one after the question, showing what is left', async () => {
    const user = userEvent.setup();
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      if (/RemoveLearnedReading$/.test(String(url)))
        return envelope(
          { cnId: CN, fields: [{ field: 'Merchant Address', readings: [sample] }] },
          'The learned reading was removed: the next documents deliver what the page reads.',
        );
      return envelope({
        cnId: CN,
        fields: [
          { field: 'Merchant Name', readings: [review] },
          { field: 'Merchant Address', readings: [sample] },
        ],
      });
    });
    renderWithProviders(<LearnedReadingsPanel cnId={CN} />);
    await waitFor(() => expect(screen.getAllByTestId('learned-reading')).toHaveLength(2));
    expect(
      fetch.mock.calls.some(([url]) => String(url) === `${CALLS.mapping.getLearnedReadings.path}?cnId=${CN}`),
    ).toBe(true);
    expect(screen.getAllByTestId('learned-reading-text')[0]!.textContent).toMatch(
      /^Merchant Name: reads “SANYO STATIONERY SHOP” → delivers “SANYU STATIONERY SHOP”/,
    );
    const removals = () => fetch.mock.calls.filter(([url]) => /RemoveLearnedReading$/.test(String(url)));
    await user.click(screen.getAllByTestId('learned-reading-remove')[0]!);
    expect(removals()).toHaveLength(0);
    await user.click(await screen.findByTestId('learned-reading-dialog-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('learned-reading')).toHaveLength(1));
    expect(removals()).toHaveLength(1);
    expect(JSON.parse(String(removals()[0]![1]!.body))).toEqual({ cnId: CN, field: 'Merchant Name', id: 'r1' });
    expect(screen.getByTestId('learned-reading').getAttribute('data-field')).toBe('Merchant Address');
  });

  it('nothing learned: the panel is not shown', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => envelope({ cnId: CN, fields: [] }));
    renderWithProviders(<LearnedReadingsPanel cnId={CN} />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('learned-readings')).toBeNull();
  });
});
