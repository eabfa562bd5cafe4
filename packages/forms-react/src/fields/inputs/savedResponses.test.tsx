import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLazyComponents } from '../../render/lazyComponent';
import type { FormServices } from '../../services/formServices';
import type { SavedResponse, SavedResponsesClient } from '../../services/savedResponses';
import { registerInputFields } from './registerInputFields';
import { renderField, TEST_ID } from './testing/renderField';

function memoryClient(initial: SavedResponse[]) {
  let items = [...initial];
  const client = {
    list: vi.fn(async (_componentId: string) => items),
    save: vi.fn(async (_componentId: string, response: string) => {
      items = [...items, { id: `r${items.length + 1}`, response }];
      return items;
    }),
    remove: vi.fn(async (id: string) => {
      items = items.filter((item) => item.id !== id);
    }),
  } satisfies SavedResponsesClient;
  return client;
}

const component = { elType: 'TextInput', properties: { responseOptions: ['Follow-up visit'] } };

describe('saved-responses menu', () => {
  beforeAll(async () => {
    registerInputFields();
    await loadLazyComponents();
  });

  it('loads the user list once, on first open, and inserts a picked response', async () => {
    const user = userEvent.setup();
    const client = memoryClient([{ id: 'r1', response: 'Medication refill' }]);
    const services: FormServices = { segment: 'core', savedResponses: client };
    const { value } = renderField(component, { services });
    // Drawn once the field is focused or pointed at, not up front.
    expect(screen.queryByRole('button', { name: 'Saved responses' })).toBeNull();
    await user.click(screen.getByLabelText('Field'));
    expect(client.list).not.toHaveBeenCalled();
    const menu = screen.getByRole('button', { name: 'Saved responses' });
    await user.click(menu);
    expect(await screen.findByRole('button', { name: 'Medication refill' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow-up visit' })).toBeTruthy();
    await user.click(menu);
    await user.click(menu);
    expect(client.list).toHaveBeenCalledTimes(1);
    expect(client.list).toHaveBeenCalledWith(TEST_ID);
    await user.click(screen.getByRole('button', { name: 'Medication refill' }));
    expect(value()).toBe('Medication refill');
    expect(screen.queryByRole('group', { name: 'Saved responses' })).toBeNull();
  });

  it('saves the current text unless blank or listed, and deletes only user responses', async () => {
    const user = userEvent.setup();
    const client = memoryClient([{ id: 'r1', response: 'Medication refill' }]);
    renderField(component, { services: { segment: 'core', savedResponses: client } });
    await user.type(screen.getByLabelText('Field'), 'Follow-up visit');
    await user.click(screen.getByRole('button', { name: 'Saved responses' }));
    const save = await screen.findByRole('button', { name: 'Save current text' });
    await user.click(save);
    // Already a predefined response: nothing is sent.
    expect(client.save).not.toHaveBeenCalled();
    // Typing in the box is a click outside the menu, which closes it.
    await user.type(screen.getByLabelText('Field'), ' in 2 weeks');
    await user.click(screen.getByRole('button', { name: 'Saved responses' }));
    await user.click(screen.getByRole('button', { name: 'Save current text' }));
    expect(client.save).toHaveBeenCalledWith(TEST_ID, 'Follow-up visit in 2 weeks');
    expect(await screen.findByRole('button', { name: 'Follow-up visit in 2 weeks' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete saved response "Follow-up visit"' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete saved response "Medication refill"' }));
    expect(client.remove).toHaveBeenCalledWith('r1');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Medication refill' })).toBeNull());
  });

  it('appends a picked response to a Textarea on a new line', async () => {
    const user = userEvent.setup();
    const { value } = renderField(
      { elType: 'Textarea', properties: { responseOptions: ['Return in 4 weeks.'] } },
      { value: 'Stable.', services: { segment: 'core' } },
    );
    await user.hover(screen.getByLabelText('Field'));
    await user.click(screen.getByRole('button', { name: 'Saved responses' }));
    await user.click(screen.getByRole('button', { name: 'Return in 4 weeks.' }));
    expect(value()).toBe('Stable.\nReturn in 4 weeks.');
  });

  it('is not offered against the portal segment', async () => {
    const client = memoryClient([]);
    renderField(component, { services: { segment: 'portal', savedResponses: client } });
    await userEvent.setup().click(screen.getByLabelText('Field'));
    expect(screen.queryByRole('button', { name: 'Saved responses' })).toBeNull();
    expect(client.list).not.toHaveBeenCalled();
  });

  it('speaks Spanish and closes with Escape, giving focus back', async () => {
    const user = userEvent.setup();
    renderField(component, {
      language: 'es',
      services: { segment: 'core', savedResponses: memoryClient([]) },
    });
    // By keyboard: the field takes focus, and Tab goes on to the menu it revealed.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Field'));
    await user.tab();
    const menu = screen.getByRole('button', { name: 'Respuestas guardadas' });
    expect(document.activeElement).toBe(menu);
    await user.click(menu);
    expect(await screen.findByText('Aún no hay respuestas guardadas')).toBeTruthy();
    expect(screen.getByText('Respuestas predefinidas')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Respuestas predefinidas')).toBeNull();
    expect(document.activeElement).toBe(menu);
  });
});
