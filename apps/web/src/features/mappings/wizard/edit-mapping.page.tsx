import { Alert, Center, Grid, Loader, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { FieldMappingPanel } from '../field-mapping/field-mapping.panel';
import { LearnedReadingsPanel } from '../learned/learned-readings.panel';
import { useFieldOptions } from '../form-tab/use-field-options.hook';
import { endpointFormOf } from '../logic/endpoint-form-of-config';
import { emptyEndpointForm, type EndpointForm } from '../logic/endpoint-form.types';
import { draftFromConfiguration } from '../logic/mapping-draft';
import type { MappingDraft } from '../logic/mapping-draft.types';
import { DestinationStep } from '../step1/destination-step.component';
import { useEditConfiguration } from './use-edit-configuration.hook';
import { useSaveMapping } from './use-save-mapping.hook';
import { WizardSteps } from './wizard-steps.component';
import { effectiveReviewMode } from '../logic/review-choice';

/** /admin/edit-mapping/:cnId: client, type and name read-only; the same mapping tabs and step 1. */
export function EditMappingPage() {
  const { cnId } = useParams();
  const { config, pdfUrl } = useEditConfiguration(cnId);
  const view = config.data;
  const [step, setStep] = useState<0 | 1>(0);
  const [draft, setDraft] = useState<MappingDraft | null>(null);
  const [form, setForm] = useState<EndpointForm>(() => emptyEndpointForm(8));
  const hostRefs = { source: useRef<HTMLInputElement>(null), destination: useRef<HTMLInputElement>(null) };
  const fields = useFieldOptions(view?.docTypeId ?? null, cnId);

  useEffect(() => {
    if (!view) return;
    setDraft(draftFromConfiguration(view));
    setForm(endpointFormOf(view));
  }, [view]);
  const onDraft = useCallback((u: (d: MappingDraft) => MappingDraft) => setDraft((d) => (d ? u(d) : d)), []);

  const meta = view
    ? {
        clientEmail: view.coEmail,
        configName: view.configName,
        docTypeId: view.docTypeId,
        docTypeName: view.docType,
        cnId: view.cnId,
      }
    : null;
  const { save, saving } = useSaveMapping({
    mode: 'edit',
    fileName: view?.fileName ?? null,
    draft,
    form,
    meta,
    clientName: view?.suppliersName ?? '',
    hostRefs,
  });

  if (config.isLoading || (view && !draft)) {
    return (
      <Center p="xl" data-testid="page-edit-mapping">
        <Loader />
      </Center>
    );
  }
  if (!view || !draft) {
    return (
      <Stack data-testid="page-edit-mapping">
        <Title order={2}>Edit Mapping</Title>
        <Alert color="yellow">The mapping could not be loaded.</Alert>
      </Stack>
    );
  }
  return (
    <Stack
      data-testid="page-edit-mapping"
      onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT' && e.preventDefault()}
    >
      <Title order={2}>Edit Mapping</Title>
      <WizardSteps step={step} title="Edit Mapping" />
      <Paper withBorder p="md" radius="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput label="Client" value={view.suppliersName || view.coEmail} readOnly data-testid="edit-client" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput label="Document Type" value={view.docType} readOnly data-testid="edit-doc-type" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput label="Name of Mapping" value={view.configName} readOnly data-testid="edit-name" />
          </Grid.Col>
        </Grid>
      </Paper>
      {step === 0 && <LearnedReadingsPanel cnId={view.cnId} />}
      {step === 0 && (
        <FieldMappingPanel
          mode="edit"
          draft={draft}
          onDraft={onDraft}
          docTypeId={view.docTypeId}
          docTypeName={view.docType}
          fields={fields}
          pdf={pdfUrl}
          reviewOff={effectiveReviewMode(form) === 'unsure'}
          onNext={() => setStep(1)}
          onSaveDraft={() => void save(true)}
          saving={saving}
        />
      )}
      {step === 1 && (
        <DestinationStep
          form={form}
          onForm={setForm}
          docTypeId={view.docTypeId}
          includeRows={draft.includeRows}
          cnId={view.cnId}
          inboundEmail={view.inboundEmail}
          apiTokenCreatedAt={view.apiTokenCreatedAt}
          hostRefs={hostRefs}
          onBack={() => setStep(0)}
          onSave={(d) => void save(d)}
          saving={saving}
        />
      )}
    </Stack>
  );
}
