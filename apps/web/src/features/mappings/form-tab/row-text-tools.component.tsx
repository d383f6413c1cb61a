import { ActionIcon, Anchor, Badge, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { FormFieldRow } from '@paperbridge/contracts';
import { IconPencil, IconPin } from '@tabler/icons-react';
import { useState } from 'react';
import { isTextCorrected, sampleReading } from '../logic/row-text';

interface Props {
  row: FormFieldRow;
  /** the row's name as the screen shows it, for labels read aloud */
  name: string;
  onText: (text: string) => void;
  onFixed: (value: string) => void;
}

type Editing = 'text' | 'fixed' | null;

/**
 * Beside a mapped row's value (issue 22 points 3-4): correct the text where the sample misreads it, so the
 * mapping learns what is printed there, or give the field a fixed value it always delivers.
 */
export function RowTextTools({ row, name, onText, onFixed }: Props) {
  const [editing, setEditing] = useState<Editing>(null);
  const [draft, setDraft] = useState('');
  const open = (what: Exclude<Editing, null>) => {
    setDraft(what === 'text' ? row.value : (row.fixedValue ?? ''));
    setEditing(what);
  };
  const save = () => {
    if (editing === 'text') onText(draft);
    if (editing === 'fixed') onFixed(draft);
    setEditing(null);
  };
  const reading = sampleReading(row);
  return (
    <Stack gap={4} mt={4} onClick={(e) => e.stopPropagation()} data-testid="form-row-text-tools">
      {isTextCorrected(row) && (
        <Text size="xs" c="dimmed" data-testid="form-row-read-as">
          Corrected: the sample reads “{reading}”.{' '}
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={() => onText(reading)}
            data-testid="form-row-text-undo"
          >
            Use the sample's reading
          </Anchor>
        </Text>
      )}
      {row.textConfirmed && !isTextCorrected(row) && (
        <Text size="xs" c="dimmed" data-testid="form-row-confirmed">
          Confirmed by you: the print reads the same.
        </Text>
      )}
      {row.fixedValue && (
        <Badge size="sm" variant="light" color="indigo" style={{ textTransform: 'none' }} data-testid="form-row-fixed">
          Always delivers “{row.fixedValue}”
        </Badge>
      )}
      {editing ? (
        <Stack gap={4}>
          <TextInput
            size="xs"
            autoFocus
            aria-label={editing === 'text' ? `Text of ${name} as printed` : `Fixed value of ${name}`}
            description={
              editing === 'text'
                ? `The sample reads “${reading}”: correct it if the print says otherwise. The next documents that read it so deliver your text. Saved unchanged, the reading is confirmed as printed.`
                : 'Always deliver this value, whatever the document reads. Leave it empty to read the document again.'
            }
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                save();
              }
              if (e.key === 'Escape') setEditing(null);
            }}
            data-testid={editing === 'text' ? 'form-row-text-input' : 'form-row-fixed-input'}
          />
          <Group gap={4}>
            <Button size="compact-xs" onClick={save} data-testid="form-row-text-save">
              Save
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              onClick={() => setEditing(null)}
              data-testid="form-row-text-cancel"
            >
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap={4}>
          <Tooltip label="Correct the text if the sample misreads it">
            <ActionIcon
              size="sm"
              variant="subtle"
              aria-label={`Correct the text of ${name}`}
              onClick={() => open('text')}
              data-testid="form-row-edit-text"
            >
              <IconPencil size={14} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Always deliver this value">
            <ActionIcon
              size="sm"
              variant="subtle"
              color="indigo"
              aria-label={`Fixed value of ${name}`}
              onClick={() => open('fixed')}
              data-testid="form-row-edit-fixed"
            >
              <IconPin size={14} />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
    </Stack>
  );
}
