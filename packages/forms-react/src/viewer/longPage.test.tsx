import type { RowNode } from '@clinic/forms-core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormStoreProvider } from '../store/FormStoreContext';
import { createFormStore } from '../store/formStore';
import { FormViewer } from './FormViewer';
import { isLongPage, LONG_PAGE_COMPONENTS } from './longPage';

function rowsOf(count: number): RowNode[] {
  return Array.from({ length: count }, (_, i) => ({
    kind: 'row',
    id: `Row${i}`,
    version: 1,
    properties: {},
    columns: [
      {
        kind: 'column',
        id: `Column${i}`,
        version: 1,
        properties: { cols: 12 },
        children: [
          { kind: 'component', id: `Text${i}`, elType: 'Text', version: 1, page: 0, properties: {} },
        ],
      },
    ],
  }));
}

function viewerOf(count: number) {
  const store = createFormStore({
    content: {
      defaults: {
        script: '',
        scoreFunctionBody: '',
        treatmentPlanObjectivesMap: {},
        hideViewSeparationLines: false,
        style: '',
        modalSize: 'lg',
      },
      rows: rowsOf(count),
    },
  });
  const { container } = render(
    <FormStoreProvider store={store}>
      <FormViewer mode="form-viewer" />
    </FormStoreProvider>,
  );
  return container.querySelector('.cf-form');
}

describe('long pages', () => {
  it('counts the components of the page', () => {
    expect(isLongPage(rowsOf(LONG_PAGE_COMPONENTS - 1))).toBe(false);
    expect(isLongPage(rowsOf(LONG_PAGE_COMPONENTS))).toBe(true);
  });

  it('marks a long page, whose rows out of view the stylesheet lets the browser skip', () => {
    expect(viewerOf(3)?.hasAttribute('data-long')).toBe(false);
    expect(viewerOf(LONG_PAGE_COMPONENTS)?.hasAttribute('data-long')).toBe(true);
  });
});
