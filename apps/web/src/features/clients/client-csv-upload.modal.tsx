import { Alert, Button, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { CLIENT_MSG, type CsvClientResultRow } from '@paperbridge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { CLIENT_OPTIONS_KEY, CLIENTS_KEY, clientsApi } from './clients.api';
import { TruncatedText } from '../../components/truncated-text';

export const isCsvFile = (file: File) => file.name.toLowerCase().endsWith('.csv');

/** 'Upload Clients (CSV)': .csv only, then the result of each row (company name, contact name, message). */
export function ClientCsvUploadModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<CsvClientResultRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setFile(null);
      setRows(null);
      setError(null);
    }
  }, [opened]);

  const upload = useMutation({
    mutationFn: (f: File) => clientsApi.createUserWithCsv(f),
    onSuccess: (result) => {
      setRows(result ?? []);
      void queryClient.invalidateQueries({ queryKey: CLIENTS_KEY });
      void queryClient.invalidateQueries({ queryKey: CLIENT_OPTIONS_KEY });
    },
  });

  const pick = (f: File | null) => {
    setRows(null);
    if (f && !isCsvFile(f)) {
      setFile(null);
      setError(CLIENT_MSG.csvOnly);
      return;
    }
    setError(null);
    setFile(f);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Upload Clients (CSV)"
      size="lg"
      centered
      data-testid="client-csv-modal"
    >
      <Stack>
        <Text size="sm" c="dimmed">
          One client a line: company name, contact name, e-mail (a header line is allowed).
        </Text>
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} />}
          value={file}
          onChange={pick}
          error={error}
          clearable
          data-testid="client-csv-file"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="client-csv-close">
            Close
          </Button>
          <Button
            disabled={!file}
            loading={upload.isPending}
            onClick={() => file && upload.mutate(file)}
            data-testid="client-csv-upload"
          >
            Upload
          </Button>
        </Group>
        {rows && rows.length === 0 && <Alert color="yellow">{CLIENT_MSG.csvEmpty}</Alert>}
        {rows && rows.length > 0 && (
          <Table striped data-testid="client-csv-results">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Company Name</Table.Th>
                <Table.Th>Contact Name</Table.Th>
                <Table.Th>Message</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r, i) => (
                <Table.Tr key={`${r.line ?? i}-${r.coEmail ?? ''}`} data-testid="client-csv-result-row">
                  <Table.Td>
                    <TruncatedText text={r.coCompanyName} />
                  </Table.Td>
                  <Table.Td>
                    <TruncatedText text={r.coContactName} />
                  </Table.Td>
                  <Table.Td>
                    {/* plain text, not a Badge: a badge cuts long refusal reasons off with an ellipsis */}
                    <Text size="sm" c={r.added ? 'teal.7' : 'red.7'} data-added={r.added ? 'true' : 'false'}>
                      {r.message}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Modal>
  );
}
