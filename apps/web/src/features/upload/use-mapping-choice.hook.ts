import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CLIENT_OPTIONS_KEY, clientsApi } from '../clients/clients.api';
import { MAPPINGS_KEY, mappingsApi } from '../mappings/api/mappings.api';
import { mappingChoice, type MappingFacts } from './mapping-choice.rules';

/**
 * Clients and, for the chosen one, the mappings that take manual uploads. The list rows do not say
 * which sources a mapping has, so the client's final mappings are read one by one (a client has a
 * few; the answers are cached).
 */
export function useMappingChoice(clientEmail: string | null) {
  const clients = useQuery({ queryKey: CLIENT_OPTIONS_KEY, queryFn: clientsApi.getAllUsers });
  const list = useQuery({ queryKey: MAPPINGS_KEY, queryFn: mappingsApi.getConfigurationList });
  const mine = useMemo(
    () =>
      clientEmail
        ? (list.data ?? []).filter((m) => m.supplierEmail.toLowerCase() === clientEmail.toLowerCase() && !m.draftMode)
        : [],
    [list.data, clientEmail],
  );
  const views = useQueries({
    queries: mine.map((m) => ({
      queryKey: ['mappings', 'byId', m.cnId],
      queryFn: () => mappingsApi.getConfigurationById(m.cnId),
      staleTime: 30_000,
    })),
  });
  const facts: MappingFacts[] = (list.data ?? []).map((m) => {
    const q = views[mine.findIndex((x) => x.cnId === m.cnId)];
    // a configuration that cannot be read cannot be uploaded with either: not offered
    if (q?.isError) return { ...m, isManualUpload: false, hasTemplate: false };
    return { ...m, isManualUpload: q?.data?.endPointsConfigRequest.isManualUpload, hasTemplate: q?.data?.hasTemplate };
  });
  const choice = list.isLoading ? { options: [], problem: null, loading: true } : mappingChoice(clientEmail, facts);
  const clientOptions = (clients.data ?? []).map((c) => ({ value: c.code, label: c.value }));
  return { clientOptions, clientsLoading: clients.isLoading, ...choice };
}
