import { ActionIcon, Button, Grid, Group, Paper, Tabs } from '@mantine/core';
import { DOC_TYPE, type DocumentModel } from '@paperbridge/contracts';
import { IconHelp } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { PdfSource } from '../../../components/pdf-viewer/load-pdf';
import { SampleViewer } from '../../../components/sample-viewer/sample-viewer.component';
import { ConfirmTab } from '../confirm-tab/confirm-tab.component';
import { FormTab } from '../form-tab/form-tab.component';
import type { FieldOptionsApi } from '../form-tab/use-field-options.hook';
import { HelpDialog, type HelpTopic } from '../help/help.dialog';
import { canFinalise, dropTrailingEmptyIncludeRows, hasHeaderFields } from '../logic/mapping-draft';
import type { MappingDraft } from '../logic/mapping-draft.types';
import {
  backToMapping,
  firstTab,
  nextTab,
  previousTab,
  tableOfTab,
  tableTab,
  type MappingTab,
} from '../logic/wizard-tabs';
import type { TableSelection } from '../table-tab/table-grid.component';
import { TableTab } from '../table-tab/table-tab.component';
import { formHighlights, parseHighlightId, tableHighlights } from './build-highlights';
import { CaptureBar } from './capture-bar.component';
import { DrawLayer } from './draw-layer.component';
import { useCapture } from './use-capture.hook';

interface Props {
  mode: 'create' | 'edit';
  draft: MappingDraft;
  onDraft: (update: (d: MappingDraft) => MappingDraft) => void;
  docTypeId: number;
  docTypeName: string;
  fields: FieldOptionsApi;
  pdf: PdfSource | null;
  model?: DocumentModel | null;
  reviewOff: boolean;
  onNext: () => void;
  onSaveDraft: () => void;
  saving?: boolean;
}

/**
 * Field mapping: the reference PDF or photo on the left, sticky while the rows scroll, and the Form /
 * Table / Confirm tabs on the right; a value without a label is captured by drawing on the document.
 */
