import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLazyComponents } from '../../../render/lazyComponent';
import { allModes, fitsValueSchema, renderField } from '../../display/testing/renderField';
import { registerMediaAndDisplayFields } from '../../registerMediaAndDisplayFields';
import { SAMPLE_PICTURE_IMAGE } from '../sampleImages';
import { PICTURE_COMPRESSION } from './compressPicture';

const compression = vi.hoisted(() => ({ compress: vi.fn() }));
vi.mock('browser-image-compression', () => ({ default: compression.compress }));

beforeAll(async () => {
  registerMediaAndDisplayFields();
  await loadLazyComponents();
});
beforeEach(() => {
  compression.compress.mockReset();
  compression.compress.mockImplementation(
    async () => new File([new Uint8Array([1, 2, 3])], 'small.jpg', { type: 'image/jpeg' }),
  );
});

const taken = { picture: SAMPLE_PICTURE_IMAGE, date: '2026-03-14T10:40:12' };

describe('Picture', () => {
  it('renders in every mode; viewers show the picture 150 high with its date, or --', () => {
    for (const mode of allModes) {
      const { unmount, container } = renderField({ elType: 'Picture', value: taken, mode });
      const image = screen.getByRole('img', { name: 'Picture' }) as HTMLImageElement;
      // Read-only, the picture is the display value, held to 150 px high by its style sheet.
      if (mode !== 'form-viewer' && mode !== 'printable') expect(image.style.height).toBe('150px');
      expect(screen.getByText('Taken on 03/14/2026 10:40 AM')).toBeTruthy();
      const editable = mode === 'form-submitter' || mode === 'e-form' || mode === 'form-builder';
      expect(Boolean(screen.queryByRole('button', { name: 'Remove' }))).toBe(editable);
      expect(Boolean(container.querySelector('[inert]'))).toBe(mode === 'form-builder');
      unmount();
    }
    renderField({ elType: 'Picture', mode: 'printable' });
    expect(screen.getByText('--')).toBeTruthy();
  });

  it('offers camera, file upload and webcam when empty', () => {
    renderField({ elType: 'Picture' });
    const camera = screen.getByLabelText('Camera') as HTMLInputElement;
    expect(camera.type).toBe('file');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect((screen.getByLabelText('Upload file') as HTMLInputElement).accept).toBe('image/*');
    expect(screen.getByRole('button', { name: 'Webcam' })).toBeTruthy();
  });

  it('compresses an uploaded file to 0.5 MB and 900 px before keeping it', async () => {
    const user = userEvent.setup();
    const { store, id } = renderField({ elType: 'Picture' });
    const photo = new File([new Uint8Array(3_000_000)], 'wound.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Upload file'), photo);
    await waitFor(() => expect(store.getValue(id)).toBeTruthy());
    expect(compression.compress).toHaveBeenCalledWith(
      photo,
      expect.objectContaining({ maxSizeMB: 0.5, maxWidthOrHeight: 900 }),
    );
    expect(PICTURE_COMPRESSION).toMatchObject({ maxSizeMB: 0.5, maxWidthOrHeight: 900 });
    const value = store.getValue(id) as { picture: string; date: string };
    expect(value.picture).toBe('data:image/jpeg;base64,AQID');
    expect(value.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(fitsValueSchema('Picture', value)).toBe(true);
  });

  it('only logs a compression failure and keeps nothing', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    compression.compress.mockRejectedValue(new Error('not an image'));
    const { store, id } = renderField({ elType: 'Picture' });
    await user.upload(screen.getByLabelText('Upload file'), new File(['x'], 'x.png', { type: 'image/png' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(store.getValue(id)).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  });

  it('removes the picture only after confirmation', async () => {
    const user = userEvent.setup();
    const { store, id } = renderField({ elType: 'Picture', value: taken });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this picture?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.getValue(id)).toEqual(taken);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(store.getValue(id)).toBeNull();
    expect(screen.getByLabelText('Upload file')).toBeTruthy();
  });

  it('tells the user when the webcam cannot be opened', async () => {
    const user = userEvent.setup();
    renderField({ elType: 'Picture' });
    await user.click(screen.getByRole('button', { name: 'Webcam' }));
    expect(screen.getByRole('dialog', { name: 'Picture' })).toBeTruthy();
    expect(await screen.findByText(/The webcam is not available/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Capture' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a 250 × 150 webcam preview when a camera is there', async () => {
    const user = userEvent.setup();
    const stop = vi.fn();
    const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(async () => stream) },
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { unmount } = renderField({ elType: 'Picture' });
    await user.click(screen.getByRole('button', { name: 'Webcam' }));
    const video = screen.getByLabelText('Webcam preview') as HTMLVideoElement;
    expect(video.width).toBe(250);
    expect(video.height).toBe(150);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Capture' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(stop).toHaveBeenCalled();
    unmount();
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('speaks Spanish', async () => {
    const user = userEvent.setup();
    renderField({ elType: 'Picture', value: taken, language: 'es' });
    expect(screen.getByText('Tomada el 03/14/2026 10:40 AM')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    expect(screen.getByText('¿Está seguro de que desea eliminar esta imagen?')).toBeTruthy();
  });
});
