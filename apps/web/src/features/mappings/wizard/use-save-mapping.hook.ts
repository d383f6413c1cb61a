import { DESTINATION, MAP_MSG, MSG, SOURCE } from '@paperbridge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-client';
import { toastSuccess, toastWarning } from '../../../components/toast';
import { MAPPINGS_KEY, mappingsApi } from '../api/mappings.api';
import { buildEditPayload, buildSubmitPayload, type MappingMeta } from '../logic/build-submit-payload';
import type { EndpointForm, FtpForm } from '../logic/endpoint-form.types';
import { submitBlocker } from '../logic/endpoint-rules';
import type { MappingDraft } from '../logic/mapping-draft.types';

/** Spec 001 §9: the integration redirect waits 1.5 s. */
export const INTEGRATION_REDIRECT_MS = 1500;
export const INTEGRATION_KEY = 'Integration';

interface Input {
  mode: 'create' | 'edit';
  fileName: string | null;
  draft: MappingDraft | null;
  form: EndpointForm;
  meta: MappingMeta | null;
  clientName: string;
  hostRefs: { source: RefObject<HTMLInputElement | null>; destination: RefObject<HTMLInputElement | null> };
  /** create: a final save of a mapping that takes e-mail or API documents shows what the senders need (issue 30 point 7) */
  onFinished?: (cnId: string) => void;
}

async function verifyFtp(
  ftp: FtpForm,
  prefix: 'Source' | 'Destination',
  cnId: string | undefined,
  host: RefObject<HTMLInputElement | null>,
) {
  const r = await mappingsApi.checkFtpConnection({
    host: ftp.host.trim(),
    username: ftp.username.trim(),
    password: ftp.password,
    port: Number(ftp.port),
    prefix,
    protocol: ftp.protocol,
    path: ftp.path.trim(),
    fileType: prefix === 'Destination' ? ftp.fileType : undefined,
    cnId,
  });
  if (r.result) return true;
  toastWarning(r.message || MSG.genericFailure);
  setTimeout(() => host.current?.focus(), 200);
  return false;
}

/**
 * Save as draft / Finish and submit (spec 001 §4, §5, §8): a draft is saved as it is; a final save
 * first passes the source/destination rules and verifies FTP, then goes to integrations (after 1.5 s)
 * when Standard Integrations was chosen; a new mapping taking e-mail or API documents shows its
 * inbound address and token; anything else returns to the mapping list.
 */
export function useSaveMapping({ mode, fileName, draft, form, meta, clientName, hostRefs, onFinished }: Input) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const save = async (draftMode: boolean) => {
    if (!meta || !draft || (!fileName && mode === 'create')) return void toastWarning(MAP_MSG.fileRequired);
    if (!draftMode) {
      const blocker = submitBlocker(form, meta.docTypeId);
      if (blocker) return void toastWarning(blocker);
    }
    setSaving(true);
    try {
      if (!draftMode) {
        if (form.sources.includes(SOURCE.ftp) && !(await verifyFtp(form.ftpIn, 'Source', meta.cnId, hostRefs.source)))
          return;
        if (
          form.destinations.includes(DESTINATION.ftp) &&
          !(await verifyFtp(form.ftpOut, 'Destination', meta.cnId, hostRefs.destination))
        )
          return;
      }
      const saved: { cnId?: string; warnings?: string[] } | null =
        mode === 'edit'
          ? await mappingsApi.edit(
              buildEditPayload(fileName ?? '', draft, form, { ...meta, cnId: meta.cnId! }, draftMode),
            )
          : await mappingsApi.submit(buildSubmitPayload(fileName!, draft, form, meta, draftMode));
      toastSuccess(draftMode ? MAP_MSG.draftSaved : mode === 'edit' ? MAP_MSG.updated : MAP_MSG.created);
      // beyond the spec (issue 22 point 5): the sample is a poor teacher for these values, and why
      for (const warning of saved?.warnings ?? []) toastWarning(warning);
      void queryClient.invalidateQueries({ queryKey: MAPPINGS_KEY });
      if (!draftMode && form.destinations.includes(DESTINATION.standardIntegrations)) {
        sessionStorage.setItem(
          INTEGRATION_KEY,
          JSON.stringify({ client: { value: meta.clientEmail, label: clientName }, mappingName: meta.configName }),
        );
        setTimeout(() => navigate('/admin/manage-integrations'), INTEGRATION_REDIRECT_MS);
      } else if (
        !draftMode &&
        onFinished &&
        saved?.cnId &&
        (form.sources.includes(SOURCE.emailAttachment) || form.sources.includes(SOURCE.api))
      ) {
        onFinished(saved.cnId);
      } else navigate('/admin/manage-mapping');
    } catch (e) {
      if (!(e instanceof ApiError)) toastWarning(MSG.genericFailure);
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}
