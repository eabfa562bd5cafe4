import { LAYOUT_COPIED_MESSAGE } from '@clinic/forms-core';

/** The builder's texts (staff only, English); the spec's texts verbatim. */
export const builderTexts = {
  deleteComponentConfirm: 'Are you sure you want to delete this component?',
  deleteRowConfirm: 'Are you sure you want to delete this row and everything in it?',
  layoutCopied: LAYOUT_COPIED_MESSAGE,
  layoutPasted: 'Layout pasted.',
  nothingToPaste: 'There is no copied layout to paste.',
  editElement: 'Edit Element',
  nothingSelected: 'Select a component, row or column on the canvas to edit its properties.',
  componentRules: 'Component rules',
  basic: 'Basic',
  advanced: 'Advanced',
  unsavedChanges: 'Unsaved changes',
  sections: {
    general: 'General',
    choices: 'Choices',
    validation: 'Validation',
    logic: 'Logic',
    layout: 'Layout',
    advanced: 'Advanced',
  },
  listLoading: 'Loading the list…',
  listFailed: 'The list could not be loaded.',
  listUnavailable: 'The list is not available here.',
  notInList: (value: string) => `${value} (no longer listed)`,
  refusals: {
    'unknown-target': 'That place no longer exists.',
    'inside-crud': 'A page break cannot be dropped inside a Crud.',
    'needs-own-row': 'A page break goes on a row of its own.',
    'next-to-page-break': 'A page break cannot be dropped next to another page break.',
    'page-break-row': 'A page-break row holds only its page break.',
    'not-found': 'That element no longer exists.',
    'into-itself': 'A row or a Crud cannot be dropped inside itself.',
    'crud-in-crud': 'A Crud cannot be dropped inside another Crud.',
    'unknown-type': 'Unknown component type.',
  },
} as const;
