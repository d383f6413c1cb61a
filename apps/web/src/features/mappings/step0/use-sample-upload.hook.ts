import { MAP_MSG, MSG, type SampleProcessing, type SampleResult } from '@paperbridge/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/api-client';
import { toastSuccess, toastWarning } from '../../../components/toast';
import { mappingsApi, type SampleUploadAnswer } from '../api/mappings.api';

/** Spec 001 §9: the file is sent about 0.8 s after it is picked. */
export const UPLOAD_DELAY_MS = 800;
export const POLL_MS = 1500;

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'waiting' }
  | { phase: 'uploading' }
  | { phase: 'processing'; job: SampleProcessing }
  | { phase: 'done'; sample: SampleResult }
  | { phase: 'failed' };

/** POST GetDataFromSampleFile; a 202 answer is polled with GetSampleExtraction until done. */
export function useSampleUpload(onDone: (sample: SampleResult) => void) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const run = useRef(0);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const settle = useCallback(
    (n: number, answer: SampleUploadAnswer) => {
      if (n !== run.current) return;
      if (answer.kind === 'processing') {
        setState({ phase: 'processing', job: answer.job });
        timer.current = setTimeout(() => {
          mappingsApi.getSampleExtraction(answer.job.jobId).then(
            (a) => settle(n, a),
            (e: unknown) => fail(n, e),
          );
        }, POLL_MS);
        return;
      }
      const sample = answer.sample;
      if (!sample || (!sample.fields?.length && !sample.tables?.length && !sample.fileName)) return fail(n, null);
      setState({ phase: 'done', sample });
      toastSuccess(MAP_MSG.templateUploaded);
      onDone(sample);
    },
    [onDone],
  );

  const fail = (n: number, e: unknown) => {
    if (n !== run.current) return;
    setState({ phase: 'failed' });
    toastWarning(e instanceof ApiError && e.message ? e.message : MSG.genericFailure);
  };

  /** Picking a template resets the state, then sends the file after 0.8 s. */
  const upload = useCallback(
    (file: File, docTypeId: number, replaces?: string) => {
      const n = ++run.current;
      if (timer.current) clearTimeout(timer.current);
      setState({ phase: 'waiting' });
      timer.current = setTimeout(() => {
        setState({ phase: 'uploading' });
        mappingsApi.uploadSample(file, docTypeId, replaces).then(
          (a) => settle(n, a),
          (e: unknown) => fail(n, e),
        );
      }, UPLOAD_DELAY_MS);
    },
    [settle],
  );

  const busy = state.phase === 'waiting' || state.phase === 'uploading' || state.phase === 'processing';
  return { state, upload, busy };
}
