import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { UPLOAD_MSG } from '@paperbridge/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../components/toast';
import { mappingsApi } from '../mappings/api/mappings.api';
import { FileList } from './file-list.component';
import { FilePicker } from './file-picker.component';
import { FilePreviewModal, type PreviewTarget } from './file-preview.modal';
import { canUpload } from './manual-upload.schema';
import { runManualUpload } from './manual-upload.flow';
import { MappingPicker } from './mapping-picker.component';
import { UploadNotices } from './upload-notices.component';
import { uploadQueue } from './upload-queue.store';
import { useUploadFiles } from './use-upload-files.hook';

/**
 * /admin/manual-upload: pick a client, one of its mappings that take manual uploads and PDFs (at most
 * 10 files and 10 pages); Upload stays disabled until all three are chosen (spec 002 §2, §4, §5).
 */
export function ManualUploadPage() {
  const navigate = useNavigate();
  const [clientEmail, setClientEmail] = useState<string | null>(null);
  const [configId, setConfigId] = useState<string | null>(null);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useUploadFiles();
  const ready =
    canUpload({ clientEmail, configId, files: list.files.map((f) => ({ name: f.file.name, pages: f.pages })) }) &&
    !list.counting;

  const previewMapping = async (cnId: string, label: string) => {
    const url = await mappingsApi.getFileUrlByCnId(cnId).catch(() => null);
    if (url && !url.isError && url.fileURL) setPreview({ title: label, source: url.fileURL, kind: 'pdf' });
  };

  const upload = async () => {
    if (!configId || !ready) return;
    setBusy(true);
    uploadQueue.openStatus();
    try {
      const outcome = await runManualUpload(
        configId,
        list.files.map((f) => f.file),
      );
      list.keepOnly(outcome.problems.map((p) => p.fileName));
      if (outcome.processing > 0) toastSuccess(UPLOAD_MSG.processingToast);
      // spec 002 §4 step 5: on to the dashboard; a file with a problem keeps the user here, with the reasons in the status modal
      if (outcome.processing > 0 && outcome.problems.length === 0) {
        uploadQueue.closeStatus();
        void navigate('/admin/dashboard');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack data-testid="page-manual-upload">
      <Title order={2}>Manual Upload</Title>
      <Paper withBorder p="md" radius="md">
        <Stack>
          <MappingPicker
            clientEmail={clientEmail}
            configId={configId}
            disabled={busy}
            onClient={setClientEmail}
            onMapping={setConfigId}
            onPreviewMapping={(cnId, label) => void previewMapping(cnId, label)}
          />
          <FilePicker
            disabled={busy}
            loading={list.counting}
            onFiles={(files, notices) => void list.add(files, notices)}
          />
          <UploadNotices notices={list.notices} onClose={list.dismissNotices} />
          <FileList
            files={list.files}
            disabled={busy}
            onRemove={list.remove}
            onPreview={(f) => setPreview({ title: f.file.name, source: f.file, kind: f.kind })}
          />
          <Group justify="flex-end">
            <Button
              leftSection={<IconUpload size={16} />}
              disabled={!ready || busy}
              loading={busy}
              onClick={() => void upload()}
              data-testid="upload-submit"
            >
              Upload
            </Button>
          </Group>
        </Stack>
      </Paper>
      <FilePreviewModal target={preview} onClose={() => setPreview(null)} />
    </Stack>
  );
}
