import type { HttpClient } from '@clinic/api-contract';
import { describe, expect, it } from 'vitest';
import { httpDocumentPickerSource } from './httpDocumentPickerSource';

const picked = {
  id: '11111111-1111-4111-8111-111111111111',
  status: 'Completed',
  versionId: '22222222-2222-4222-8222-222222222222',
  createdAt: '2026-01-05T15:10:00.000Z',
  createdBy: { id: '33333333-3333-4333-8333-333333333333', fullName: 'Dana Whitfield', credentials: 'RN' },
  mode: 'Results',
  results: { TextInput1: 'Yes' },
  score: null,
  effectiveDate: '2026-01-05T00:00:00.000Z',
};

function recordingClient(reply: unknown) {
  const calls: string[] = [];
  const client: HttpClient = {
    request: async <T>(method: string, path: string) => {
      calls.push(`${method} ${path}`);
      return reply as T;
    },
    download: async () => ({ blob: new Blob(), fileName: null, location: null }),
  };
  return { client, calls };
}

describe('httpDocumentPickerSource', () => {
  it("lists the episode's documents of a form as picker options", async () => {
    const { client, calls } = recordingClient([picked]);
    const options = await httpDocumentPickerSource(client, 'eoc-1').listDocuments({ formId: 'form-1' });
    expect(calls).toEqual(['GET /api/core/Documents/ByEocForAdvancedFormBuilderComponent/eoc-1/form-1']);
    expect(options).toEqual([
      {
        id: picked.id,
        status: 'Completed',
        createdAt: picked.createdAt,
        effectiveDate: picked.effectiveDate,
        createdBy: picked.createdBy,
      },
    ]);
  });

  it("loads one document as the picker's value, results included", async () => {
    const { client, calls } = recordingClient(picked);
    const value = await httpDocumentPickerSource(client, 'eoc-1').loadDocument(picked.id);
    expect(calls).toEqual([`GET /api/core/Documents/forAdvancedFormBuilderControl/${picked.id}`]);
    expect(value).toMatchObject({
      id: picked.id,
      versionId: picked.versionId,
      results: { TextInput1: 'Yes' },
    });
  });
});
