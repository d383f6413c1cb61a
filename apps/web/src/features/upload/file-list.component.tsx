import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { MANUAL_UPLOAD_LIMITS } from '@paperbridge/contracts';
import { totalPages, type ListedFile } from './file-list.rules';

interface Props {
  files: ListedFile<File>[];
  disabled: boolean;
  onPreview: (file: ListedFile<File>) => void;
  onRemove: (name: string) => void;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The picked files with their pages, and the totals against the limits of 10 files and 10 pages (spec 002 §9). */
export function FileList({ files, disabled, onPreview, onRemove }: Props) {
  if (!files.length) return null;
  return (
    <div>
      <Table data-testid="upload-file-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Document Name</Table.Th>
            <Table.Th w={90}>Pages</Table.Th>
            <Table.Th w={100} visibleFrom="sm">
              Size
            </Table.Th>
            <Table.Th w={90} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((f) => (
            <Table.Tr key={f.file.name} data-testid="upload-file-row" data-file={f.file.name}>
              <Table.Td>{f.file.name}</Table.Td>
              <Table.Td data-testid="upload-file-pages">{f.pages}</Table.Td>
              <Table.Td visibleFrom="sm">{sizeText(f.file.size)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Preview ${f.file.name}`}
                    onClick={() => onPreview(f)}
                    data-testid="upload-file-preview"
                  >
                    <IconEye size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${f.file.name}`}
                    disabled={disabled}
                    onClick={() => onRemove(f.file.name)}
                    data-testid="upload-file-remove"
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="xs" data-testid="upload-totals">
        {`${files.length} of ${MANUAL_UPLOAD_LIMITS.maxFiles} files, ${totalPages(files)} of ${MANUAL_UPLOAD_LIMITS.maxPages} pages`}
      </Text>
    </div>
  );
}
