import type { AccessModule } from '@paperbridge/contracts';

export type SidebarLink =
  | { kind: 'route'; label: string; to: string; testId: string }
  | { kind: 'external'; label: string; page: 'legal' | 'medicine'; testId: string }
  | { kind: 'billing'; label: string; testId: string };

export interface SidebarGroup {
  label: string;
  module: AccessModule | null;
  testId: string;
  links: SidebarLink[];
}

/**
 * Sidebar groups (spec 002 §2): a module group is shown only when accessModuls
 * holds its code; Clients needs ICR. Routes hidden from the sidebar
 * (company details, security service, manage-session, user-profile,
 * create/edit mapping, payment-redirect, prepayment-alert) never appear.
 */
export function sidebarGroups(accessModuls: readonly string[]): SidebarGroup[] {
  const has = (m: AccessModule) => accessModuls.includes(m);
  const groups: SidebarGroup[] = [
    {
      label: 'Dashboard',
      module: null,
      testId: 'nav-group-general',
      links: [{ kind: 'route', label: 'Dashboard', to: '/admin/dashboard', testId: 'nav-dashboard' }],
    },
  ];
  if (has('ICR')) {
    groups.push({
      label: 'Intelligent Character Recognition',
      module: 'ICR',
      testId: 'nav-group-icr',
      links: [
        { kind: 'route', label: 'Mapping', to: '/admin/manage-mapping', testId: 'nav-manage-mapping' },
        { kind: 'route', label: 'Integrations', to: '/admin/manage-integrations', testId: 'nav-manage-integrations' },
        { kind: 'route', label: 'Manual Upload', to: '/admin/manual-upload', testId: 'nav-manual-upload' },
        { kind: 'route', label: 'Process Log', to: '/admin/file-logs', testId: 'nav-file-logs' },
      ],
    });
    groups.push({
      label: 'Clients',
      module: 'ICR',
      testId: 'nav-group-clients',
      links: [{ kind: 'route', label: 'Clients', to: '/admin/manage-client', testId: 'nav-manage-client' }],
    });
  }
  if (has('DA')) {
    groups.push({
      label: 'Data Analytics',
      module: 'DA',
      testId: 'nav-group-da',
      links: [{ kind: 'external', label: 'Legal', page: 'legal', testId: 'nav-legal' }],
    });
  }
  if (has('IG')) {
    groups.push({
      label: 'Insight Generation',
      module: 'IG',
      testId: 'nav-group-ig',
      links: [{ kind: 'external', label: 'Medicine', page: 'medicine', testId: 'nav-medicine' }],
    });
  }
  groups.push({
    label: 'Account',
    module: null,
    testId: 'nav-group-account',
    links: [{ kind: 'billing', label: 'Billing', testId: 'nav-billing' }],
  });
  return groups;
}
