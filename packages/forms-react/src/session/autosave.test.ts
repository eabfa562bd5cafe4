import type { ComponentNode, Results } from '@clinic/forms-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryForm } from '../gallery/galleryForm';
import { type AutosaveOptions, startAutosave } from './autosave';
import { createDocumentSession, type DocumentSession } from './documentSession';
import type { SavedDocument } from './takeServerValues';
import { readUnsavedAnswers } from './unsavedAnswers';

const textInput = (id: string): ComponentNode => ({
  kind: 'component',
  version: 1,
  page: 0,
  id,
  elType: 'TextInput',
  properties: { label: id },
});
const content = galleryForm([textInput('TextInput1'), textInput('TextInput2')]);

/** A server the test answers by hand: each save waits until `answer` or `fail` is called. */
function fakeServer(startVersion = 1) {
  const calls: { results: Results; rowVersion: number | undefined }[] = [];
  const pending: { resolve(saved: SavedDocument): void; reject(error: unknown): void }[] = [];
  let version = startVersion;
  const send: AutosaveOptions['send'] = (results, rowVersion) => {
    calls.push({ results, rowVersion });
    return new Promise((resolve, reject) => pending.push({ resolve, reject }));
  };
  return {
    calls,
    send,
    async answer() {
      const call = calls[calls.length - pending.length];
      version += 1;
      pending.shift()?.resolve({ results: call?.results ?? {}, rowVersion: version });
      await vi.advanceTimersByTimeAsync(0);
    },
    async fail(status: number) {
      pending.shift()?.reject(Object.assign(new Error(`HTTP ${status}`), { status }));
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

let stops: (() => void)[] = [];
function autosaved(session: DocumentSession, options: AutosaveOptions) {
  stops.push(startAutosave(session, { ...options }));
  return session;
}
const newSession = () => createDocumentSession({ content, mode: 'e-form', rowVersion: 1 });

describe('startAutosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    for (const stop of stops) stop();
    stops = [];
    vi.useRealTimers();
    localStorage.clear();
  });

  it('saves 1.5 s after the last change, with the rowVersion, and then says when', async () => {
    const server = fakeServer();
    const session = autosaved(newSession(), { send: server.send });
    session.store.setValue('TextInput1', 'A');
    await vi.advanceTimersByTimeAsync(1000);
    session.store.setValue('TextInput1', 'Al');
    await vi.advanceTimersByTimeAsync(1499);
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toEqual([{ results: expect.objectContaining({ TextInput1: 'Al' }), rowVersion: 1 }]);
    expect(session.getSaveStatus().state).toBe('saving');
    await server.answer();
    expect(session.getSaveStatus()).toEqual({ state: 'saved', savedAt: expect.any(Date) });
    expect(session.isDirty()).toBe(false);
    expect(session.getRowVersion()).toBe(2);
  });

  it('leaves what is typed while a save is on its way unsaved, and saves it next on the new version', async () => {
    const server = fakeServer();
    const session = autosaved(newSession(), { send: server.send });
    session.store.setValue('TextInput1', 'first');
    await vi.advanceTimersByTimeAsync(1500);
    session.store.setValue('TextInput2', 'typed meanwhile');
    // Its own quiet time passes while the first save is still out: the second waits for it.
    await vi.advanceTimersByTimeAsync(1500);
    expect(server.calls).toHaveLength(1);
    await server.answer();
    expect(session.isDirty()).toBe(true);
    expect(session.store.getValue('TextInput2')).toBe('typed meanwhile');
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]).toEqual({
      results: expect.objectContaining({ TextInput1: 'first', TextInput2: 'typed meanwhile' }),
      rowVersion: 2,
    });
    await server.answer();
    expect(session.isDirty()).toBe(false);
  });

  it("waits for the user's own save, and sends the version it gave", async () => {
    const server = fakeServer();
    const session = autosaved(newSession(), { send: server.send });
    session.store.setValue('TextInput1', 'A');
    const manual = session.save(server.send);
    session.store.setValue('TextInput1', 'AB');
    await vi.advanceTimersByTimeAsync(1500);
    expect(server.calls).toHaveLength(1);
    await server.answer();
    await manual;
    expect(server.calls[1]?.rowVersion).toBe(2);
  });

  it('stops after a conflict: nothing more is sent, whatever is typed', async () => {
    const server = fakeServer();
    const session = autosaved(newSession(), { send: server.send });
    session.store.setValue('TextInput1', 'A');
    await vi.advanceTimersByTimeAsync(1500);
    await server.fail(409);
    expect(session.getSaveStatus().state).toBe('conflict');
    session.store.setValue('TextInput1', 'AB');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);
  });

  it('tries again later when the server could not be reached', async () => {
    const server = fakeServer();
    const session = autosaved(newSession(), { send: server.send, retryMs: 10_000 });
    session.store.setValue('TextInput1', 'A');
    await vi.advanceTimersByTimeAsync(1500);
    await server.fail(0);
    expect(session.getSaveStatus().state).toBe('failed');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.calls).toHaveLength(2);
    await server.answer();
    expect(session.getSaveStatus().state).toBe('saved');
  });

  it('keeps only the unsaved answers on the device when the session ends, and forgets them once saved', async () => {
    const server = fakeServer();
    const session = autosaved(newSession(), { send: server.send, unsavedKey: 'doc-1' });
    session.store.setValue('TextInput1', 'saved');
    await vi.advanceTimersByTimeAsync(1500);
    await server.answer();
    session.store.setValue('TextInput2', 'typed after');
    await vi.advanceTimersByTimeAsync(1500);
    await server.fail(401);
    expect(session.getSaveStatus().state).toBe('ended');
    expect(readUnsavedAnswers('doc-1')).toMatchObject({
      rowVersion: 2,
      values: { TextInput2: 'typed after' },
    });
    // Nothing more is tried while signed out.
    session.store.setValue('TextInput2', 'typed after more');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(2);
  });

  it('saves at once when the page hides, keeping the answers on the device until the save has answered', async () => {
    const server = fakeServer();
    const session = autosaved(newSession(), { send: server.send, unsavedKey: 'doc-1' });
    session.store.setValue('TextInput1', 'A');
    window.dispatchEvent(new Event('pagehide'));
    expect(server.calls).toHaveLength(1);
    expect(readUnsavedAnswers('doc-1')?.values).toEqual({ TextInput1: 'A' });
    await server.answer();
    expect(readUnsavedAnswers('doc-1')).toBeNull();
  });

  it('keeps unsaved answers when the document closes because the session ended, not when the user left', () => {
    const server = fakeServer();
    let ended = false;
    const session = newSession();
    const stop = startAutosave(session, {
      send: server.send,
      unsavedKey: 'doc-1',
      sessionEnded: () => ended,
    });
    session.store.setValue('TextInput1', 'A');
    stop();
    expect(readUnsavedAnswers('doc-1')).toBeNull();
    const again = startAutosave(session, {
      send: server.send,
      unsavedKey: 'doc-1',
      sessionEnded: () => ended,
    });
    ended = true;
    again();
    expect(readUnsavedAnswers('doc-1')?.values).toEqual({ TextInput1: 'A' });
    expect(server.calls).toHaveLength(0);
  });
});
