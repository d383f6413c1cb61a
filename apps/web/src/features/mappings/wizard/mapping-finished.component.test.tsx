import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoutes } from '../../../test/render';
import { MappingFinished } from './mapping-finished.component';

const view = (o: { isEmailConfig: boolean; isAPI: boolean }) => ({
  cnId: 'c1',
  configName: 'LIEFERANT1',
  inboundEmail: o.isEmailConfig ? 'docs-abcdefghijklmnopqrstuvwx@in.paperbridge.test' : null,
  apiTokenCreatedAt: o.isAPI ? '2026-11-23T10:00:00Z' : null,
  endPointsConfigRequest: { isAPI: o.isAPI, config: { isEmailConfig: o.isEmailConfig, emailList: ['rechnung@lieferant.example'] } },
});

describe('the finish screen after "Finish and submit" (issue 30 point 7)', () => {
  it('shows the inbound address with its senders and the API token panel', async () => {
    mockFetch({ '/api/Admin/Map/GetConfigurationById': view({ isEmailConfig: true, isAPI: true }) });
    renderRoutes([{ path: '/', element: <MappingFinished cnId="c1" configName="LIEFERANT1" /> }], '/');
    expect((await screen.findByTestId('source-inbound-email')).textContent).toBe('docs-abcdefghijklmnopqrstuvwx@in.paperbridge.test');
    expect(screen.getByTestId('mapping-finished-email').textContent).toContain('Only e-mails from rechnung@lieferant.example are taken.');
    expect(screen.getByTestId('api-token-issued').textContent).toMatch(/^The current token was e-mailed on /);
    expect(screen.getByTestId('api-token-regenerate')).toBeInTheDocument();
  });

  it('shows only what the mapping takes', async () => {
    mockFetch({ '/api/Admin/Map/GetConfigurationById': view({ isEmailConfig: false, isAPI: true }) });
    renderRoutes([{ path: '/', element: <MappingFinished cnId="c1" configName="LIEFERANT1" /> }], '/');
    await screen.findByTestId('api-token-panel');
    expect(screen.queryByTestId('mapping-finished-email')).toBeNull();
  });
});
