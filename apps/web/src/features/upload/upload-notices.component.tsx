import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { DroppedFile } from './file-list.rules';

/** Files left out of the list (duplicate name, type, limits, unreadable), each with its reason. */
export function UploadNotices({ notices, onClose }: { notices: DroppedFile[]; onClose: () => void }) {
  if (!notices.length) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={18} />}
      title="Some files were not added"
      withCloseButton
      onClose={onClose}
      data-testid="upload-notices"
    >
      <List size="sm">
        {notices.map((n, i) => (
          <List.Item key={`${n.name}-${i}`} data-testid="upload-notice">
            {n.name ? `${n.name}: ${n.reason}` : n.reason}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
