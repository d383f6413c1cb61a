import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLS, type Integration } from '@paperbridge/contracts';
import { mockFetch, renderRoutes } from '../../test/render';
import { callsTo } from '../../test-support/calls-made';
import { ManageIntegrationsPage } from './manage-integrations.page';
import { PENDING_SETUP_KEY } from './integrations.api';

const connected: Integration = {
  scId: 's1',
  accountId: 'XERO-ID',
  password: '********',
  contectRef: '',
  invoiceType: '',
  taxType: '',
  serviceCode: 'XERO',
  serviceName: 'Xero',
  configurationName: 'MAP1',
  logo: '',
  supplier: 'Coolblue',
  status: 'connected',
  organisation: 'Demo Company (AU)',
  organisationId: 'fe79f7dd',
  lastError: null,
  paymentAccount: '',
};
const base = {
  [CALLS.mapping.getAllUsers.path]: [{ code: 'orders@coolblue.example', value: 'Coolblue' }],
  [CALLS.integrations.getAllIntegrationServices.path]: [
    { code: 'XERO', name: 'Xero', logo: '', text: 'Bills to Xero' },
    { code: 'QUICKBOOK', name: 'QuickBooks', logo: '', text: 'Bills' },
  ],
  [CALLS.integrations.getConfigByEmail.path]: [{ cnId: 'c1', configName: 'MAP1', integrationType: 'XERO' }],
};
const routes = [{ path: '/admin/manage-integrations', element: <ManageIntegrationsPage /> }];

