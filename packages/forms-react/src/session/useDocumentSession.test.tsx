import type { ComponentNode, FormContent, Properties } from '@clinic/forms-core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBasicFields } from '../fields/registerBasicFields';
import { galleryForm } from '../gallery/galleryForm';
import { type FormLanguage, FormLanguageProvider } from '../i18n/formLanguage';
import { FormStoreProvider } from '../store/FormStoreContext';
import { FormViewer } from '../viewer/FormViewer';
import type { DocumentSession } from './documentSession';
import { SaveStatusText } from './SaveStatusText';
import type { SavedDocument } from './takeServerValues';
import { keepUnsavedAnswers, readUnsavedAnswers } from './unsavedAnswers';
import { type UseDocumentSessionOptions, useDocumentSession } from './useDocumentSession';

const textInput = (id: string, properties: Properties): ComponentNode => ({
  kind: 'component',
  version: 1,
  page: 0,
  id,
  elType: 'TextInput',
  properties,
});

const pageBreak: ComponentNode = {
  kind: 'component',
  version: 1,
  page: 0,
  id: 'PageBreak1',
  elType: 'PageBreak',
  properties: {},
};

/** Page 1: a name; page 2: a required reason. */
const twoPages = galleryForm([
  textInput('TextInput1', { label: 'Name of {{form.patientName}}', maxLength: 20 }),
  pageBreak,
  textInput('TextInput2', { label: 'Reason', required: true }),
]);

/** Renders a document page as the apps do; resolves the session it made. */
function renderDocument(options: UseDocumentSessionOptions, language: FormLanguage = 'en'): DocumentSession {
  const made: { session?: DocumentSession } = {};
  function DocumentPage() {
    const session = useDocumentSession(options);
    made.session = session;
    return (
      <FormLanguageProvider value={language}>
        <FormStoreProvider store={session.store}>
          <FormViewer mode={options.mode} focusRequest={session.focusRequest} />
        </FormStoreProvider>
        {session.dirty && <p>Unsaved changes</p>}
        <SaveStatusText status={session.saveStatus} dirty={session.dirty} />
      </FormLanguageProvider>
    );
  }
  render(<DocumentPage />);
  if (!made.session) throw new Error('not rendered');
  return made.session;
}

