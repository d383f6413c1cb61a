import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/routes';
import { HELP_TEXT } from '../mappings/help/help-topics';
import { helpTopicById, helpTopicForPath } from './find-help-topic';
import { HELP_TOPICS } from './help-topics';

/** Screens nobody signed in works on: public pages, the sign-in hand-over and the payment pages that only redirect. */
const WITHOUT_HELP: Record<string, string> = {
  '/': 'the public landing page',
  '/legal': 'a public page',
  '/dev/outbox': 'a developer tool, not a screen of the product',
  '/auth/login': 'hands over to the identity provider at once',
  '/manage/manage-session': 'the routing hub after sign-in, shown for a moment',
  '/manage/payment-redirect': "'Hang Tight': redirects to the payment page after 4 s",
  '/success': 'waits for the payment to be confirmed, then redirects',
  '/success/prepayment-alert': 'redirects to the payment link after 6 s',
  '/prepayment-alert': 'redirects to the payment link after 6 s',
};

const join = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`);
const redirects = (r: RouteObject) => isValidElement(r.element) && r.element.type === Navigate;

/** Every path of routes.tsx that shows a screen: redirects and catch-alls left out. */
function screenPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((r) => {
    const path = r.path ? join(parent, r.path) : parent;
    if (r.children) return screenPaths(r.children, path);
    if (redirects(r) || path.endsWith('*')) return [];
    return [path || '/'];
  });
}

/** A concrete address for a route pattern: each parameter filled in, an optional one left out. */
const example = (pattern: string) => pattern.replace(/\/:[\w-]+\?/g, '').replace(/:[\w-]+/g, 'x1');

describe('every screen has help from the navbar (issue 26)', () => {
  const paths = screenPaths(appRoutes);

  it('finds the screens of routes.tsx', () => {
    expect(paths).toContain('/admin/dashboard');
    expect(paths).toContain('/admin/approvedata/:dtId');
    expect(paths).toContain('/auth/configure-security-service');
    expect(paths.length).toBeGreaterThan(25);
  });

  it('each signed-in screen resolves to a help topic (a new screen without help fails here)', () => {
    const missing = paths.filter((p) => !(p in WITHOUT_HELP) && !helpTopicForPath(example(p)));
    expect(missing).toEqual([]);
  });

  it('the screens left without help are still routes, and none of them gets a topic by accident', () => {
    for (const path of Object.keys(WITHOUT_HELP)) {
      expect(paths).toContain(path);
      expect(helpTopicForPath(path)).toBeNull();
    }
  });

  it("the help of the brief's screens is the expected topic, whatever the case of the address", () => {
    const expected: Record<string, string> = {
      '/admin/dashboard': 'dashboard',
      '/admin/approvedata/8a1f': 'review',
      '/admin/manual-upload': 'manual-upload',
      '/admin/capture': 'capture',
      '/admin/manage-mapping': 'mappings',
      '/admin/create-mapping': 'create-mapping',
      '/admin/edit-mapping/42': 'edit-mapping',
      '/admin/manage-integrations': 'integrations',
      '/admin/manage-integration-partner': 'integration-partners',
      '/admin/manage-client': 'clients',
      '/admin/file-logs': 'process-log',
      '/admin/file-editor': 'file-editor',
      '/admin/billing': 'billing',
      '/admin/user-profile': 'user-profile',
      '/auth/configure-company-details': 'company-details',
      '/manage/registration-details': 'company-details',
      '/auth/configure-security-service': 'security-pin',
      '/auth/features': 'features',
      '/admin/help': 'help',
      '/admin/help/billing': 'help',
    };
    for (const [path, id] of Object.entries(expected)) expect(helpTopicForPath(path)?.id, path).toBe(id);
    // the analytics tabs live on the dashboard: its topic leads to theirs
    expect(helpTopicById('dashboard')?.related).toContain('analytics');
  });

  it('each topic points at real routes and real topics, with an id of its own and at least one field', () => {
    const ids = HELP_TOPICS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of HELP_TOPICS) {
      for (const r of t.routes)
        expect(
          paths.map((p) => p.toLowerCase()),
          `${t.id}: ${r}`,
        ).toContain(r.toLowerCase());
      for (const id of t.related ?? []) expect(ids, `${t.id} links to ${id}`).toContain(id);
      expect(t.fields.length, t.id).toBeGreaterThan(0);
      for (const l of t.external ?? []) expect(l.href, t.id).toMatch(/^https:\/\//);
    }
  });

  it("the mapping screens' full help is the wizard's own Help Information text", () => {
    const headings = (id: string) => (helpTopicById(id)?.sections ?? []).map((s) => s.heading);
    expect(headings('create-mapping')).toContain(HELP_TEXT.upload.title);
    expect(headings('edit-mapping')).toContain(HELP_TEXT['form-edit'].title);
    const upload = helpTopicById('create-mapping')?.sections?.find((s) => s.heading === HELP_TEXT.upload.title);
    expect(upload?.body).toBe(HELP_TEXT.upload.body);
  });
});
