import { MAP_MSG, MSG } from '@paperbridge/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ApiError } from '../../../api/api-client';
import { toastSuccess, toastWarning } from '../../../components/toast';
import { mappingsApi, type FieldOption } from '../api/mappings.api';
import { findByName } from '../logic/field-options';

const key = (docTypeId: number | null) => ['mappings', 'doc-fields', docTypeId] as const;

/**
 * GetDocFields for the document type, with the custom-field calls of the customised type
 * (AddUserDocField, UpdateeUserDocField, DeleteUserDocField); each refreshes the list.
 */
export function useFieldOptions(docTypeId: number | null, configId?: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: key(docTypeId),
    queryFn: () => mappingsApi.getDocFields(docTypeId!),
    enabled: docTypeId != null,
    staleTime: 60_000,
  });
  // one array while loading, so `create` keeps its identity between renders
  const options = useMemo<FieldOption[]>(() => query.data ?? [], [query.data]);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: key(docTypeId) });
    return queryClient.getQueryData<FieldOption[]>(key(docTypeId)) ?? [];
  }, [queryClient, docTypeId]);

  /** Typing an existing name selects it; otherwise the field is created. Answers the field id. */
  const create = useCallback(
    async (name: string): Promise<number | null> => {
      const text = name.trim();
      if (!text) {
        toastWarning(MAP_MSG.noInput);
        return null;
      }
      const existing = findByName(options, text);
      if (existing) return existing.id;
      try {
        const answered = await mappingsApi.addUserDocField(text);
        const fresh = await refresh();
        return findByName(fresh, text)?.id ?? findByName(answered ?? [], text)?.id ?? null;
      } catch (e) {
        if (!(e instanceof ApiError)) toastWarning(MSG.genericFailure);
        return null;
      }
    },
    [options, refresh],
  );

  const rename = useCallback(
    async (id: number, name: string, taken: ReadonlySet<number>) => {
      if (taken.has(id)) return void toastWarning(MAP_MSG.fieldMapped);
      if (!name.trim()) return void toastWarning(MAP_MSG.noInput);
      try {
        await mappingsApi.updateUserDocField(id, name.trim());
        await refresh();
        toastSuccess('Field has been updated successfully.');
      } catch (e) {
        if (!(e instanceof ApiError)) toastWarning(MSG.genericFailure);
      }
    },
    [refresh],
  );

  const remove = useCallback(
    async (id: number, taken: ReadonlySet<number>) => {
      if (taken.has(id)) return void toastWarning(MAP_MSG.fieldMapped);
      try {
        await mappingsApi.deleteUserDocField(id, configId);
        await refresh();
      } catch (e) {
        // the server's reason (a field used by a saved mapping: the spec text) beats the generic failure
        toastWarning(e instanceof ApiError && e.message ? e.message : 'Failed to remove this option');
      }
    },
    [refresh, configId],
  );

  return { options, loading: query.isLoading, create, rename, remove };
}

export type FieldOptionsApi = ReturnType<typeof useFieldOptions>;
