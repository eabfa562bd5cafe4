import { describe, expect, it, vi } from 'vitest';
import { savedResponsesForForm } from './savedResponses';

describe('savedResponsesForForm', () => {
  it('binds the form id to the UserResponses calls', async () => {
    const calls = {
      list: vi.fn(async () => [{ id: 'r1', response: 'Stable' }]),
      save: vi.fn(async () => []),
      remove: vi.fn(async () => {}),
    };
    const client = savedResponsesForForm('form-1', calls);
    expect(await client.list('TextInput1')).toEqual([{ id: 'r1', response: 'Stable' }]);
    await client.save('TextInput1', 'Improving');
    await client.remove('r1');
    expect(calls.list).toHaveBeenCalledWith('form-1', 'TextInput1');
    expect(calls.save).toHaveBeenCalledWith({
      formId: 'form-1',
      componentId: 'TextInput1',
      response: 'Improving',
    });
    expect(calls.remove).toHaveBeenCalledWith('r1');
  });
});
