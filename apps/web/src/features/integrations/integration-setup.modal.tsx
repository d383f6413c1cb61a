import { Alert, Button, Group, Modal, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  INTEGRATION_MSG,
  integrationClientIdSchema,
  integrationSecretSchema,
  type AccountingCredentials,
  type AccountingOption,
  type Integration,
} from '@paperbridge/contracts';
import { useEffect, useState } from 'react';
import { toastSuccess } from '../../components/toast';
import { integrationsApi, PENDING_SETUP_KEY, type PendingSetup } from './integrations.api';

export interface SetupTarget {
  email: string;
  clientName: string;
  configName: string;
  serviceCode: 'XERO' | 'QUICKBOOK';
  serviceName: string;
}

interface Lists {
  organisations: AccountingOption[];
  customers: AccountingOption[];
  taxTypes: AccountingOption[];
  accounts: AccountingOption[];
  /** an Expense Receipt mapping's: the bank and card accounts its receipts may be paid from */
  paymentAccounts: AccountingOption[];
}

/** the Paid from choice that leaves it to the receipt's payment method */
const BY_PAYMENT_METHOD = 'by-payment-method';

const toData = (o: AccountingOption[]) => o.map((x) => ({ value: x.code, label: x.value }));

/**
 * The Xero / QuickBooks setup modal (spec 002 §4 Integration setup): client id and secret, Connect
 * sends the user out to authorise; once connected the customers, tax types and account types load and
 * Connect submits the choice. Editing the credentials hides the selectors again. For an Expense
 * Receipt mapping (beyond the spec) a "Paid from" choice: one bank or card account for every receipt,
 * or the receipt's payment method deciding (docs/delivery.md).
 */
