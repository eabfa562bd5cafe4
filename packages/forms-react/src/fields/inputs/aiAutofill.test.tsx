import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLazyComponents } from '../../render/lazyComponent';
import type { AutofillProvider } from '../../services/autofillProvider';
import { registerInputFields } from './registerInputFields';
import { expectAcceptedValue, renderField } from './testing/renderField';

const component = { elType: 'TextInputAiAutofill', properties: { sectionSelected: 'chiefComplaint' } };

describe('TextInput (AI Autofill)', () => {
  beforeAll(async () => {
    registerInputFields();
    await loadLazyComponents();
  });

  it('fills an empty field from its section when it opens, and again on demand', async () => {
    const user = userEvent.setup();
    const autofill = { autofill: vi.fn(async () => 'Headache for two weeks') } satisfies AutofillProvider;
    const { value } = renderField(component, { services: { segment: 'core', autofill } });
    await waitFor(() => expect(value()).toBe('Headache for two weeks'));
    expect(autofill.autofill).toHaveBeenCalledWith(
      { sectionSelected: 'chiefComplaint', componentId: 'Field1' },
      expect.any(AbortSignal),
    );
    expectAcceptedValue(component, value());
    await user.clear(screen.getByLabelText('Field'));
    await user.click(screen.getByRole('button', { name: 'Autofill' }));
    await waitFor(() => expect(value()).toBe('Headache for two weeks'));
    expect(autofill.autofill).toHaveBeenCalledTimes(2);
  });

  it('keeps a filled value on open and says when no document holds the section, in Spanish', async () => {
    const user = userEvent.setup();
    const autofill = { autofill: vi.fn(async () => null) } satisfies AutofillProvider;
    const { value } = renderField(component, {
      value: 'Typed by staff',
      language: 'es',
      services: { segment: 'core', autofill },
    });
    expect(autofill.autofill).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Autocompletar' }));
    expect(
      await screen.findByText('Ningún documento completado contiene todavía la sección "chiefComplaint".'),
    ).toBeTruthy();
    expect(value()).toBe('Typed by staff');
  });

  it('does not ask in the builder or the viewer', () => {
    const autofill = { autofill: vi.fn(async () => 'x') } satisfies AutofillProvider;
    renderField(component, { mode: 'form-builder', services: { segment: 'core', autofill } });
    renderField(component, { mode: 'form-viewer', services: { segment: 'core', autofill } });
    expect(autofill.autofill).not.toHaveBeenCalled();
  });
});