/** Whether closing the tab now would ask first. */
function closingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useDocumentSession', () => {
  beforeAll(() => registerBasicFields());

  it('builds the store from the reply: results, context and the mode', () => {
    const content = galleryForm([
      textInput('TextInput1', { label: 'Name of {{form.patientName}}' }),
      textInput('TextInput2', { label: 'Staff note', required: true, eFormEditable: false }),
    ]);
    const session = renderDocument({
      content,
      results: { TextInput1: 'Jo' },
      context: {
        patient: { firstName: 'Jordan', lastName: 'Lee', mrn: 'M1', dateOfBirth: '1985-01-20' },
      },
      mode: 'e-form',
    });
    expect((screen.getByLabelText('Name of Jordan Lee') as HTMLInputElement).value).toBe('Jo');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    // In the e-form, what the form keeps for staff is neither written nor checked.
    expect(screen.queryByRole('textbox', { name: /Staff note/ })).toBeNull();
    let valid = false;
    act(() => {
      valid = session.check({ filling: true }).valid;
    });
    expect(valid).toBe(true);
  });

  it("is dirty from the user's first change until a save, and only then does closing the tab ask", async () => {
    const session = renderDocument({ content: twoPages, mode: 'form-submitter' });
    expect(closingAsks()).toBe(false);
    fireEvent.change(screen.getByLabelText('Name of'), { target: { value: 'Sam' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(session.isDirty()).toBe(true);
    expect(closingAsks()).toBe(true);
    await act(() => session.save(async (results) => ({ results })));
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(session.isDirty()).toBe(false);
    expect(closingAsks()).toBe(false);
  });

  it('shows a check’s errors in the form language and focuses the first, on its page', () => {
    const session = renderDocument({ content: twoPages, mode: 'e-form' }, 'es');
    let valid = true;
    act(() => {
      valid = session.check({ filling: true }).valid;
    });
    expect(valid).toBe(false);
    expect(screen.getByText('Página 2 de 2')).toBeTruthy();
    expect(screen.getByText('Este campo es obligatorio')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Reason/));
  });

  it("shows a refused save's codes on their fields and goes to the first; what it cannot place it leaves to the caller", () => {
    const session = renderDocument({ content: twoPages, mode: 'form-submitter' });
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    let shown = false;
    act(() => {
      shown = session.showErrors({ TextInput1: [{ rule: 'maxLength', limit: 3 }] });
    });
    expect(shown).toBe(true);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByText('This field length must be less than 3')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name of'));
    expect(session.showErrors({ intakeDocuments: [{ rule: 'required' }] })).toBe(false);
    expect(session.showErrors({ TextInput1: [{ rule: 'notARule' }] })).toBe(false);
    expect(session.showErrors(undefined)).toBe(false);
  });

  it("after a save takes the server's values of what the user may not change, and keeps the errors shown", async () => {
    const content = galleryForm([
      textInput('TextInput1', { label: 'Mine' }),
      textInput('TextInput2', { label: 'Read-only', readonly: true }),
      textInput('TextInput3', { label: 'Refused' }),
    ]);
    const session = renderDocument({ content, mode: 'form-submitter' });
    fireEvent.change(screen.getByLabelText('Mine'), { target: { value: 'typed' } });
    fireEvent.change(screen.getByLabelText('Refused'), { target: { value: 'typed' } });
    act(() => {
      session.showErrors({ TextInput1: [{ rule: 'required' }] });
    });
    await act(() =>
      session.save(async () => ({
        results: { TextInput1: 'as stored', TextInput2: 'from the server', TextInput3: 'kept' },
        ignoredComponentIds: ['TextInput3'],
      })),
    );
    expect(session.store.getResults()).toMatchObject({
      TextInput1: 'typed',
      TextInput2: 'from the server',
      TextInput3: 'kept',
    });
    // A draft saved (by hand or by autosave) says nothing about the answers: the check's errors stay.
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('keeps a change made while the save ran unsaved, and leaves the values as they are', async () => {
    const content = galleryForm([textInput('TextInput1', { label: 'Name' })]);
    const session = renderDocument({ content, mode: 'form-submitter' });
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'first' } });
    let answer = () => {};
    const saving = session.save(
      (results) =>
        new Promise<SavedDocument>((resolve) => {
          answer = () => resolve({ results });
        }),
    );
    fireEvent.change(name, { target: { value: 'second' } });
    await act(async () => {
      answer();
      await saving;
    });
    expect((name as HTMLInputElement).value).toBe('second');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it("runs a new document's form script once, as the server does when it stores one", () => {
    const content = galleryForm([textInput('TextInput1', { label: 'Name' })]);
    const scripted: FormContent = {
      ...content,
      defaults: { ...content.defaults, script: "setValue('TextInput1', 'set up')" },
    };
    const fresh = renderDocument({ content: scripted, mode: 'e-form', isNew: true });
    expect(fresh.store.getValue('TextInput1')).toBe('set up');
    expect(fresh.isDirty()).toBe(false);
  });

  it('enters the answers kept on the device again as the document opens, and saves them at once', async () => {
    const content = galleryForm([textInput('TextInput1', { label: 'Name' })]);
    keepUnsavedAnswers('doc-7', { rowVersion: 5, values: { TextInput1: 'typed before the session ended' } });
    const sent: unknown[] = [];
    renderDocument({
      content,
      mode: 'e-form',
      rowVersion: 5,
      autosave: {
        unsavedKey: 'doc-7',
        send: async (results, rowVersion) => {
          sent.push({ results, rowVersion });
          return { results, rowVersion: rowVersion === undefined ? 1 : rowVersion + 1 };
        },
      },
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('typed before the session ended');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(sent).toEqual([{ results: { TextInput1: 'typed before the session ended' }, rowVersion: 5 }]);
    expect(screen.getByRole('status').textContent ?? '').toMatch(/^Saved at /);
    expect(readUnsavedAnswers('doc-7')).toBeNull();
  });
});
