import { CALLS, type ConfigurationView } from '@paperbridge/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoutes } from '../../../test/render';
import { MappingFinished } from './mapping-finished.component';

// a whole GetConfigurationById answer: the client parses it with the contracts' schema
const view = (o: { isEmailConfig: boolean; isAPI: boolean }): ConfigurationView => ({
  cnId: 'c1',
  configName: 'LIEFERANT1',
  draftMode: false,
  fileName: 'sample.pdf',
  docTypeId: 1,
  docType: 'Invoice',
  coEmail: 'rechnung@lieferant.example',
  suppliersName: 'Lieferant',
  requiredApproval: false,
  retentionState: 1,
  retentionDuration: 30,
  hasTemplate: true,
  inboundEmail: o.isEmailConfig ? 'docs-abcdefghijklmnopqrstuvwx@in.paperbridge.test' : null,
  apiTokenCreatedAt: o.isAPI ? '2026-11-23T10:00:00Z' : null,
  creationDate: '2026-11-23T10:00:00Z',
  updatedDate: '2026-11-23T10:00:00Z',
  data: { fields: [], udfFields: [], tables: [] },
  sample: null,
  endPointsConfigRequest: {
    coEmail: 'rechnung@lieferant.example',
    cnId: 'c1',
    configName: 'LIEFERANT1',
    isRetention: true,
    retentionDuration: 30,
    retentionState: 1,
    config: {
      dtId: 1,
      docType: 'Invoice',
      ftpIn: null,
      ftpOut: null,
      emailList: ['rechnung@lieferant.example'],
      isEmailConfig: o.isEmailConfig,
      integrationType: null,
      enterpriseRequest: null,
      excelTabName: null,
    },
    webhookEndPoint: null,
    destinationEmails: [],
    destinationEmailFileType: null,
    isManualUpload: true,
    isMobileApp: false,
    isAPI: o.isAPI,
    requiredApproval: false,
    draftMode: false,
  },
});

describe('the finish screen after "Finish and submit" (issue 30 point 7)', () => {
  it('shows the inbound address with its senders and the API token panel', async () => {
    mockFetch({ [CALLS.mapping.getConfigurationById.path]: view({ isEmailConfig: true, isAPI: true }) });
    renderRoutes([{ path: '/', element: <MappingFinished cnId="c1" configName="LIEFERANT1" /> }], '/');
    expect((await screen.findByTestId('source-inbound-email')).textContent).toBe(
      'docs-abcdefghijklmnopqrstuvwx@in.paperbridge.test',
    );
    expect(screen.getByTestId('mapping-finished-email').textContent).toContain(
      'Only e-mails from rechnung@lieferant.example are taken.',
    );
    expect(screen.getByTestId('api-token-issued').textContent).toMatch(/^The current token was e-mailed on /);
    expect(screen.getByTestId('api-token-regenerate')).toBeInTheDocument();
  });

  it('shows only what the mapping takes', async () => {
    mockFetch({ [CALLS.mapping.getConfigurationById.path]: view({ isEmailConfig: false, isAPI: true }) });
    renderRoutes([{ path: '/', element: <MappingFinished cnId="c1" configName="LIEFERANT1" /> }], '/');
    await screen.findByTestId('api-token-panel');
    expect(screen.queryByTestId('mapping-finished-email')).toBeNull();
  });
});
