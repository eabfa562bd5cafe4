import { type ComponentNode, createComponent, getCatalogueEntry } from '@clinic/forms-core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PropertiesEditor } from './PropertiesEditor';
import { propertySectionsOf } from './propertySectionsOf';

const sectionTitles = () =>
  Array.from(document.querySelectorAll('details.cfb-section > summary')).map((s) => s.textContent);
const section = (title: string) => {
  const summary = screen.getByText(title, { selector: 'summary' });
  return summary.parentElement as HTMLDetailsElement;
};
const scripting = [
  'On change (auto-population script)',
  'Dependent properties',
  'Reset store values',
  'Style',
];

describe('PropertiesEditor sections', () => {
  it('groups a dropdown’s properties in the catalogue’s sections, in order', () => {
    render(<PropertiesEditor node={createComponent('Dropdown')} advanced onChange={() => undefined} />);
    expect(sectionTitles()).toEqual(['General', 'Choices', 'Validation', 'Logic', 'Advanced']);
    expect(within(section('General')).getByLabelText('Label')).toBeTruthy();
    expect(within(section('Choices')).getByText('Multiselect')).toBeTruthy();
    expect(within(section('Validation')).getByLabelText('Required')).toBeTruthy();
    expect(within(section('Logic')).getByLabelText('Hidden')).toBeTruthy();
    expect(within(section('Advanced')).getByLabelText('Style')).toBeTruthy();
    // Layout and Advanced wait for a click; the others are open.
    expect(section('General').open).toBe(true);
    expect(section('Advanced').open).toBe(false);
  });

  it('shows scripting and style only to users with advanced options', () => {
    const { rerender } = render(
      <PropertiesEditor node={createComponent('TextInput')} advanced={false} onChange={() => undefined} />,
    );
    for (const label of scripting) expect(screen.queryByLabelText(label)).toBeNull();
    rerender(<PropertiesEditor node={createComponent('TextInput')} advanced onChange={() => undefined} />);
    for (const label of scripting) expect(within(section('Advanced')).getByLabelText(label)).toBeTruthy();
  });

  it('takes each section from the catalogue metadata, never from a guess here', () => {
    const entry = getCatalogueEntry('NumberInput');
    if (!entry) throw new Error('NumberInput is in the catalogue');
    for (const { section: name, properties } of propertySectionsOf(entry, true)) {
      for (const meta of properties) expect(meta.section).toBe(name);
    }
  });

  it('shows an empty limit as what it means, never null, and empties it back to null', () => {
    const onChange = vi.fn();
    const number: ComponentNode = createComponent('NumberInput');
    render(<PropertiesEditor node={number} advanced={false} onChange={onChange} />);
    const max = screen.getByLabelText('Max value') as HTMLInputElement;
    expect(max.value).toBe('');
    expect(max.placeholder).toBe('No maximum');
    expect((screen.getByLabelText('Default value') as HTMLInputElement).placeholder).toBe('No default value');
    expect(document.body.textContent).not.toMatch(/\bnull\b/);
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input, textarea',
    )) {
      expect(field.value).not.toBe('null');
    }
    fireEvent.change(max, { target: { value: '12' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ maxValue: 12 }));
  });

  it('shows a json default of null as an empty box with its meaning', () => {
    const onChange = vi.fn();
    render(<PropertiesEditor node={createComponent('TextInput')} advanced={false} onChange={onChange} />);
    const value = screen.getByLabelText('Default value') as HTMLTextAreaElement;
    expect(value.value).toBe('');
    expect(value.placeholder).toBe('No default value');
    fireEvent.blur(value);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: null }));
  });

  it('says under each common property what it does', () => {
    render(
      <PropertiesEditor node={createComponent('TextInput')} advanced={false} onChange={() => undefined} />,
    );
    const label = screen.getByLabelText('Label');
    const helpId = label.getAttribute('aria-describedby');
    expect(helpId && document.getElementById(helpId)?.textContent).toBe(
      'The question or title the person filling in the form reads.',
    );
  });
});
