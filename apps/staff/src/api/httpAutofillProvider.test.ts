import type { HttpClient } from '@clinic/api-contract';
import { describe, expect, it } from 'vitest';
import { httpAutofillProvider } from './httpAutofillProvider';

const layout = {
  defaults: {},
  rows: [
    {
      kind: 'row',
      id: 'Row1',
      version: 1,
      properties: {},
      columns: [
        {
          kind: 'column',
          id: 'Column1',
          version: 1,
          properties: { cols: 12 },
          children: [
            {
              kind: 'component',
              id: 'TextInputAiAutofill1',
              elType: 'TextInputAiAutofill',
              version: 1,
              page: 0,
              properties: { sectionSelected: 'chiefComplaint' },
            },
          ],
        },
      ],
    },
  ],
};

describe('httpAutofillProvider', () => {
  it("lists the episode's completed documents and reads the section from the version content", async () => {
    const calls: string[] = [];
    const client: HttpClient = {
      async request<T>(method: string, path: string, body?: unknown): Promise<T> {
        calls.push(`${method} ${path} ${JSON.stringify(body ?? null)}`);
        if (method === 'POST') {
          return {
            items: [
              { id: 'doc-now', status: 'Completed', completedAt: '2024-05-01T00:00:00Z' },
              { id: 'doc-old', status: 'Completed', completedAt: '2024-04-01T00:00:00Z' },
            ],
            total: 2,
            page: 0,
            pageSize: 20,
          } as T;
        }
        return {
          document: { bakedLayout: null, results: { TextInputAiAutofill1: 'Low back pain' } },
          version: { content: layout },
        } as T;
      },
      download: async () => ({ blob: new Blob(), fileName: null, location: null }),
    };
    const provider = httpAutofillProvider(client, {
      patientId: 'p1',
      episodeOfCareId: 'e1',
      documentId: 'doc-now',
    });
    expect(await provider.autofill({ sectionSelected: 'chiefComplaint', componentId: 'X' })).toBe(
      'Low back pain',
    );
    expect(calls).toEqual([
      'POST /api/core/Documents/ByEoc/e1/p1 {"page":0,"pageSize":20,"status":"Completed"}',
      'GET /api/core/Documents/GetDetailed/doc-old null',
    ]);
  });
});
