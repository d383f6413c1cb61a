import { Group, Tooltip, UnstyledButton } from '@mantine/core';
import type { Milestone } from '@paperbridge/contracts';
import { milestoneDots } from './dashboard-format';

const COLOUR = {
  green: 'var(--mantine-color-green-6)',
  red: 'var(--mantine-color-red-6)',
  gray: 'var(--mantine-color-gray-4)',
} as const;

/** The three dots (in, process, out) of a row; a click opens the Document Status modal. */
export function MilestoneTrail({
  milestone,
  onOpen,
  testId,
}: {
  milestone: Milestone;
  onOpen: () => void;
  testId: string;
}) {
  return (
    <UnstyledButton onClick={onOpen} aria-label="Document Status" data-testid={testId}>
      <Group gap={6} wrap="nowrap">
        {milestoneDots(milestone).map((d) => (
          <Tooltip key={d.group} label={d.tooltip}>
            <span
              data-testid={`${testId}-${d.group}`}
              data-colour={d.colour}
              style={{
                display: 'inline-block',
                width: 12,
                height: 12,
                borderRadius: '50%',
                background: COLOUR[d.colour],
              }}
            />
          </Tooltip>
        ))}
      </Group>
    </UnstyledButton>
  );
}
