import type { DocumentModel, FormFieldRow } from '@paperbridge/contracts';
import { useCallback, useEffect, useState } from 'react';
import { toastWarning } from '../../../components/toast';
import { captureStep } from '../logic/capture-step';
import type { Region } from '../logic/drawn-row';
import type { MappingDraft } from '../logic/mapping-draft.types';

/**
 * Capturing a value from the document (issue 14 §1, issue 30 point 7): capture mode stays on until the user
 * leaves it. A click takes a word, Shift+click or a dragged box adds words (logic/capture-step.ts); the words
 * taken so far are only shown on the document. Done makes them a Form-tab row; Cancel, Escape or leaving the
 * screen drop them, so an abandoned capture never leaves a row behind.
 */
export function useCapture({
  model,
  draft,
  onDraft,
  onCaptured,
}: {
  model: DocumentModel | null | undefined;
  draft: MappingDraft;
  onDraft: (u: (d: MappingDraft) => MappingDraft) => void;
  onCaptured: (uniqueId: string) => void;
}) {
  const [active, setActive] = useState(false);
  const [pending, setPending] = useState<FormFieldRow | null>(null);

  const onRegion = useCallback(
    (r: Region, shift: boolean) => {
      if (!model) return;
      const step = captureStep(model, pending, r, shift, draft.fields);
      if (step.problem) toastWarning(step.problem);
      setPending(step.pending);
    },
    [model, pending, draft.fields],
  );

  const cancel = useCallback(() => {
    setPending(null);
    setActive(false);
  }, []);

  const done = useCallback(() => {
    if (pending) {
      onDraft((d) => ({ ...d, fields: [...d.fields, pending] }));
      onCaptured(pending.unique_id);
    }
    cancel();
  }, [pending, onDraft, onCaptured, cancel]);

  /** the capture button: starts capturing, or (while on) is the Done button */
  const toggle = useCallback(() => (active ? done() : setActive(true)), [active, done]);

  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && cancel();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, cancel]);

  return { active, pending, toggle, done, cancel, onRegion };
}
