import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { mappingsApi } from '../api/mappings.api';
import { ApiTokenPanel } from '../step1/api-token-panel.component';
import { InboundAddress } from '../step1/inbound-address.component';

/**
 * After "Finish and submit" of a new mapping that takes e-mail or API documents (issue 30 point 7): what the
 * senders need, shown at once rather than only under Edit → step 2: the mapping's inbound address with its
 * copy button, and the API token panel of step 2.
 */
export function MappingFinished({ cnId, configName }: { cnId: string; configName: string }) {
  const navigate = useNavigate();
  const view = useQuery({
    queryKey: ['mappings', 'finished', cnId],
    queryFn: () => mappingsApi.getConfigurationById(cnId),
  });
  const req = view.data?.endPointsConfigRequest;
  return (
    <Paper withBorder p="md" radius="md" data-testid="mapping-finished">
      <Stack gap="md">
        <Title order={3}>The mapping {configName} is ready</Title>
        {!view.data ? (
          <Loader size="sm" />
        ) : (
          <>
            {req?.config.isEmailConfig && (
              <Paper withBorder p="sm" radius="md" data-testid="mapping-finished-email">
                <InboundAddress address={view.data.inboundEmail} senders={req.config.emailList} />
              </Paper>
            )}
            {req?.isAPI && (
              <Alert color="blue" variant="light" title="API" data-testid="mapping-finished-api">
                <Text size="sm">
                  The URL, the security token and the documentation link have been emailed to your registered email.
                </Text>
                <ApiTokenPanel cnId={cnId} issuedAt={view.data.apiTokenCreatedAt} />
              </Alert>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button onClick={() => navigate('/admin/manage-mapping')} data-testid="mapping-finished-done">
            Go to Mappings
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
