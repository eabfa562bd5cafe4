import type { FormContent } from '@clinic/forms-core';
import { describe, expect, it, vi } from 'vitest';
import { oneComponentForm } from '../fields/inputs/testing/renderField';
import {
  type AutofillDocumentDetail,
  latestCompletedSectionProvider,
  sectionTextOf,
} from './autofillProvider';

const layout = (sectionSelected: string): FormContent =>
  oneComponentForm({ elType: 'TextInputAiAutofill', properties: { sectionSelected } });

const request = (sectionSelected: string) => ({ sectionSelected, componentId: 'X' });

describe('latestCompletedSectionProvider', () => {
  const details: Record<string, AutofillDocumentDetail> = {
    newestDraft: { content: layout('chiefComplaint'), results: { Field1: 'draft text' } },
    newerOtherSection: { content: layout('plan'), results: { Field1: 'plan text' } },
    older: { content: layout('chiefComplaint'), results: { Field1: 'Knee pain' } },
    oldest: { content: layout('chiefComplaint'), results: { Field1: 'Old complaint' } },
  };
  const documents = [
    { id: 'oldest', status: 'Completed', completedAt: '2024-01-02T10:00:00Z' },
    { id: 'newestDraft', status: 'Draft', completedAt: null, createdAt: '2024-06-01T10:00:00Z' },
    { id: 'older', status: 'Completed', completedAt: '2024-03-02T10:00:00Z' },
    { id: 'newerOtherSection', status: 'Completed', completedAt: '2024-05-02T10:00:00Z' },
  ];

  it('reads the section from the latest completed document holding it', async () => {
    const loadDocument = vi.fn(async (id: string) => details[id] ?? { content: null, results: {} });
    const provider = latestCompletedSectionProvider({ listDocuments: async () => documents, loadDocument });
    expect(await provider.autofill(request('chiefComplaint'))).toBe('Knee pain');
    expect(loadDocument.mock.calls.map(([id]) => id)).toEqual(['newerOtherSection', 'older']);
    expect(await provider.autofill(request('allergies'))).toBeNull();
  });

  it('shares the list call of fields asking together and reads each document once', async () => {
    const listDocuments = vi.fn(async () => documents);
    const loadDocument = vi.fn(async (id: string) => details[id] ?? { content: null, results: {} });
    const provider = latestCompletedSectionProvider({ listDocuments, loadDocument });
    const answers = await Promise.all([
      provider.autofill(request('chiefComplaint')),
      provider.autofill(request('plan')),
    ]);
    expect(answers).toEqual(['Knee pain', 'plan text']);
    expect(listDocuments).toHaveBeenCalledTimes(1);
    expect(loadDocument).toHaveBeenCalledTimes(2);
  });

  it('skips the document being filled and stops waiting when aborted', async () => {
    const provider = latestCompletedSectionProvider({
      listDocuments: async () => documents,
      loadDocument: async (id) => details[id] ?? { content: null, results: {} },
      excludeDocumentId: 'older',
    });
    expect(await provider.autofill(request('chiefComplaint'))).toBe('Old complaint');
    const controller = new AbortController();
    controller.abort();
    await expect(provider.autofill(request('chiefComplaint'), controller.signal)).rejects.toThrow(
      'cancelled',
    );
  });

  it('reads the fallback layout when the first one is not a form layout', () => {
    const detail = {
      content: { not: 'a layout' },
      fallbackContent: layout('plan'),
      results: { Field1: 'Plan B' },
    };
    expect(sectionTextOf(detail, 'plan')).toBe('Plan B');
    expect(sectionTextOf({ content: null, results: { Field1: 'x' } }, 'plan')).toBeNull();
  });
});
