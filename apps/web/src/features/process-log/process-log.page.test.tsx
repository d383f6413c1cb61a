import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CALLS, type FileLogRow } from '@paperbridge/contracts';
import { mockFetch, renderWithProviders } from '../../test/render';
import { callsTo } from '../../test-support/calls-made';
import { adminUserDetail } from '../../test/admin-user-detail.fixture';
import { ProcessLogPage } from './process-log.page';
import { defaultDownloadRange } from './process-log-rules';

const row = (over: Partial<FileLogRow>): FileLogRow => ({
  id: 'd1',
  dtId: 'd1',
  docRefs: 'INV-1',
  fileName: 'inv-1.pdf',
  receivedDate: '2026-11-23T10:00:00Z',
  processDate: '2026-11-23T10:01:00Z',
  configName: 'MAP1',
  cnId: 'c1',
  targetDestination: ['Webhook'],
  isApproved: true,
  isDeleted: false,
  approvalStatus: null,
  deliveries: [
    {
      destination: 'Webhook',
      status: 'success',
      sentAt: '2026-11-23T10:02:00Z',
      error: null,
      location: 'hooks.example',
    },
  ],
  source: { kind: 'email', from: 'rechnung@lieferant.example', location: null },
  ...over,
});

describe('Process Log page (spec 002 §2, §4, §5, §9)', () => {
  it('asks for page 1 of 10 newest received first, and enables resend only where spec 002 §4 allows', async () => {
    const fetchMock = mockFetch({
      [CALLS.delivery.sentFileLog.path]: {
        fileDetails: [
          row({}),
          row({ id: 'd2', dtId: 'd2', docRefs: 'INV-2', isApproved: false, approvalStatus: 0 }),
          row({ id: 'd3', dtId: 'd3', docRefs: 'INV-3', isDeleted: true }),
        ],
        recordCount: 3,
      },
      [CALLS.delivery.resendDocData.path]: { dtId: 'd1', destination: 'Webhook', mode: 'new-message' },
    });
    renderWithProviders(<ProcessLogPage />);
    const rows = await screen.findAllByTestId('file-log-row');
    expect(rows).toHaveLength(3);
    const [first] = callsTo(fetchMock, CALLS.delivery.sentFileLog);
    expect(JSON.parse(String(first![1]!.body))).toMatchObject({
      page: 1,
      pageSize: 10,
      sortBy: 'receivedDate',
      isdesc: true,
    });
    const buttons = screen.getAllByTestId('resend-Webhook');
    expect(buttons[0]).toBeEnabled();
    expect(buttons[1]).toBeDisabled();
    expect(buttons[2]).toBeDisabled();

    // issue 26: a click asks first, naming the document and the destination; Cancel sends nothing
    fireEvent.click(buttons[0]!);
    expect((await screen.findByTestId('resend-confirm-question')).textContent).toBe(
      'Send the data of INV-1 (inv-1.pdf) to Webhook again?',
    );
    expect(screen.getByTestId('resend-confirm-detail').textContent).toMatch(
      /^It was delivered to hooks\.example on .+\. Webhook receives it again, as a new message\.$/,
    );
    fireEvent.click(screen.getByTestId('resend-confirm-cancel'));
    await waitFor(() => expect(screen.queryByTestId('resend-confirm-question')).toBeNull());
    expect(callsTo(fetchMock, CALLS.delivery.resendDocData)).toHaveLength(0);

    fireEvent.click(buttons[0]!);
    fireEvent.click(await screen.findByTestId('resend-confirm-confirm'));
    expect(await screen.findByText('Data has been sent to your destination.')).toBeInTheDocument();
    expect(callsTo(fetchMock, CALLS.delivery.resendDocData)).toHaveLength(1);
    const [resend] = callsTo(fetchMock, CALLS.delivery.resendDocData);
    const url = new URL(String(resend![0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ id: 'd1', destinationMode: 'Webhook' });
  });

  it("shows each document's source, and the refused e-mails under their own tab (issue 30 point 7)", async () => {
    const fetchMock = mockFetch({
      [CALLS.delivery.sentFileLog.path]: {
        fileDetails: [
          row({}),
          row({ id: 'd2', dtId: 'd2', source: { kind: 'manual', from: 'anna@harbour.example', location: null } }),
        ],
        recordCount: 2,
      },
      [CALLS.delivery.refusedLog.path]: {
        refusals: [
          {
            id: 'r1',
            receivedDate: '2026-11-23T11:00:00Z',
            source: 'email',
            sender: 'someone@evil.example',
            subject: 'Invoice',
            item: 'the e-mail',
            reason: 'The sender is not in the list.',
            configName: 'MAP1',
            cnId: 'c1',
          },
        ],
        recordCount: 1,
      },
    });
    renderWithProviders(<ProcessLogPage />);
    await screen.findAllByTestId('file-log-row');
    expect(screen.getAllByTestId('log-source').map((e) => e.textContent)).toEqual([
      'E-mail from rechnung@lieferant.example',
      'Upload by anna@harbour.example',
    ]);
    expect(callsTo(fetchMock, CALLS.delivery.refusedLog)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('log-tab-refused'));
    const refused = await screen.findByTestId('refused-log-row');
    expect(refused.textContent).toContain('E-mail from someone@evil.example');
    expect(screen.getByTestId('refused-reason').textContent).toBe('The sender is not in the list.');
    expect(JSON.parse(String(callsTo(fetchMock, CALLS.delivery.refusedLog)[0]![1]!.body))).toEqual({
      page: 1,
      pageSize: 10,
    });
  });

  it('shows when each document was processed (read) and, apart, when it was delivered (issue 26)', async () => {
    mockFetch({
      [CALLS.delivery.sentFileLog.path]: {
        fileDetails: [
          row({
            processDate: new Date(2018, 2, 5, 14, 7).toISOString(),
            deliveries: [
              {
                destination: 'Webhook',
                status: 'success',
                sentAt: new Date(2018, 2, 5, 15, 30).toISOString(),
                error: null,
                location: 'hooks.example',
              },
            ],
          }),
          row({
            id: 'd2',
            dtId: 'd2',
            deliveries: [{ destination: 'Webhook', status: 'failed', sentAt: null, error: 'No.', location: null }],
          }),
        ],
        recordCount: 2,
      },
      [CALLS.admin.getAdminUserDetail.path]: adminUserDetail('DE'),
    });
    renderWithProviders(<ProcessLogPage />);
    await waitFor(() => expect(screen.getAllByTestId('log-processed')[0]!.textContent).toBe('05.03.2018 14:07'));
    expect(screen.getByRole('columnheader', { name: /Processed/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Delivered/ })).toBeInTheDocument();
    expect(screen.queryByText('Process date')).toBeNull();
    const delivered = screen.getAllByTestId('log-delivered').map((e) => e.textContent);
    expect(delivered[1]).toBe('Not delivered');
    expect(delivered[0]).toBe('05.03.2018 15:30');
  });

  it('the Download Document modal sends {cnId, from a week ago, to today, sendEmail}', async () => {
    const fetchMock = mockFetch({
      [CALLS.delivery.sentFileLog.path]: { fileDetails: [row({})], recordCount: 1 },
      [CALLS.delivery.downloadConfigFile.path]: null,
    });
    renderWithProviders(<ProcessLogPage />);
    fireEvent.click(await screen.findByTestId('log-download'));
    const submit = await screen.findByTestId('download-submit');
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(screen.getByTestId('download-send-email'));
    fireEvent.click(submit);
    await waitFor(() => expect(callsTo(fetchMock, CALLS.delivery.downloadConfigFile)).toHaveLength(1));
    const [call] = callsTo(fetchMock, CALLS.delivery.downloadConfigFile);
    const { from, to } = defaultDownloadRange();
    expect(JSON.parse(String(call![1]!.body))).toMatchObject({ cnId: 'c1', from, to, sendEmail: true });
  });

  it('a German company reads the dates as 05.03.2018 14:07, and the Download pickers as dd.mm.yyyy, while the call keeps YYYY-MM-DD (issue 30 point 5)', async () => {
    const received = new Date(2018, 2, 5, 14, 7).toISOString();
    const fetchMock = mockFetch({
      [CALLS.delivery.sentFileLog.path]: {
        fileDetails: [row({ receivedDate: received, processDate: null })],
        recordCount: 1,
      },
      [CALLS.admin.getAdminUserDetail.path]: adminUserDetail('DE'),
      [CALLS.delivery.downloadConfigFile.path]: null,
    });
    renderWithProviders(<ProcessLogPage />);
    await waitFor(() => expect(screen.getByTestId('log-received').textContent).toBe('05.03.2018 14:07'));
    fireEvent.click(screen.getByTestId('log-download'));
    const { from, to } = defaultDownloadRange();
    const [y, m, d] = from.split('-');
    expect(await screen.findByText(`${d}.${m}.${y}`)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('download-submit'));
    await waitFor(() => expect(callsTo(fetchMock, CALLS.delivery.downloadConfigFile)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, CALLS.delivery.downloadConfigFile)[0]![1]!.body))).toMatchObject({
      from,
      to,
    });
  });
});
