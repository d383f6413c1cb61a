import { APPROVAL_MSG, REVIEW_MODE_TEXT, REVIEW_REASON_TEXT } from '@paperbridge/contracts';
import type { HelpArea } from '../help-topic.types';

export const reviewHelp: HelpArea = {
  name: 'Review',
  topics: [
    {
      id: 'review',
      routes: ['/admin/approvedata/:dtId'],
      title: 'Review a document',
      purpose:
        'Check the values Paperbridge read from one document against the original, correct what is wrong, then Finalise and Approve. Only approved data is delivered.',
      fields: [
        {
          name: 'Review in steps',
          what: 'Shows the same values one page at a time: the header values first, then each table.',
        },
        { name: APPROVAL_MSG.showOriginal, what: 'Opens the original file in a new tab.' },
        {
          name: REVIEW_REASON_TEXT.title,
          what: 'Why the document waits for you: a value read with low confidence, a value not found, or a check such as subtotal + tax = total that failed.',
        },
        {
          name: 'Values',
          what: 'Each value the mapping asks for, next to the page it was read from. A red star marks a required value.',
        },
        { name: 'Delete / Restore', what: 'Leave a value, a row or a column out of the data, or bring it back.' },
        { name: 'Finalise', what: 'Shows your changes for a last look, or asks to approve when nothing changed.' },
        { name: 'Approve', what: 'Accepts the data and sends it to the destinations of the mapping.' },
        { name: 'Cancel', what: 'Back to the dashboard while editing, or back to editing from the last look.' },
      ],
      sections: [
        {
          heading: 'The marks beside a value',
          body: [
            'Not found: the value is not on the page. It is red when the value is required; fill it in or delete it before Finalise.',
            'Low confidence: the value was hard to read; compare it with the page. Its box has an orange border.',
            'Corrected, Learned, Fixed value and E-invoice: the value is not read exactly as the page prints it. Point at the mark to see why.',
            'Under an amount or a date, "Delivered as" shows what the destination will receive, in your company\'s format; a red line says why a value cannot be delivered as it is.',
          ],
        },
        {
          heading: 'Using the document',
          body: [
            'Click a box on the document to go to its value, or click a value to see its box.',
            'While a value has the focus, click a word on the document to take it as the value. Shift+click adds the word after a space; dragging along a line takes the phrase.',
          ],
        },
        {
          heading: 'Keyboard',
          body: [
            'Enter goes to the next value and Shift+Enter back. Ctrl+Enter (⌘+Enter on a Mac) finalises, then asks to approve, then approves.',
          ],
        },
        {
          heading: 'Corrections teach the mapping',
          body: [
            'When you correct a value and approve, Paperbridge reads that value from the same place on the next documents of the same layout. The mapping list shows how many corrections a mapping learned from.',
          ],
        },
        {
          heading: 'Which documents wait for review',
          body: [
            `The mapping decides, on the Document Source and Destination Selection step: ${REVIEW_MODE_TEXT.always}, or ${REVIEW_MODE_TEXT.unsure}. ${REVIEW_MODE_TEXT.unsureHelp}`,
          ],
        },
      ],
      related: ['dashboard', 'edit-mapping'],
    },
  ],
};
