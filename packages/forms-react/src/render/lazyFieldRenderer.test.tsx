import type { ComponentNode } from '@clinic/forms-core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../chunkLoading/chunkLoadTimeout';
import { FormLanguageProvider } from '../i18n/formLanguage';
import type { FieldRendererProps } from './fieldRenderers';
import { loadLazyComponents } from './lazyComponent';
import { lazyFieldRenderer } from './lazyFieldRenderer';

const node: ComponentNode = {
  kind: 'component',
  id: 'PhoneInput1',
  elType: 'PhoneInput',
  version: 1,
  page: 0,
  properties: {},
};
const props: FieldRendererProps = {
  node,
  mode: 'form-submitter',
  properties: {},
  editable: true,
  value: null,
  revealed: false,
  inputId: 'phone',
  errorId: 'phone-error',
  invalid: false,
};

describe('lazyFieldRenderer', () => {
  it('shows a busy placeholder with the input id, then the loaded renderer', async () => {
    let resolve: (renderer: (p: FieldRendererProps) => ReactNode) => void = () => {};
    const Renderer = lazyFieldRenderer(
      () =>
        new Promise((done) => {
          resolve = done;
        }),
    );
    const { container } = render(<Renderer {...props} />);
    expect(container.querySelector('output#phone')?.getAttribute('aria-busy')).toBe('true');
    resolve(({ inputId }) => <input id={inputId} aria-label="Phone" />);
    expect(await screen.findByLabelText('Phone')).toBeTruthy();
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  it('loads once for every field of the type', async () => {
    let loads = 0;
    const Renderer = lazyFieldRenderer(async () => {
      loads += 1;
      return ({ inputId }: FieldRendererProps) => <input id={inputId} aria-label={inputId} />;
    });
    render(
      <>
        <Renderer {...props} inputId="a" />
        <Renderer {...props} inputId="b" />
      </>,
    );
    expect(await screen.findByLabelText('b')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('renders at once, without the placeholder, once the code is loaded', async () => {
    let resolve: (renderer: (p: FieldRendererProps) => ReactNode) => void = () => {};
    const Renderer = lazyFieldRenderer(
      () =>
        new Promise((done) => {
          resolve = done;
        }),
    );
    const loading = loadLazyComponents();
    await act(async () => resolve(({ inputId }) => <input id={inputId} aria-label={inputId} />));
    await loading;
    const { container } = render(<Renderer {...props} inputId="warm" />);
    expect(screen.getByLabelText('warm')).toBeTruthy();
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  describe('when the code does not arrive', () => {
    // React reports every error a boundary catches on the console; here they are the point.
    beforeEach(() => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it('shows the spec’s message with Reload in the field’s place, and Reload loads it again', async () => {
      let attempts = 0;
      const Renderer = lazyFieldRenderer(async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
        return ({ inputId }: FieldRendererProps) => <input id={inputId} aria-label="Phone" />;
      });
      const { container } = render(
        <>
          <Renderer {...props} inputId="first" />
          <Renderer {...props} inputId="second" />
        </>,
      );
      const alerts = await screen.findAllByRole('alert');
      expect(alerts.map((alert) => alert.id)).toEqual(['first', 'second']);
      expect(alerts[0]?.textContent).toContain('Loading chunk failed');
      const [reload] = screen.getAllByRole('button', { name: 'Reload' });
      fireEvent.click(reload as HTMLElement);
      // One Reload brings the code back for every field of the type.
      expect(await screen.findAllByLabelText('Phone')).toHaveLength(2);
      expect(container.querySelector('[role="alert"]')).toBeNull();
      expect(attempts).toBe(2);
    });

    it('says so in Spanish, and names a stylesheet that failed', async () => {
      const Renderer = lazyFieldRenderer(() =>
        Promise.reject(new Error('Unable to preload CSS for /assets/a.css')),
      );
      render(
        <FormLanguageProvider value="es">
          <Renderer {...props} />
        </FormLanguageProvider>,
      );
      expect((await screen.findByRole('alert')).textContent).toContain(
        'Error al cargar los estilos de una parte de la página',
      );
      expect(screen.getByRole('button', { name: 'Recargar' })).toBeTruthy();
    });

    it('gives up after the chunk time-out rather than staying busy', async () => {
      vi.useFakeTimers();
      const Renderer = lazyFieldRenderer(() => new Promise<never>(() => {}));
      const { container } = render(<Renderer {...props} />);
      await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
      expect(container.querySelector('output#phone[aria-busy="true"]')).not.toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('alert').textContent).toContain('Loading chunk failed');
      expect(container.querySelector('[aria-busy]')).toBeNull();
    });
  });
});
