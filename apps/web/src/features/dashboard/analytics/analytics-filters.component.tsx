import { Button, Group, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { IconSearch } from '@tabler/icons-react';
import { useLocaleFormat } from '../../../app/locale/use-locale-format.hook';
import type { AnalyticsFilterValues } from './analytics-format';

interface Props {
  initial: AnalyticsFilterValues;
  onSearch: (v: AnalyticsFilterValues) => void;
  /** 'da' or 'ig': the test ids of this tab's fields */
  prefix: string;
}

/** Reference number, uploaded file name and from/to dates (spec 000 §2 tabs 2 and 3); applied on Search or Enter, like the ICR tab. */
export function AnalyticsFilters({ initial, onSearch, prefix }: Props) {
  const [v, setV] = useState(initial);
  const { datePattern } = useLocaleFormat();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(v);
      }}
    >
      <Group align="flex-end" gap="sm" data-testid={`${prefix}-filters`}>
        <TextInput
          label="Reference number"
          w={200}
          value={v.reference}
          onChange={(e) => setV({ ...v, reference: e.currentTarget.value })}
          data-testid={`${prefix}-reference`}
        />
        <TextInput
          label="Uploaded file name"
          w={220}
          value={v.fileName}
          onChange={(e) => setV({ ...v, fileName: e.currentTarget.value })}
          data-testid={`${prefix}-file-name`}
        />
        <DatePickerInput
          label="From"
          valueFormat={datePattern}
          w={150}
          value={v.dateFrom}
          maxDate={v.dateTo}
          onChange={(d) => d && setV({ ...v, dateFrom: String(d) })}
          data-testid={`${prefix}-from`}
        />
        <DatePickerInput
          label="To"
          valueFormat={datePattern}
          w={150}
          value={v.dateTo}
          minDate={v.dateFrom}
          onChange={(d) => d && setV({ ...v, dateTo: String(d) })}
          data-testid={`${prefix}-to`}
        />
        <Button type="submit" leftSection={<IconSearch size={16} />} data-testid={`${prefix}-search`}>
          Search
        </Button>
      </Group>
    </form>
  );
}
