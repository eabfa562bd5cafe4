import { beforeEach, describe, expect, it, vi } from 'vitest';

const apiRequest = vi.fn();
vi.mock('../../api/httpClient', () => ({ apiRequest }));
const { eFormDocumentPicker } = await import('./eFormDocumentPicker');

const episode = '5b3f0c0e-9d7e-4d5a-9f43-1a2b3c4d5e6f';
const form = 'a6c1d2e3-f405-4a6b-8c7d-8e9f0a1b2c3d';
const picked = {
  id: '0f1e2d3c-4b5a-4968-8776-655443322110',
  status: 'Completed',
  versionId: '11111111-2222-4333-8444-555555555555',
  createdAt: '2025-03-04T08:30:00.000Z',
  createdBy: null,
  mode: 'e-form',
  results: { TextInput1: 'Earlier answer' },
  score: null,
  effectiveDate: null,
};

describe('the e-form document picker', () => {
  beforeEach(() => apiRequest.mockReset());

  it('lists a form’s documents through the ticket, and loads the chosen one from the same read', async () => {
    apiRequest.mockResolvedValue([picked]);
    const source = eFormDocumentPicker('ticket/with?odd', episode);
    expect(await source?.listDocuments({ formId: form })).toEqual([picked]);
    expect(apiRequest).toHaveBeenCalledWith(
      'GET',
      `/api/core/EForms/ticket%2Fwith%3Fodd/QueryResults/${form}/${episode}`,
    );
    expect(await source?.loadDocument(picked.id)).toEqual(picked);
    expect(apiRequest).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed read, and offers nothing without an episode of care', async () => {
    apiRequest.mockRejectedValueOnce(new Error('no connection')).mockResolvedValueOnce([picked]);
    const source = eFormDocumentPicker('ticket', episode);
    await expect(source?.listDocuments({ formId: form })).rejects.toThrow('no connection');
    expect(await source?.listDocuments({ formId: form })).toEqual([picked]);
    await expect(source?.loadDocument('another')).rejects.toThrow();
    expect(eFormDocumentPicker('ticket', null)).toBeUndefined();
  });
});
