import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { DashboardCard } from '@paperbridge/contracts';

/** Which table the cards below show: the documents of a type, or a static card's table. */
export type IcrView =
  { kind: 'documents'; docTypeId: number; title: string } | { kind: 'clients' } | { kind: 'mappings' };

export const viewOfCard = (c: DashboardCard): IcrView =>
  c.code === 'clients'
    ? { kind: 'clients' }
    : c.code === 'mappings'
      ? { kind: 'mappings' }
      : { kind: 'documents', docTypeId: c.docTypeId ?? 0, title: c.docTypeId ? c.name : 'Documents' };

const isActive = (c: DashboardCard, view: IcrView) =>
  view.kind === 'documents'
    ? c.code !== 'clients' && c.code !== 'mappings' && (c.docTypeId ?? 0) === view.docTypeId
    : c.code === view.kind;

/** The static cards and one card per document type; a click shows that card's table. */
export function SummaryCards({
  cards,
  view,
  onPick,
}: {
  cards: DashboardCard[];
  view: IcrView;
  onPick: (v: IcrView) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 7 }} spacing="sm" data-testid="icr-cards">
      {cards.map((c) => (
        <UnstyledButton
          key={c.code}
          onClick={() => onPick(viewOfCard(c))}
          data-testid={`icr-card-${c.code}`}
          aria-pressed={isActive(c, view)}
        >
          <Card
            withBorder
            padding="sm"
            radius="md"
            style={{ borderColor: isActive(c, view) ? 'var(--mantine-color-blue-6)' : undefined, height: '100%' }}
          >
            <Text size="xs" c="dimmed" lineClamp={2}>
              {c.name}
            </Text>
            <Text fw={700} size="xl" data-testid={`icr-card-${c.code}-count`}>
              {c.count}
            </Text>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
