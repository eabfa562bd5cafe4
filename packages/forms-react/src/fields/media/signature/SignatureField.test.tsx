import { signedByMaxLength } from '@clinic/forms-core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLazyComponents } from '../../../render/lazyComponent';
import type { FormUser } from '../../../services/formUser';
import { allModes, fitsValueSchema, renderField } from '../../display/testing/renderField';
import { registerMediaAndDisplayFields } from '../../registerMediaAndDisplayFields';
import { SAMPLE_SIGNATURE_IMAGE } from '../sampleImages';

/** jsdom has no canvas: the pad is replaced at its module boundary by one a test can "draw" on. */
const pads = vi.hoisted(() => [] as Array<{ draw(): void }>);
vi.mock('signature_pad', () => ({
  default: class FakeSignaturePad {
    empty = true;
    listeners = new Map<string, () => void>();
    constructor() {
      pads.push(this);
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    removeEventListener(type: string) {
      this.listeners.delete(type);
    }
    isEmpty() {
      return this.empty;
    }
    clear() {
      this.empty = true;
    }
    off() {}
    toDataURL() {
      return 'data:image/png;base64,iVBORw0KGgo=';
    }
    draw() {
      this.empty = false;
      this.listeners.get('endStroke')?.();
    }
  },
}));

beforeAll(async () => {
  registerMediaAndDisplayFields();
  await loadLazyComponents();
});
beforeEach(() => {
  pads.length = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => vi.restoreAllMocks());

const clinician: FormUser = {
  type: 'staff',
  name: 'Dana Whitfield',
  firstName: 'Dana',
  middleName: 'M',
  lastName: 'Whitfield',
  credential: 'LCSW',
  signatureDataUrl: SAMPLE_SIGNATURE_IMAGE,
  patient: { firstName: 'Alex', lastName: 'Rivera', mrn: 'MRN-000123' },
};

const signed = {
  signature: SAMPLE_SIGNATURE_IMAGE,
  date: '2026-03-14T10:32:05',
  user: { firstName: 'Dana', middleName: 'M', lastName: 'Whitfield', credential: 'LCSW' },
  client: null,
  signedBy: 'Dana Whitfield, LCSW',
};

const services = (user?: FormUser) => ({ segment: 'core' as const, ...(user ? { user } : {}) });

describe('Signature', () => {
  it('renders in every mode: controls when filling, the section 9 formats when viewing', () => {
    for (const mode of allModes) {
      const { unmount, container } = renderField({
        elType: 'Signature',
        value: signed,
        mode,
        services: services(clinician),
      });
      expect(screen.getByRole('img', { name: 'Signature of Dana Whitfield, LCSW' })).toBeTruthy();
      if (mode === 'form-viewer' || mode === 'printable') {
        expect(screen.getByText('Dana Whitfield, LCSW — 03/14/2026 10:32 AM')).toBeTruthy();
        expect(screen.queryByRole('button')).toBeNull();
      } else {
        expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
        expect(Boolean(container.querySelector('[inert]'))).toBe(mode === 'form-builder');
      }
      unmount();
    }
  });

  it('shows -- when empty in a viewer', () => {
    renderField({ elType: 'Signature', mode: 'form-viewer' });
    expect(screen.getAllByText('--').length).toBe(1);
  });

  it('offers Use My Signature only to a staff user with a saved signature, on a non-client signature', () => {
    const cases: Array<[FormUser | undefined, string, boolean]> = [
      [clinician, 'user', true],
      [clinician, 'general', true],
      [clinician, 'client', false],
      [{ ...clinician, signatureDataUrl: null }, 'user', false],
      [{ ...clinician, type: 'client' }, 'user', false],
      [undefined, 'user', false],
    ];
    for (const [user, type, shown] of cases) {
      const { unmount } = renderField({
        elType: 'Signature',
        properties: { type },
        services: services(user),
      });
      expect(Boolean(screen.queryByRole('button', { name: 'Use My Signature' }))).toBe(shown);
      unmount();
    }
  });

  it('Use My Signature signs with the user, and Clear returns to empty', async () => {
    const user = userEvent.setup();
    const { store, id } = renderField({ elType: 'Signature', services: services(clinician) });
    await user.click(screen.getByRole('button', { name: 'Use My Signature' }));
    const value = store.getValue(id) as Record<string, unknown>;
    expect(value).toMatchObject({
      signature: SAMPLE_SIGNATURE_IMAGE,
      user: { firstName: 'Dana', middleName: 'M', lastName: 'Whitfield', credential: 'LCSW' },
      client: null,
      signedBy: 'Dana Whitfield',
    });
    expect(value.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(fitsValueSchema('Signature', value)).toBe(true);
    // The button pressed is gone: the focus goes to the one that took its place, not the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(store.getValue(id)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign' }));
  });

  it('keeps Signed By to 50 characters', async () => {
    const user = userEvent.setup();
    const { store, id } = renderField({ elType: 'Signature', properties: { type: 'general' } });
    const signedBy = screen.getByLabelText('Signed By') as HTMLInputElement;
    expect(signedBy.maxLength).toBe(signedByMaxLength);
    expect(screen.getByText('Up to 50 characters')).toBeTruthy();
    await user.click(signedBy);
    await user.paste('x'.repeat(70));
    expect((store.getValue(id) as { signedBy: string }).signedBy).toHaveLength(50);
  });

  it('signs on the pad with the mouse when no Topaz tablet is installed', async () => {
    const user = userEvent.setup();
    const { store, id } = renderField({
      elType: 'Signature',
      properties: { type: 'client' },
      services: services(clinician),
    });
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    const dialog = screen.getByRole('dialog', { name: 'Please Sign' });
    expect((within(dialog).getByRole('radio', { name: 'Mouse or finger' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(dialog).queryByRole('radio', { name: 'Topaz tablet' })).toBeNull();
    const canvas = within(dialog).getByRole('img', { name: 'Signature' });
    expect(canvas.style.width).toBe('350px');
    expect(canvas.style.height).toBe('150px');
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    act(() => pads.at(-1)?.draw());
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Saved: the focus is back on the signature field (its Clear button), not on the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear' }));
    expect(store.getValue(id)).toMatchObject({
      signature: 'data:image/png;base64,iVBORw0KGgo=',
      user: null,
      client: { firstName: 'Alex', middleName: '', lastName: 'Rivera', mrn: 'MRN-000123' },
      signedBy: 'Alex Rivera',
    });
    expect(fitsValueSchema('Signature', store.getValue(id))).toBe(true);
  });

  it('lets the date be changed when dateEditable is set', () => {
    const { store, id } = renderField({
      elType: 'Signature',
      properties: { dateEditable: true },
      value: signed,
    });
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    expect(date.value).toMatch(/^2026-03-14T10:32:05/);
    fireEvent.change(date, { target: { value: '2026-03-15T09:00' } });
    expect((store.getValue(id) as { date: string }).date).toBe('2026-03-15T09:00:00');
  });

  it('speaks Spanish', async () => {
    const user = userEvent.setup();
    renderField({ elType: 'Signature', services: services(clinician), language: 'es' });
    expect(screen.getByRole('button', { name: 'Usar mi firma' })).toBeTruthy();
    expect(screen.getByLabelText('Firmado por')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Firmar' }));
    expect(screen.getByRole('dialog', { name: 'Firme, por favor' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Borrar' })).toBeTruthy();
  });
});
