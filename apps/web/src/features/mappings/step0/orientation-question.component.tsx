import { Alert, Button, FileButton, Group, List, Radio, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconRotateClockwise } from '@tabler/icons-react';
import { useState } from 'react';
import { SAMPLE_ACCEPT } from '../logic/sample-file';

interface Props {
  /** re-uploads a corrected PDF in place of the current template */
  onUpload: (file: File) => void;
  disabled?: boolean;
}

/**
 * The orientation question (spec 001 §4). Yes confirms the template as it is: nothing to upload again
 * (issue 26; it used to offer an Upload that only reopened the file picker). No shows the rotate guide,
 * then a second question: Yes says 'Please click Upload' to send the rotated PDF in place of the
 * template; No says to repeat steps 1 to 4.
 */
export function OrientationQuestion({ onUpload, disabled }: Props) {
  const [first, setFirst] = useState<string | null>(null);
  const [second, setSecond] = useState<string | null>(null);
  const uploadButton = (
    <FileButton onChange={(f) => f && onUpload(f)} accept={SAMPLE_ACCEPT}>
      {(props) => (
        <Button {...props} size="xs" variant="light" disabled={disabled} data-testid="orientation-upload">
          Upload
        </Button>
      )}
    </FileButton>
  );
  return (
    <Stack gap="xs" data-testid="orientation-question">
      <Text size="sm">
        Documents processed with this mapping must match the orientation of the reference document; otherwise use Adjust
        Orientation, then press 'Upload / Process Document(s)'.
      </Text>
      <Alert color="blue" variant="light" p="xs" data-testid="orientation-auto-note">
        Paperbridge corrects the orientation of scanned pages automatically. Only pages stored sideways in a PDF need
        adjusting here.
      </Alert>
      <Radio.Group
        label="Is the reference document in the correct orientation?"
        value={first}
        onChange={(v) => {
          setFirst(v);
          setSecond(null);
        }}
      >
        <Group mt={4}>
          <Radio value="yes" label="Yes" data-testid="orientation-yes" />
          <Radio value="no" label="No" data-testid="orientation-no" />
        </Group>
      </Radio.Group>
      {first === 'yes' && (
        <Alert
          color="green"
          variant="light"
          p="xs"
          icon={<IconCircleCheck size={18} />}
          data-testid="orientation-confirmed"
        >
          Orientation confirmed: the reference document is upright, nothing needs uploading again. Map its fields below.
        </Alert>
      )}
      {first === 'no' && (
        <Stack gap="xs" data-testid="orientation-guide">
          <List type="ordered" size="sm">
            <List.Item>Open the PDF and choose Organize Pages.</List.Item>
            <List.Item>Hover over the page that is not upright.</List.Item>
            <List.Item>Press Rotate until the page is upright.</List.Item>
            <List.Item>Save the PDF.</List.Item>
          </List>
          <Group>
            <Button
              component="a"
              href="/admin/file-editor"
              target="_blank"
              size="xs"
              variant="default"
              leftSection={<IconRotateClockwise size={14} />}
              data-testid="orientation-adjust"
            >
              Adjust Orientation
            </Button>
          </Group>
          <Radio.Group label="Is the document upright now?" value={second} onChange={setSecond}>
            <Group mt={4}>
              <Radio value="yes" label="Yes" data-testid="orientation-second-yes" />
              <Radio value="no" label="No" data-testid="orientation-second-no" />
            </Group>
          </Radio.Group>
          {second === 'yes' && (
            <Group gap="xs" data-testid="orientation-upload-rotated">
              <Text size="sm">Please click Upload and choose the rotated PDF: it replaces the template.</Text>
              {uploadButton}
            </Group>
          )}
          {second === 'no' && <Text size="sm">Please repeat steps 1 to 4.</Text>}
        </Stack>
      )}
    </Stack>
  );
}
