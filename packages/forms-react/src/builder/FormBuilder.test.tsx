import type { FormContent } from '@clinic/forms-core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { BuilderUser } from './builderUser';
import { FormBuilder } from './FormBuilder';
import { oneColumnForm } from './oneColumnForm.testing';

const content: FormContent = oneColumnForm([
  { id: 'TextInput1', elType: 'TextInput', properties: { label: 'First name' } },
  { id: 'Textarea1', elType: 'Textarea', properties: { label: 'Notes' } },
]);

const staff: BuilderUser = { roles: ['staff'], advancedOptions: false };
const techStaff: BuilderUser = { roles: ['staff', 'techStaff'], advancedOptions: false };
const flagged: BuilderUser = { roles: ['staff'], advancedOptions: true };

function Harness({ user = staff, onContent }: { user?: BuilderUser; onContent?: (c: FormContent) => void }) {
  const [value, setValue] = useState(content);
  return (
    <FormBuilder
      content={value}
      user={user}
      onChange={(next) => {
        setValue(next);
        onContent?.(next);
      }}
    />
  );
}

const panel = () => screen.queryByRole('complementary', { name: 'Edit Element' });

// The builder is a large tree for jsdom's role queries: give each test room.
describe('FormBuilder', { timeout: 30_000 }, () => {
  it('selecting an element opens Edit Element with its properties; closing clears the selection', () => {
    render(<Harness />);
    expect(panel()).toBeNull();
    const edit = screen.getByRole('button', { name: 'Edit First name (TextInput1)' });
    fireEvent.click(edit);
    expect(edit.getAttribute('aria-pressed')).toBe('true');
    const opened = panel();
    if (!opened) throw new Error('panel not open');
    expect(within(opened).getByLabelText('Label')).toHaveProperty('value', 'First name');
    fireEvent.click(within(opened).getByRole('button', { name: 'Close Edit Element' }));
    expect(panel()).toBeNull();
    expect(edit.getAttribute('aria-pressed')).toBe('false');
  });

  it('edits properties, and undo and redo walk the snapshots', () => {
    let latest = content;
    render(<Harness onContent={(c) => (latest = c)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit First name (TextInput1)' }));
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Given name' } });
    expect(screen.getByRole('button', { name: 'Edit Given name (TextInput1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'Edit First name (TextInput1)' })).toBeTruthy();
    expect(latest).toEqual(content);
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(screen.getByRole('button', { name: 'Edit Given name (TextInput1)' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Undo' }), { key: 'z', ctrlKey: true });
    expect(screen.getByRole('button', { name: 'Edit First name (TextInput1)' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks before deleting a component, and Cancel keeps it', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Notes (Textarea1)' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this component?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Notes (Textarea1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Notes (Textarea1)' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('button', { name: 'Edit Notes (Textarea1)' })).toBeNull();
  });

  it('shows the Advanced toggle only to tech staff or users with the advanced-options flag', () => {
    const { unmount } = render(<Harness user={staff} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit First name (TextInput1)' }));
    expect(screen.queryByRole('button', { name: 'Advanced' })).toBeNull();
    // Rules are data, not expressions: every staff user may author them (issue 21.4).
    expect(screen.getByRole('button', { name: 'Component rules' })).toBeTruthy();
    unmount();
    for (const user of [techStaff, flagged]) {
      const view = render(<Harness user={user} />);
      fireEvent.click(screen.getByRole('button', { name: 'Edit First name (TextInput1)' }));
      fireEvent.click(screen.getByRole('button', { name: 'Advanced' }));
      const json = screen.getByLabelText('JSON of TextInput1') as HTMLTextAreaElement;
      expect(JSON.parse(json.value)).toMatchObject({ id: 'TextInput1', elType: 'TextInput' });
      expect(screen.getByRole('button', { name: 'Open code editor' })).toBeTruthy();
      view.unmount();
    }
  });

  it('applies JSON edits from the Advanced tab and refuses invalid ones', () => {
    render(<Harness user={techStaff} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit First name (TextInput1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Advanced' }));
    const json = screen.getByLabelText('JSON of TextInput1');
    fireEvent.change(json, { target: { value: '{"kind":"component"' } });
    fireEvent.blur(json);
    expect(screen.getByRole('alert').textContent).toContain('Not valid JSON');
    const node = {
      kind: 'component',
      id: 'TextInput1',
      elType: 'TextInput',
      version: 1,
      page: 0,
      properties: { label: 'Surname' },
    };
    fireEvent.change(json, { target: { value: JSON.stringify(node) } });
    fireEvent.blur(json);
    expect(screen.getByRole('button', { name: 'Edit Surname (TextInput1)' })).toBeTruthy();
  });

  it('writes a visibility rule from the Component rules dialog and sums it up on the canvas', () => {
    let latest = content;
    render(<Harness user={staff} onContent={(c) => (latest = c)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Notes (Textarea1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Component rules' }));
    const dialog = screen.getByRole('dialog', { name: 'Component rules' });
    fireEvent.change(within(dialog).getByLabelText('Component of condition 1'), {
      target: { value: 'TextInput1' },
    });
    fireEvent.change(within(dialog).getByLabelText('Comparison of condition 1'), {
      target: { value: 'contains' },
    });
    fireEvent.change(within(dialog).getByLabelText('Value of condition 1'), { target: { value: 'yes' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const notes = latest.rows[0]?.columns[0]?.children[1];
    expect(notes?.kind === 'component' && notes.properties.hidden).toEqual({
      effect: 'show',
      join: 'and',
      items: [{ componentId: 'TextInput1', comparison: 'contains', value: 'yes' }],
    });
    expect(screen.getByText('Shown or hidden by its component rules.')).toBeTruthy();
    expect(screen.getByText('Shown when First name contains yes')).toBeTruthy();
  });

  it('adds a toolbox item at the end of the form on click, and copies a layout', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Email Input' }), { detail: 1 });
    expect(screen.getByRole('complementary', { name: 'Edit Element' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Email Input (EmailInput1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy layout of Row (Row1)' }));
    expect(screen.getByText('Layout copied.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Paste layout' }));
    expect(screen.getByRole('button', { name: 'Edit First name (TextInput2)' })).toBeTruthy();
  });
});
