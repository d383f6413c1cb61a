import { SegmentedControl, Stack, Text } from '@mantine/core';
import { FILE_LAYOUT_TEXT, type FileLayout } from '@paperbridge/contracts';

interface Props {
  value: FileLayout;
  onChange: (layout: FileLayout) => void;
  /** the destination's file format: a DOCX holds one agreement, so it cannot be batched */
  format: string | null;
  testId: string;
}

/**
 * Beyond the spec (issue 30 point 2): a file destination takes one file per document (the spec's behaviour) or one
 * file a day with a row per document, which an accounts clerk can import at once.
 */
export function FileLayoutChoice({ value, onChange, format, testId }: Props) {
  const docx = format === 'DOCX';
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {FILE_LAYOUT_TEXT.label}
      </Text>
      <SegmentedControl
        data-testid={testId}
        value={docx ? 'document' : value}
        onChange={(v) => onChange(v as FileLayout)}
        data={[
          { value: 'document', label: FILE_LAYOUT_TEXT.document },
          { value: 'daily', label: FILE_LAYOUT_TEXT.daily, disabled: docx },
        ]}
      />
      {docx && (
        <Text size="xs" c="dimmed">
          {FILE_LAYOUT_TEXT.docxDaily}
        </Text>
      )}
    </Stack>
  );
}
