import type { ComponentNode } from '@clinic/forms-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type BuilderServices, BuilderServicesContext } from '../services/builderServices';
import { PropertiesEditor } from './PropertiesEditor';

const choice = (options: unknown): ComponentNode => ({
  kind: 'component',
  id: 'SingleChoice1',
  elType: 'SingleChoice',
  version: 1,
  page: 0,
  properties: { label: 'Site', options },
});

function renderEditor(options: unknown, services: BuilderServices, advanced = true) {
  const onChange = vi.fn();
  const view = render(
    <BuilderServicesContext.Provider value={services}>
      <PropertiesEditor node={choice(options)} advanced={advanced} onChange={onChange} />
    </BuilderServicesContext.Provider>,
  );
  return { ...view, onChange };
}

const optionTexts = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options).map((option) => option.textContent);

describe('OptionsEditor: options from a collection', () => {
  it('lets an advanced user pick one of the server’s collections, not type a name', async () => {
    const collectionNames = vi.fn(async () => ['moods', 'painScale']);
    const { onChange } = renderEditor('{{collections.}}', { collectionNames });
    const select = await screen.findByRole('combobox', { name: 'Collection name' });
    await screen.findByRole('option', { name: 'painScale' });
    expect(optionTexts(select)).toEqual(['Choose a collection', 'moods', 'painScale']);
    await userEvent.setup().selectOptions(select, 'painScale');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ options: '{{collections.painScale}}' }),
    );
    expect(collectionNames).toHaveBeenCalledTimes(1);
  });

  it('reads the names only once the options come from a collection', async () => {
    const collectionNames = vi.fn(async () => ['moods']);
    const { onChange } = renderEditor(['North'], { collectionNames });
    expect(collectionNames).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByLabelText('Options from a collection'));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ options: '{{collections.}}' }));
  });

  it('keeps a collection the server no longer lists visible, marked as such', async () => {
    renderEditor('{{collections.retired}}', { collectionNames: async () => ['moods'] });
    await screen.findByRole('option', { name: 'moods' });
    const select = screen.getByRole('combobox', { name: 'Collection name' });
    expect((select as HTMLSelectElement).value).toBe('retired');
    expect(screen.getByRole('option', { name: 'retired (no longer listed)' })).toBeTruthy();
  });

  it('says when the names cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = renderEditor('{{collections.moods}}', {
      collectionNames: async () => Promise.reject(new Error('offline')),
    });
    // The status says "Loading the list…" first.
    expect((await screen.findByText('The list could not be loaded.')).getAttribute('role')).toBe('status');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    unmount();
    renderEditor('{{collections.moods}}', {});
    expect(screen.getByRole('status').textContent).toBe('The list is not available here.');
    expect((screen.getByRole('combobox', { name: 'Collection name' }) as HTMLSelectElement).value).toBe(
      'moods',
    );
  });

  it('shows other users the collection read only, with no way to take options from one', async () => {
    const collectionNames = vi.fn(async () => ['moods']);
    const { unmount } = renderEditor('{{collections.moods}}', { collectionNames }, false);
    await screen.findByRole('option', { name: 'moods' });
    expect((screen.getByRole('combobox', { name: 'Collection name' }) as HTMLSelectElement).disabled).toBe(
      true,
    );
    unmount();
    renderEditor(['North'], { collectionNames }, false);
    expect(screen.queryByLabelText('Options from a collection')).toBeNull();
  });
});
