import type { ComponentNode, Properties } from '@clinic/forms-core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PropertiesEditor } from './PropertiesEditor';

const node = (properties: Properties): ComponentNode => ({
  kind: 'component',
  id: 'TextInput1',
  elType: 'TextInput',
  version: 1,
  page: 0,
  properties: { label: 'Name', hidden: false, required: false, ...properties },
});

describe('PropertiesEditor', () => {
  it('offers Required only while the component is always visible', () => {
    const { rerender } = render(
      <PropertiesEditor node={node({})} advanced={false} onChange={() => undefined} />,
    );
    expect((screen.getByLabelText('Required') as HTMLInputElement).disabled).toBe(false);
    rerender(<PropertiesEditor node={node({ hidden: true })} advanced={false} onChange={() => undefined} />);
    expect((screen.getByLabelText('Required') as HTMLInputElement).disabled).toBe(true);
  });

  it('strips double braces from what users without advanced options type', () => {
    const onChange = vi.fn();
    render(<PropertiesEditor node={node({})} advanced={false} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Hi {{ TextInput2 }}' } });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ label: 'Hi  TextInput2 ' }));
    expect(screen.queryByLabelText('On change (auto-population script)')).toBeNull();
  });

  it('keeps a component with computed properties read-only for them, editable for tech staff', () => {
    const computed = node({ label: '{{ TextInput2 }}' });
    const { rerender } = render(
      <PropertiesEditor node={computed} advanced={false} onChange={() => undefined} />,
    );
    expect(screen.getByRole('note').textContent).toContain('Only tech staff or users with advanced options');
    expect((screen.getByLabelText('Label') as HTMLInputElement).disabled).toBe(true);
    rerender(<PropertiesEditor node={computed} advanced onChange={() => undefined} />);
    expect((screen.getByLabelText('Label') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByLabelText('On change (auto-population script)')).toBeTruthy();
  });

  it('lets advanced users take choice options from a collection', () => {
    const choice = (options: unknown): ComponentNode => ({
      kind: 'component',
      id: 'SingleChoice1',
      elType: 'SingleChoice',
      version: 1,
      page: 0,
      properties: { label: 'Site', options },
    });
    const onChange = vi.fn();
    const { rerender } = render(<PropertiesEditor node={choice(['North'])} advanced onChange={onChange} />);
    expect(within(screen.getByRole('group', { name: 'Options' })).getByDisplayValue('North')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Options from a collection'));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ options: '{{collections.}}' }));
    rerender(<PropertiesEditor node={choice('{{collections.Sites}}')} advanced onChange={onChange} />);
    expect(screen.getByLabelText('Collection name')).toHaveProperty('value', 'Sites');
    rerender(<PropertiesEditor node={choice(['North'])} advanced={false} onChange={onChange} />);
    expect(screen.queryByLabelText('Options from a collection')).toBeNull();
  });

  it('marks the answers of a choice that alert the clinician, and clears the alert with the last one', () => {
    const onChange = vi.fn();
    const question = (alertWhen: unknown): ComponentNode => ({
      kind: 'component',
      id: 'SingleChoice1',
      elType: 'SingleChoice',
      version: 1,
      page: 0,
      properties: { label: 'Safe at home?', options: ['Yes', 'No'], alertWhen },
    });
    const { rerender } = render(
      <PropertiesEditor node={question(null)} advanced={false} onChange={onChange} />,
    );
    const alert = () => screen.getByRole('group', { name: 'Alert when…' });
    fireEvent.click(within(alert()).getByLabelText('Yes'));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ alertWhen: { kind: 'anyOf', values: ['Yes'] } }),
    );
    rerender(
      <PropertiesEditor
        node={question({ kind: 'anyOf', values: ['Yes'] })}
        advanced={false}
        onChange={onChange}
      />,
    );
    expect(within(alert()).getByLabelText('Yes')).toHaveProperty('checked', true);
    fireEvent.click(within(alert()).getByLabelText('Yes'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ alertWhen: null }));
  });

  it('alerts on a number at or above a value', () => {
    const onChange = vi.fn();
    const drinks = (alertWhen: unknown): ComponentNode => ({
      kind: 'component',
      id: 'NumberInput1',
      elType: 'NumberInput',
      version: 1,
      page: 0,
      properties: { label: 'Drinks per day', alertWhen },
    });
    const { rerender } = render(
      <PropertiesEditor node={drinks(null)} advanced={false} onChange={onChange} />,
    );
    fireEvent.change(screen.getByLabelText('Alert the clinician when'), { target: { value: 'atLeast' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ alertWhen: { kind: 'atLeast', value: 0 } }),
    );
    rerender(
      <PropertiesEditor node={drinks({ kind: 'atLeast', value: 0 })} advanced={false} onChange={onChange} />,
    );
    fireEvent.change(screen.getByLabelText('Alert value'), { target: { value: '5' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ alertWhen: { kind: 'atLeast', value: 5 } }),
    );
  });
});
