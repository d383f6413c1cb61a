import { MSG } from '@paperbridge/contracts';
import { useCallback, useRef, useState } from 'react';
import { toastWarning } from '../../../components/toast';
import { mappingsApi } from '../api/mappings.api';
import { configNameError } from '../logic/config-name';

export type NameStatus = 'idle' | 'checking' | 'valid' | 'invalid';

/**
 * The mapping-name check (spec 001 §5): the rule first, then CheckConfigName (on blur and on file
 * pick); the server's message is shown when the name is taken. A failed call shows the generic warning.
 */
export function useConfigNameCheck() {
  const [status, setStatus] = useState<NameStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const last = useRef(0);

  const check = useCallback(async (name: string): Promise<boolean> => {
    const n = ++last.current;
    const ruleError = configNameError(name);
    if (!name || ruleError) {
      setStatus(name ? 'invalid' : 'idle');
      setMessage(ruleError);
      return false;
    }
    setStatus('checking');
    setMessage(null);
    try {
      const r = await mappingsApi.checkConfigName(name);
      if (n !== last.current) return r.available;
      setStatus(r.available ? 'valid' : 'invalid');
      setMessage(r.available ? null : r.message);
      return r.available;
    } catch {
      if (n === last.current) setStatus('idle');
      toastWarning(MSG.genericFailure);
      return false;
    }
  }, []);

  const reset = useCallback(() => {
    last.current++;
    setStatus('idle');
    setMessage(null);
  }, []);

  return { status, message, check, reset };
}