export function IntegrationSetupModal({
  target,
  integration,
  receipt = false,
  onClose,
  onSaved,
  onChanged,
}: {
  target: SetupTarget | null;
  integration: Integration | null;
  receipt?: boolean;
  onClose: () => void;
  onSaved: () => void;
  onChanged: () => void;
}) {
  const [accountId, setAccountId] = useState('');
  const [password, setPassword] = useState('');
  const [edited, setEdited] = useState(false);
  const [lists, setLists] = useState<Lists | null>(null);
  const [choice, setChoice] = useState({ contectRef: '', taxType: '', invoiceType: '', paymentAccount: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // while the lists load, Connect would otherwise mean "authorise again" and send the user back out
  const [loadingLists, setLoadingLists] = useState(false);
  const connected = integration?.status === 'connected' && !edited;

  useEffect(() => {
    setAccountId(integration?.accountId ?? '');
    setPassword('');
    setEdited(false);
    setErrors({});
    setLists(null);
    setChoice({
      contectRef: integration?.contectRef ?? '',
      taxType: integration?.taxType ?? '',
      invoiceType: integration?.invoiceType ?? '',
      paymentAccount: integration?.paymentAccount ?? '',
    });
  }, [target, integration]);

  const credentials = (): AccountingCredentials | null =>
    target
      ? {
          email: target.email,
          configName: target.configName,
          serviceCode: target.serviceCode,
          accountId: accountId.trim(),
          password,
        }
      : null;

  // step 4: the lists load once the integration is connected
  useEffect(() => {
    // the saved client id (the field's state is only being reset in this same render)
    const c = credentials();
    if (!c || !connected || !integration) return;
    c.accountId = integration.accountId;
    let live = true;
    setLoadingLists(true);
    void Promise.all([
      integrationsApi.organisations(c),
      integrationsApi.customers(c),
      integrationsApi.taxTypes(c),
      integrationsApi.accountTypes(c),
      receipt ? integrationsApi.paymentAccounts(c) : Promise.resolve([]),
    ])
      .then(
        ([organisations, customers, taxTypes, accounts, paymentAccounts]) =>
          live && setLists({ organisations, customers, taxTypes, accounts, paymentAccounts }),
      )
      .catch(() => live && setLists(null))
      .finally(() => live && setLoadingLists(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connected, target, integration?.organisationId, receipt]);

  // another organisation of the same grant: its own contacts, accounts and tax types load again
  const chooseOrganisation = async (tenantId: string | null) => {
    if (!target || !tenantId || tenantId === integration?.organisationId) return;
    setBusy(true);
    try {
      await integrationsApi.setOrganisation({
        email: target.email,
        configName: target.configName,
        serviceCode: target.serviceCode,
        tenantId,
      });
      onChanged();
    } finally {
      setBusy(false);
    }
  };

  const editCredentials = (set: (v: string) => void) => (v: string) => {
    set(v);
    setEdited(true);
    setLists(null);
  };

  const connect = async () => {
    const c = credentials();
    if (!c || !target) return;
    const e: Record<string, string> = {};
    // the contracts' rules (required, at most N characters), the same the server applies
    const id = integrationClientIdSchema.safeParse(c.accountId);
    if (!id.success) e.accountId = id.error.issues[0]!.message;
    const secret = integrationSecretSchema.safeParse(c.password);
    if (!secret.success) e.password = secret.error.issues[0]!.message;
    else if (!c.password && (c.accountId !== integration?.accountId || !integration))
      e.password = INTEGRATION_MSG.clientSecretRequired;
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    try {
      const url = await integrationsApi.authUrl(c);
      const pending: PendingSetup = {
        email: target.email,
        clientName: target.clientName,
        configName: target.configName,
        serviceCode: target.serviceCode,
        accountId: c.accountId,
      };
      sessionStorage.setItem(PENDING_SETUP_KEY, JSON.stringify(pending));
      window.location.assign(url);
    } catch {
      setBusy(false);
    }
  };

  const submit = async () => {
    const c = credentials();
    if (!c || !target) return;
    const e: Record<string, string> = {};
    if (!choice.contectRef) e.contectRef = INTEGRATION_MSG.customerRequired;
    if (!choice.invoiceType) e.invoiceType = INTEGRATION_MSG.accountTypeRequired;
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    try {
      await integrationsApi.setDetails({
        ...c,
        ...choice,
        paymentAccount: receipt ? choice.paymentAccount : '',
        configurationName: target.configName,
      });
      toastSuccess(
        target.serviceCode === 'XERO' ? INTEGRATION_MSG.xeroConfigured : INTEGRATION_MSG.quickBooksConfigured,
      );
      onSaved();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={!!target}
      onClose={onClose}
      title={`${target?.serviceName ?? ''} setup`}
      centered
      data-testid="integration-setup-modal"
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {target?.clientName} · {target?.configName}
        </Text>
        {integration?.status === 'disconnected' && (
          <Alert color="red" data-testid="integration-disconnected">
            {integration.lastError}
          </Alert>
        )}
        {connected && integration?.organisation && (
          <Text size="sm" data-testid="integration-organisation">
            Connected to {integration.organisation}
          </Text>
        )}
        <TextInput
          label="Client Id"
          value={accountId}
          onChange={(e) => editCredentials(setAccountId)(e.currentTarget.value)}
          error={errors.accountId}
          data-testid="integration-client-id"
        />
        <PasswordInput
          label="Client Secret"
          placeholder={integration ? 'Saved; type to replace' : undefined}
          value={password}
          onChange={(e) => editCredentials(setPassword)(e.currentTarget.value)}
          error={errors.password}
          data-testid="integration-client-secret"
        />
        {connected && lists && (
          <>
            {lists.organisations.length > 1 && (
              <Select
                label="Organisation"
                description="Your Xero connection reaches several organisations: bills go to this one."
                data={toData(lists.organisations)}
                value={integration?.organisationId || null}
                onChange={(v) => void chooseOrganisation(v)}
                allowDeselect={false}
                disabled={busy}
                data-testid="integration-org"
              />
            )}
            <Select
              label="Customer"
              data={toData(lists.customers)}
              value={choice.contectRef || null}
              onChange={(v) => setChoice({ ...choice, contectRef: v ?? '' })}
              error={errors.contectRef}
              searchable
              data-testid="integration-customer"
            />
            <Select
              label="Account Type"
              data={toData(lists.accounts)}
              value={choice.invoiceType || null}
              onChange={(v) => setChoice({ ...choice, invoiceType: v ?? '' })}
              error={errors.invoiceType}
              searchable
              data-testid="integration-account"
            />
            {receipt && (
              <Select
                label="Paid from"
                description="The account every receipt of this mapping is paid from, or the one the receipt's payment method points to."
                data={[
                  {
                    value: BY_PAYMENT_METHOD,
                    label:
                      'As the receipt says: card payments from a credit card account, others from the bank account',
                  },
                  ...toData(lists.paymentAccounts),
                ]}
                value={choice.paymentAccount || BY_PAYMENT_METHOD}
                onChange={(v) => setChoice({ ...choice, paymentAccount: !v || v === BY_PAYMENT_METHOD ? '' : v })}
                allowDeselect={false}
                error={errors.paymentAccount}
                data-testid="integration-paid-from"
              />
            )}
            <Select
              label="Tax Type"
              data={toData(lists.taxTypes)}
              value={choice.taxType || null}
              onChange={(v) => setChoice({ ...choice, taxType: v ?? '' })}
              clearable
              data-testid="integration-tax"
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={busy || loadingLists}
            onClick={connected && lists ? submit : connect}
            data-testid="integration-connect"
          >
            Connect
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
