import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { type CanvasStateStore, useActiveItem } from '../canvas/canvasState';
import { type CanvasTexts, useCanvasTexts } from '../canvas/canvasTexts';
import type { DragItem, DropArea } from './dragItems';
import { createDragLabel } from './dragLabel';
import { DragProxy, type DragSource, DragSourceContext, type GrabbedItem } from './dragSource';
import { followPointer } from './followPointer';
import { dropAreaCoordinates } from './keyboardDropAreas';

const itemOf = (data: unknown) => (data as GrabbedItem | undefined)?.item ?? null;

/**
 * What a screen reader hears, in the builder's language at the time it is said (`texts` is the
 * current family). The target is the builder's, not dnd-kit's (it has no droppables), so "over"
 * is told on a move that changed it, and the drop from the area the drag ended on.
 */
function announcementsFor(
  state: CanvasStateStore,
  dropped: { area: DropArea | null },
  texts: RefObject<CanvasTexts>,
): Announcements {
  const labelOf = (data: unknown) => itemOf(data)?.label ?? texts.current.someItem;
  let told: DropArea | null = null;
  return {
    onDragStart: ({ active }) => {
      told = null;
      return texts.current.pickedUp(labelOf(active.data.current));
    },
    onDragMove: ({ active }) => {
      const { over } = state.get();
      if (over === told) return undefined;
      told = over;
      const item = labelOf(active.data.current);
      return over ? texts.current.isOver(item, over.label) : texts.current.notOver(item);
    },
    onDragOver: () => undefined,
    onDragEnd: ({ active }) => {
      const item = labelOf(active.data.current);
      return dropped.area
        ? texts.current.droppedAt(item, dropped.area.label)
        : texts.current.notDropped(item);
    },
    onDragCancel: ({ active }) => texts.current.cancelled(labelOf(active.data.current)),
  };
}

export interface BuilderDndProps {
  /** The canvas's store: the dragged item and its target live there. */
  state: CanvasStateStore;
  onStart: (item: DragItem) => void;
  onDrop: (item: DragItem, area: DropArea) => void;
  onEnd: () => void;
  children: ReactNode;
}

/**
 * Drag and drop of the builder (dnd-kit for picking up and moving): pointer with a 5 px
 * threshold, and keyboard. Where the item would drop is the builder's own hit test of its drop
 * areas (`followPointer`, `dropAreaCoordinates`), kept in the canvas's store; the label that
 * follows the drag is the builder's own too (`dragLabel.ts`). `children` (toolbox and canvas)
 * stay outside dnd-kit's context: their handles start drags through `DragSourceContext` (see
 * `dragSource.tsx`), so a pointer move renders nothing but dnd-kit's own context.
 */
export function BuilderDnd({ state, onStart, onDrop, onEnd, children }: BuilderDndProps) {
  const [coordinateGetter] = useState(() => dropAreaCoordinates(state));
  // dnd-kit names its instructions element after its context's id.
  const contextId = useId();
  const [source] = useState<DragSource>(() => ({
    state,
    grabbed: { item: null },
    describedBy: contextId,
    controls: { current: null },
  }));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
  // The texts are read when spoken, through a ref: the accessibility object stays one for the
  // builder's life, as dnd-kit rebuilds its context (and every handle) when it changes.
  const texts = useCanvasTexts();
  const textsNow = useRef(texts);
  textsNow.current = texts;
  const [{ accessibility, dropped }] = useState(() => {
    const dropped = { area: null as DropArea | null };
    return {
      dropped,
      accessibility: {
        announcements: announcementsFor(state, dropped, textsNow),
        screenReaderInstructions: {
          get draggable() {
            return textsNow.current.dragInstructions;
          },
        },
      },
    };
  });
  const following = useRef<ReturnType<typeof followPointer> | null>(null);
  useEffect(() => () => following.current?.stop(), []);
  const activeItem = useActiveItem(state);
  const [label] = useState(createDragLabel);
  useEffect(() => label.stop, [label]);

  const start = (event: DragStartEvent) => {
    const item = itemOf(event.active.data.current);
    if (!item) return;
    dropped.area = null;
    const handle = event.activatorEvent?.target instanceof Element ? event.activatorEvent.target : null;
    label.start(event.activatorEvent, () => {
      const { overId } = state.get();
      return (overId && document.querySelector(`[data-drop-area="${CSS.escape(overId)}"]`)) || handle;
    });
    onStart(item);
    if (!(event.activatorEvent instanceof KeyboardEvent))
      following.current = followPointer(state, event.activatorEvent);
  };
  // A keyboard drag's label goes with the area its arrows chose.
  const move = () => label.update();
  const finish = () => {
    following.current?.stop();
    following.current = null;
    label.stop();
    onEnd();
  };
  const end = (event: DragEndEvent) => {
    const item = itemOf(event.active.data.current);
    following.current?.flush();
    const area = state.get().over;
    dropped.area = area;
    finish();
    if (item && area) onDrop(item, area);
  };
  return (
    <DragSourceContext.Provider value={source}>
      {children}
      <DndContext
        id={contextId}
        sensors={sensors}
        accessibility={accessibility}
        onDragStart={start}
        onDragMove={move}
        onDragEnd={end}
        onDragCancel={finish}
      >
        <DragProxy source={source} />
      </DndContext>
      {activeItem ? (
        // The pointer goes through the label to what lies under it (`areaAt`).
        <div className="cfb-drag-label" ref={label.attach} aria-hidden="true">
          <div className="cfb-overlay">{activeItem.label}</div>
        </div>
      ) : null}
    </DragSourceContext.Provider>
  );
}
