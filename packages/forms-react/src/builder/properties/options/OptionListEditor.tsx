import {
  canAddTextItem,
  type EditedOption,
  hasOptionDetails,
  isOptionList,
  pasteOptionLines,
  type StoredOption,
} from '@clinic/forms-core';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { type ClipboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { editedOptions, moved, toStored } from './editedOptions';
import { OptionRow } from './OptionRow';
import './optionsEditor.css';
import { LabelledCheckbox } from '../LabelledCheckbox';
import { usePropertyEditorTexts } from '../propertyEditorTexts';

export interface OptionListEditorProps {
  label: string;
  value: unknown;
  onChange: (options: StoredOption[]) => void;
  disabled?: boolean;
  /** The component's "Other (please specify)" switch, where it has one (Dropdown v2). */
  other?: { checked: boolean; onChange: (checked: boolean) => void };
}

const rowId = (index: number) => `option-${index}`;

/**
 * The options of a choice (issue 21.3): edited in place, reordered by dragging or with the arrow
 * keys on a handle, pasted many lines at once; stored values apart from labels and scores when
 * the author turns them on (on already when the options have them).
 */
export function OptionListEditor({ label, value, onChange, disabled, other }: OptionListEditorProps) {
  const texts = usePropertyEditorTexts();
  const id = useId();
  const options = editedOptions(value);
  const used = hasOptionDetails(value);
  const [separateChosen, setSeparateChosen] = useState(used.separateValues);
  const [scoresChosen, setScoresChosen] = useState(used.scores);
  const separateValues = separateChosen || used.separateValues;
  const scores = scoresChosen || used.scores;
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  // The handle to focus once a keyboard move has rendered, so the arrow keys keep moving it.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null) return;
    document.getElementById(`${id}-${rowId(focusAt)}-handle`)?.focus();
    setFocusAt(null);
  }, [focusAt, id]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  // What a handle's description tells a screen reader (dnd-kit's own speaks of keys we do not use);
  // one object per language, as dnd-kit rebuilds its context when it changes.
  const accessibility = useMemo(
    () => ({ screenReaderInstructions: { draggable: texts.moveInstructions } }),
    [texts],
  );

  const save = (next: readonly EditedOption[], shape = { separateValues, scores }) =>
    onChange(toStored(next, shape));
  const move = (from: number, to: number) => {
    save(moved(options, from, to));
    setAnnouncement(texts.movedTo(options[from]?.label ?? '', to + 1, options.length));
    setFocusAt(to);
  };
  const add = (added: readonly EditedOption[]) => {
    const shape = {
      separateValues: separateValues || added.some((option) => option.value !== option.label),
      scores: scores || added.some((option) => option.score !== undefined),
    };
    setSeparateChosen(shape.separateValues);
    setScoresChosen(shape.scores);
    save([...options, ...added], shape);
  };
  const addDraft = () => {
    if (!canAddTextItem(draft)) return;
    add([{ value: draft.trim(), label: draft.trim() }]);
    setDraft('');
  };
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isOptionList(text)) return;
    event.preventDefault();
    const pasted = pasteOptionLines(text);
    add(pasted);
    setAnnouncement(texts.optionsAdded(pasted.length));
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = options.map((_, index) => rowId(index));
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <fieldset className="cfb-fieldset" disabled={disabled}>
      <legend>{label}</legend>
      <div className="cfb-option-switches">
        <LabelledCheckbox
          label={texts.separateValues}
          checked={separateValues}
          onChange={(checked) => {
            setSeparateChosen(checked);
            if (!checked) save(options, { separateValues: false, scores });
          }}
        />
        <LabelledCheckbox
          label={texts.scorePerOption}
          checked={scores}
          onChange={(checked) => {
            setScoresChosen(checked);
            if (!checked) save(options, { separateValues, scores: false });
          }}
        />
        {other && <LabelledCheckbox label={texts.other} {...other} />}
      </div>
      {separateValues && <p className="cfb-muted">{texts.separateValuesNote}</p>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dragEnd}
        accessibility={accessibility}
      >
        <SortableContext
          items={options.map((_, index) => rowId(index))}
          strategy={verticalListSortingStrategy}
        >
          <ul className="cfb-list cfb-options">
            {options.map((option, index) => (
              <OptionRow
                // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat; the position is the identity
                key={index}
                id={rowId(index)}
                handleId={`${id}-${rowId(index)}-handle`}
                position={index}
                count={options.length}
                option={option}
                separateValues={separateValues}
                scores={scores}
                disabled={disabled}
                onChange={(changed) => save(options.map((old, at) => (at === index ? changed : old)))}
                onMove={(to) => move(index, to)}
                onRemove={() => save(options.filter((_, at) => at !== index))}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <div className="cfb-inline">
        <label htmlFor={`${id}-new`} className="cfb-visually-hidden">
          {texts.newItemOf(label)}
        </label>
        <input
          id={`${id}-new`}
          className="cf-input"
          value={draft}
          placeholder={texts.newOption}
          aria-describedby={`${id}-paste-hint`}
          onChange={(event) => setDraft(event.target.value)}
          onPaste={paste}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addDraft();
            }
          }}
        />
        <button type="button" className="cfb-button" onClick={addDraft} disabled={!canAddTextItem(draft)}>
          {texts.add}
        </button>
      </div>
      <p id={`${id}-paste-hint`} className="cfb-muted">
        {texts.pasteHint}
      </p>
      <p className="cfb-visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
