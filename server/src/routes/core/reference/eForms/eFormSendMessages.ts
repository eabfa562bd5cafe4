/** The refusals of sending an e-form link, shown to staff as they are. */
export const eFormSendMessages = {
  noEmail: 'The patient has no e-mail address. Enter one to send the link.',
  documentCompleted: 'This document is already completed.',
  nothingToFill: 'There is nothing left to fill in: every document is completed.',
  noSharedDocuments: 'This patient has no shared documents left to complete.',
} as const;
