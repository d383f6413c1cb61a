import type { HelpArea } from '../help-topic.types';

export const clientsHelp: HelpArea = {
  name: 'Clients',
  topics: [
    {
      id: 'clients',
      routes: ['/admin/manage-client'],
      title: 'Clients List',
      purpose:
        'The companies whose documents you process (also called suppliers). Every mapping belongs to one client, so add the client first.',
      fields: [
        { name: 'Add new', what: 'Adds one client: Company Name, Contact Name and Email.' },
        {
          name: 'Upload Clients (CSV)',
          what: 'Adds many clients from a CSV file; the result lists each line with its message.',
        },
        { name: 'Company Name / Contact Name / Email', what: 'Who the client is and where to reach them.' },
        { name: 'Created Date', what: 'When the client was added; click a heading to sort.' },
        { name: 'Actions', what: 'Edit or delete a client. Your own record cannot be deleted.' },
      ],
      sections: [
        {
          heading: 'The CSV file',
          body: [
            'One client a line: company name, contact name, e-mail, separated by commas (or semicolons). A header line is allowed, and at most 1000 lines. A line that cannot be added (for example an e-mail already in use) is listed with the reason; the others are added.',
          ],
        },
        {
          heading: 'Deleting a client',
          body: [
            'A client that still has mappings cannot be deleted: delete its mappings first, on the Mappings page.',
          ],
        },
      ],
      related: ['create-mapping', 'integration-partners'],
      external: [{ label: 'The CSV format (RFC 4180)', href: 'https://www.rfc-editor.org/rfc/rfc4180' }],
    },
  ],
};
