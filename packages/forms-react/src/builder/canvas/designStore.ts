import { type ComponentNode, eachLayoutComponent, type FormContent } from '@clinic/forms-core';
import { useState } from 'react';
import { createFormStore, type FormStore } from '../../store/formStore';
import { designContent } from './designPreview';

function sameComponents(a: readonly ComponentNode[], b: readonly ComponentNode[]): boolean {
  if (a.length !== b.length) return false;
  const kept = new Set(a);
  return b.every((node) => kept.has(node));
}

/**
 * The store the canvas's previews read computed labels and defaults from. It is built again only
 * when a component is added, removed or edited: a move (or its undo) keeps every component
 * node, and a new store would re-render all 500 previews of a long form (issue 21.7: undo of a
 * move under 50 ms). What the previews show does not depend on where a component sits.
 */
export function useDesignStore(content: FormContent): FormStore {
  const components = [...eachLayoutComponent(content.rows)];
  const [design, setDesign] = useState(() => ({
    components,
    store: createFormStore({ content: designContent(content) }),
  }));
  if (sameComponents(design.components, components)) return design.store;
  // Information from the previous render, as React's documentation shows: set during rendering.
  const next = { components, store: createFormStore({ content: designContent(content) }) };
  setDesign(next);
  return next.store;
}
