/** The messages of document changes that are refused, shown to the user as they are. */
export const documentMessages = {
  locked:
    'This document is completed and locked. Revert it to draft, giving the reason for unlocking it, before changing it.',
  stale:
    'This document was changed by someone else since you opened it. Reload it to see their changes, then save again.',
  notCompleted: 'This document is not completed.',
  alreadyCompleted: 'This document is already completed.',
  invalidResults: 'Some fields need your attention before this document can be completed.',
  /** A sent answer of the wrong shape for its field: only a broken or forged client sends one. */
  unreadableResults: 'Some answers could not be read. Open the document again and enter them again.',
  deleteCompleted: 'A completed document cannot be deleted. Revert it to draft first.',
  noVersion: 'This form has no version yet. Save the form in the builder first.',
  noFile: 'This document has no uploaded file.',
  pdfNeedsCompleted: 'Only a completed document can be downloaded as a PDF.',
  alreadyExists: 'A document with this id already exists.',
} as const;
