import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DOC_TYPE, DOC_TYPE_NAMES, INTEGRATION_MSG, type Integration } from '@paperbridge/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toastWarning } from '../../components/toast';
import { CLIENT_OPTIONS_KEY, clientsApi } from '../clients/clients.api';
import { INTEGRATION_KEY } from '../mappings/wizard/use-save-mapping.hook';
import { integrationsApi, PENDING_SETUP_KEY, type PendingSetup } from './integrations.api';
import { IntegrationSetupModal, type SetupTarget } from './integration-setup.modal';
import { MappingFormView } from './mapping-form-view.component';

const readJson = <T,>(key: string): T | null => {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
};

const STATUS_COLOUR = { connected: 'green', setup: 'gray', disconnected: 'red' } as const;

/** Issue 26: a receipt is paid already, so it is booked as a paid expense, not a bill. */
const RECEIPT_TEXT: Record<string, string> = {
  XERO: "Each receipt becomes a spend money transaction from the account chosen in the setup, else from the organisation's bank account (a credit card account when the receipt was paid by credit card).",
  QUICKBOOK:
    "Each receipt becomes an expense (Purchase) paid from the account chosen in the setup, else from the company's bank account (a credit card account when the receipt was paid by credit card).",
};

/**
 * /admin/manage-integrations (spec 002 §2 Manage integrations): pick a client and a mapping, then the
 * service cards with Setup or Manage. Xero and Intuit send the user back here with code and state
 * (and realmId): the callback is made, and the modal reopens for step 4.
 */
export function ManageIntegrationsPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromMapping = readJson<{ client: { value: string; label: string }; mappingName: string }>(INTEGRATION_KEY);
  const [email, setEmail] = useState<string | null>(fromMapping?.client.value ?? null);
  const [configName, setConfigName] = useState<string | null>(fromMapping?.mappingName ?? null);
  const [target, setTarget] = useState<SetupTarget | null>(null);
  const handled = useRef(false);

  const clients = useQuery({ queryKey: CLIENT_OPTIONS_KEY, queryFn: clientsApi.getAllUsers });
  const services = useQuery({ queryKey: ['integrations', 'services'], queryFn: integrationsApi.services });
  const configs = useQuery({
    queryKey: ['integrations', 'configs', email],
    queryFn: () => integrationsApi.configsByEmail(email!),
    enabled: !!email,
  });
  const integrations = useQuery({
    queryKey: ['integrations', 'of', email, configName],
    queryFn: () => integrationsApi.userIntegration(email!, configName!),
    enabled: !!email && !!configName,
  });
  const mapping = configs.data?.find((c) => c.configName === configName);
  const clientName = clients.data?.find((c) => c.code === email)?.value ?? '';

  // back from Xero or Intuit (step 3)
  useEffect(() => {
    const code = params.get('code');
    const state = params.get('state');
    if (handled.current || !code || !state) return;
    handled.current = true;
    const pending = readJson<PendingSetup>(PENDING_SETUP_KEY);
    navigate('/admin/manage-integrations', { replace: true });
    if (!pending) {
      toastWarning(INTEGRATION_MSG.failed);
      return;
    }
    setEmail(pending.email);
    setConfigName(pending.configName);
    integrationsApi
      .callback(pending.serviceCode, {
        code,
        state,
        ...(params.get('realmId') ? { realmId: params.get('realmId')! } : {}),
      })
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: ['integrations'] });
        setTarget({
          email: pending.email,
          clientName: pending.clientName,
          configName: pending.configName,
          serviceCode: pending.serviceCode,
          serviceName: pending.serviceCode === 'XERO' ? 'Xero' : 'QuickBooks',
        });
      })
      .catch(() => sessionStorage.removeItem(PENDING_SETUP_KEY))
      .finally(() => sessionStorage.removeItem(PENDING_SETUP_KEY));
  }, [params, navigate, queryClient]);

  const integrationOf = (code: string): Integration | null =>
    integrations.data?.find((i) => i.serviceCode === code) ?? null;
  const cards = (services.data ?? []).filter((s) => mapping?.integrationType === s.code);

  return (
    <Paper p="lg" data-testid="page-manage-integrations">
      <Stack>
        <Title order={3}>Integrations</Title>
        <Group grow>
          <Select
            label="Client"
            data={(clients.data ?? []).map((c) => ({ value: c.code, label: c.value }))}
            value={email}
            onChange={(v) => {
              setEmail(v);
              setConfigName(null);
            }}
            searchable
            data-testid="integration-client"
          />
          <Select
            label="Mapping"
            data={(configs.data ?? []).map((c) => ({
              value: c.configName,
              label: c.docType ? `${c.configName} (${c.docType})` : c.configName,
            }))}
            value={configName}
            onChange={setConfigName}
            disabled={!email}
            data-testid="integration-mapping"
          />
        </Group>
        {email && configs.data && configs.data.length === 0 && (
          <Text data-testid="integration-no-mapping">
            Unable to find mapping for the selected client.{' '}
            <Anchor component={Link} to="/admin/manage-mapping">
              Click here to add new mapping.
            </Anchor>
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {cards.map((s) => {
            const existing = integrationOf(s.code);
            return (
              <Card key={s.code} withBorder data-testid={`integration-card-${s.code}`}>
                <Group>
                  <Image src={`data:image/png;base64,${s.logo}`} w={48} h={48} alt={s.name} />
                  <Stack gap={2}>
                    <Text fw={600}>{s.name}</Text>
                    {existing && (
                      <Badge color={STATUS_COLOUR[existing.status]} data-testid={`integration-status-${s.code}`}>
                        {existing.status}
                      </Badge>
                    )}
                  </Stack>
                </Group>
                <Text size="sm" mt="sm">
                  {s.text}
                </Text>
                {mapping?.docType === DOC_TYPE_NAMES[DOC_TYPE.expenseReceipt] && RECEIPT_TEXT[s.code] && (
                  <Text size="sm" mt="xs" c="dimmed" data-testid={`integration-receipt-${s.code}`}>
                    {RECEIPT_TEXT[s.code]}
                  </Text>
                )}
                <Button
                  mt="md"
                  onClick={() =>
                    setTarget({
                      email: email!,
                      clientName,
                      configName: configName!,
                      serviceCode: s.code,
                      serviceName: s.name,
                    })
                  }
                  data-testid={`integration-open-${s.code}`}
                >
                  {existing ? 'Manage' : 'Setup'}
                </Button>
              </Card>
            );
          })}
        </SimpleGrid>
        {mapping && <MappingFormView key={mapping.cnId} cnId={mapping.cnId} />}
      </Stack>
      <IntegrationSetupModal
        target={target}
        integration={target ? integrationOf(target.serviceCode) : null}
        receipt={mapping?.docType === DOC_TYPE_NAMES[DOC_TYPE.expenseReceipt]}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          void queryClient.invalidateQueries({ queryKey: ['integrations'] });
        }}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: ['integrations'] })}
      />
    </Paper>
  );
}
