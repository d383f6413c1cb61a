import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { useLocaleFormat } from '../../app/locale/use-locale-format.hook';
import { toastSuccess } from '../../components/toast';
import { processLogApi } from './process-log.api';
import { canDownload, defaultDownloadRange, downloadRangeError, saveDownloadedFile } from './process-log-rules';

export interface DownloadTarget {
  cnId: string;
  configName: string;
}

/**
 * Download Document modal (spec 002 §2, §5): From Date and End Date (the last week up to today by default, issue 26),
 * 'Send as email'; Download is disabled while either date is empty or the End Date is before the From Date (said
 * under it). The file comes back in the answer and is saved by the browser, or is e-mailed to the user (the toast
 * says where).
 */
export function DownloadDocumentModal({ target, onClose }: { target: DownloadTarget | null; onClose: () => void }) {
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [sendEmail, setSendEmail] = useState(false);
  const [busy, setBusy] = useState(false);
  const { datePattern } = useLocaleFormat();

  // each opening starts again from the default range
  useEffect(() => {
    if (!target) return;
    const range = defaultDownloadRange();
    setFrom(range.from);
    setTo(range.to);
    setSendEmail(false);
  }, [target]);

  const download = async () => {
    if (!target || !from || !to) return;
    setBusy(true);
    try {
      const answer = await processLogApi.download({
        cnId: target.cnId,
        from,
        to,
        sendEmail,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      if (answer.result) saveDownloadedFile(answer.result);
      toastSuccess(answer.message);
      onClose();
    } catch {
      // the client has shown the server's message as a warning; the modal stays open to change the dates
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={!!target} onClose={onClose} title="Download Document" centered data-testid="download-modal">
      <Stack>
        <Text size="sm" c="dimmed" data-testid="download-mapping">
          {target?.configName}
        </Text>
        <Group grow>
          <DatePickerInput
            label="From Date"
            valueFormat={datePattern}
            clearable
            value={from}
            maxDate={to ?? undefined}
            onChange={(d) => setFrom(d ? String(d) : null)}
            data-testid="download-from"
          />
          <DatePickerInput
            label="End Date"
            valueFormat={datePattern}
            clearable
            value={to}
            minDate={from ?? undefined}
            error={downloadRangeError(from, to)}
            onChange={(d) => setTo(d ? String(d) : null)}
            data-testid="download-to"
          />
        </Group>
        <Checkbox
          label="Send as email"
          checked={sendEmail}
          onChange={(e) => setSendEmail(e.currentTarget.checked)}
          data-testid="download-send-email"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => void download()}
            disabled={!canDownload(from, to)}
            loading={busy}
            data-testid="download-submit"
          >
            Download
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
