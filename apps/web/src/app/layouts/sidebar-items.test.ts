import { describe, expect, it } from 'vitest';
import { sidebarGroups } from './sidebar-items';

const labels = (mods: string[]) => sidebarGroups(mods).map((g) => g.label);
const links = (mods: string[]) => sidebarGroups(mods).flatMap((g) => g.links.map((l) => l.label));

describe('sidebar groups per accessModuls', () => {
  it('ICR shows its group with Mapping, Integrations, Manual Upload, Process Log and Clients', () => {
    expect(labels(['ICR'])).toEqual(['Dashboard', 'Intelligent Character Recognition', 'Clients', 'Account']);
    expect(links(['ICR'])).toEqual([
      'Dashboard',
      'Mapping',
      'Integrations',
      'Manual Upload',
      'Process Log',
      'Clients',
      'Billing',
    ]);
  });
  it('Clients needs ICR', () => {
    expect(links(['DA', 'IG'])).not.toContain('Clients');
  });
  it('DA and IG have their own groups with the legal and medicine entries', () => {
    expect(labels(['DA'])).toEqual(['Dashboard', 'Data Analytics', 'Account']);
    expect(labels(['IG'])).toEqual(['Dashboard', 'Insight Generation', 'Account']);
    expect(links(['DA', 'IG'])).toEqual(['Dashboard', 'Legal', 'Medicine', 'Billing']);
  });
  it('all modules show every group in order', () => {
    expect(labels(['ICR', 'DA', 'IG'])).toEqual([
      'Dashboard',
      'Intelligent Character Recognition',
      'Clients',
      'Data Analytics',
      'Insight Generation',
      'Account',
    ]);
  });
  it('never lists hidden routes', () => {
    const tos = sidebarGroups(['ICR', 'DA', 'IG']).flatMap((g) => g.links.map((l) => (l.kind === 'route' ? l.to : '')));
    for (const hidden of [
      'user-profile',
      'create-mapping',
      'edit-mapping',
      'payment-redirect',
      'prepayment-alert',
      'manage-session',
      'configure-company-details',
      'configure-security-service',
    ]) {
      expect(tos.some((t) => t.includes(hidden))).toBe(false);
    }
  });
});
