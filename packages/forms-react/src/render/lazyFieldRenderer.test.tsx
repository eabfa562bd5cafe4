import type { ComponentNode } from '@clinic/forms-core';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
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
});
