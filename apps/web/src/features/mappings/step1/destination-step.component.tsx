import { Button, Checkbox, Grid, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type RefObject } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.component';
import { mappingsApi } from '../api/mappings.api';
import { HelpDialog, type HelpTopic } from '../help/help.dialog';
import type { EndpointForm } from '../logic/endpoint-form.types';
import { fileFormatsFor, isSubmitDisabled, needsWorksheetName, showsReviewCheckbox } from '../logic/endpoint-rules';
import type { IncludeAsColumnRow } from '../logic/mapping-draft.types';
import { chooseReviewMode, effectiveReviewMode, tickReviewCheckbox } from '../logic/review-choice';
import { DestinationPanels } from './destination-panels.component';
import { applyDestinationChange, applySourceChange } from './endpoint-changes';
import { EndpointSelect } from './endpoint-select.component';
import { RetentionButtons } from './retention-buttons.component';
import { ReviewModeChoice } from './review-mode-choice.component';
import { SourcePanels } from './source-panels.component';

interface Props {
  form: EndpointForm;
  onForm: (update: (f: EndpointForm) => EndpointForm) => void;
  docTypeId: number;
  includeRows: IncludeAsColumnRow[];
  cnId?: string;
  /** the mapping's e-mail source address, shown in the e-mail source panel */
  inboundEmail?: string | null;
  /** when the API source's current token was issued (edit only) */
  apiTokenCreatedAt?: string | null;
  hostRefs: { source: RefObject<HTMLInputElement | null>; destination: RefObject<HTMLInputElement | null> };
  onBack: () => void;
  onSave: (draftMode: boolean) => void;
  saving: boolean;
}

/** Step 1 'Source/Destination Selection'. */
export function DestinationStep({
  form,
  onForm,
  docTypeId,
  includeRows,
  cnId,
  inboundEmail,
  apiTokenCreatedAt,
  hostRefs,
  onBack,
  onSave,
  saving,
}: Props) {
  const endpoints = useQuery({
    queryKey: ['mappings', 'endpoints', docTypeId],
    queryFn: () => mappingsApi.getDocEndPoints(docTypeId),
    staleTime: 300_000,
  });
  const [help, setHelp] = useState<HelpTopic | null>(null);
  const [sourceEmailError, setSourceEmailError] = useState<string | null>(null);
  const [destinationEmailError, setDestinationEmailError] = useState<string | null>(null);
  const set = useCallback((patch: Partial<EndpointForm>) => onForm((f) => ({ ...f, ...patch })), [onForm]);
  const formats = fileFormatsFor(docTypeId);
  const disabled = isSubmitDisabled({ form, docTypeId, sourceEmailError, destinationEmailError, includeRows });
  const reviewCheckbox = showsReviewCheckbox(form, docTypeId);

  return (
    <Stack gap="md" data-testid="destination-step">
      <Title order={3}>Source/Destination Selection</Title>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-start">
          <RetentionButtons
            value={form.retentionState}
            onChange={(retentionState) => set({ retentionState })}
            docTypeId={docTypeId}
          />
          <Button variant="subtle" size="xs" onClick={() => setHelp('retention')} data-testid="retention-help">
            Help
          </Button>
        </Group>
      </Paper>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <EndpointSelect
                label="Source"
                testId="source-select"
                options={endpoints.data?.sourceList ?? []}
                value={form.sources}
                onHelp={() => setHelp('source')}
                onChange={(next, added, removed) => {
                  onForm((f) => applySourceChange(f, next, added, removed));
                  if (removed.length) setSourceEmailError(null);
                }}
              />
              <SourcePanelsSlot
                form={form}
                set={set}
                onForm={onForm}
                onEmailError={setSourceEmailError}
                cnId={cnId}
                inboundEmail={inboundEmail}
                apiTokenCreatedAt={apiTokenCreatedAt}
                hostRef={hostRefs.source}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <EndpointSelect
                label="Destination"
                testId="destination-select"
                options={endpoints.data?.destinationList ?? []}
                value={form.destinations}
                onHelp={() => setHelp('destination')}
                onChange={(next, added, removed) => {
                  onForm((f) => applyDestinationChange(f, next, added, removed));
                  if (removed.length) setDestinationEmailError(null);
                }}
              />
              <DestinationPanels
                form={form}
                set={set}
                formats={formats}
                onEmailError={setDestinationEmailError}
                cnId={cnId}
                hostRef={hostRefs.destination}
              />
              {needsWorksheetName(form, docTypeId) && (
                <TextInput
                  label="Worksheet tab name"
                  withAsterisk
                  maxLength={31}
                  value={form.excelTabName}
                  onChange={(e) => set({ excelTabName: e.currentTarget.value })}
                  onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
                  data-testid="excel-tab-name"
                />
              )}
              {reviewCheckbox && (
                <Checkbox
                  label="Review the output before finalising."
                  checked={form.requiredApproval}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    onForm((f) => tickReviewCheckbox(f, checked));
                  }}
                  data-testid="review-output"
                />
              )}
              <ReviewModeChoice
                value={effectiveReviewMode(form)}
                onChange={(mode) => onForm((f) => chooseReviewMode(f, mode, reviewCheckbox))}
              />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} data-testid="step1-back">
          Back
        </Button>
        <Group>
          <Button variant="light" onClick={() => onSave(true)} loading={saving} data-testid="step1-save-draft">
            Save as draft
          </Button>
          <Button onClick={() => onSave(false)} disabled={disabled} loading={saving} data-testid="step1-submit">
            Finish and submit
          </Button>
        </Group>
      </Group>
      <HelpDialog topic={help} onClose={() => setHelp(null)} />
    </Stack>
  );
}

/** Source panels with the remove icon of the granted notices going through the same confirmation as the select. */
function SourcePanelsSlot({
  form,
  set,
  onForm,
  onEmailError,
  cnId,
  inboundEmail,
  apiTokenCreatedAt,
  hostRef,
}: {
  form: EndpointForm;
  set: (patch: Partial<EndpointForm>) => void;
  onForm: (update: (f: EndpointForm) => EndpointForm) => void;
  onEmailError: (e: string | null) => void;
  cnId?: string;
  inboundEmail?: string | null;
  apiTokenCreatedAt?: string | null;
  hostRef: RefObject<HTMLInputElement | null>;
}) {
  const [removing, setRemoving] = useState<number | null>(null);
  return (
    <>
      <SourcePanels
        form={form}
        set={set}
        onRemove={setRemoving}
        onEmailError={onEmailError}
        cnId={cnId}
        inboundEmail={inboundEmail}
        apiTokenCreatedAt={apiTokenCreatedAt}
        hostRef={hostRef}
      />
      <ConfirmDialog
        opened={removing != null}
        testId="source-remove-dialog"
        message="Are you sure, you want to remove this source?"
        confirmLabel="Remove"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          onForm((f) =>
            applySourceChange(
              f,
              f.sources.filter((s) => s !== removing),
              [],
              [removing!],
            ),
          );
          setRemoving(null);
        }}
      />
    </>
  );
}
