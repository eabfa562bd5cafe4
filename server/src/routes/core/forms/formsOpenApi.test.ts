import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
  components: { schemas: Record<string, unknown> };
}

describe('the forms area in the OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => {
    await t.close();
  });

  it('documents uploads as multipart/form-data with their fields', () => {
    const upload = doc.paths['/api/core/Documents/upload']?.put?.requestBody?.content;
    expect(Object.keys(upload ?? {})).toEqual(['multipart/form-data']);
    expect(JSON.stringify(upload)).toContain('PatientId');
    expect(doc.paths['/api/core/DocumentGroups/upload']?.patch).toBeDefined();
  });

  it('names the main schemas as components', () => {
    for (const id of [
      'CoreFormsForm',
      'CoreFormsVersion',
      'CoreFormsDocument',
      'CoreFormsDocumentGroup',
      'CoreFormsFormGroup',
    ]) {
      expect(doc.components.schemas[id], id).toBeDefined();
    }
    expect(doc.paths['/api/core/Documents/RenderDocument/{id}']?.get).toBeDefined();
    expect(doc.paths['/api/core/Documents/Download/{token}/{id}']?.get).toBeDefined();
  });
});
