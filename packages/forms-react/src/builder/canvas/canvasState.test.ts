import { describe, expect, it } from 'vitest';
import type { DragItem, DropArea } from '../dnd/dragItems';
import { acceptsNothing, type CanvasTopic, createCanvasStateStore } from './canvasState';

const form = { kind: 'form' } as const;
const area = (index: number): DropArea => ({ list: form, index, label: `after ${index}` });
const moved: DragItem = { kind: 'move', nodeId: 'Text1', label: 'Text1' };

/** A store with a listener on each topic, and the topics told since the last `told()`. */
function watched(topics: CanvasTopic[]) {
  const store = createCanvasStateStore();
  let heard: string[] = [];
  for (const topic of topics) store.subscribeTo(topic, () => heard.push(topic));
  return {
    store,
    told() {
      const now = [...heard].sort();
      heard = [];
      return now;
    },
  };
}

describe('the canvas state tells only the parts a change concerns', () => {
  const topics: CanvasTopic[] = [
    'selected:Text1',
    'selected:Text2',
    'selected:Text3',
    'over:drop:form:0',
    'over:drop:form:1',
    'over:drop:form:2',
    'picked:node:Text1',
    'picked:node:Text2',
    'drag',
  ];

  it('a new selection tells the component left and the one chosen', () => {
    const { store, told } = watched(topics);
    store.set({ selectedId: 'Text1' });
    expect(told()).toEqual(['selected:Text1']);
    store.set({ selectedId: 'Text2' });
    expect(told()).toEqual(['selected:Text1', 'selected:Text2']);
    store.set({ selectedId: 'Text2' });
    expect(told()).toEqual([]);
  });

  it('a drag tells the handle and the drag readers once, then only the two areas whose highlight changed', () => {
    const { store, told } = watched(topics);
    store.set({ activeItem: moved, accepts: () => true });
    expect(told()).toEqual(['drag', 'picked:node:Text1']);
    store.set({ over: area(1) });
    expect(told()).toEqual(['over:drop:form:1']);
    expect(store.get().overId).toBe('drop:form:1');
    store.set({ over: area(2) });
    expect(told()).toEqual(['over:drop:form:1', 'over:drop:form:2']);
    // Ending the drag clears its target.
    store.set({ activeItem: null, accepts: acceptsNothing });
    expect(told()).toEqual(['drag', 'over:drop:form:2', 'picked:node:Text1']);
    expect(store.get().over).toBeNull();
  });

  it('a listener that leaves hears nothing more', () => {
    const store = createCanvasStateStore();
    let heard = 0;
    const leave = store.subscribeTo('selected:Text1', () => {
      heard += 1;
    });
    store.set({ selectedId: 'Text1' });
    leave();
    store.set({ selectedId: null });
    expect(heard).toBe(1);
  });
});
