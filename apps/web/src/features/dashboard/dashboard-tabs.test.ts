import { describe, expect, it } from 'vitest';
import { dashboardTabs } from './dashboard.page';

describe('dashboard tabs', () => {
  it('shows only owned modules in spec order; the first owned is the default', () => {
    expect(dashboardTabs(['IG', 'DA'])).toEqual(['DA', 'IG']);
    expect(dashboardTabs(['ICR', 'DA', 'IG'])[0]).toBe('ICR');
    expect(dashboardTabs([])).toEqual([]);
  });
});
