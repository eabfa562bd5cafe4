import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DisplayMode } from '../../render/displayMode';
import { FieldView } from '../../render/FieldView';
import { loadLazyComponents } from '../../render/lazyComponent';
import { FormStoreProvider } from '../../store/FormStoreContext';
import { createFormStore } from '../../store/formStore';
import { registerInputFields } from './registerInputFields';
import { oneComponentForm, onlyComponent, TEST_ID } from './testing/renderField';

/** The collections a document reply carries, as the apps hand them to the store. */
const collections = {
  sites: ['North clinic', 'South clinic'],
  painScale: [
    { value: 0, label: 'None' },
    { value: 3, label: 'Severe' },
  ],
};

function renderWithCollections(elType: string, options: string, mode: DisplayMode, value?: unknown) {
  const content = oneComponentForm({ elType, properties: { label: 'Field', options } });
  const store = createFormStore({
    content,
    initialResults: value === undefined ? {} : { [TEST_ID]: value },
    context: { collections },
  });
  render(
    <FormStoreProvider store={store}>
      <FieldView node={onlyComponent(content)} mode={mode} />
    </FormStoreProvider>,
  );
  return () => store.getValue(TEST_ID);
}

describe('options from a collection', () => {
  beforeAll(async () => {
    registerInputFields();
    await loadLazyComponents();
  });

  it('offers a collection of texts as a Single choice’s options', async () => {
    const value = renderWithCollections('SingleChoice', '{{collections.sites}}', 'form-submitter');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'North clinic',
      'South clinic',
    ]);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'South clinic' }));
    expect(value()).toBe('South clinic');
  });

  it('shows {value, label} items by label and stores their value', async () => {
    const value = renderWithCollections('MultipleChoice', '{{collections.painScale}}', 'e-form');
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Severe' }));
    expect(value()).toEqual([3]);
  });

  it('shows the chosen item’s label when read only', () => {
    renderWithCollections('SingleChoice', '{{collections.painScale}}', 'form-viewer', 3);
    expect(screen.getByText('Severe')).toBeTruthy();
  });

  it('offers nothing for a collection the scope does not hold', () => {
    renderWithCollections('SingleChoice', '{{collections.retired}}', 'form-submitter');
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });
});
