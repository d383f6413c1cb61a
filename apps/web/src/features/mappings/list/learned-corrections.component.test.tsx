import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { LearnedCorrections, learnedCorrectionsLabel } from './learned-corrections.component';

describe('A mapping that learned from corrections', () => {
  it('says how many corrections taught it, singular and plural', () => {
    expect(learnedCorrectionsLabel(1)).toBe('Learned from 1 correction');
    expect(learnedCorrectionsLabel(3)).toBe('Learned from 3 corrections');
  });

  it('shows a badge in the mapping list once it learned, nothing before', () => {
    const { unmount } = renderWithProviders(<LearnedCorrections count={0} />);
    expect(screen.queryByTestId('mapping-row-learned')).toBeNull();
    unmount();
    renderWithProviders(<LearnedCorrections count={2} />);
    expect(screen.getByTestId('mapping-row-learned').textContent).toBe('Learned from 2 corrections');
  });
});
