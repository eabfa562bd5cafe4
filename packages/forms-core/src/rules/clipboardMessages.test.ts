import { describe, expect, it } from 'vitest';
import {
  CONTENT_PASTED_MESSAGE,
  COPIED_TO_CLIPBOARD_MESSAGE,
  LAYOUT_COPIED_MESSAGE,
} from './clipboardMessages';

describe('clipboard alerts', () => {
  it('use the spec texts verbatim', () => {
    expect([COPIED_TO_CLIPBOARD_MESSAGE, CONTENT_PASTED_MESSAGE, LAYOUT_COPIED_MESSAGE]).toEqual([
      'Copied to clipboard',
      'Content pasted',
      'Layout copied.',
    ]);
  });
});
