import { describe, expect, it } from 'vitest';
import { component } from '../model/buildLayout.testing';
import { isRichTextProperty } from './isRichTextProperty';

describe('isRichTextProperty', () => {
  it('follows the catalogue: a Text value is HTML, a label and other types are not', () => {
    expect(isRichTextProperty(component('Text1', 'Text', {}), 'value')).toBe(true);
    expect(isRichTextProperty(component('Text1', 'Text', {}), 'label')).toBe(false);
    expect(isRichTextProperty(component('TextInput1', 'TextInput', {}), 'value')).toBe(false);
    expect(isRichTextProperty(component('X1', 'NoSuchType', {}), 'value')).toBe(false);
  });
});
