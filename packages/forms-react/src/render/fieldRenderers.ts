import type { ComponentNode } from '@clinic/forms-core';
import type { ComponentType, ReactNode } from 'react';
import type { FormStore } from '../store/formStore';
import type { DisplayMode } from './displayMode';

export interface FieldRendererProps {
  node: ComponentNode;
  mode: DisplayMode;
  /** Properties with computed `{{ }}` values applied. */
  properties: Readonly<Record<string, unknown>>;
  editable: boolean;
  /** The stored value: the field chrome's, so a field follows the store once. */
  value: unknown;
  /**
   * The field was focused or pointed at: extras such as the saved-responses button and "Clear
   * selection" are drawn from then on, not up front in every field of a long form (issue 22.4).
   * A keyboard user tabbing from the control finds them next, since its focus revealed them.
   */
  revealed: boolean;
  /** The id of the input element, for the label's htmlFor. */
  inputId: string;
  /** The id of the error text, for aria-describedby. */
  errorId: string;
  invalid: boolean;
}

/**
 * How one catalogue type renders; registered by elType (and version when it has several).
 * `ownsLabel` marks a renderer that shows its label itself (a heading), so the field chrome
 * does not repeat it. `draw`, when given, renders the same without hooks, so the field chrome
 * calls it instead of mounting the component: one component fewer per field (issue 22.4).
 */
export type FieldRenderer = ComponentType<FieldRendererProps> & {
  ownsLabel?: boolean;
  draw?: (props: FieldRendererProps, store: FormStore) => ReactNode;
};

const renderers = new Map<string, FieldRenderer>();

const keyOf = (elType: string, version?: number) => (version === undefined ? elType : `${elType}@${version}`);

export function registerFieldRenderer(elType: string, renderer: FieldRenderer, version?: number): void {
  renderers.set(keyOf(elType, version), renderer);
}

/** The renderer of a type's version, else of the type whatever its version. */
export function fieldRendererFor(node: ComponentNode): FieldRenderer | undefined {
  return renderers.get(keyOf(node.elType, node.version)) ?? renderers.get(node.elType);
}
