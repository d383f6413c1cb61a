import '@mantine/dropzone/styles.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCamera, IconFileUpload } from '@tabler/icons-react';
import { MANUAL_UPLOAD_LIMITS, UPLOAD_MSG } from '@paperbridge/contracts';
import { useRef } from 'react';
import { cameraPhotoName, type DroppedFile } from './file-list.rules';

/** MIME types with their extensions, for the file dialog's filter (photos beyond the spec's PDF). */
const ACCEPT = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/tiff': ['.tif', '.tiff'],
  // XML e-invoices (issue 25): XRechnung, Peppol BIS 3 and CII files
  'application/xml': ['.xml'],
  'text/xml': ['.xml'],
};

interface Props {
  disabled: boolean;
  loading: boolean;
  onFiles: (files: File[], notices?: DroppedFile[]) => void;
}

/**
 * The drop area (PDF, JPG/PNG/TIFF photos and XML e-invoices), and on a phone a "Take photo" button that opens the
 * camera; a photo joins the same list and goes through the same calls.
 */
export function FilePicker({ disabled, loading, onFiles }: Props) {
  const cameraRef = useRef<HTMLInputElement>(null);
  const rejected = (rejections: FileRejection[]) =>
    onFiles(
      [],
      rejections.map((r) => ({ name: r.file.name, reason: UPLOAD_MSG.unsupportedType })),
    );
  const onCamera = (e: React.ChangeEvent<HTMLInputElement>) => {
    const photo = e.target.files?.[0];
    e.target.value = '';
    if (photo)
      onFiles([new File([photo], cameraPhotoName(photo.name, new Date()), { type: photo.type || 'image/jpeg' })]);
  };
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(f) => onFiles(f)}
        onReject={rejected}
        accept={ACCEPT}
        multiple
        disabled={disabled}
        loading={loading}
        data-testid="upload-dropzone"
      >
        <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
          <IconFileUpload size={40} stroke={1.5} />
          <div>
            <Text size="lg" inline>
              Drag documents here or click to select
            </Text>
            <Text size="sm" c="dimmed" inline mt={7} component="p">
              {`PDF documents, JPG, PNG, TIFF photos or XML e-invoices: at most ${MANUAL_UPLOAD_LIMITS.maxFiles} files and ${MANUAL_UPLOAD_LIMITS.maxPages} pages together.`}
            </Text>
          </div>
        </Group>
      </Dropzone>
      <Button
        hiddenFrom="sm"
        variant="light"
        leftSection={<IconCamera size={18} />}
        disabled={disabled}
        onClick={() => cameraRef.current?.click()}
        data-testid="upload-take-photo"
      >
        Take photo
      </Button>
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={onCamera}
        data-testid="upload-camera-input"
      />
    </Stack>
  );
}
