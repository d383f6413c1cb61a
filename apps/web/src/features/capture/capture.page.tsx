import { Alert, Button, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@paperbridge/contracts';
import { IconSend, IconWifiOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { followDocProgress } from '../upload/doc-progress.stream';
import { captureApi } from './capture.api';
import { sendCapture } from './capture.flow';
import { CaptureResult } from './capture-result.component';
import { statusFromProgress, type CaptureStatus } from './capture-status';
import { PhotoPicker } from './photo-picker.component';
import { useOnline } from './use-online.hook';

const LAST_MAPPING = 'capture.mapping';

/**
 * /admin/capture, the installed app's start page (docs/mobile.md): choose a mapping that takes the
 * Mobile App source, take a photo, send it; the document's progress follows the pipeline's real
 * stages (DocProgress) and ends with its outcome and the values read.
 */
export function CapturePage() {
  const online = useOnline();
  const mappings = useQuery({ queryKey: ['capture', 'mappings'], queryFn: captureApi.getMobileMappings });
  const [configId, setConfigId] = useState<string | null>(() => localStorage.getItem(LAST_MAPPING));
  const [photo, setPhoto] = useState<File | null>(null);
  const [status, setStatus] = useState<CaptureStatus>({ phase: 'idle' });
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);

  const options = (mappings.data ?? []).map((m) => ({
    value: m.cnId,
    label: `${m.configName} · ${m.clientName} (${m.docType})`,
  }));
  // a remembered mapping that no longer takes photos is not offered
  const chosen = options.some((o) => o.value === configId) ? configId : options.length === 1 ? options[0]!.value : null;
  const busy = status.phase === 'sending' || status.phase === 'processing';

  const send = async () => {
    if (!chosen || !photo) return;
    localStorage.setItem(LAST_MAPPING, chosen);
    setStatus({ phase: 'sending' });
    let dtId: string;
    try {
      dtId = await sendCapture(chosen, photo);
    } catch (e) {
      return setStatus({ phase: 'error', message: e instanceof Error && e.message ? e.message : MSG.genericFailure });
    }
    setStatus({ phase: 'processing', dtId, progress: 10, label: 'Queued' });
    const controller = new AbortController();
    stop.current = controller;
    let latest: CaptureStatus | null = null;
    await followDocProgress([dtId], {
      onProgress: (events) => {
        const mine = events.find((e) => e.dtId === dtId);
        if (mine) setStatus((latest = statusFromProgress(mine)));
      },
      settled: () => latest?.phase === 'done',
      onGiveUp: (message) => setStatus({ phase: 'error', message }),
      signal: controller.signal,
    });
  };
  const again = () => {
    setPhoto(null);
    setStatus({ phase: 'idle' });
  };

  return (
    <Stack maw={480} mx="auto" gap="md" data-testid="page-capture">
      <Title order={2}>Capture a document</Title>
      {!online && (
        <Alert color="orange" icon={<IconWifiOff size={18} />} data-testid="capture-offline">
          You are offline. Photos can be taken, and sent once the phone is connected again.
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Select
            label="Mapping"
            placeholder={mappings.isLoading ? 'Loading…' : 'Choose a mapping'}
            data={options}
            value={chosen}
            onChange={setConfigId}
            disabled={busy}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="capture-mapping"
          />
          {mappings.isSuccess && !options.length && (
            <Text size="sm" c="dimmed" data-testid="capture-no-mapping">
              No mapping takes photos from the mobile app yet. Choose the Mobile App source for a mapping in{' '}
              <Link to="/admin/manage-mapping">Mapping</Link>.
            </Text>
          )}
          {mappings.isError && (
            <Alert color="red">{mappings.error instanceof Error ? mappings.error.message : MSG.genericFailure}</Alert>
          )}
          <PhotoPicker
            photo={photo}
            onPhoto={(f) => {
              setPhoto(f);
              setStatus({ phase: 'idle' });
            }}
            disabled={busy}
          />
          <Button
            size="lg"
            leftSection={<IconSend size={20} />}
            onClick={() => void send()}
            disabled={!chosen || !photo || !online || busy || status.phase === 'done'}
            loading={busy}
            data-testid="capture-send"
            fullWidth
          >
            Send
          </Button>
          <CaptureResult status={status} onAgain={again} />
        </Stack>
      </Paper>
    </Stack>
  );
}
