import { describe, expect, it } from 'vitest';
import type { DocumentClipboard } from './copyDocumentValues';
import { pasteDocumentValues } from './pasteDocumentValues';

const clipboard: DocumentClipboard = {
  formId: 'form-1',
  versionId: 'version-1',
  values: {
    TextInput1: { value: 'Anxious', excludeFromPasteContent: false },
    TextInput2: { value: 'Only for that visit', excludeFromPasteContent: true },
  },
};

describe('pasteDocumentValues', () => {
  it('pastes into a document of the same form, even of another version, keeping the other answers', () => {
    const outcome = pasteDocumentValues(clipboard, 'form-1', {
      TextInput1: 'Calm',
      TextInput2: 'Today',
      Other1: 3,
    });
    expect(outcome).toEqual({
      ok: true,
      message: 'Content pasted',
      results: { TextInput1: 'Anxious', TextInput2: 'Today', Other1: 3 },
    });
  });

  it('refuses a document of another form with the mismatch message, verbatim', () => {
    expect(pasteDocumentValues(clipboard, 'form-2', {})).toEqual({
      ok: false,
      error:
        "The format of the copied document doesn't match the current one. You can only copy between documents that are the same type.",
    });
  });

  it('does not change the target results it was given', () => {
    const target = { TextInput1: 'Calm' };
    pasteDocumentValues(clipboard, 'form-1', target);
    expect(target).toEqual({ TextInput1: 'Calm' });
  });
});
