import { Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { mappingsApi } from '../api/mappings.api';

/** Standard Integrations: logo tiles from GetAllIntegrationServices (Xero, QuickBooks). */
export function IntegrationsPanel({ value, onChange }: { value: string | null; onChange: (code: string) => void }) {
  const partners = useQuery({
    queryKey: ['mappings', 'integration-services'],
    queryFn: mappingsApi.getIntegrationServices,
    staleTime: 300_000,
  });
  const list = partners.data ?? [];
  return (
    <Stack gap="xs" data-testid="integrations-panel">
      <Text size="sm">Choose your preferred integration:</Text>
      {partners.isError && (
        <Text size="sm" c="red" data-testid="integrations-error">
          The list of integrations could not be loaded. Please try again.
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {list.map((p) => {
          const on = value === p.code;
          return (
            <UnstyledButton
              key={p.code}
              onClick={() => onChange(p.code)}
              aria-pressed={on}
              aria-label={p.name}
              data-testid={`integration-${p.code}`}
              p="sm"
              style={{
                border: `2px solid ${on ? 'var(--mantine-color-indigo-6)' : 'var(--mantine-color-default-border)'}`,
                borderRadius: 8,
                textAlign: 'center',
              }}
            >
              {p.logo ? (
                <Image
                  src={p.logo.startsWith('data:') ? p.logo : `data:image/png;base64,${p.logo}`}
                  alt=""
                  h={40}
                  fit="contain"
                />
              ) : null}
              <Text size="sm" fw={on ? 700 : 400}>
                {p.name}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
