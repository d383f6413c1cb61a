import type { LearnedReadings } from '@paperbridge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastSuccess } from '../../../components/toast';
import { mappingsApi } from '../api/mappings.api';

export const learnedReadingsKey = (cnId: string) => ['mappings', 'learned-readings', cnId] as const;

/** GetLearnedReadings of one mapping, and RemoveLearnedReading answering what is left. */
export function useLearnedReadings(cnId: string) {
  const queryClient = useQueryClient();
  const list = useQuery<LearnedReadings>({
    queryKey: learnedReadingsKey(cnId),
    queryFn: () => mappingsApi.getLearnedReadings(cnId),
  });
  const remove = useMutation({
    mutationFn: (r: { field: string; id: string }) => mappingsApi.removeLearnedReading({ cnId, ...r }),
    onSuccess: (env) => {
      queryClient.setQueryData(learnedReadingsKey(cnId), env.result);
      toastSuccess(env.message);
    },
  });
  return { list, remove };
}
