import {
  Alert,
  Button,
  FileButton,
  Grid,
  Group,
  List,
  Modal,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconHelp, IconRotate2, IconRotateClockwise2 } from '@tabler/icons-react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { openPdf } from '../../components/pdf-viewer/load-pdf';
import { toastSuccess, toastWarning } from '../../components/toast';
import { hasTurns, rotatedName, turnAll, turnPage, type PageTurns } from './page-rotation';
import { PageThumbnail } from './page-thumbnail.component';

function download(bytes: Uint8Array, name: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /admin/file-editor 'Update File Orientation': open a PDF, rotate pages, preview, save the corrected PDF. */
export function FileEditorPage() {
  const [file, setFile] = useState<File | null>(null);
  const [bytes, setBytes] = useState<ArrayBuffer | null>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [turns, setTurns] = useState<PageTurns>({});
  const [selected, setSelected] = useState(0);
  const [saving, setSaving] = useState(false);
  const [help, setHelp] = useState(false);

  useEffect(() => {
    if (!bytes) return;
    let alive = true;
    let opened: PDFDocumentProxy | null = null;
    openPdf(bytes)
      .then((d) => {
        opened = d;
        if (alive) setDoc(d);
      })
      .catch(() => toastWarning('The PDF could not be opened.'));
    return () => {
      alive = false;
      void opened?.destroy();
    };
  }, [bytes]);

  const open = async (f: File | null) => {
    if (!f) return;
    if (!f.name.toLowerCase().endsWith('.pdf') && f.type !== 'application/pdf')
      return void toastWarning('Only PDF files can be opened.');
    setDoc(null);
    setTurns({});
    setSelected(0);
    setFile(f);
    setBytes(await f.arrayBuffer());
  };
  const save = async () => {
    if (!bytes || !file) return;
    setSaving(true);
    try {
      const { rotatePdf } = await import('./rotate-pdf');
      download(await rotatePdf(bytes, turns), rotatedName(file.name));
      toastSuccess('The corrected PDF has been saved.');
    } catch {
      toastWarning('The PDF could not be saved.');
    } finally {
      setSaving(false);
    }
  };
  const count = doc?.numPages ?? 0;

  return (
    <Stack data-testid="page-file-editor">
      <Group justify="space-between">
        <Title order={2}>Update File Orientation</Title>
        <Button
          variant="subtle"
          leftSection={<IconHelp size={16} />}
          onClick={() => setHelp(true)}
          data-testid="editor-help"
        >
          Orientation help
        </Button>
      </Group>
      <Alert color="blue" variant="light" data-testid="editor-auto-note">
        Paperbridge already corrects the orientation of scanned pages automatically. Use this editor for pages stored
        sideways or upside down in a PDF, then upload the corrected file as the template.
      </Alert>
      <Group>
        <FileButton onChange={(f) => void open(f)} accept="application/pdf,.pdf">
          {(props) => (
            <Button {...props} leftSection={<IconFileTypePdf size={16} />} data-testid="editor-open">
              Open PDF
            </Button>
          )}
        </FileButton>
        <Button
          variant="default"
          leftSection={<IconRotate2 size={16} />}
          disabled={!count}
          onClick={() => setTurns((t) => turnAll(t, count, -90))}
          data-testid="editor-rotate-all-left"
        >
          Rotate all left
        </Button>
        <Button
          variant="default"
          leftSection={<IconRotateClockwise2 size={16} />}
          disabled={!count}
          onClick={() => setTurns((t) => turnAll(t, count, 90))}
          data-testid="editor-rotate-all-right"
        >
          Rotate all right
        </Button>
        <Button
          leftSection={<IconDownload size={16} />}
          disabled={!count || !hasTurns(turns)}
          loading={saving}
          onClick={() => void save()}
          data-testid="editor-save"
        >
          Save and download
        </Button>
        {file && (
          <Text size="sm" c="dimmed" data-testid="editor-file-name">
            {file.name}
          </Text>
        )}
      </Group>
      {doc && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ScrollArea h={660}>
              <SimpleGrid cols={2}>
                {Array.from({ length: count }, (_, i) => (
                  <PageThumbnail
                    key={i}
                    doc={doc}
                    index={i}
                    turn={turns[i] ?? 0}
                    width={160}
                    selected={i === selected}
                    onSelect={() => setSelected(i)}
                    onTurn={(d) => setTurns((t) => turnPage(t, i, d))}
                  />
                ))}
              </SimpleGrid>
            </ScrollArea>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder p="md" radius="md" data-testid="editor-preview">
              <Text size="sm" mb="xs">
                Preview of page {selected + 1}
              </Text>
              <PageThumbnail doc={doc} index={selected} turn={turns[selected] ?? 0} width={520} />
            </Paper>
          </Grid.Col>
        </Grid>
      )}
      <Modal opened={help} onClose={() => setHelp(false)} title="Orientation" centered data-testid="editor-help-dialog">
        <Stack gap="xs">
          <Text size="sm">The document must match the orientation of the reference document of its mapping.</Text>
          <Text size="sm">
            Paperbridge's engine already detects and corrects the orientation of scanned pages automatically, so scans
            rarely need this editor.
          </Text>
          <List type="ordered" size="sm">
            <List.Item>Open the PDF.</List.Item>
            <List.Item>Rotate each page that is not upright (or all pages at once).</List.Item>
            <List.Item>Check the preview.</List.Item>
            <List.Item>Save and download the corrected PDF, then press 'Upload / Process Document(s)'.</List.Item>
          </List>
        </Stack>
      </Modal>
    </Stack>
  );
}
