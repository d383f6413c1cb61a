import { Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { DOC_TYPE, MAP_MSG, type SampleResult } from '@paperbridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toastWarning } from '../../../components/toast';
import { ClientFormModal } from '../../clients/client-form.modal';
import { CLIENT_OPTIONS_KEY, clientsApi } from '../../clients/clients.api';
import { mappingsApi } from '../api/mappings.api';
import { FieldMappingPanel } from '../field-mapping/field-mapping.panel';
import { useFieldOptions } from '../form-tab/use-field-options.hook';
import { HelpDialog } from '../help/help.dialog';
import { emptyEndpointForm, type EndpointForm } from '../logic/endpoint-form.types';
import { draftFromSample } from '../logic/mapping-draft';
import type { MappingDraft } from '../logic/mapping-draft.types';
import { initialRetentionState } from '../logic/retention';
import { isSampleFile } from '../logic/sample-file';
import { DestinationStep } from '../step1/destination-step.component';
import { CreateMappingForm, type CreateValues } from '../step0/create-mapping.form';
import { OrientationExamples } from '../step0/orientation-examples.component';
import { OrientationQuestion } from '../step0/orientation-question.component';
import { useConfigNameCheck } from '../step0/use-config-name-check.hook';
import { useSampleUpload } from '../step0/use-sample-upload.hook';
import { MappingFinished } from './mapping-finished.component';
import { useSaveMapping } from './use-save-mapping.hook';
import { WizardSteps } from './wizard-steps.component';
import { effectiveReviewMode } from '../logic/review-choice';

/**
 * /admin/create-mapping: step 0 names the mapping and uploads the sample, then its fields and tables
 * are mapped; step 1 sets retention, sources and destinations (spec 001 §2, §4, §5).
 */
export function CreateMappingPage() {
  const [values, setValues] = useState<CreateValues>({ clientEmail: null, docTypeId: null, configName: '' });
  const [step, setStep] = useState<0 | 1>(0);
  const [pdf, setPdf] = useState<File | null>(null);
  const [sample, setSample] = useState<SampleResult | null>(null);
  const [draft, setDraft] = useState<MappingDraft | null>(null);
  const [form, setForm] = useState<EndpointForm>(() => emptyEndpointForm(initialRetentionState(null)));
  const [clientModal, setClientModal] = useState(false);
  const [uploadHelp, setUploadHelp] = useState(false);
  const [finished, setFinished] = useState<string | null>(null);
  const hostRefs = { source: useRef<HTMLInputElement>(null), destination: useRef<HTMLInputElement>(null) };

  const clients = useQuery({ queryKey: CLIENT_OPTIONS_KEY, queryFn: clientsApi.getAllUsers });
  const docTypes = useQuery({
    queryKey: ['mappings', 'doc-types'],
    queryFn: mappingsApi.getDocTypes,
    staleTime: 300_000,
  });
  const suggestion = useQuery({
    queryKey: ['mappings', 'name-suggestion', values.clientEmail, values.docTypeId],
    queryFn: () => mappingsApi.generateConfigName(values.clientEmail!, values.docTypeId!),
    enabled: !!values.clientEmail && values.docTypeId != null,
  });
  const name = useConfigNameCheck();
  const fields = useFieldOptions(values.docTypeId);
  const onUploaded = useCallback((s: SampleResult) => {
    setSample(s);
    setDraft(draftFromSample(s));
  }, []);
  const upload = useSampleUpload(onUploaded);

  const docTypeName = docTypes.data?.find((d) => d.id === values.docTypeId)?.value ?? '';
  const clientName = clients.data?.find((c) => c.code === values.clientEmail)?.value ?? '';
  const meta =
    values.clientEmail && values.docTypeId != null
      ? { clientEmail: values.clientEmail, configName: values.configName, docTypeId: values.docTypeId, docTypeName }
      : null;
  const { save, saving } = useSaveMapping({
    mode: 'create',
    fileName: sample?.fileName ?? null,
    draft,
    form,
    meta,
    clientName,
    hostRefs,
    onFinished: setFinished,
  });

  const pickFile = async (file: File | null, replaces?: string) => {
    if (!file || values.docTypeId == null) return;
    if (!isSampleFile(file)) return void toastWarning(MAP_MSG.pdfOnly);
    if (!replaces && !(await name.check(values.configName))) return;
    setSample(null);
    setDraft(null);
    setStep(0);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    setPdf(file);
    upload.upload(file, values.docTypeId, replaces);
  };
  const onDraft = useCallback((u: (d: MappingDraft) => MappingDraft) => setDraft((d) => (d ? u(d) : d)), []);

  if (finished) {
    return (
      <Stack data-testid="page-create-mapping">
        <Title order={2}>Create a new Mapping</Title>
        <MappingFinished cnId={finished} configName={values.configName} />
      </Stack>
    );
  }

  return (
    <Stack
      data-testid="page-create-mapping"
      onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT' && e.preventDefault()}
    >
      <Title order={2}>Create a new Mapping</Title>
      <WizardSteps step={step} title="Create a new Mapping" />
      {step === 0 && (
        <>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: sample ? 6 : 5 }}>
              <Paper withBorder p="md" radius="md">
                <CreateMappingForm
                  values={values}
                  clients={clients.data ?? []}
                  docTypes={docTypes.data ?? []}
                  onClient={(clientEmail) => setValues((v) => ({ ...v, clientEmail }))}
                  onDocType={(docTypeId) => {
                    setValues((v) => ({ ...v, docTypeId, configName: '' }));
                    name.reset();
                    setForm((f) => ({
                      ...f,
                      retentionState: initialRetentionState(docTypeId),
                      requiredApproval: docTypeId === DOC_TYPE.customised,
                    }));
                  }}
                  onName={(configName) => {
                    setValues((v) => ({ ...v, configName }));
                    name.reset();
                  }}
                  onNameBlur={() => void name.check(values.configName)}
                  nameStatus={name.status}
                  nameMessage={name.message}
                  suggestion={suggestion.data ?? null}
                  onAddClient={() => setClientModal(true)}
                  onPickFile={(f) => void pickFile(f)}
                  uploadState={upload.state}
                  onHelp={() => setUploadHelp(true)}
                  locked={!!sample}
                />
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: sample ? 6 : 7 }}>
              {sample ? (
                <Paper withBorder p="md" radius="md">
                  <OrientationQuestion onUpload={(f) => void pickFile(f, sample.fileName)} disabled={upload.busy} />
                </Paper>
              ) : (
                <OrientationExamples />
              )}
            </Grid.Col>
          </Grid>
          {sample && draft && values.docTypeId != null && (
            <FieldMappingPanel
              key={sample.fileName + sample.sampleId}
              mode="create"
              draft={draft}
              onDraft={onDraft}
              docTypeId={values.docTypeId}
              docTypeName={docTypeName}
              fields={fields}
              pdf={pdf}
              model={sample.data}
              reviewOff={effectiveReviewMode(form) === 'unsure'}
              onNext={() => setStep(1)}
              onSaveDraft={() => void save(true)}
              saving={saving}
            />
          )}
          {!sample && (
            <Group justify="flex-end">
              <Button variant="light" disabled data-testid="mapping-save-draft-disabled">
                Save as draft
              </Button>
            </Group>
          )}
        </>
      )}
      {step === 1 && values.docTypeId != null && draft && (
        <DestinationStep
          form={form}
          onForm={setForm}
          docTypeId={values.docTypeId}
          includeRows={draft.includeRows}
          hostRefs={hostRefs}
          onBack={() => setStep(0)}
          onSave={(d) => void save(d)}
          saving={saving}
        />
      )}
      <ClientFormModal
        opened={clientModal}
        client={null}
        onClose={() => setClientModal(false)}
        onSaved={(clientEmail) => setValues((v) => ({ ...v, clientEmail }))}
      />
      <HelpDialog topic={uploadHelp ? 'upload' : null} onClose={() => setUploadHelp(false)} />
    </Stack>
  );
}
