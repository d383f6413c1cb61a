import { Button, Group, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { FileLogDelivery, FileLogRow } from '@paperbridge/contracts';
import { useCompanyLocale } from '../../app/locale/use-company-locale.hook';
import { deliveryColor, resendState } from './process-log-rules';

/**
 * One resend icon per destination of the row (targetDestination), coloured by how its delivery
 * stands; enabled only when approval is not required (or was given) and the document is not
 * deleted (spec 002 §4), otherwise the reason in the tooltip. A click asks first (the caller's resend
 * confirmation, issue 26). A disabled button does not get pointer events, so its tooltip hangs on a wrapper.
 */
export function ResendIcons({
  row,
  busy,
  onResend,
}: {
  row: FileLogRow;
  busy: string | null;
  onResend: (row: FileLogRow, delivery: FileLogDelivery) => void;
}) {
  const locale = useCompanyLocale();
  if (!row.deliveries.length) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {row.deliveries.map((d) => {
        const state = resendState(row, d, locale);
        const key = `${row.dtId}:${d.destination}`;
        return (
          <Tooltip key={d.destination} label={state.tooltip} multiline maw={320}>
            <span>
              <Button
                size="compact-xs"
                variant="light"
                color={deliveryColor(d)}
                leftSection={<IconSend size={12} />}
                disabled={!state.enabled}
                loading={busy === key}
                onClick={() => onResend(row, d)}
                aria-label={`Resend to ${d.destination}`}
                data-testid={`resend-${d.destination}`}
                data-status={d.status ?? 'none'}
              >
                {d.destination}
              </Button>
            </span>
          </Tooltip>
        );
      })}
    </Group>
  );
}
