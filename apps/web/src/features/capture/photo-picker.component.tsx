import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useRef } from 'react';
import { PhotoPreview } from './photo-preview.component';

interface Props {
  photo: File | null;
  onPhoto: (file: File | null) => void;
  disabled?: boolean;
}

/**
 * "Take photo": a file input that opens the phone's rear camera (capture=environment; a desktop
 * browser offers its file chooser instead), and a preview of the photo taken.
 */
export function PhotoPicker({ photo, onPhoto, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null);

  return (
    <Stack gap="xs">
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid="capture-input"
        onChange={(e) => {
          onPhoto(e.currentTarget.files?.[0] ?? null);
          e.currentTarget.value = ''; // the same photo taken again still fires change
        }}
      />
      <Button
        size="lg"
        leftSection={<IconCamera size={22} />}
        onClick={() => input.current?.click()}
        disabled={disabled}
        data-testid="capture-take-photo"
        fullWidth
      >
        {photo ? 'Take another photo' : 'Take photo'}
      </Button>
      {photo && (
        <Paper withBorder radius="md" p={4}>
          <PhotoPreview photo={photo} />
          <Text size="xs" c="dimmed" ta="center" mt={4}>
            {photo.name} · {Math.max(1, Math.round(photo.size / 1024))} KB
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
