import { ActionIcon, Group, MultiSelect } from '@mantine/core';
import type { IdValue } from '@paperbridge/contracts';
import { IconHelp } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.component';

interface Props {
  label: string;
  options: IdValue[];
  value: number[];
  /** called with the ids added and removed; removals are confirmed first */
  onChange: (next: number[], added: number[], removed: number[]) => void;
  onHelp: () => void;
  testId: string;
}

/** Source / destination multi-select; removing an option (or clearing all) asks for confirmation. */
export function EndpointSelect({ label, options, value, onChange, onHelp, testId }: Props) {
  const [pending, setPending] = useState<number[] | null>(null);
  const apply = (next: number[]) =>
    onChange(
      next,
      next.filter((n) => !value.includes(n)),
      value.filter((v) => !next.includes(v)),
    );
  const names = (ids: number[]) =>
    options
      .filter((o) => ids.includes(o.id))
      .map((o) => o.value)
      .join(', ');
  const removed = pending ? value.filter((v) => !pending.includes(v)) : [];
  return (
    <>
      <Group align="flex-end" gap={4} wrap="nowrap">
        <MultiSelect
          style={{ flex: 1 }}
          label={label}
          placeholder={value.length ? undefined : `Select ${label}`}
          data={options.map((o) => ({ value: String(o.id), label: o.value }))}
          value={value.map(String)}
          clearable
          onChange={(v) => {
            const next = v.map(Number);
            if (next.length < value.length) setPending(next);
            else apply(next);
          }}
          data-testid={testId}
        />
        <ActionIcon
          variant="subtle"
          mb={6}
          aria-label={`Help on ${label}`}
          data-testid={`${testId}-help`}
          onClick={onHelp}
        >
          <IconHelp size={18} />
        </ActionIcon>
      </Group>
      <ConfirmDialog
        opened={pending != null}
        testId={`${testId}-remove-dialog`}
        message={`Are you sure, you want to remove ${names(removed)}? Its settings will be cleared.`}
        confirmLabel="Remove"
        onCancel={() => setPending(null)}
        onConfirm={() => {
          apply(pending!);
          setPending(null);
        }}
      />
    </>
  );
}
