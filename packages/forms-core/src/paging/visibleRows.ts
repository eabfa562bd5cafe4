import type { FormContent, RowNode } from '../model/layout';
import { pageRows } from './pageRows';
import { pruneRows } from './pruneRows';

/**
 * The rows shown on a page: the page's rows (`pageRows`, id-suffix rows on every page) less
 * the components `isHidden` names; a row whose columns are all left empty hides, a shown row
 * keeps its emptied columns for their widths. A viewer that follows visibility live per
 * component can render `pageRows` and leave the hiding to its rows.
 */
export function visibleRows(
  content: FormContent,
  page: number,
  isHidden: (componentId: string) => boolean,
): RowNode[] {
  return pruneRows(pageRows(content, page), (component) => !isHidden(component.id));
}
