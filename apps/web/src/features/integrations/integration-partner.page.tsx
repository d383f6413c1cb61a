import { Button, Checkbox, Group, Image, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { INTEGRATION_MSG } from '@paperbridge/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toastSuccess } from '../../components/toast';
import { CLIENT_OPTIONS_KEY, clientsApi } from '../clients/clients.api';
import { integrationsApi } from './integrations.api';

/** /admin/Manage-integration-partner (spec 002 §2): the partner grid of a client, saved with SetIntegrationService {email, integrationlist}. */
export function IntegrationPartnerPage() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState<string | null>(null);
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const clients = useQuery({ queryKey: CLIENT_OPTIONS_KEY, queryFn: clientsApi.getAllUsers });
  const partners = useQuery({
    queryKey: ['integrations', 'partners', email],
    queryFn: () => integrationsApi.partnersOf(email!),
    enabled: !!email,
  });

  useEffect(
    () => setChecked(Object.fromEntries((partners.data ?? []).map((p) => [p.code, p.checked]))),
    [partners.data],
  );

  const save = async () => {
    if (!email || !partners.data) return;
    setBusy(true);
    try {
      await integrationsApi.savePartners({
        email,
        integrationlist: partners.data.map((p) => ({ code: p.code, checked: !!checked[p.code] })),
      });
      toastSuccess(INTEGRATION_MSG.saved);
      void queryClient.invalidateQueries({ queryKey: ['integrations'] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper p="lg" data-testid="page-manage-integration-partner">
      <Stack>
        <Title order={3}>Integration Partners</Title>
        <Select
          label="Client"
          data={(clients.data ?? []).map((c) => ({ value: c.code, label: c.value }))}
          value={email}
          onChange={setEmail}
          searchable
          data-testid="partner-client"
        />
        {partners.data && (
          <Table data-testid="partner-grid">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>Partner</Table.Th>
                <Table.Th>Description</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {partners.data.map((p) => (
                <Table.Tr key={p.code}>
                  <Table.Td>
                    <Checkbox
                      checked={!!checked[p.code]}
                      onChange={(e) => setChecked({ ...checked, [p.code]: e.currentTarget.checked })}
                      aria-label={p.name}
                      data-testid={`partner-check-${p.code}`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Image src={`data:image/png;base64,${p.logo}`} w={28} h={28} alt="" />
                      <Text>{p.name}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>{p.text}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end">
          <Button onClick={save} loading={busy} disabled={!email || !partners.data} data-testid="partner-save">
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
