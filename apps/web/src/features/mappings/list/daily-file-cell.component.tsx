import { Button, Group, Text } from '@mantine/core';
import { FILE_LAYOUT_TEXT, type MappingListRow } from '@paperbridge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastSuccess } from '../../../components/toast';
import { MAPPINGS_KEY, mappingsApi } from '../api/mappings.api';

/**
 * The mapping list's daily file (issue 30 point 2): which destinations take one file a day, how many documents wait
 * for it, and "Send now" so a clerk who books today need not wait for the daily hour.
 */
export function DailyFileCell({ row }: { row: MappingListRow }) {
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => mappingsApi.sendDailyFileNow(row.cnId),
    onSuccess: (r) => toastSuccess(r.message || FILE_LAYOUT_TEXT.nothingWaiting),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MAPPINGS_KEY }),
  });
  const daily = row.dailyFile;
  if (!daily) return null;
  return (
    <Group gap={6} wrap="nowrap" data-testid="mapping-row-daily-file">
      <Text size="sm" data-testid="mapping-row-daily-waiting">
        {daily.waiting} waiting
        {daily.destinations.length
          ? ` (${daily.destinations.map((d) => (d === 'Email' ? 'e-mail' : d)).join(', ')})`
          : ''}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        disabled={!daily.waiting}
        loading={send.isPending}
        onClick={() => send.mutate()}
        data-testid="mapping-row-send-daily"
      >
        Send now
      </Button>
    </Group>
  );
}
