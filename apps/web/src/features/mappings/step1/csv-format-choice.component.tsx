import { Radio, Stack } from '@mantine/core';
import { CSV_FORMAT_TEXT, formatDateForLocale, type CsvFormat } from '@paperbridge/contracts';
import { useCompanyLocale } from '../../../app/locale/use-company-locale.hook';

interface Props {
  value: CsvFormat;
  onChange: (format: CsvFormat) => void;
  testId: string;
}

/**
 * Beyond the spec (issue 30 point 1): a CSV destination writes numbers and dates the documented standard way (what
 * an import reads anywhere) or the company's own (what a spreadsheet set to its country opens without conversion).
 */
export function CsvFormatChoice({ value, onChange, testId }: Props) {
  const locale = useCompanyLocale();
  const amount = locale.decimal === ',' ? '1234,56' : '1234.56';
  const regional = CSV_FORMAT_TEXT.regional(
    amount,
    formatDateForLocale('2018-03-05', locale),
    locale.decimal === ',' ? ';' : ',',
  );
  return (
    <Radio.Group
      label={CSV_FORMAT_TEXT.label}
      value={value}
      onChange={(v) => onChange(v as CsvFormat)}
      data-testid={testId}
    >
      <Stack gap={4} mt={4}>
        <Radio value="standard" label={CSV_FORMAT_TEXT.standard} />
        <Radio value="regional" label={regional} />
      </Stack>
    </Radio.Group>
  );
}