describe('Manage integrations (spec 002 §2, §4 Integration setup)', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('the mapping chosen on the mapping screen shows its service card; Connect checks the credentials, then sends the user out to authorise', async () => {
    sessionStorage.setItem(
      'Integration',
      JSON.stringify({ client: { value: 'orders@coolblue.example', label: 'Coolblue' }, mappingName: 'MAP1' }),
    );
    const fetchMock = mockFetch({
      ...base,
      [CALLS.integrations.getUserIntegration.path]: [],
      [CALLS.integrations.getXeroAuthUrl.path]: 'https://login.xero.test/authorize?state=s',
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderRoutes(routes, '/admin/manage-integrations');
    fireEvent.click(await screen.findByTestId('integration-open-XERO'));
    expect(screen.queryByTestId('integration-card-QUICKBOOK')).toBeNull();
    fireEvent.click(await screen.findByTestId('integration-connect'));
    expect(await screen.findByText('client Id is required')).toBeInTheDocument();
    expect(screen.getByText('client secret is required')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('integration-client-id'), { target: { value: 'XERO-ID' } });
    fireEvent.change(screen.getByTestId('integration-client-secret'), { target: { value: 's3cret' } });
    fireEvent.click(screen.getByTestId('integration-connect'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://login.xero.test/authorize?state=s'));
    const [call] = callsTo(fetchMock, CALLS.integrations.getXeroAuthUrl);
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      email: 'orders@coolblue.example',
      configName: 'MAP1',
      serviceCode: 'XERO',
      accountId: 'XERO-ID',
      password: 's3cret',
    });
    expect(JSON.parse(sessionStorage.getItem(PENDING_SETUP_KEY)!)).toMatchObject({
      serviceCode: 'XERO',
      configName: 'MAP1',
    });
  });

  it('back with code and state the callback is made, the customers, account types and tax types load, and Connect asks for the customer and the account type first', async () => {
    sessionStorage.setItem(
      PENDING_SETUP_KEY,
      JSON.stringify({
        email: 'orders@coolblue.example',
        clientName: 'Coolblue',
        configName: 'MAP1',
        serviceCode: 'XERO',
        accountId: 'XERO-ID',
      }),
    );
    const fetchMock = mockFetch({
      ...base,
      [CALLS.integrations.getXeroCallBack.path]: connected,
      [CALLS.integrations.getUserIntegration.path]: [connected],
      [CALLS.integrations.getOrganisations.path]: [{ code: 'fe79f7dd', value: 'Demo Company (AU)' }],
      [CALLS.integrations.getAccountingCustomers.path]: [{ code: 'ct1', value: 'Coolblue' }],
      [CALLS.integrations.getTaxType.path]: [{ code: 'INPUT', value: 'GST on Expenses' }],
      [CALLS.integrations.getAccountingtypes.path]: [{ code: '429', value: '429 - General Expenses' }],
      [CALLS.integrations.setXeroDetails.path]: connected,
    });
    // the customers answer only when the test says so: meanwhile Connect must not send the user out again
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const plain = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      if (String(input).includes('GetAccountingCustomers')) await held;
      return plain(input);
    });
    renderRoutes(routes, '/admin/manage-integrations?code=abc&state=st');
    expect(await screen.findByTestId('integration-organisation')).toHaveTextContent('Demo Company (AU)');
    await waitFor(() => expect(screen.getByTestId('integration-connect')).toHaveAttribute('data-loading', 'true'));
    fireEvent.click(screen.getByTestId('integration-connect'));
    expect(callsTo(fetchMock, CALLS.integrations.getXeroAuthUrl)).toHaveLength(0);
    release();
    const [cb] = callsTo(fetchMock, CALLS.integrations.getXeroCallBack);
    expect(Object.fromEntries(new URL(String(cb![0]), 'http://localhost').searchParams)).toEqual({
      code: 'abc',
      state: 'st',
    });
    await screen.findByTestId('integration-customer');
    const [customers] = callsTo(fetchMock, CALLS.integrations.getAccountingCustomers);
    expect(JSON.parse(String(customers![1]!.body))).toMatchObject({
      accountId: 'XERO-ID',
      serviceCode: 'XERO',
      configName: 'MAP1',
    });
    fireEvent.click(screen.getByTestId('integration-connect'));
    expect(await screen.findByText('Customer is required')).toBeInTheDocument();
    expect(screen.getByText('Account type is required')).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_SETUP_KEY)).toBeNull();
  });

  it('an Expense Receipt mapping of the client is listed with its type, and its card says a receipt is booked as spend money (issue 26)', async () => {
    sessionStorage.setItem(
      'Integration',
      JSON.stringify({ client: { value: 'orders@coolblue.example', label: 'Coolblue' }, mappingName: 'REC1' }),
    );
    mockFetch({
      ...base,
      [CALLS.integrations.getConfigByEmail.path]: [
        { cnId: 'c1', configName: 'MAP1', integrationType: 'XERO', docType: 'Commercial Invoice' },
        { cnId: 'c2', configName: 'REC1', integrationType: 'XERO', docType: 'Expense Receipt' },
      ],
      [CALLS.integrations.getUserIntegration.path]: [],
    });
    renderRoutes(routes, '/admin/manage-integrations');
    expect(await screen.findByTestId('integration-receipt-XERO')).toHaveTextContent(/spend money transaction/);
    expect(screen.queryByTestId('integration-no-mapping')).toBeNull();
    expect(screen.getByTestId('integration-mapping')).toHaveValue('REC1 (Expense Receipt)');
  });

  it('an Expense Receipt mapping chooses the account its receipts are paid from; Connect sends it', async () => {
    sessionStorage.setItem(
      'Integration',
      JSON.stringify({ client: { value: 'orders@coolblue.example', label: 'Coolblue' }, mappingName: 'REC1' }),
    );
    const receiptIntegration = { ...connected, configurationName: 'REC1', contectRef: 'ct1', invoiceType: '429' };
    const fetchMock = mockFetch({
      ...base,
      [CALLS.integrations.getConfigByEmail.path]: [
        { cnId: 'c2', configName: 'REC1', integrationType: 'XERO', docType: 'Expense Receipt' },
      ],
      [CALLS.integrations.getUserIntegration.path]: [receiptIntegration],
      [CALLS.integrations.getOrganisations.path]: [{ code: 'fe79f7dd', value: 'Demo Company (AU)' }],
      [CALLS.integrations.getAccountingCustomers.path]: [{ code: 'ct1', value: 'Coolblue' }],
      [CALLS.integrations.getTaxType.path]: [{ code: 'INPUT', value: 'GST on Expenses' }],
      [CALLS.integrations.getAccountingtypes.path]: [{ code: '429', value: '429 - General Expenses' }],
      [CALLS.integrations.getPaymentAccounts.path]: [
        { code: 'bank1', value: 'Business Bank Account (bank account)' },
        { code: 'sav1', value: 'Savings (bank account)' },
      ],
      [CALLS.integrations.setXeroDetails.path]: { ...receiptIntegration, paymentAccount: 'sav1' },
    });
    renderRoutes(routes, '/admin/manage-integrations');
    fireEvent.click(await screen.findByTestId('integration-open-XERO'));
    const paidFrom = await screen.findByTestId('integration-paid-from');
    expect(paidFrom).toHaveValue(
      'As the receipt says: card payments from a credit card account, others from the bank account',
    );
    fireEvent.click(paidFrom);
    fireEvent.click(await screen.findByText('Savings (bank account)'));
    fireEvent.click(screen.getByTestId('integration-connect'));
    await waitFor(() => expect(callsTo(fetchMock, CALLS.integrations.setXeroDetails)).toHaveLength(1));
    const [saved] = callsTo(fetchMock, CALLS.integrations.setXeroDetails);
    expect(JSON.parse(String(saved![1]!.body))).toMatchObject({ configurationName: 'REC1', paymentAccount: 'sav1' });
  });

  it('an invoice mapping has no Paid from choice and never asks for payment accounts', async () => {
    sessionStorage.setItem(
      'Integration',
      JSON.stringify({ client: { value: 'orders@coolblue.example', label: 'Coolblue' }, mappingName: 'MAP1' }),
    );
    const fetchMock = mockFetch({
      ...base,
      [CALLS.integrations.getUserIntegration.path]: [connected],
      [CALLS.integrations.getOrganisations.path]: [{ code: 'fe79f7dd', value: 'Demo Company (AU)' }],
      [CALLS.integrations.getAccountingCustomers.path]: [{ code: 'ct1', value: 'Coolblue' }],
      [CALLS.integrations.getTaxType.path]: [],
      [CALLS.integrations.getAccountingtypes.path]: [{ code: '429', value: '429 - General Expenses' }],
    });
    renderRoutes(routes, '/admin/manage-integrations');
    fireEvent.click(await screen.findByTestId('integration-open-XERO'));
    await screen.findByTestId('integration-customer');
    expect(screen.queryByTestId('integration-paid-from')).toBeNull();
    expect(callsTo(fetchMock, CALLS.integrations.getPaymentAccounts)).toHaveLength(0);
  });
});
