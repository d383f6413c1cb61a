import type { HelpArea } from '../help-topic.types';

export const processLogHelp: HelpArea = {
  name: 'Process Log',
  topics: [
    {
      id: 'process-log',
      routes: ['/admin/file-logs'],
      title: 'Process Log',
      purpose:
        'Every document Paperbridge took in, when it was read and when and where its data was delivered. Send data again, or download the documents of a mapping.',
      fields: [
        {
          name: 'Search',
          what: 'Looks in the reference, the file name and the mapping; the box beside it narrows it to one.',
        },
        { name: 'Received date', what: 'When the document arrived.' },
        { name: 'Processed', what: 'When its values were read.' },
        { name: 'Delivered', what: 'When its data reached each destination.' },
        {
          name: 'Destination',
          what: 'One button per destination: green sent, red failed, orange on its way. Click it to send again, after a confirmation.',
        },
        { name: 'Actions', what: 'The eye opens the original; the arrow downloads the documents of the mapping.' },
        {
          name: 'Refused e-mails and files',
          what: 'E-mails and FTP files that were not taken in, with the reason.',
        },
      ],
      sections: [
        {
          heading: 'Sending again',
          body: [
            'A destination can be sent again once the document is approved (or needs no approval) and its data has not been removed at the end of its retention period. Point at a button to see how its last delivery went.',
          ],
        },
        {
          heading: 'Download Document',
          body: [
            'Choose From Date and End Date (at most a year apart) to get the documents of the mapping as a zip file. Tick Send as email to have it e-mailed to you instead; a range of more than 200 documents can only be e-mailed.',
          ],
        },
      ],
      related: ['dashboard', 'integrations', 'mappings'],
    },
  ],
};
