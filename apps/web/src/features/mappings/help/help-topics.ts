/** 'Help Information' topics (spec 001 §2 Other dialogs); form and table have create and edit wording. */
export type HelpTopic =
  'upload' | 'form' | 'form-edit' | 'table' | 'table-edit' | 'confirm' | 'retention' | 'source' | 'destination';

export const HELP_TEXT: Record<HelpTopic, { title: string; body: string[] }> = {
  upload: {
    title: 'Uploading a template',
    body: [
      'Choose the client and the document type, give the mapping a name (letters, digits and dots, with at least one letter and one digit), then press Select New Template and pick a sample of the document: a PDF, or a photo (JPG, PNG or TIFF) for receipts and other paper documents.',
      'Documents processed with this mapping must match the orientation of the reference document. If it is not upright, use Adjust Orientation, then press Upload / Process Document(s).',
      'Paperbridge corrects the orientation of scanned pages automatically; adjusting it yourself is only needed for pages that are stored sideways.',
    ],
  },
  form: {
    title: 'Mapping the header fields',
    body: [
      'Each row shows a key and a value found on the document. Pick the field it should fill from Select Field; a field can be used once per mapping. A field another row or table already uses is listed with where it is used ("used by row 3"): choosing it moves it to this row and clears the other one.',
      'Tick Mandatory when a document without this value must be reviewed. Drag rows (or use the arrows) to set the order of the output; rows without a field are listed as unmapped.',
      'Click a row to see where it is on the document, or click a box on the document to find its row.',
    ],
  },
  'form-edit': {
    title: 'Editing the header fields',
    body: [
      'Change the field of a row, its order or its Mandatory tick. Removing a field moves the row to the unmapped list and frees the field for other rows. Choosing a field that is used elsewhere moves it here.',
    ],
  },
  table: {
    title: 'Mapping the tables',
    body: [
      'Answer Yes to "Do you require to capture below information?" to capture the table, then tick a column header to map the column to a field.',
      'Untick a row to exclude rows like it (for example a subtotal line). Click a value to take it as a field of its own (for example freight).',
    ],
  },
  'table-edit': {
    title: 'Editing the tables',
    body: [
      'Untick a column to release its field; tick it again to choose another. Row and value rules can be changed the same way as when creating.',
    ],
  },
  confirm: {
    title: 'Confirming the mapping',
    body: [
      'Check what was found on the document against your selection. Go Back To Mapping to change it, Next to choose sources and destinations, or Save as draft to finish later.',
    ],
  },
  retention: {
    title: 'Retention period',
    body: [
      'The source document and its data are kept for the selected period and deleted afterwards.',
      'Minimum Retention Period keeps the source document only until the output is delivered.',
    ],
  },
  source: {
    title: 'Document sources',
    body: [
      'Choose where documents come from: FTP, Email Attachment, Manual Upload, API or the mobile app. Several sources can be used together.',
    ],
  },
  destination: {
    title: 'Document destinations',
    body: [
      'Choose where the extracted data goes: FTP, Email Attachment, Webhook, Standard Integrations (commercial invoices) or your enterprise system.',
    ],
  },
};
