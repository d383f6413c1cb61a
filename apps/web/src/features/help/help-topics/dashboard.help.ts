import { ANALYTICS_MODULES, MODULE_LABELS } from '@paperbridge/contracts';
import type { HelpArea } from '../help-topic.types';

export const dashboardHelp: HelpArea = {
  name: 'Dashboard',
  topics: [
    {
      id: 'dashboard',
      routes: ['/admin/dashboard'],
      title: 'Dashboard',
      purpose:
        'See the documents Paperbridge received and read, how many of each kind, and which ones wait for you. From here you open a document to review it, send approved data again, or process a failed document again.',
      fields: [
        { name: 'Client', what: 'Show the documents of one client, or of All clients.' },
        {
          name: 'Process from / Process to',
          what: 'The days the documents were processed. Nothing changes until you press Search.',
        },
        { name: 'Search', what: 'Applies the client and the days to the cards, the chart and the tables.' },
        {
          name: 'Documents, Clients, Mappings',
          what: 'The cards count what falls in the range, with one more card per document type. Click a card to show its table below.',
        },
        {
          name: 'Approval',
          what: 'What a document needs: Waiting for approval opens the review, Approved but not sent to destination offers Send, REPROCESS reads it again.',
        },
        {
          name: 'Status',
          what: 'Three dots for In, Process and Out: green done, red failed, grey waiting. Click them for each step.',
        },
        { name: 'Accuracy', what: 'Show only the documents read with confidence in a range, such as 90-100.' },
        { name: 'Document', what: 'The eye opens the original file.' },
      ],
      sections: [
        {
          heading: 'First steps',
          body: [
            'A new company sees three steps: Add a client, Create a mapping and Upload a document. The next step to take is in bold and the steps already done are ticked. The box goes away once the first document has arrived.',
          ],
        },
        {
          heading: 'The Approval column',
          body: [
            'Waiting for approval: the document waits for a person. The link opens the review screen.',
            'Approved: the data reached every destination of its mapping.',
            'In Process: the data is on its way to its destinations.',
            'Approved but not sent to destination: a delivery did not succeed. Send tries it again after a confirmation.',
            'FAILED TO PROCESS: the balance was too low to read the document. Top up your balance on the Billing page; the document can then be processed again.',
            'Approval Not Required: the mapping sends its data without a review.',
          ],
        },
        {
          heading: 'Search and pages',
          body: [
            "The Search box above the Documents table looks in the reference, the file name and the client's name as you type. A new search, range or page size starts again from the first page.",
          ],
        },
        {
          heading: 'Other tabs',
          body: [
            `With the ${MODULE_LABELS.DA} or ${MODULE_LABELS.IG} modules, the dashboard has a tab for each next to ${MODULE_LABELS.ICR}.`,
          ],
        },
      ],
      related: ['analytics', 'review', 'process-log', 'manual-upload'],
    },
    {
      id: 'analytics',
      // tabs of the dashboard: no route of their own, reached from the dashboard topic
      routes: [],
      title: `${MODULE_LABELS.DA} and ${MODULE_LABELS.IG} tabs`,
      purpose: `The dashboard tabs of the ${MODULE_LABELS.DA} and ${MODULE_LABELS.IG} modules: documents per month and the list of ${ANALYTICS_MODULES.DA.title} (${MODULE_LABELS.DA}) or ${ANALYTICS_MODULES.IG.title} (${MODULE_LABELS.IG}) you uploaded.`,
      fields: [
        { name: 'Reference number', what: 'Find a document by its reference.' },
        { name: 'Uploaded file name', what: 'Find a document by the name of the file you uploaded.' },
        { name: 'From / To', what: 'The days the documents were uploaded.' },
        { name: 'Search', what: 'Applies the filters to the chart and the table (Enter does the same).' },
        {
          name: 'Reference number (column)',
          what: 'Opens the document on the analytics site in a new tab, when your company has one.',
        },
      ],
      sections: [
        {
          heading: 'The table',
          body: [
            'Columns: Reference number, Uploaded file name, Client, Mapping and Uploaded date. The Search box above the table looks in the reference and the file name as you type.',
          ],
        },
      ],
      related: ['dashboard', 'features'],
    },
  ],
};
