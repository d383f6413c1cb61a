/** What the template pickers offer: PDFs and photos (an Expense Receipt's sample is usually a photo). */
export const SAMPLE_ACCEPT = 'application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png,image/tiff,.tif,.tiff';

const TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/tiff']);
const NAMES = /\.(pdf|jpe?g|png|tiff?)$/i;

/**
 * A first check before sending: the type the browser reports, else the name (phones often report
 * none). The server decides from the bytes and answers the spec's message for anything else.
 */
export const isSampleFile = (f: File) => TYPES.has(f.type) || NAMES.test(f.name);
