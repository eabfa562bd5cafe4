import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FormLanguageProvider } from '../i18n/formLanguage';
import { registerTestRenderers } from '../printable/printableTestRenderer';
import { GalleryPreview } from './GalleryPreview';
import type { GalleryItem } from './galleryItems';
import { layoutGalleryItems } from './layoutSamples';
import { useGallerySample } from './useGallerySample';

const twoPageForm = layoutGalleryItems().find((item) => item.key === 'layout-Form') as GalleryItem;
const noop = () => {};

function EditedEverywhere({ item }: { item: GalleryItem }) {
  const [current, setContent] = useGallerySample(item);
  return (
    <>
      <section aria-label="properties">
        <GalleryPreview item={current} mode="properties" onContentChange={setContent} />
      </section>
      <section aria-label="printable">
        <GalleryPreview item={current} mode="printable" onContentChange={setContent} />
      </section>
    </>
  );
}

describe('GalleryPreview', () => {
  beforeAll(() => registerTestRenderers());

  it('validates a sample being filled in, jumping to the page of the first error', () => {
    render(<GalleryPreview item={twoPageForm} mode="form-submitter" onContentChange={noop} />);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This field is required');
  });

  it('shows the stored value as it changes', () => {
    render(<GalleryPreview item={twoPageForm} mode="form-submitter" onContentChange={noop} />);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Sam' } });
    expect(screen.getByLabelText('Stored value').textContent).toContain('"TextInput1": "Sam"');
  });

  it('speaks the form language', () => {
    render(
      <FormLanguageProvider value="es">
        <GalleryPreview item={twoPageForm} mode="e-form" onContentChange={noop} />
      </FormLanguageProvider>,
    );
    expect(screen.getByRole('button', { name: 'Validar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeTruthy();
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
  });

  it('shows the form-viewer sample without a Validate button', () => {
    render(<GalleryPreview item={twoPageForm} mode="form-viewer" onContentChange={noop} />);
    expect(screen.queryByRole('button', { name: 'Validate' })).toBeNull();
    expect(screen.getByLabelText('First name').textContent).toBe('Alex');
  });

  it('edits the properties of the sample in every mode', () => {
    const row = layoutGalleryItems().find((item) => item.key === 'layout-Row') as GalleryItem;
    render(<EditedEverywhere item={row} />);
    const printable = screen.getByRole('region', { name: 'printable' });
    expect(printable.querySelectorAll('.cf-column')).toHaveLength(3);
    fireEvent.change(within(screen.getByRole('region', { name: 'properties' })).getByLabelText('Columns'), {
      target: { value: '2' },
    });
    expect(printable.querySelectorAll('.cf-column')).toHaveLength(2);
  });
});
