import { Alert, Box } from '@mantine/core';
import type { ApprovalData } from '@paperbridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PdfHighlight } from '../../components/pdf-viewer/pdf-viewer.types';
import { SampleViewer } from '../../components/sample-viewer/sample-viewer.component';
import { approvalApi } from './approval.api';
import { fieldKey } from './field-list.component';
import type { ReviewData } from './review-markers';
import { useFocusedField } from './use-focused-field.hook';
import { isLowConfidence } from './value-marks.component';
import { fillField, valueOfKey } from './word-fill';
import { filledValue } from './word-hit-test';
import { WordLayer } from './word-layer.component';

interface Props {
  dtId: string;
  data: ReviewData;
  activeKey: string | null;
  onPick: (key: string) => void;
  height: number;
  /** with it, a click on a printed word fills the focused value (see WordLayer) */
  onChange?: (next: ReviewData) => void;
}

/** Where each value was read, as boxes on the page: the focused field's box is the active one. */
export function valueHighlights(data: ApprovalData, activeKey: string | null): PdfHighlight[] {
  return (['form', 'extactedFromTable'] as const).flatMap((group) =>
    data[group]
      .filter((f) => f.page && f.polygon && !f.isDelete)
      .map((f) => {
        const id = fieldKey(group, f.id);
        return {
          id,
          page: f.page!,
          polygon: f.polygon!,
          label: f.label,
          tone: id === activeKey ? 'active' : isLowConfidence(f) ? 'idle' : 'mapped',
        } as PdfHighlight;
      }),
  );
}

/**
 * Beyond the spec (as Rossum and Docparser show it): the stored original beside the values, PDF
 * pages through pdf.js or the photo, with every value's box; a click on a box focuses its field.
 * While a value has the focus, a click on a printed word fills it (WordLayer, issue 9 point 5).
 */
export function DocumentPanel({ dtId, data, activeKey, onPick, height, onChange }: Props) {
  const url = useQuery({
    queryKey: ['document-file-url', dtId],
    queryFn: () => approvalApi.getFileUrl(dtId),
    retry: false,
    staleTime: 9 * 60_000,
    refetchOnWindowFocus: false,
  });
  const highlights = useMemo(() => valueHighlights(data, activeKey), [data, activeKey]);
  const focused = useFocusedField();
  const filling = onChange && focused && valueOfKey(data, focused) ? focused : null;
  const fill = (key: string) => (text: string, append: boolean) =>
    onChange?.(fillField(data, key, filledValue(valueOfKey(data, key)?.value ?? '', text, append)));
  if (url.error) {
    return (
      <Alert color="yellow" data-testid="document-panel-error">
        {url.error.message}
      </Alert>
    );
  }
  return (
    // while a value is being filled, clicks on the panel (words, zoom, scrollbar) leave the focus in it
    <Box onMouseDown={(e) => filling && e.preventDefault()}>
      <SampleViewer
        source={url.data ?? null}
        height={height}
        highlights={highlights}
        activeId={activeKey}
        onHighlightClick={onPick}
        testId="review-document"
        pageOverlay={
          filling
            ? (n) => <WordLayer dtId={dtId} pageNumber={n} fieldKey={filling} onPick={fill(filling)} />
            : undefined
        }
      />
    </Box>
  );
}
