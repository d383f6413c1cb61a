import { Badge, Modal, Table, Text } from '@mantine/core';
import { useCompanyLocale } from '../../app/locale/use-company-locale.hook';
import { isProblem, shownMessage, statusText, type UploadItem } from './upload-item.rules';
import { uploadQueue, useUploadQueue } from './upload-queue.store';

const badgeColor = (item: UploadItem) => (isProblem(item) ? 'red' : item.phase === 'done' ? 'teal' : 'blue');

/** Spec 002 §2: the upload status modal, Document Name and Document Status for each file. */
export function UploadStatusModal() {
  const { statusOpen, items } = useUploadQueue();
  const locale = useCompanyLocale();
  return (
    <Modal
      opened={statusOpen}
      onClose={uploadQueue.closeStatus}
      title="Upload status"
      size="lg"
      data-testid="upload-status-modal"
    >
      {items.length === 0 ? (
        <Text c="dimmed">No documents.</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Document Name</Table.Th>
              <Table.Th>Document Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id} data-testid="upload-status-row" data-file={item.fileName} data-phase={item.phase}>
                <Table.Td>{item.fileName}</Table.Td>
                <Table.Td>
                  {isProblem(item) ? (
                    <Text size="sm" c="red" data-testid="upload-status-text">
                      {shownMessage(statusText(item), locale)}
                    </Text>
                  ) : (
                    <Badge variant="light" color={badgeColor(item)} data-testid="upload-status-text">
                      {shownMessage(statusText(item), locale)}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
