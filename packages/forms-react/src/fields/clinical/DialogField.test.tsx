import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type DialogErrors, DialogField, useDialogFields } from './DialogField';

function Dialog({ errors }: { errors: DialogErrors }) {
  const fields = useDialogFields(errors, (message) => `[${message}]`);
  return (
    <>
      <DialogField fields={fields} slot="dose" label="Dose" required>
        <input id={fields.fieldId('dose')} {...fields.invalidProps('dose')} />
      </DialogField>
      <DialogField fields={fields} slot="notes" label="Notes" wide>
        <textarea id={fields.fieldId('notes')} {...fields.invalidProps('notes')} />
      </DialogField>
    </>
  );
}

describe('DialogField', () => {
  it('labels each control and shows nothing when the slot has no error', () => {
    render(<Dialog errors={{}} />);
    const dose = screen.getByRole('textbox', { name: 'Dose' });
    expect(dose.getAttribute('aria-invalid')).toBeNull();
    // The required mark is seen, not read (the control says it is required).
    expect(screen.getByText('Dose').textContent).toBe('Dose *');
    expect(screen.getByRole('textbox', { name: 'Notes' }).closest('.cf-dialog-wide')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a slot's messages, translated, under its control and ties them to it", () => {
    render(<Dialog errors={{ dose: ['Required', 'Too long'], notes: 'Bad' }} />);
    const dose = screen.getByRole('textbox', { name: 'Dose' });
    expect(dose.getAttribute('aria-invalid')).toBe('true');
    const describedBy = dose.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('[Required] [Too long]');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '[Required] [Too long]',
      '[Bad]',
    ]);
  });
});
