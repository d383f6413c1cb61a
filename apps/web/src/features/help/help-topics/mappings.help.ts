import { DOC_TYPE_NAMES, REVIEW_MODE_TEXT } from '@paperbridge/contracts';
import { HELP_TEXT, type HelpTopic as WizardHelpTopic } from '../../mappings/help/help-topics';
import type { HelpArea, HelpField, HelpSection } from '../help-topic.types';

// The wizard's own 'Help Information' texts (spec 001 §2) are the fuller text here, so the two never disagree.
const wizardSections = (keys: readonly WizardHelpTopic[]): HelpSection[] =>
  keys.map((k) => ({ heading: HELP_TEXT[k].title, body: HELP_TEXT[k].body }));

const mappingTabs: HelpField = {
  name: 'Form / Table / Confirm',
  what: 'The tabs of the mapping: the header values, each table of the document, then a last check.',
};
const stepOneFields: HelpField[] = [
  {
    name: 'Retention Period',
    what: 'How long the source document and its data are kept before they are deleted.',
  },
  { name: 'Source', what: 'Where the documents come from; several can be chosen.' },
  { name: 'Destination', what: 'Where the data goes, in which file format.' },
  { name: REVIEW_MODE_TEXT.label, what: `${REVIEW_MODE_TEXT.always}, or ${REVIEW_MODE_TEXT.unsure}.` },
  { name: 'Save as draft', what: 'Keeps the mapping to finish later; the list marks it Draft.' },
];

export const mappingsHelp: HelpArea = {
  name: 'Mappings',
  topics: [
    {
      id: 'mappings',
      routes: ['/admin/manage-mapping'],
      title: 'Mappings',
      purpose:
        'A mapping tells Paperbridge how to read one kind of document of one client, and where to deliver the data. This list shows your mappings.',
      fields: [
        { name: 'Add new', what: 'Creates a mapping from a sample document.' },
        {
          name: 'Mapping Name',
          what: 'Draft marks an unfinished mapping; "Learned from N corrections" counts what reviewers taught it.',
        },
        { name: 'Mapped Document Name', what: 'Opens the sample document the mapping was made from.' },
        { name: 'Client Name', what: 'The client whose documents the mapping reads.' },
        {
          name: 'Send documents to',
          what: 'The e-mail address that takes documents for this mapping; copy it for the sender.',
        },
        {
          name: 'Daily file',
          what: "How many documents wait for the day's file; Send now sends it without waiting.",
        },
        { name: 'Actions', what: 'Edit or delete the mapping.' },
      ],
      related: ['create-mapping', 'edit-mapping', 'clients'],
    },
    {
      id: 'create-mapping',
      routes: ['/admin/create-mapping'],
      title: 'Create a new Mapping',
      purpose:
        'Teach Paperbridge one kind of document from a sample: which value is which field, which tables to capture, then where the documents come from and where the data goes.',
      fields: [
        { name: 'Client', what: 'The client whose documents this is; "Client not listed? Click here" adds a new one.' },
        { name: 'Document Type', what: `What the documents are: ${Object.values(DOC_TYPE_NAMES).join(', ')}.` },
        {
          name: 'Name of Mapping',
          what: 'Letters, digits and dots, with at least one letter and one digit. A name is suggested.',
        },
        { name: 'Select New Template', what: 'Uploads the sample: a PDF, or a photo for paper documents.' },
        {
          name: 'Is the reference document in the correct orientation?',
          what: 'Answer No to upload it again upright.',
        },
        mappingTabs,
        ...stepOneFields,
      ],
      sections: wizardSections(['upload', 'form', 'table', 'confirm', 'retention', 'source', 'destination']),
      related: ['mappings', 'file-editor', 'clients', 'integrations'],
    },
    {
      id: 'edit-mapping',
      routes: ['/admin/edit-mapping/:cnId'],
      title: 'Edit Mapping',
      purpose:
        'Change what a mapping reads and where its data goes. The client, the document type and the name stay as they are.',
      fields: [
        {
          name: 'Learned from corrections',
          what: 'Values reviewers corrected, which are now read from the same place; remove one that is wrong.',
        },
        mappingTabs,
        ...stepOneFields,
      ],
      sections: wizardSections(['form-edit', 'table-edit', 'confirm', 'retention', 'source', 'destination']),
      related: ['mappings', 'review'],
    },
    {
      id: 'file-editor',
      routes: ['/admin/file-editor'],
      title: 'Update File Orientation',
      purpose:
        "Turn the pages of a PDF upright before you use it as a mapping's sample. Scanned pages are turned automatically; this is for pages stored sideways or upside down.",
      fields: [
        { name: 'Open PDF', what: 'Chooses the PDF; each page is shown with its own rotate buttons.' },
        { name: 'Rotate all left / Rotate all right', what: 'Turns every page a quarter turn.' },
        { name: 'Save and download', what: 'Saves the turned PDF to your computer.' },
        { name: 'Orientation help', what: 'The steps, in short.' },
      ],
      sections: [
        {
          heading: 'Steps',
          body: [
            'Open the PDF, rotate each page that is not upright (or all pages at once), check the preview, then save and download it. Upload the corrected file as the template of the mapping.',
          ],
        },
      ],
      related: ['create-mapping'],
    },
  ],
};
