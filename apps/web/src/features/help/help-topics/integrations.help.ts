import type { HelpArea } from '../help-topic.types';

export const integrationsHelp: HelpArea = {
  name: 'Integrations',
  topics: [
    {
      id: 'integrations',
      routes: ['/admin/manage-integrations'],
      title: 'Integrations',
      purpose:
        'Connect a mapping to your accounting system, Xero or QuickBooks, so that each of its documents is created there without typing (a commercial invoice becomes a bill; an expense receipt, already paid, becomes spend money in Xero and a Purchase in QuickBooks).',
      fields: [
        { name: 'Client', what: 'The client whose mapping you connect.' },
        {
          name: 'Mapping',
          what: 'A mapping of that client whose destination is Standard Integrations. Without one, the link opens the mappings.',
        },
        {
          name: 'Setup / Manage',
          what: 'Connects the accounting system, or changes the connection; the badge shows its state.',
        },
        { name: 'Client Id / Client Secret', what: 'The keys of your app at Xero or Intuit (QuickBooks).' },
        {
          name: 'Customer, Account Type, Tax Type',
          what: 'Where the documents are booked: the contact, the account and the tax code. Xero asks for the Organisation too when you have several.',
        },
        { name: 'Connect', what: 'First signs in at Xero or Intuit, then saves the choices.' },
        {
          name: 'Fields sent by …',
          what: 'The fields of the mapping: tick the ones a document must have before it is sent, then Save fields.',
        },
      ],
      sections: [
        {
          heading: 'Setting up a connection',
          body: [
            'Create an app at the Xero or Intuit developer site and copy its Client Id and Client Secret into Setup. Press Connect: you sign in at Xero or Intuit and allow Paperbridge, then come back here.',
            'Pick the Customer, Account Type and Tax Type and press Connect again to save.',
          ],
        },
        {
          heading: 'When a connection stops',
          body: [
            "If the accounting system ends the connection (revoked or expired), the badge says so, you get a notification and the document's delivery fails. Open Manage and Connect again; then resend the document from the Process Log.",
          ],
        },
      ],
      related: ['create-mapping', 'integration-partners', 'process-log'],
      external: [
        { label: 'Xero developer portal: create an app', href: 'https://developer.xero.com/app/manage' },
        {
          label: 'Intuit developer portal: create a QuickBooks app',
          href: 'https://developer.intuit.com/app/developer/dashboard',
        },
      ],
    },
    {
      id: 'integration-partners',
      routes: ['/admin/Manage-integration-partner'],
      title: 'Integration Partners',
      purpose: 'Choose which accounting systems each client works with.',
      fields: [
        { name: 'Client', what: 'The client whose partners you choose.' },
        { name: 'Partner / Description', what: 'Tick each accounting system the client uses.' },
        { name: 'Save', what: 'Keeps the ticked partners in place of the earlier ones.' },
      ],
      related: ['integrations', 'clients'],
    },
  ],
};
