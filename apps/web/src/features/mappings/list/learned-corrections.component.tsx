import { Badge, Tooltip } from '@mantine/core';

/** "Learned from 1 correction": said only once a reviewer's correction has taught the mapping something. */
export function learnedCorrectionsLabel(count: number): string | null {
  if (count <= 0) return null;
  return `Learned from ${count} correction${count === 1 ? '' : 's'}`;
}

/**
 * Beside a mapping's name in the list: how many approved documents whose values a reviewer corrected
 * taught the mapping where those values are printed (docs/review.md "Corrections teach the mapping").
 */
export function LearnedCorrections({ count }: { count: number }) {
  const label = learnedCorrectionsLabel(count);
  if (!label) return null;
  return (
    <Tooltip
      label="Values corrected in review are read from the same place on the next documents of this layout."
      multiline
      w={260}
      withArrow
    >
      <Badge size="sm" color="teal" variant="light" data-testid="mapping-row-learned">
        {label}
      </Badge>
    </Tooltip>
  );
}
