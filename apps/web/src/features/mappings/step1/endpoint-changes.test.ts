import { DESTINATION, SOURCE } from '@paperbridge/contracts';
import { describe, expect, it } from 'vitest';
import { emptyEndpointForm } from '../logic/endpoint-form.types';
import { applyDestinationChange, applySourceChange } from './endpoint-changes';

describe('source / destination changes (spec 001 §4)', () => {
  it('selecting FTP starts its fields empty; removing it blanks them', () => {
    const filled = {
      ...emptyEndpointForm(8),
      ftpIn: {
        host: 'h',
        username: 'u',
        password: 'p',
        port: '21',
        protocol: 'ftp' as const,
        path: '',
        fileType: null,
        hasStoredPassword: false,
      },
    };
    expect(applySourceChange(filled, [SOURCE.ftp], [SOURCE.ftp], []).ftpIn.host).toBe('');
    expect(applySourceChange(filled, [], [], [SOURCE.ftp]).ftpIn.host).toBe('');
  });
  it('removing a destination clears its state', () => {
    const f = {
      ...emptyEndpointForm(8),
      destinations: [2, 3, 4, 5],
      destinationEmails: ['a@x.com'],
      webhookTag: 'https://x.io',
      integrationType: 'XERO',
      enterprise: { contactName: 'A', contactCode: '+1', contactNumber: '1', description: 'd' },
    };
    const g = applyDestinationChange(
      f,
      [],
      [],
      [DESTINATION.emailAttachment, DESTINATION.webhook, DESTINATION.standardIntegrations, DESTINATION.enterprise],
    );
    expect([g.destinationEmails, g.webhookTag, g.integrationType, g.enterprise.contactName]).toEqual([
      [],
      null,
      null,
      '',
    ]);
  });
});
