/** Alert texts of copy and paste (spec forms.md section 8), verbatim. */
export const COPIED_TO_CLIPBOARD_MESSAGE = 'Copied to clipboard';
export const CONTENT_PASTED_MESSAGE = 'Content pasted';
export const LAYOUT_COPIED_MESSAGE = 'Layout copied.';
export const PASTE_FORMAT_MISMATCH_MESSAGE =
  "The format of the copied document doesn't match the current one. You can only copy between documents that are the same type.";
