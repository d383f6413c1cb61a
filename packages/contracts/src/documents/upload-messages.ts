/** Texts of spec 002 §5/§8 and spec 000 §8 for uploads and processing, used verbatim by server and web. */
export const UPLOAD_MSG = {
  tooManyPages: 'The uploaded number of documents should not contain more than ten pages at a time.',
  tooManyFiles: 'You can upload at most 10 files at a time.',
  noMapping: 'Unable to find mapping for the selected client. Click here to add new mapping.',
  manualNotSelected:
    'Manual upload is not selected as a preferred method to upload your documents. Please edit your mapping by clicking here.',
  mappingNotFound: 'Mapping not found for the selected client.',
  processingToast: 'Processing your document(s), usually takes a few minutes; notification will follow.',
  fileRequired: 'Please select a document to upload.',
  unsupportedType: 'Only PDF documents, JPG, PNG or TIFF photos and XML e-invoices can be uploaded.',
  fileTooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
  unreadable: 'The document could not be read.',
  documentTooLong: (pages: number, max: number) =>
    `The document has ${pages} pages; at most ${max} pages are processed per document.`,
  uploadNotFound: 'The uploaded file was not found. Please upload it again.',
  duplicate: (date: string) => `This document was already uploaded for this mapping on ${date}.`,
  draftMapping: 'This mapping is a draft. Finish the mapping before processing documents with it.',
  noTemplate: 'This mapping has no learned template yet. Save the mapping again to process documents with it.',
  templateFailed:
    "The mapping's template could not be applied to this document. Reprocess it, or save the mapping again.",
  documentNotFound: 'Document not found.',
  insufficientBalance: 'Your account balance is insufficient to process this document. Please Top-up now.',
  reprocessStarted: 'Reprocessing your document usually takes a few minutes. Thanks for your patience.',
  reprocessNotNeeded: 'This document does not need to be reprocessed.',
  processStarted: 'Your document is being processed.',
  alreadyProcessing: 'This document is already being processed.',
} as const;

/** Spec 002 §9: manual upload maximum 10 files and 10 pages. */
export const MANUAL_UPLOAD_LIMITS = { maxFiles: 10, maxPages: 10 } as const;

/** File types a document may be (beyond the spec's PDF: photos of receipts, one page each). */
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/tiff',
  // XML e-invoices (XRechnung, Peppol BIS 3, CII): mail clients and browsers name XML either way
  'application/xml',
  'text/xml',
] as const;
export const DOCUMENT_FILE_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.tif,.tiff,.xml,application/pdf,image/jpeg,image/png,image/tiff,application/xml,text/xml';
