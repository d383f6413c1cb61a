import type { ConfigurationView } from '@paperbridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toastWarning } from '../../../components/toast';
import { mappingsApi } from '../api/mappings.api';

/** GetConfigurationById; a failure shows 'Something went wrong {error}' (spec 001 §8, its typo 'Somethig' corrected: issue 14 point 11). */
export function useEditConfiguration(cnId: string | undefined) {
  const config = useQuery<ConfigurationView>({
    queryKey: ['mappings', 'configuration', cnId],
    queryFn: () => mappingsApi.getConfigurationById(cnId!),
    enabled: !!cnId,
    gcTime: 0,
  });
  const fileUrl = useQuery({
    queryKey: ['mappings', 'file-url', cnId],
    queryFn: () => mappingsApi.getFileUrlByCnId(cnId!),
    enabled: !!cnId && !!config.data,
    gcTime: 0,
  });
  useEffect(() => {
    if (config.error)
      toastWarning(
        `Something went wrong ${config.error instanceof Error ? config.error.message : String(config.error)}`,
      );
  }, [config.error]);
  return { config, pdfUrl: fileUrl.data?.fileURL && !fileUrl.data.isError ? fileUrl.data.fileURL : null };
}
