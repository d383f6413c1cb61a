import { Badge, Select, Stack, Text, type ComboboxItem, type SelectProps } from '@mantine/core';
import { MAP_MSG } from '@paperbridge/contracts';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { toastWarning } from '../../../components/toast';
import type { FieldOption } from '../api/mappings.api';
import { filterFieldOptions, findByName } from '../logic/field-options';

export const EMPTY_SEARCH_TEXT =
  'No input provided. Please enter a valid field name and press the "Enter key" to proceed.';
export const CREATE_HINT_TEXT =
  'No option found, please type new field name and press the "Enter key" to create a new record.';

interface Props {
  /** the options this dropdown offers, fields held elsewhere included */
  options: FieldOption[];
  /** fields another place holds, with where ("row 3 (Invoice No)"): shown as taken, choosing one moves it here */
  takenBy?: ReadonlyMap<number, string>;
  value: number | null;
  onChange: (id: number | null) => void;
  /** the customised type may create a field by typing its name and pressing Enter */
  onCreate?: (name: string) => Promise<number | null>;
  label?: string;
  ariaLabel: string;
  testId: string;
  disabled?: boolean;
  /** an option chosen from the list, even the one already shown (it confirms a suggested field) */
  onPick?: (id: number) => void;
}

/** A field held elsewhere says where, so it never seems to be missing from the list (issue 26). */
const takenOption =
  (takenBy: ReadonlyMap<number, string> | undefined): SelectProps['renderOption'] =>
  ({ option }) => {
    const where = takenBy?.get(Number(option.value));
    if (!where) return option.label;
    return (
      <Stack gap={2} data-testid="field-option-taken">
        <Text size="sm" span>
          {option.label}
        </Text>
        {/* a badge keeps its own colours on the highlighted (filled) option too */}
        <Badge
          size="sm"
          color="orange"
          variant="white"
          leftSection={<IconArrowsExchange size={12} aria-hidden />}
          style={{ textTransform: 'none', fontWeight: 500, border: '1px solid var(--mantine-color-orange-4)' }}
        >
          used by {where}
        </Badge>
      </Stack>
    );
  };

/** A field dropdown: prefix matches first, then contains (spec 001 §5); Enter never submits the form. */
export function FieldSelect({
  options,
  takenBy,
  value,
  onChange,
  onCreate,
  label,
  ariaLabel,
  testId,
  disabled,
  onPick,
}: Props) {
  const [search, setSearch] = useState('');
  const data: ComboboxItem[] = options.map((o) => ({ value: String(o.id), label: o.value }));

  const onKeyDown = async (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const text = search.trim();
    const selected = options.find((o) => o.id === value);
    if (selected && selected.value === search) return;
    const matches = filterFieldOptions(data, text);
    if (!text && options.length === 0) {
      toastWarning(MAP_MSG.noInput);
      return;
    }
    const existing = text ? findByName(options, text) : undefined;
    if (existing) {
      onChange(existing.id);
      return;
    }
    if (matches.length === 0 && text && onCreate) {
      const id = await onCreate(text);
      if (id != null) onChange(id);
      else setSearch('');
    }
  };

  return (
    <Select
      label={label}
      aria-label={ariaLabel}
      data-testid={testId}
      placeholder="Select field"
      searchable
      clearable
      disabled={disabled}
      data={data}
      renderOption={takenOption(takenBy)}
      value={value == null ? null : String(value)}
      onChange={(v) => onChange(v == null ? null : Number(v))}
      onOptionSubmit={(v) => {
        onPick?.(Number(v));
        // the shown field chosen again changes no value, so nothing closes the list: leaving the input does
        if (Number(v) === value) (document.activeElement as HTMLElement | null)?.blur();
      }}
      // choosing the shown field again keeps it (a suggestion is confirmed that way); the clear button clears
      allowDeselect={false}
      searchValue={search}
      onSearchChange={setSearch}
      selectFirstOptionOnChange
      filter={({ options: opts, search: s }) => filterFieldOptions(opts as ComboboxItem[], s)}
      nothingFoundMessage={!search.trim() ? EMPTY_SEARCH_TEXT : onCreate ? CREATE_HINT_TEXT : 'No option found'}
      onKeyDown={(e) => void onKeyDown(e)}
      // the list may be wider than a narrow field beside the document, so "used by row 3 (…)" stays readable
      comboboxProps={{ withinPortal: true, position: 'bottom-start' }}
      styles={{ dropdown: { minWidth: 260 } }}
    />
  );
}