export function FieldMappingPanel({
  mode,
  draft,
  onDraft,
  docTypeId,
  docTypeName,
  fields,
  pdf,
  model,
  reviewOff,
  onNext,
  onSaveDraft,
  saving,
}: Props) {
  const withFields = hasHeaderFields(draft);
  const count = draft.tables.length;
  const [tab, setTab] = useState<MappingTab>(() => firstTab(withFields, count));
  const [selectedField, setSelectedField] = useState<string | null>(null);
  const [tableSel, setTableSel] = useState<TableSelection>(null);
  const [help, setHelp] = useState<HelpTopic | null>(null);
  const currentTable = tableOfTab(tab);
  const capture = useCapture({
    model,
    draft,
    onDraft,
    onCaptured: (id) => {
      setSelectedField(id);
      setTab('form');
    },
  });

  const pageTurns = useMemo(
    () =>
      model
        ? Object.fromEntries(model.pages.map((p) => [p.pageNumber, { rotation: p.rotation, skew: p.skew }]))
        : undefined,
    [model],
  );
  const highlights = useMemo(() => {
    // while capturing, the boxes would catch the pointer: the user draws on the bare page
    if (capture.active) return [];
    if (tab === 'form') return formHighlights(draft, selectedField);
    const t = draft.tables.find((x) => x.tableNumber === currentTable);
    return t ? tableHighlights(t, model, tableSel) : [];
  }, [tab, draft, selectedField, currentTable, model, tableSel, capture.active]);
  const activeId = highlights.find((h) => h.tone === 'active')?.id ?? null;

  const go = (next: MappingTab) => {
    setTab(next);
    setTableSel(null);
  };
  const onHighlightClick = (id: string) => {
    const hit = parseHighlightId(id);
    if (hit?.kind === 'field') {
      setSelectedField(hit.uniqueId);
      document.querySelector(`[data-testid^="form-row"][data-selected]`)?.scrollIntoView({ block: 'nearest' });
    } else if (hit?.kind === 'column') setTableSel({ kind: 'column', column: hit.column });
  };
  const finalise = () => {
    if (docTypeId === DOC_TYPE.customised)
      onDraft((d) => ({ ...d, includeRows: dropTrailingEmptyIncludeRows(d.includeRows) }));
    go('confirm');
  };
  const helpTopic: HelpTopic =
    tab === 'form'
      ? mode === 'edit'
        ? 'form-edit'
        : 'form'
      : tab === 'confirm'
        ? 'confirm'
        : mode === 'edit'
          ? 'table-edit'
          : 'table';

  return (
    <Grid gap="md" data-testid="field-mapping" align="flex-start">
      {/* the document stays in view while the rows scroll (issue 14 §5); minWidth 0 lets both columns shrink instead of scrolling the page */}
      <Grid.Col
        span={{ base: 12, lg: 5 }}
        miw={0}
        style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 0px) + 8px)', zIndex: 1 }}
        data-testid="field-mapping-document"
      >
        <CaptureBar capture={capture} disabled={!model} />
        <SampleViewer
          source={pdf}
          height={660}
          highlights={highlights}
          activeId={activeId}
          onHighlightClick={onHighlightClick}
          pageTurns={pageTurns}
          pageOverlay={
            capture.active
              ? (n) => (
                  <DrawLayer
                    page={n}
                    onRegion={capture.onRegion}
                    selection={capture.pending && (capture.pending.page ?? 1) === n ? capture.pending.polygon : null}
                  />
                )
              : undefined
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }} miw={0}>
        <Paper withBorder p="sm" radius="md" data-testid="mapping-panel" style={{ overflow: 'hidden' }}>
          <Tabs value={tab} onChange={(v) => v && go(v as MappingTab)} keepMounted={false}>
            <Group justify="space-between" wrap="nowrap">
              <Tabs.List>
                {withFields && (
                  <Tabs.Tab value="form" data-testid="mapping-tab-form">
                    Form
                  </Tabs.Tab>
                )}
                {draft.tables.map((t) => (
                  <Tabs.Tab
                    key={t.tableNumber}
                    value={tableTab(t.tableNumber)}
                    data-testid={`mapping-tab-table-${t.tableNumber}`}
                  >
                    Table {t.tableNumber}
                  </Tabs.Tab>
                ))}
                <Tabs.Tab
                  value="confirm"
                  data-testid="mapping-tab-confirm"
                  disabled={!canFinalise(draft, currentTable) && tab !== 'confirm'}
                >
                  Confirm
                </Tabs.Tab>
              </Tabs.List>
              <ActionIcon
                variant="subtle"
                aria-label="Help"
                data-testid="mapping-help"
                onClick={() => setHelp(helpTopic)}
              >
                <IconHelp size={18} />
              </ActionIcon>
            </Group>
            <Tabs.Panel value="form" pt="sm">
              <FormTab
                draft={draft}
                onDraft={onDraft}
                docTypeId={docTypeId}
                fields={fields}
                selectedId={selectedField}
                onSelect={setSelectedField}
              />
            </Tabs.Panel>
            {draft.tables.map((t) => (
              <Tabs.Panel key={t.tableNumber} value={tableTab(t.tableNumber)} pt="sm">
                <TableTab
                  draft={draft}
                  onDraft={onDraft}
                  tableNumber={t.tableNumber}
                  docTypeId={docTypeId}
                  fields={fields}
                  selection={tableSel}
                  onSelect={setTableSel}
                  onPrevious={() => go(previousTab(tab, withFields, count))}
                  onNext={() => go(nextTab(tab, withFields, count))}
                />
              </Tabs.Panel>
            ))}
            <Tabs.Panel value="confirm" pt="sm">
              <ConfirmTab
                draft={draft}
                options={fields.options}
                docTypeName={docTypeName}
                reviewOff={reviewOff}
                onBack={() => go(backToMapping(withFields, count))}
                onNext={onNext}
                onSaveDraft={onSaveDraft}
                saving={saving}
              />
            </Tabs.Panel>
          </Tabs>
          {tab !== 'confirm' && (
            <Group justify="flex-end" mt="md">
              <Button variant="light" onClick={onSaveDraft} loading={saving} data-testid="mapping-save-draft">
                Save as draft
              </Button>
              <Button onClick={finalise} disabled={!canFinalise(draft, currentTable)} data-testid="mapping-finalise">
                Finalise Mapping
              </Button>
            </Group>
          )}
        </Paper>
      </Grid.Col>
      <HelpDialog topic={help} onClose={() => setHelp(null)} />
    </Grid>
  );
}
