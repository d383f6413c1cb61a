import { Alert, Center, Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_MSG } from '@paperbridge/contracts';
import { SampleViewer } from '../../../components/sample-viewer/sample-viewer.component';
import { icrApi } from './icr.api';

export interface SourceDoc {
  dtId: string;
  reference: string;
  dtIsDeleted: boolean;
}

/**
 * Document source viewer (spec 000 §2): the original, PDF or photo, from a short-lived signed link
 * (GetFileURLById). An original removed by the retention period is not asked for (spec 000 §5); the
 * Process Log says so in its own words (spec 002 §8), hence `retentionMessage`.
 */
export function SourceViewerModal({
  doc,
  onClose,
  testId = 'source-viewer',
  retentionMessage = DASHBOARD_MSG.retention,
}: {
  doc: SourceDoc | null;
  onClose: () => void;
  testId?: string;
  retentionMessage?: string;
}) {
  const q = useQuery({
    queryKey: ['dashboard', 'file-url', doc?.dtId],
    queryFn: () => icrApi.fileUrl(doc!.dtId),
    enabled: !!doc && !doc.dtIsDeleted,
    staleTime: 60_000,
    retry: false,
  });
  return (
    <Modal opened={!!doc} onClose={onClose} title={doc?.reference ?? ''} size="xl" centered data-testid={testId}>
      {doc?.dtIsDeleted ? (
        <Alert color="yellow" data-testid={`${testId}-retention`}>
          {retentionMessage}
        </Alert>
      ) : q.isError ? (
        <Alert color="yellow" data-testid={`${testId}-error`}>
          {q.error instanceof Error ? q.error.message : DASHBOARD_MSG.fileMissing}
        </Alert>
      ) : q.data ? (
        <SampleViewer source={q.data} height={560} testId={`${testId}-document`} />
      ) : (
        <Center p="xl">
          <Loader />
        </Center>
      )}
    </Modal>
  );
}
