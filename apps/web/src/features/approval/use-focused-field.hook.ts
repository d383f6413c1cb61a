import { useEffect, useState } from 'react';
import { editableFieldKey } from './word-fill';

/**
 * The header value that has the keyboard focus now and can be edited, or null. Words on the page
 * are offered only while one has it (the word layer keeps the focus there while it is clicked).
 */
export function useFocusedField(): string | null {
  const [key, setKey] = useState<string | null>(() => editableFieldKey(document.activeElement));
  useEffect(() => {
    const onIn = (e: FocusEvent) => setKey(editableFieldKey(e.target as Element | null));
    // relatedTarget is where the focus goes (null: nowhere, e.g. a click on the page background)
    const onOut = (e: FocusEvent) => setKey(editableFieldKey(e.relatedTarget as Element | null));
    document.addEventListener('focusin', onIn);
    document.addEventListener('focusout', onOut);
    return () => {
      document.removeEventListener('focusin', onIn);
      document.removeEventListener('focusout', onOut);
    };
  }, []);
  return key;
}
