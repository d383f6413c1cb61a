import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ValueMarks } from './value-marks.component';

const base = { id: 7, confidence: 96, isRequired: false, missing: false };

describe("value marks (issue 22: the page's reading stays visible in review)", () => {
  it('a learned reading is marked Learned, and its tooltip says what the page reads', async () => {
    renderWithProviders(<ValueMarks field={{ ...base, source: 'learned', readAs: 'SANYO STATIONERY SHOP' }} />);
    const mark = screen.getByTestId('mark-learned-7');
    expect(mark).toHaveTextContent('Learned');
    fireEvent.mouseEnter(mark);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'the page reads "SANYO STATIONERY SHOP" here, and a person confirmed it is this text',
    );
    expect(screen.queryByTestId('mark-corrected-7')).toBeNull();
  });

  it("a fixed value is marked Fixed value, with the page's reading when it differs", async () => {
    renderWithProviders(<ValueMarks field={{ ...base, confidence: 100, source: 'fixed', readAs: 'MYR' }} />);
    const mark = screen.getByTestId('mark-fixed-7');
    expect(mark).toHaveTextContent('Fixed value');
    fireEvent.mouseEnter(mark);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'The mapping always delivers this value (the page reads "MYR")',
    );
  });

  it('a value read as printed carries no such mark', () => {
    renderWithProviders(<ValueMarks field={{ ...base, source: 'page' }} />);
    expect(screen.queryByTestId('mark-learned-7')).toBeNull();
    expect(screen.queryByTestId('mark-fixed-7')).toBeNull();
  });

  it('"Low confidence" follows the server\'s calibrated threshold when it sent one, else the old 50% bar', () => {
    const { unmount } = renderWithProviders(<ValueMarks field={{ ...base, confidence: 91, lowConfidence: true }} />);
    expect(screen.getByTestId('mark-low-7')).toHaveTextContent('Low confidence 91%');
    unmount();
    renderWithProviders(<ValueMarks field={{ ...base, id: 8, confidence: 40, lowConfidence: false }} />);
    expect(screen.queryByTestId('mark-low-8')).toBeNull();
    renderWithProviders(<ValueMarks field={{ ...base, id: 9, confidence: 40 }} />);
    expect(screen.getByTestId('mark-low-9')).toBeInTheDocument();
  });
});
