import { MANUAL_UPLOAD_LIMITS } from '@paperbridge/contracts';
import type { HelpArea } from '../help-topic.types';

const { maxFiles, maxPages } = MANUAL_UPLOAD_LIMITS;

export const uploadHelp: HelpArea = {
  name: 'Sending documents',
  topics: [
    {
      id: 'manual-upload',
      routes: ['/admin/manual-upload'],
      title: 'Manual Upload',
      purpose:
        'Send documents to Paperbridge from your computer. Each document is read with the mapping you choose and its data delivered where that mapping says.',
      fields: [
        { name: 'Client', what: 'The client the documents come from.' },
        {
          name: 'Mapping',
          what: "One of that client's mappings that accepts Manual Upload as a source. If there is none, the link under it opens the mappings.",
        },
        {
          name: 'Preview mapped document',
          what: 'Shows the sample the mapping was made from, to check the documents look the same.',
        },
        {
          name: 'Drag documents here or click to select',
          what: `PDF documents, JPG, PNG or TIFF photos, or XML e-invoices: at most ${maxFiles} files and ${maxPages} pages together.`,
        },
        { name: 'Document Name / Pages', what: 'The files chosen, with their page count; preview or remove each one.' },
        { name: 'Upload', what: 'Sends the files. It is available once a client, a mapping and a file are chosen.' },
      ],
      sections: [
        {
          heading: 'After Upload',
          body: [
            'The files are sent one by one and you go on to the dashboard. A panel at the bottom right follows each file; its Status button lists every Document Name with its Document Status.',
            'A file that could not be taken stays in the list, with the reason in the status list.',
          ],
        },
        {
          heading: 'On a phone',
          body: [
            'Take photo opens the camera. For sending photos often, install the phone app: see Capture a document.',
          ],
        },
      ],
      related: ['capture', 'mappings', 'dashboard', 'process-log'],
    },
    {
      id: 'capture',
      routes: ['/admin/capture'],
      title: 'Capture a document',
      purpose:
        'Photograph a receipt or another paper document with your phone and send it straight to a mapping. This is the start page of the installed phone app.',
      fields: [
        {
          name: 'Mapping',
          what: 'The mappings that take photos from the mobile app (the Mobile App source of a mapping).',
        },
        { name: 'Take photo', what: 'Opens the camera; Take another photo replaces the one shown.' },
        {
          name: 'Send',
          what: 'Sends the photo to the mapping; the result below says whether it was processed or waits for review.',
        },
      ],
      sections: [
        {
          heading: 'Without a connection',
          body: ['You can take photos offline; they can be sent once the phone is connected again.'],
        },
        {
          heading: 'No mapping to choose',
          body: [
            'Open Mapping, edit a mapping and add Mobile App to its Source. Receipts and other paper documents work best with a mapping made from a photo of the same kind of document.',
          ],
        },
      ],
      related: ['manual-upload', 'edit-mapping'],
    },
  ],
};
