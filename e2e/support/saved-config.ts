/** A saved mapping as GetConfigurationById returns it (the parts the browser tests check). */
export interface SavedRule {
  rL_Id: number;
  dF_Id: number | null;
  rowNumber: number;
  columnKeyNumber: number | null;
  columnKeyName: string | null;
  dataColumnNumber: number | null;
  dataColumnValue: string | null;
}
export interface SavedField {
  key: string;
  dF_Id: number | null;
  value: string;
  includeAsColumn: boolean;
  tableNumber: number;
  columnNumber: number;
}
export interface SavedConfig {
  draftMode: boolean;
  retentionDuration: number;
  retentionState: number;
  data: {
    fields: SavedField[];
    udfFields: SavedField[];
    tables: {
      tableNumber: number;
      capture: boolean;
      columns: { columnNumber: number; dF_Id: number }[];
      rule: SavedRule[];
    }[];
  };
  endPointsConfigRequest: {
    webhookEndPoint: string | null;
    isManualUpload: boolean;
    config: {
      enterpriseRequest: { contactName: string; contactNumber: string; requestMessage: string } | null;
      integrationType: string | null;
    };
  };
}
