import { RowView } from '../render/RowView';
import { useFormStore } from '../store/FormStoreContext';
import { GridRenderingProvider } from './gridRendering';

/** The form-builder preview of a whole form in the grid rendering: fixed column widths per type. */
export function FormGrid() {
  const store = useFormStore();
  return (
    <GridRenderingProvider value={true}>
      <div className="cf-form cf-grid" data-mode="form-builder">
        {store.content.rows.map((row) => (
          <RowView key={row.id} row={row} mode="form-builder" />
        ))}
      </div>
    </GridRenderingProvider>
  );
}
