import { type ComponentNode, type Properties, readOptions } from '@clinic/forms-core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PropertiesEditor } from '../PropertiesEditor';

/** The properties panel of one component, keeping what the author changes (as the builder does). */
function renderPanel(elType: string, options: unknown, version = 1) {
  const saved: { properties: Properties } = { properties: {} };
  function Panel() {
    const [properties, setProperties] = useState<Properties>({ label: 'Smoker', options });
    saved.properties = properties;
    const node: ComponentNode = { kind: 'component', id: `${elType}1`, elType, version, page: 0, properties };
    return <PropertiesEditor node={node} advanced={false} onChange={setProperties} />;
  }
  render(<Panel />);
  const group = screen.getByRole('group', { name: 'Options' });
  return { saved, group, user: userEvent.setup() };
}

const labels = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('textbox', { name: /^Label of option/ })
    .map((input) => (input as HTMLInputElement).value);

describe('options editor', () => {
  it('edits a label in place; without separate values the label is what is stored', async () => {
    const { saved, group, user } = renderPanel('SingleChoice', ['Yes', 'Noo']);
    const second = within(group).getByRole('textbox', { name: 'Label of option 2' });
    // A cleared label keeps its row while the author retypes it.
    fireEvent.change(second, { target: { value: '' } });
    expect(labels(group)).toEqual(['Yes', '']);
    fireEvent.change(second, { target: { value: 'No' } });
    expect(saved.properties.options).toEqual(['Yes', 'No']);
    await user.type(second, 't sure');
    expect(saved.properties.options).toEqual(['Yes', 'Not sure']);
  });

  it('keeps the stored value when a label changes once values are separate', async () => {
    const { saved, group, user } = renderPanel('SingleChoice', ['Yes', 'No']);
    await user.click(within(group).getByRole('checkbox', { name: 'Separate stored values' }));
    const value = within(group).getByRole('textbox', { name: 'Stored value of option 1' });
    fireEvent.change(value, { target: { value: 'y' } });
    const label = within(group).getByRole('textbox', { name: 'Label of option 1' });
    await user.type(label, ', daily');
    expect(saved.properties.options).toEqual([{ value: 'y', label: 'Yes, daily' }, 'No']);
  });

  it('opens separate values and scores by itself for options that have them', () => {
    const { group } = renderPanel('SingleChoice', [{ value: 'y', label: 'Yes', score: 2 }]);
    expect(within(group).getByRole('checkbox', { name: 'Separate stored values' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(group).getByRole('spinbutton', { name: 'Score of option 1' })).toHaveProperty('value', '2');
  });

  it('moves an option with the arrow keys on its handle, and says where it went', async () => {
    const { saved, group, user } = renderPanel('SingleChoice', ['Never', 'Daily', 'Weekly']);
    within(group).getByRole('button', { name: 'Move Weekly' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(saved.properties.options).toEqual(['Never', 'Weekly', 'Daily']);
    expect(labels(group)).toEqual(['Never', 'Weekly', 'Daily']);
    expect(within(group).getByText('Weekly moved to position 2 of 3.').getAttribute('role')).toBe('status');
    // Focus stays on the moved option, which goes no higher than first.
    expect(document.activeElement).toBe(within(group).getByRole('button', { name: 'Move Weekly' }));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(saved.properties.options).toEqual(['Weekly', 'Never', 'Daily']);
    await user.keyboard('{ArrowDown}');
    expect(saved.properties.options).toEqual(['Never', 'Weekly', 'Daily']);
  });

  it('adds one option per pasted line, with "value|label" values and scores', async () => {
    const { saved, group, user } = renderPanel('SingleChoice', ['Unsure']);
    await user.click(within(group).getByRole('textbox', { name: 'New item of Options' }));
    await user.paste('0|Not at all|0\n\n3\tNearly every day\t3\n');
    expect(saved.properties.options).toEqual([
      'Unsure',
      { value: '0', label: 'Not at all', score: 0 },
      { value: '3', label: 'Nearly every day', score: 3 },
    ]);
    expect(within(group).getByRole('checkbox', { name: 'Score per option' })).toHaveProperty('checked', true);
    expect(within(group).getByText('2 options added.').getAttribute('role')).toBe('status');
  });

  it('types a single option and adds it with Enter; removes one', async () => {
    const { saved, group, user } = renderPanel('SingleChoice', ['A']);
    await user.type(within(group).getByRole('textbox', { name: 'New item of Options' }), 'B{Enter}');
    expect(saved.properties.options).toEqual(['A', 'B']);
    await user.click(within(group).getByRole('button', { name: 'Remove A' }));
    expect(readOptions(saved.properties.options).map((option) => option.label)).toEqual(['B']);
  });

  it('turns "Other (please specify)" on beside the options where the component has it', async () => {
    const { saved, group, user } = renderPanel('Dropdown', ['A'], 2);
    await user.click(within(group).getByRole('checkbox', { name: 'Other (please specify)' }));
    expect(saved.properties.includeOther).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'Include "Other"' })).toBeNull();
  });
});
