import { Group, Radio, Stack, Text } from '@mantine/core';
import { REVIEW_MODE_TEXT, type ReviewMode } from '@paperbridge/contracts';

interface Props {
  value: ReviewMode;
  onChange: (mode: ReviewMode) => void;
}

/**
 * "Review every document" / "Review only when unsure" (issue 22, beyond the spec), offered on every mapping
 * whatever its type and output, with one line saying what "unsure" means.
 */
export function ReviewModeChoice({ value, onChange }: Props) {
  return (
    <Radio.Group
      label={REVIEW_MODE_TEXT.label}
      value={value}
      onChange={(v) => onChange(v as ReviewMode)}
      data-testid="review-mode"
    >
      <Stack gap={6} mt={6}>
        <Group gap="lg">
          <Radio value="always" label={REVIEW_MODE_TEXT.always} data-testid="review-mode-always" />
          <Radio value="unsure" label={REVIEW_MODE_TEXT.unsure} data-testid="review-mode-unsure" />
        </Group>
        <Text size="xs" c="dimmed" data-testid="review-mode-help">
          {REVIEW_MODE_TEXT.unsureHelp}
        </Text>
      </Stack>
    </Radio.Group>
  );
}
