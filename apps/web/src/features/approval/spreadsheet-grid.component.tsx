import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import type { SpreadsheetSheet } from '@paperbridge/contracts';
import {
  ClientSideRowModelModule,
  ModuleRegistry,
  TextEditorModule,
  themeQuartz,
  type ColDef,
  type ICellRendererParams,
  type IHeaderParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { createContext, useContext, useMemo, useRef } from 'react';
import { gridColumns, gridRows, gridValue, isCellDeleted, type GridRow } from './spreadsheet-markers';
import { ValueMarks } from './value-marks.component';

// only what the editor uses: client-side rows and the text editor (this chunk loads with the screen)
ModuleRegistry.registerModules([ClientSideRowModelModule, TextEditorModule]);

const theme = themeQuartz.withParams({ fontFamily: 'inherit', headerFontWeight: 600, wrapperBorderRadius: 4 });

interface Props {
  sheet: SpreadsheetSheet;
  /** the sheet's index, in test ids */
  s: number;
  readOnly: boolean;
  onEdit: (column: number, row: number, value: string) => void;
  onToggleCell: (column: number, row: number) => void;
  onToggleRow: (row: number) => void;
  onToggleColumn: (column: number) => void;
}

/**
 * The renderers read the sheet from this context instead of AG Grid's params: the grid rows only
 * say which row they are, so a marker toggled re-renders the cells without AG Grid comparing values.
 */
const SheetContext = createContext<Props | null>(null);
const useSheet = () => useContext(SheetContext)!;

function MarkerButton({
  deleted,
  label,
  onClick,
  testId,
}: {
  deleted: boolean;
  label: string;
  onClick: () => void;
  testId: string;
}) {
  const text = `${deleted ? 'Restore' : 'Delete'} ${label}`;
  return (
    <Tooltip label={text}>
      <ActionIcon
        variant="subtle"
        size="sm"
        color={deleted ? 'blue' : 'red'}
        onClick={onClick}
        aria-label={text}
        data-testid={testId}
      >
        {deleted ? <IconArrowBackUp size={14} /> : <IconTrash size={14} />}
      </ActionIcon>
    </Tooltip>
  );
}

function ColumnHeader({ k }: IHeaderParams & { k: number }) {
  const { sheet, s, readOnly, onToggleColumn } = useSheet();
  const column = sheet.columns[k]!;
  return (
    <Group
      gap={4}
      wrap="nowrap"
      justify="space-between"
      w="100%"
      data-testid={`sheet-column-${s}-${k}`}
      data-deleted={column.isDelete || undefined}
    >
      <Text
        size="sm"
        fw={600}
        truncate
        td={column.isDelete ? 'line-through' : undefined}
        c={column.isDelete ? 'dimmed' : undefined}
      >
        {column.header}
      </Text>
      <Group gap={2} wrap="nowrap">
        {column.marks && <ValueMarks field={column.marks} />}
        {column.shared && (
          <Tooltip label="A value of the document: changing it changes every row">
            <Badge size="xs" variant="light">
              field
            </Badge>
          </Tooltip>
        )}
        {!readOnly && (
          <MarkerButton
            deleted={column.isDelete}
            label={`column ${column.header}`}
            onClick={() => onToggleColumn(k)}
            testId={`sheet-column-delete-${s}-${k}`}
          />
        )}
      </Group>
    </Group>
  );
}

function RowMarker({ data }: ICellRendererParams<GridRow>) {
  const { sheet, s, readOnly, onToggleRow } = useSheet();
  const r = data!.index;
  const deleted = sheet.rows[r]!.isDelete;
  return (
    <Group gap={4} wrap="nowrap" h="100%" data-testid={`sheet-row-${s}-${r}`} data-deleted={deleted || undefined}>
      <Text size="xs" c="dimmed" w={24} ta="right">
        {r + 1}
      </Text>
      {!readOnly && (
        <MarkerButton
          deleted={deleted}
          label={`row ${r + 1}`}
          onClick={() => onToggleRow(r)}
          testId={`sheet-row-delete-${s}-${r}`}
        />
      )}
    </Group>
  );
}

function CellView({ data, k }: ICellRendererParams<GridRow> & { k: number }) {
  const { sheet, s, readOnly, onToggleCell } = useSheet();
  const r = data!.index;
  const deleted = isCellDeleted(sheet, k, r);
  const cell = sheet.rows[r]!.cells[k]!;
  const own = !sheet.rows[r]!.isDelete && !sheet.columns[k]!.isDelete;
  return (
    <Group
      gap={2}
      wrap="nowrap"
      justify="space-between"
      h="100%"
      data-testid={`sheet-cell-${s}-${k}-${r}`}
      data-deleted={deleted || undefined}
    >
      <Text size="sm" truncate td={deleted ? 'line-through' : undefined} c={deleted ? 'dimmed' : undefined}>
        {gridValue(sheet, k, r, readOnly)}
      </Text>
      {!readOnly && own && (
        <MarkerButton
          deleted={cell.isDelete}
          label={`${sheet.columns[k]!.header}, row ${r + 1}`}
          onClick={() => onToggleCell(k, r)}
          testId={`sheet-cell-delete-${s}-${k}-${r}`}
        />
      )}
    </Group>
  );
}

/** Up to this many rows every row is drawn (the page scrolls); beyond, the grid scrolls inside a fixed height. */
const ALL_ROWS_UP_TO = 100;

/**
 * One sheet in AG Grid: cells edited in place (double-click, Enter or typing), and rows, columns
 * and cells deleted and restored with the buttons beside them (spec 000 §5); deleted items are
 * struck through and cannot be edited. In the read-only review deleted rows and columns are hidden
 * and deleted cells blank.
 */
export function SpreadsheetGrid(props: Props) {
  const { sheet, readOnly, s } = props;
  const latest = useRef(props);
  latest.current = props;
  const shown = gridColumns(sheet, readOnly).join(',');

  const columnDefs = useMemo<ColDef<GridRow>[]>(
    () => [
      {
        colId: 'row',
        headerName: '#',
        pinned: 'left',
        width: readOnly ? 64 : 84,
        editable: false,
        sortable: false,
        suppressMovable: true,
        cellRenderer: RowMarker,
      },
      ...shown
        .split(',')
        .filter(Boolean)
        .map(Number)
        .map((k): ColDef<GridRow> => ({
          colId: `c${k}`,
          headerComponent: ColumnHeader,
          headerComponentParams: { k },
          minWidth: 160,
          flex: 1,
          sortable: false,
          suppressMovable: true,
          // values come from the sheet (through a ref: the definitions stay the same object while editing)
          valueGetter: (p) => (p.data ? gridValue(latest.current.sheet, k, p.data.index, latest.current.readOnly) : ''),
          valueSetter: (p) => {
            if (p.data) latest.current.onEdit(k, p.data.index, String(p.newValue ?? ''));
            return true;
          },
          editable: (p) =>
            !latest.current.readOnly && Boolean(p.data) && !isCellDeleted(latest.current.sheet, k, p.data!.index),
          cellRenderer: CellView,
          cellRendererParams: { k },
        })),
    ],
    [shown, readOnly],
  );
  const rowData = useMemo(() => gridRows(sheet, readOnly), [sheet, readOnly]);
  const allRows = rowData.length <= ALL_ROWS_UP_TO;

  return (
    <SheetContext.Provider value={props}>
      <div data-testid={`sheet-grid-${s}`} style={allRows ? undefined : { height: 600 }}>
        <AgGridReact<GridRow>
          theme={theme}
          rowData={rowData}
          columnDefs={columnDefs}
          getRowId={(p) => p.data.id}
          domLayout={allRows ? 'autoHeight' : 'normal'}
          suppressColumnVirtualisation={sheet.columns.length <= 40}
          stopEditingWhenCellsLoseFocus
          overlayNoRowsTemplate="No records available"
        />
      </div>
    </SheetContext.Provider>
  );
}
