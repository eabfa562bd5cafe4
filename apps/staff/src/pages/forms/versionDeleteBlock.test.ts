import type { CoreFormsVersionSummary } from '@clinic/api-contract';
import { describe, expect, it } from 'vitest';
import { formsTexts } from './formsTexts';
import { versionDeleteBlock } from './versionDeleteBlock';

const version = (patch: Partial<CoreFormsVersionSummary> = {}): CoreFormsVersionSummary => ({
  id: 'v1',
  formId: 'f1',
  name: 'Version 1',
  hasResults: false,
  isCurrent: false,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...patch,
});

describe('versionDeleteBlock', () => {
  it('allows an unofficial version without documents, even the one open without changes', () => {
    expect(versionDeleteBlock(version(), { id: null, dirty: false })).toBeNull();
    expect(versionDeleteBlock(version(), { id: 'v1', dirty: false })).toBeNull();
    expect(versionDeleteBlock(version(), { id: 'v2', dirty: true })).toBeNull();
  });

  it('keeps the official version, versions with documents and the open version with unsaved changes', () => {
    expect(versionDeleteBlock(version({ isCurrent: true }), { id: null, dirty: false })).toBe(
      formsTexts.cannotDeleteOfficial,
    );
    expect(versionDeleteBlock(version({ hasResults: true }), { id: null, dirty: false })).toBe(
      formsTexts.cannotDeleteWithDocuments,
    );
    expect(versionDeleteBlock(version(), { id: 'v1', dirty: true })).toBe(formsTexts.cannotDeleteUnsaved);
  });
});
