import { createDocumentEngine, formContentSchema } from '@clinic/forms-core';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { documentCaller } from './documentCaller';

describe('documentCaller', () => {
  it('logs a failing expression with the form’s expression only, never a value it read', () => {
    const logged: unknown[][] = [];
    const request = {
      headers: { 'accept-language': 'es' },
      query: {},
      log: { warn: (...args: unknown[]) => logged.push(args) },
    } as unknown as FastifyRequest;
    const caller = documentCaller(request);
    expect(caller.language).toBe('es');
    const content = formContentSchema.parse({
      rows: [
        {
          kind: 'row',
          id: 'Row1',
          columns: [
            {
              kind: 'column',
              id: 'Column1',
              properties: { cols: 12 },
              children: [
                { kind: 'component', id: 'TextInput1', elType: 'TextInput', properties: {} },
                {
                  kind: 'component',
                  id: 'TextInput2',
                  elType: 'TextInput',
                  properties: { label: '{{ TextInput1 + {} }}' },
                },
              ],
            },
          ],
        },
      ],
    });
    createDocumentEngine({ content, results: { TextInput1: 'Jane Secret' }, logger: caller.logger });
    expect(logged).toEqual([[{ expression: '{{ TextInput1 + {} }}' }, 'form expression failed']]);
    expect(JSON.stringify(logged)).not.toContain('Jane Secret');
  });
});
