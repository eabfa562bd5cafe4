import type { ComponentNode, VisibilityRule } from '@clinic/forms-core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ComponentRulesDialog } from './ComponentRulesDialog';

const component = (id: string, elType: string, properties: ComponentNode['properties']): ComponentNode =>
  ({ kind: 'component', id, elType, version: 1, page: 0, properties }) as ComponentNode;

const smoker = component('SingleChoice1', 'SingleChoice', { label: 'Smoker', options: ['Yes', 'No'] });
const age = component('NumberInput1', 'NumberInput', { label: 'Age' });
const seen = component('DatePicker1', 'DatePicker', { label: 'Last seen' });
const drink = component('Dropdown1', 'Dropdown', { label: 'Alcohol', options: ['Never', 'Weekly', 'Daily'] });
const packs = component('NumberInput2', 'NumberInput', { label: 'Packs a day' });
const later = component('TextInput9', 'TextInput', { label: 'Later question' });
const form = [smoker, age, seen, drink, packs, later];

function open(node = packs, components = form) {
  const onApply = vi.fn<(hidden: VisibilityRule | false) => void>();
  render(<ComponentRulesDialog node={node} components={components} onApply={onApply} onClose={() => {}} />);
  return { dialog: screen.getByRole('dialog', { name: 'Component rules' }), onApply };
}

const change = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('ComponentRulesDialog', () => {
  it("picks a choice's value from its options and offers only the comparisons that fit", () => {
    const { dialog, onApply } = open();
    change(dialog, 'Component of condition 1', 'SingleChoice1');
    const comparisons = within(dialog).getByLabelText('Comparison of condition 1');
    expect([...comparisons.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'is',
      'is not',
      'is any of',
      'is empty',
      'is not empty',
    ]);
    const value = within(dialog).getByLabelText('Value of condition 1');
    expect([...value.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Choose a value…',
      'Yes',
      'No',
    ]);
    change(dialog, 'Value of condition 1', 'Yes');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({
      effect: 'show',
      join: 'and',
      items: [{ componentId: 'SingleChoice1', comparison: 'equals', value: 'Yes' }],
    });
  });

  it('types numbers and dates in inputs of their kind, and builds a group', () => {
    const { dialog, onApply } = open();
    fireEvent.click(within(dialog).getByLabelText('Hide this component when'));
    change(dialog, 'Component of condition 1', 'NumberInput1');
    change(dialog, 'Comparison of condition 1', 'greaterThan');
    const number = within(dialog).getByLabelText('Value of condition 1');
    expect(number.getAttribute('type')).toBe('number');
    change(dialog, 'Value of condition 1', '65');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add group' }));
    change(dialog, 'Component of condition 1 of group 2', 'DatePicker1');
    expect(within(dialog).getByLabelText('Value of condition 1 of group 2').getAttribute('type')).toBe(
      'date',
    );
    change(dialog, 'Comparison of condition 1 of group 2', 'lessThan');
    change(dialog, 'Value of condition 1 of group 2', '2026-01-01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add condition to group 2' }));
    change(dialog, 'Component of condition 2 of group 2', 'Dropdown1');
    change(dialog, 'Comparison of condition 2 of group 2', 'anyOf');
    const values = within(dialog).getByRole('group', { name: 'Values of condition 2 of group 2' });
    fireEvent.click(within(values).getByLabelText('Weekly'));
    fireEvent.click(within(values).getByLabelText('Daily'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({
      effect: 'hide',
      join: 'and',
      items: [
        { componentId: 'NumberInput1', comparison: 'greaterThan', value: 65 },
        {
          join: 'or',
          conditions: [
            { componentId: 'DatePicker1', comparison: 'lessThan', value: '2026-01-01' },
            { componentId: 'Dropdown1', comparison: 'anyOf', value: ['Weekly', 'Daily'] },
          ],
        },
      ],
    });
  });

  it("opens the old dialog's condition as a rule, and warns of deleted and later sources", () => {
    const ruled = {
      ...packs,
      properties: { ...packs.properties, hidden: "{{ !(SingleChoice1 == 'Yes') }}" },
    };
    const { dialog } = open(ruled, form);
    expect((within(dialog).getByLabelText('Show this component only when') as HTMLInputElement).checked).toBe(
      true,
    );
    expect((within(dialog).getByLabelText('Value of condition 1') as HTMLSelectElement).value).toBe('Yes');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add condition' }));
    change(dialog, 'Component of condition 2', 'TextInput9');
    change(dialog, 'Comparison of condition 2', 'isNotEmpty');
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'The rule refers to Later question, which comes later in the form than this component.',
    );
  });

  it('says a deleted source is deleted', () => {
    const ruled = {
      ...packs,
      properties: {
        hidden: { effect: 'hide', join: 'and', items: [{ componentId: 'Gone1', comparison: 'isEmpty' }] },
      },
    };
    const { dialog } = open(ruled, form);
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'The rule refers to Gone1, which is no longer in the form.',
    );
  });
});
