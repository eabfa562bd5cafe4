import { type CatalogueElType, type ComponentNode, createComponent } from '@clinic/forms-core';
import { galleryForm, galleryRow } from './galleryForm';
import type { GalleryItem } from './galleryItems';

function component(elType: CatalogueElType, id: string, properties: Record<string, unknown>): ComponentNode {
  const node = createComponent(elType);
  return { ...node, id, properties: { ...node.properties, ...properties } };
}

/**
 * The layout types (forms.md section 3: Form, Row, Column with width 1 to 12): a form of two
 * pages, a row of three columns, and columns of unequal widths holding a nested layout.
 */
export function layoutGalleryItems(): GalleryItem[] {
  const firstName = component('TextInput', 'TextInput1', { label: 'First name' });
  const lastName = component('TextInput', 'TextInput2', { label: 'Last name' });
  const dateOfBirth = component('DatePicker', 'DatePicker1', { label: 'Date of birth' });
  const notes = component('Textarea', 'Textarea1', { label: 'Notes' });
  return [
    {
      key: 'layout-Form',
      elType: 'Form',
      label: 'Form',
      title: 'Two pages; the required notes on page 2 are empty',
      content: galleryForm([
        firstName,
        component('PageBreak', 'PageBreak1', {}),
        { ...notes, properties: { ...notes.properties, required: true } },
      ]),
      results: { TextInput1: 'Alex' },
    },
    {
      key: 'layout-Row',
      elType: 'Row',
      label: 'Row',
      title: 'Three columns of width 4',
      content: galleryForm([
        galleryRow('Row1', [
          { cols: 4, children: [firstName] },
          { cols: 4, children: [lastName] },
          { cols: 4, children: [dateOfBirth] },
        ]),
      ]),
      results: { TextInput1: 'Alex', TextInput2: 'Rivera', DatePicker1: '1990-04-12' },
    },
    {
      key: 'layout-Column',
      elType: 'Column',
      label: 'Column',
      title: 'Widths 3 and 9, the second holding a nested layout',
      content: galleryForm([
        galleryRow('Row1', [
          { cols: 3, children: [firstName] },
          {
            cols: 9,
            children: [
              galleryRow('Row2', [
                { cols: 6, children: [lastName] },
                { cols: 6, children: [dateOfBirth] },
              ]),
              galleryRow('Row3', [{ cols: 12, children: [notes] }]),
            ],
          },
        ]),
      ]),
      results: { TextInput1: 'Sam', TextInput2: 'Rivera' },
    },
  ];
}
