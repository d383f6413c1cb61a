import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { MAP_MSG, MSG } from '@paperbridge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/api-client';
import { toastSuccess, toastWarning } from '../../components/toast';
import { MAPPINGS_KEY, mappingsApi } from '../mappings/api/mappings.api';
import { FormTab } from '../mappings/form-tab/form-tab.component';
import { useFieldOptions } from '../mappings/form-tab/use-field-options.hook';
import { buildEditPayload } from '../mappings/logic/build-submit-payload';
import { endpointFormOf } from '../mappings/logic/endpoint-form-of-config';
import { draftFromConfiguration } from '../mappings/logic/mapping-draft';
import type { MappingDraft } from '../mappings/logic/mapping-draft.types';
import { useEditConfiguration } from '../mappings/wizard/use-edit-configuration.hook';

/**
 * The chosen mapping's form view on Manage Integrations (spec 002 §2): which document value feeds
 * which field of the bill, and which fields are mandatory, without leaving for the mapping wizard.
 * Saved through the same edit call as the wizard, with the mapping's sources and destinations as
 * they are, so nothing else of the mapping changes.
 */
export function MappingFormView({ cnId }: { cnId: string }) {
  const queryClient = useQueryClient();
  const { config } = useEditConfiguration(cnId);
  const view = config.data;
  const fields = useFieldOptions(view?.docTypeId ?? null, cnId);
  const [draft, setDraft] = useState<MappingDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!view) return;
    setDraft(draftFromConfiguration(view));
    setDirty(false);
  }, [view]);
  const onDraft = useCallback((u: (d: MappingDraft) => MappingDraft) => {
    setDraft((d) => (d ? u(d) : d));
    setDirty(true);
  }, []);

  const save = async () => {
    if (!view || !draft) return;
    setSaving(true);
    try {
      const meta = {
        clientEmail: view.coEmail,
        configName: view.configName,
        docTypeId: view.docTypeId,
        docTypeName: view.docType,
        cnId: view.cnId,
      };
      await mappingsApi.edit(buildEditPayload(view.fileName, draft, endpointFormOf(view), meta, view.draftMode));
      toastSuccess(MAP_MSG.updated);
      setDirty(false);
      void queryClient.invalidateQueries({ queryKey: MAPPINGS_KEY });
    } catch (e) {
      if (!(e instanceof ApiError)) toastWarning(MSG.genericFailure);
    } finally {
      setSaving(false);
    }
  };

  if (config.isLoading || (view && !draft)) return <Loader size="sm" data-testid="integration-form-view-loading" />;
  if (!view || !draft) return <Alert color="yellow">The mapping could not be loaded.</Alert>;
  return (
    <Paper withBorder p="md" radius="md" data-testid="integration-form-view">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Fields sent by {view.configName}</Title>
          <Button onClick={() => void save()} loading={saving} disabled={!dirty} data-testid="integration-form-save">
            Save fields
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Tick the fields a document must have before it is sent; a document without one waits for review.
        </Text>
        <FormTab
          draft={draft}
          onDraft={onDraft}
          docTypeId={view.docTypeId}
          fields={fields}
          selectedId={null}
          onSelect={() => undefined}
        />
      </Stack>
    </Paper>
  );
}
