/** A SubmitConfiguration payload (spec 001 §3) with sensible defaults, for tests. */
export function submitPayload(over: {
  fileName: string;
  coEmail: string;
  configName: string;
  dtId?: number;
  draftMode?: boolean;
  data?: unknown;
  config?: Record<string, unknown>;
  request?: Record<string, unknown>;
}) {
  return {
    fileName: over.fileName,
    translation: true,
    data: over.data ?? { fields: [], tables: [] },
    endPointsConfigRequest: {
      coEmail: over.coEmail,
      configName: over.configName,
      isRetention: true,
      retentionDuration: 30,
      isManualUpload: true,
      destinationEmails: ['ap@client.example'],
      destinationEmailFileType: 'JSON',
      requiredApproval: false,
      draftMode: over.draftMode ?? false,
      ...over.request,
      config: { dtId: over.dtId ?? 1, docType: 'Commercial Invoice', ...over.config },
    },
  };
}
