import type { ComponentNode } from '@clinic/forms-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { galleryForm } from '../gallery/galleryForm';
import { createDocumentSession } from './documentSession';
import { restoreUnsavedAnswers } from './restoreUnsavedAnswers';
import {
  forgetAllUnsavedAnswers,
  keepUnsavedAnswers,
  readUnsavedAnswers,
  unsavedAnswersMaxAgeMs,
} from './unsavedAnswers';

const textInput = (id: string, properties: Record<string, unknown> = {}): ComponentNode => ({
  kind: 'component',
  version: 1,
  page: 0,
  id,
  elType: 'TextInput',
  properties: { label: id, ...properties },
});
const content = galleryForm([textInput('TextInput1'), textInput('TextInput2', { readonly: true })]);
const open = (rowVersion: number, results = {}) =>
  createDocumentSession({ content, mode: 'e-form', rowVersion, results });

describe('restoreUnsavedAnswers', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('enters kept answers again on the version they were typed on, as unsaved changes', () => {
    keepUnsavedAnswers('doc', { rowVersion: 3, values: { TextInput1: 'kept', TextInput2: 'not mine' } });
    const session = open(3, { TextInput1: 'stored' });
    expect(restoreUnsavedAnswers(session, 'doc')).toBe('restored');
    expect(session.store.getValue('TextInput1')).toBe('kept');
    // What the user may not change is never entered from the device.
    expect(session.store.getValue('TextInput2')).toBeUndefined();
    expect(session.isDirty()).toBe(true);
    expect(session.store.getUnsavedValues()).toEqual({ TextInput1: 'kept' });
  });

  it('never puts them over a newer version; says so unless the newer version holds them already', () => {
    keepUnsavedAnswers('doc', { rowVersion: 3, values: { TextInput1: 'kept' } });
    const changed = open(4, { TextInput1: 'changed by staff' });
    expect(restoreUnsavedAnswers(changed, 'doc')).toBe('outdated');
    expect(changed.store.getValue('TextInput1')).toBe('changed by staff');
    expect(changed.isDirty()).toBe(false);
    expect(readUnsavedAnswers('doc')).toBeNull();

    // A save made as the page hid reached the server after all.
    keepUnsavedAnswers('doc', { rowVersion: 3, values: { TextInput1: 'kept' } });
    expect(restoreUnsavedAnswers(open(4, { TextInput1: 'kept' }), 'doc')).toBe('none');
    expect(readUnsavedAnswers('doc')).toBeNull();
  });

  it('forgets answers after a day, and all of them on sign-out', () => {
    vi.useFakeTimers();
    keepUnsavedAnswers('old', { rowVersion: 1, values: { TextInput1: 'a' } });
    vi.advanceTimersByTime(unsavedAnswersMaxAgeMs + 1);
    keepUnsavedAnswers('new', { rowVersion: 1, values: { TextInput1: 'b' } });
    expect(readUnsavedAnswers('old')).toBeNull();
    expect(readUnsavedAnswers('new')).not.toBeNull();
    localStorage.setItem('lang', 'es');
    forgetAllUnsavedAnswers();
    expect(readUnsavedAnswers('new')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('es');
  });
});
