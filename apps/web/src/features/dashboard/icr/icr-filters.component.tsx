import { Button, Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import type { DashboardSupplierRow } from '@paperbridge/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useLocaleFormat } from '../../../app/locale/use-locale-format.hook';

export interface IcrFilterValues {
  supplierEmail: string;
  /** 'YYYY-MM-DD' local days of the pickers */
  from: string;
  to: string;
}

interface Props {
  initial: IcrFilterValues;
  clients: DashboardSupplierRow[];
  onSearch: (v: IcrFilterValues) => void;
}

/**
 * Client selector, process from/to pickers and Search (spec 000 §2 Tab 1): nothing is asked until Search.
 * The pickers show the spec's DD/MM/YYYY in Australia and the company's own date format elsewhere; the
 * days they hand on stay 'YYYY-MM-DD'.
 */
export function IcrFilters({ initial, clients, onSearch }: Props) {
  const [v, setV] = useState(initial);
  const { datePattern } = useLocaleFormat();
  const options = [
    { value: '', label: 'All clients' },
    ...clients.map((c) => ({ value: c.coEmail, label: c.coCompanyName })),
  ];
  return (
    <Group align="flex-end" gap="sm" data-testid="icr-filters">
      <Select
        label="Client"
        w={240}
        data={options}
        value={v.supplierEmail}
        onChange={(s) => setV({ ...v, supplierEmail: s ?? '' })}
        allowDeselect={false}
        searchable
        data-testid="icr-client"
      />
      <DatePickerInput
        label="Process from"
        valueFormat={datePattern}
        w={150}
        value={v.from}
        maxDate={v.to}
        onChange={(d) => d && setV({ ...v, from: String(d) })}
        data-testid="icr-from"
      />
      <DatePickerInput
        label="Process to"
        valueFormat={datePattern}
        w={150}
        value={v.to}
        minDate={v.from}
        onChange={(d) => d && setV({ ...v, to: String(d) })}
        data-testid="icr-to"
      />
      <Button leftSection={<IconSearch size={16} />} onClick={() => onSearch(v)} data-testid="icr-search">
        Search
      </Button>
    </Group>
  );
}
