import { MSG } from '@paperbridge/contracts';
import { useCallback, useRef, useState } from 'react';
import { uploadApi } from './upload.api';
import { addCounted, planAdd, type DroppedFile, type ListedFile } from './file-list.rules';

/**
 * The upload list of spec 002 §5: a new selection is checked (type, duplicate names, 10 files),
 * its PDFs' pages counted by the server (PdfPageCount; a photo is one page), and it joins the
 * list only within 10 pages. Everything left out comes back as a notice with its reason.
 */
export function useUploadFiles(countPages: (file: File) => Promise<number> = uploadApi.pdfPageCount) {
  const [files, setFiles] = useState<ListedFile<File>[]>([]);
  const [notices, setNotices] = useState<DroppedFile[]>([]);
  const [counting, setCounting] = useState(false);
  // selections are handled one after the other, each against the list the previous one left
  const listRef = useRef<ListedFile<File>[]>([]);
  const chain = useRef(Promise.resolve());

  const commit = (next: ListedFile<File>[]) => {
    listRef.current = next;
    setFiles(next);
  };

  const add = useCallback(
    (incoming: File[], extraNotices: DroppedFile[] = []) => {
      const run = async () => {
        const plan = planAdd(listRef.current, incoming);
        const found: DroppedFile[] = [...extraNotices, ...plan.dropped];
        if (plan.refused) found.push({ name: incoming.map((f) => f.name).join(', '), reason: plan.refused });
        const counted: ListedFile<File>[] = [];
        if (plan.accepted.length) setCounting(true);
        try {
          for (const { file, kind } of plan.accepted) {
            try {
              counted.push({ file, kind, pages: kind === 'pdf' ? await countPages(file) : 1 });
            } catch (e) {
              found.push({ name: file.name, reason: e instanceof Error && e.message ? e.message : MSG.genericFailure });
            }
          }
        } finally {
          setCounting(false);
        }
        if (counted.length) {
          const next = addCounted(listRef.current, counted);
          if (next.refused) found.push({ name: counted.map((c) => c.file.name).join(', '), reason: next.refused });
          commit(next.files);
        }
        setNotices(found);
      };
      chain.current = chain.current.then(run, run);
      return chain.current;
    },
    [countPages],
  );

  const remove = useCallback((name: string) => commit(listRef.current.filter((f) => f.file.name !== name)), []);
  /** after an upload: only the files that did not make it stay, so they can be tried again */
  const keepOnly = useCallback(
    (names: readonly string[]) => commit(listRef.current.filter((f) => names.includes(f.file.name))),
    [],
  );
  const dismissNotices = useCallback(() => setNotices([]), []);

  return { files, notices, counting, add, remove, keepOnly, dismissNotices };
}
