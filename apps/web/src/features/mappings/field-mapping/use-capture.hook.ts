import type { DocumentModel } from '@paperbridge/contracts';
import { useCallback, useRef, useState } from 'react';
import { toastWarning } from '../../../components/toast';
import { captureProblem } from '../logic/capture-problem';
import { drawnRow, extendDrawnRow, type Region } from '../logic/drawn-row';
import type { MappingDraft } from '../logic/mapping-draft.types';

/**
 * Capturing a value from the document (issue 14 §1): while on, a box drawn (or a word clicked) on
 * the page becomes a Form-tab row holding the words inside it; Shift extends the last captured row.
 * A capture ends after one box, so the new row's box shows on the document at once. A capture that read nothing,
 * or (on a photo) read the words poorly, says why and what to do (logic/capture-problem.ts).
 */
export function useCapture({ model, draft, onDraft, onCaptured }: { model: DocumentModel | null | undefined; draft: MappingDraft; onDraft: (u: (d: MappingDraft) => MappingDraft) => void; onCaptured: (uniqueId: string) => void }) {
  const [active, setActive] = useState(false);
  const last = useRef<string | null>(null);

  const onRegion = useCallback(
    (r: Region, extend: boolean) => {
      if (!model) return;
      const prev = extend && last.current ? draft.fields.find((f) => f.unique_id === last.current) : undefined;
      if (prev) {
        const grown = extendDrawnRow(model, prev, r);
        onDraft((d) => ({ ...d, fields: d.fields.map((f) => (f.unique_id === prev.unique_id ? grown : f)) }));
        onCaptured(prev.unique_id);
        return;
      }
      const row = drawnRow(model, r, draft.fields);
      const problem = captureProblem(model, r, row);
      if (!row) return void toastWarning(problem!);
      // a poorly read value is still captured: the user can correct its text, or take a better photo
      if (problem) toastWarning(problem);
      onDraft((d) => ({ ...d, fields: [...d.fields, row] }));
      last.current = row.unique_id;
      onCaptured(row.unique_id);
      // Shift keeps capturing, so the next Shift+click extends this row
      if (!extend) setActive(false);
    },
    [model, draft.fields, onDraft, onCaptured],
  );

  const toggle = useCallback(() => {
    setActive((a) => !a);
    last.current = null;
  }, []);

  return { active, toggle, onRegion };
}
