/** Texts of spec 000 §2 (approval screen and modal) and §8 (approval outcomes), used verbatim by server and web. */
export const APPROVAL_MSG = {
  banner:
    'Please review and update (if required) the below data. Once you are satisfied with the review, click the "Finalise" button.',
  approveBanner:
    'By clicking the "Approve" button, you confirm that the data has been reviewed and is ready to be processed further.',
  showOriginal: 'Click here to display original document',
  confirmTitle: (docRef: string) => `Approval for ${docRef}`,
  modalTitle: 'Review',
  success: 'Data Successfully Integrated !!',
  spreadsheetSuccess: 'Approval confirmed; updated data will be dispatched shortly to the designated destination.',
  // beyond the spec: what the server answers when the data cannot be approved
  notWaiting: 'This document is not waiting for approval.',
  unknownField: 'This field is not part of the document.',
  labelChanged: "A field's label cannot be changed.",
  unknownCell: 'This cell is not part of the document.',
  headerChanged: "A column's header cannot be changed.",
  sentTwice: 'This value was sent twice.',
} as const;

/** Spec 000 §9: the success message shows, then the user goes to the dashboard 500 ms later. */
export const APPROVAL_REDIRECT_MS = 500;
