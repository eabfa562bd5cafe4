/**
 * The in-page side of the benchmark, shared by every page. A page calls `installBench` with how
 * its library turns the bench form (or, for ours, a real questionnaire the runner imported) into
 * a schema, mounts it, and which field a control belongs to; the runner drives `window.bench`,
 * once per freshly loaded page (a cold mount).
 */
import { type BenchField, benchFields, initiallyVisible, textFieldAt } from '../benchForm';

export interface BenchLibrary<Schema> {
  /** The library's schema of the form, built before the clock starts (a real app receives it ready). */
  schemaOf(fields: BenchField[]): Schema;
  /** The schema of a form the runner planned (a real questionnaire: ours alone reads them). */
  plannedSchema?(form: PlannedForm): Schema;
  /** Renders the form into the container. */
  mount(container: HTMLElement, schema: Schema): Promise<void> | void;
  /** The bench field (its index) an input, select or textarea belongs to, if any. */
  fieldOf(control: Element): number | null;
}

/**
 * A form the runner prepared outside the page (a real questionnaire it imported): what to mount
 * and which of its fields the measure waits for and types into. Field n is `keys[n - 1]`, the
 * key the library's fieldOf numbers.
 */
export interface PlannedForm {
  /** What the library mounts (ours: the imported form and the answers it opens with). */
  schema: unknown;
  keys: string[];
  /** The fields shown when the form opens. */
  visible: number[];
  /** A text field at about 80 % of the form: it must take the focus before the clock stops. */
  deep: number;
  /** A text field near the middle, typed into. */
  middle: number;
}

/** The generated bench form of this many fields, or a planned one. */
export type BenchForm = number | PlannedForm;

export interface MountSample {
  /**
   * Start of mounting to the painted frame after every visible field's control exists and a
   * text field 80 % down the form has taken the focus.
   */
  mountMs: number;
  /** Nodes in the document (elements, text, comments) once mounted. */
  domNodes: number;
  /** Fields whose control was found (the visible fields). */
  fields: number;
}

export interface KeystrokeSample {
  /** Key down to the next frame painted after the input was handled. */
  paintMs: number;
}

export interface BenchApi {
  /** Builds the library's schema of the form (before the clock, as an app receives it ready). */
  prepare(form: BenchForm): void;
  mount(): Promise<MountSample>;
  /** Scrolls the text field in the middle of the form into view and focuses it. */
  prepareTyping(): Promise<void>;
  /** Resolves once `count` keys have been handled and painted since prepareTyping. */
  keystrokes(count: number): Promise<KeystrokeSample[]>;
}

declare global {
  interface Window {
    bench: BenchApi;
  }
}

/** Resolves after the next frame has been produced: a task queued from requestAnimationFrame runs after paint. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolveAfterThisFrame(resolve)));
}

function resolveAfterThisFrame(resolve: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve();
  channel.port2.postMessage(null);
}

const controlSelector = 'input:not([type="hidden"]), select, textarea';

/** The control of each field present in the container, by field index (the first control of a radio group). */
function controlsByField<S>(library: BenchLibrary<S>, container: HTMLElement): Map<number, HTMLElement> {
  const found = new Map<number, HTMLElement>();
  for (const control of container.querySelectorAll<HTMLElement>(controlSelector)) {
    const field = library.fieldOf(control);
    if (field !== null && !found.has(field)) found.set(field, control);
  }
  return found;
}

function countNodes(): number {
  const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
  let nodes = 1;
  while (walker.nextNode()) nodes += 1;
  return nodes;
}

/** A form ready to mount: the library's schema and the fields the measure waits for and types into. */
type Prepared<Schema> = Omit<PlannedForm, 'keys' | 'schema'> & { schema: Schema };

export function installBench<Schema>(library: BenchLibrary<Schema>): void {
  const container = document.createElement('div');
  document.body.append(container);
  let prepared: Prepared<Schema> | undefined;
  let samples: KeystrokeSample[] = [];

  const plan = (form: BenchForm): Prepared<Schema> => {
    if (typeof form !== 'number') {
      if (!library.plannedSchema) throw new Error('This library does not read planned forms');
      return { ...form, schema: library.plannedSchema(form) };
    }
    const fields = benchFields(form);
    return {
      schema: library.schemaOf(fields),
      visible: fields.filter((field) => initiallyVisible(field, fields)).map((field) => field.index),
      deep: textFieldAt(fields, 0.8).index,
      middle: textFieldAt(fields, 0.5).index,
    };
  };

  /**
   * Checked at the start of each frame until every visible field's control exists and the deep
   * field takes the focus (focus() needs its row styled and, for a skipped row, laid out), then
   * resolves after that frame has painted.
   */
  const whenUsable = (visible: readonly number[], deep: number) =>
    new Promise<number>((resolve) => {
      const check = () => {
        const controls = controlsByField(library, container);
        const target = controls.get(deep);
        if (target && visible.every((index) => controls.has(index))) {
          target.focus({ preventScroll: true });
          if (document.activeElement === target) {
            resolveAfterThisFrame(() => resolve(controls.size));
            return;
          }
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });

  let keyDownAt: number | null = null;
  document.addEventListener(
    'keydown',
    (event) => {
      keyDownAt = event.timeStamp;
    },
    { capture: true },
  );
  // On window, bubbling: after the libraries' own listeners on their elements and roots.
  window.addEventListener('input', () => {
    const start = keyDownAt;
    if (start === null) return;
    keyDownAt = null;
    void afterPaint().then(() => {
      samples.push({ paintMs: performance.now() - start });
      keyWaiters.forEach((wake) => {
        wake();
      });
    });
  });
  const keyWaiters = new Set<() => void>();

  window.bench = {
    prepare(form) {
      prepared = plan(form);
    },
    async mount() {
      if (!prepared) throw new Error('mount() before prepare()');
      const { schema, visible, deep } = prepared;
      await afterPaint();
      const start = performance.now();
      const usable = whenUsable(visible, deep);
      await library.mount(container, schema);
      const found = await usable;
      const mountMs = performance.now() - start;
      return { mountMs, domNodes: countNodes(), fields: found };
    },
    async prepareTyping() {
      const middle = prepared?.middle ?? 0;
      const box = controlsByField(library, container).get(middle);
      if (!box) throw new Error(`No control for field ${middle}`);
      box.scrollIntoView({ block: 'center' });
      box.focus();
      if (document.activeElement !== box) throw new Error(`Field ${middle} did not take the focus`);
      await afterPaint();
      samples = [];
    },
    keystrokes(count) {
      return new Promise((resolve) => {
        const wake = () => {
          if (samples.length < count) return;
          keyWaiters.delete(wake);
          resolve(samples.slice(0, count));
        };
        keyWaiters.add(wake);
        wake();
      });
    },
  };
}
