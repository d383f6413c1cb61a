import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconCircleMinus, IconCircleDashed, IconLink } from '@tabler/icons-react';
import type { ColumnStatus, RowStatus } from '../logic/table-rules';

const ROW = {
  1: { label: 'Row included', color: 'teal', Icon: IconCircleCheck },
  2: { label: 'Row excluded', color: 'gray', Icon: IconCircleMinus },
  3: { label: 'Row value mapped to a field', color: 'orange', Icon: IconLink },
} as const;
const COLUMN = {
  1: { label: 'Column not mapped', color: 'gray', Icon: IconCircleDashed },
  2: { label: 'Column mapped', color: 'teal', Icon: IconCircleCheck },
  3: { label: 'Column used by a rule', color: 'orange', Icon: IconLink },
} as const;

function StatusIcon({
  look,
  status,
  testId,
}: {
  look: { label: string; color: string; Icon: typeof IconLink };
  status: number;
  testId: string;
}) {
  const { label, color, Icon } = look;
  return (
    <Tooltip label={label}>
      <ThemeIcon size="sm" variant="light" color={color} aria-label={label} data-testid={testId} data-status={status}>
        <Icon size={14} />
      </ThemeIcon>
    </Tooltip>
  );
}

export function RowStatusIcon({ status }: { status: RowStatus }) {
  return <StatusIcon look={ROW[status]} status={status} testId="row-status" />;
}

export function ColumnStatusIcon({ status }: { status: ColumnStatus }) {
  return <StatusIcon look={COLUMN[status]} status={status} testId="column-status" />;
}
