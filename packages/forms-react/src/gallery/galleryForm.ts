import { assignPages, type ComponentNode, type FormContent, type RowNode } from '@clinic/forms-core';

const galleryDefaults: FormContent['defaults'] = {
  script: '',
  scoreFunctionBody: '',
  treatmentPlanObjectivesMap: {},
  hideViewSeparationLines: false,
  style: '',
  modalSize: 'lg',
};

/** A row of columns with the given widths, each holding components or a nested layout. */
export function galleryRow(
  id: string,
  columns: ReadonlyArray<{ cols: number; children: Array<ComponentNode | RowNode> }>,
): RowNode {
  return {
    kind: 'row',
    id,
    version: 1,
    properties: {},
    columns: columns.map((column, index) => ({
      kind: 'column',
      id: `${id}-col${index + 1}`,
      version: 1,
      properties: { cols: column.cols },
      children: column.children,
    })),
  };
}

/** A form of rows, paged; a list of components makes one full-width row each. */
export function galleryForm(content: ReadonlyArray<ComponentNode | RowNode>): FormContent {
  const rows = content.map((node) =>
    node.kind === 'row' ? node : galleryRow(`Row-${node.id}`, [{ cols: 12, children: [node] }]),
  );
  return assignPages({ defaults: galleryDefaults, rows });
}
