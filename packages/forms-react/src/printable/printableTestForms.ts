import type { ComponentNode, FormContent, RowNode } from '@clinic/forms-core';
import { assignPages } from '@clinic/forms-core';

type ComponentSpec = Pick<ComponentNode, 'id' | 'elType'> &
  Partial<Pick<ComponentNode, 'version' | 'properties'>>;

/** A row of one column per child: a component, or a nested layout of rows. */
export function testRow(id: string, children: Array<ComponentSpec | RowNode[]>, cols?: number[]): RowNode {
  return {
    kind: 'row',
    id,
    version: 1,
    properties: {},
    columns: children.map((child, index) => ({
      kind: 'column',
      id: `${id}Column${index + 1}`,
      version: 1,
      properties: { cols: cols?.[index] ?? Math.floor(12 / children.length) },
      children: Array.isArray(child)
        ? child
        : [{ kind: 'component', version: 1, page: 0, properties: {}, ...child }],
    })),
  };
}

export const pageBreak = (id: string): RowNode =>
  testRow(id, [{ id: `PageBreak${id}`, elType: 'PageBreak' }]);

export function testForm(rows: RowNode[], hideViewSeparationLines = false): FormContent {
  return assignPages({
    defaults: {
      script: '',
      scoreFunctionBody: '',
      treatmentPlanObjectivesMap: {},
      hideViewSeparationLines,
      style: '',
      modalSize: 'lg',
    },
    rows,
  });
}
