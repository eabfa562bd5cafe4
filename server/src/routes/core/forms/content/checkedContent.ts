import {
  assignPages,
  type ComponentNode,
  eachLayoutComponent,
  type FormContent,
  instrumentForm,
  instrumentLibrary,
  loadFormContent,
  stripDoubleBracesFromProperties,
  structurallyEqual,
} from '@clinic/forms-core';
import { badRequest, forbidden } from '../../../../app/httpError';
import { mayUseAdvancedOptions, type StaffPrincipal } from '../../../../auth/principals';

export const computedComponentMessage =
  'Only tech staff or users with advanced options can edit a component with computed properties.';

/** `{{ }}` anywhere in the value, nested lists and objects included. */
const hasDoubleBraces = (value: unknown) => !structurallyEqual(stripDoubleBracesFromProperties(value), value);

/**
 * Form content from a request, checked with forms-core (400 with every problem and where it is)
 * and with pages assigned. For users without tech staff or advanced options (forms.md sections 5
 * and 6), double braces are stripped from what they edited, and editing a component that has
 * computed properties is refused; untouched components keep theirs. A new form added from the
 * instrument library counts as made from the library's form: its skip logic (C-SSRS) is kept
 * where it is the library's own, whoever adds it.
 */
export function checkedContent(
  json: unknown,
  staff: StaffPrincipal,
  previous: FormContent | null,
): FormContent {
  const content = assignPages(loadOrRefuse(json ?? { rows: [] }));
  if (mayUseAdvancedOptions(staff)) return content;
  // What is left once braces are stripped must still load (a stripped condition is no boolean).
  return loadOrRefuse(stripEdited(content, previous ?? libraryOrigin(content)));
}

/**
 * The library form the content says it was made from (its scoring names a library instrument),
 * in the language most of its components match; null when it names none.
 */
function libraryOrigin(content: FormContent): FormContent | null {
  const id = content.scoring?.instrument?.id;
  const instrument = id === undefined ? undefined : instrumentLibrary[id];
  if (!instrument) return null;
  const sent = new Map([...eachLayoutComponent(content.rows)].map((component) => [component.id, component]));
  const sameComponents = (form: FormContent) =>
    [...eachLayoutComponent(form.rows)].filter((component) =>
      structurallyEqual(component.properties, sent.get(component.id)?.properties),
    ).length;
  const [english, spanish] = (['en', 'es'] as const).map(
    (language) => instrumentForm(instrument, language).content,
  );
  if (!english || !spanish) return null;
  return sameComponents(spanish) > sameComponents(english) ? spanish : english;
}

function loadOrRefuse(json: unknown): FormContent {
  const loaded = loadFormContent(json);
  if (!loaded.ok) {
    throw badRequest(
      loaded.errors.map((error) => (error.path ? `${error.path}: ${error.message}` : error.message)),
    );
  }
  return loaded.content;
}

function stripEdited(content: FormContent, previous: FormContent | null): FormContent {
  const before = new Map<string, ComponentNode>();
  if (previous)
    for (const component of eachLayoutComponent(previous.rows)) before.set(component.id, component);
  for (const component of eachLayoutComponent(content.rows)) {
    const old = before.get(component.id);
    if (old && structurallyEqual(old.properties, component.properties)) continue;
    if (old && hasDoubleBraces(old.properties)) throw forbidden([computedComponentMessage]);
    // assignPages copies nodes but shares property objects: replace, never mutate.
    component.properties = stripDoubleBracesFromProperties(component.properties);
  }
  // The form's code (script, scoreFunctionBody) and other defaults: stripped where edited.
  const defaults: Record<string, unknown> = { ...content.defaults };
  const oldDefaults: Record<string, unknown> = previous?.defaults ?? {};
  for (const [key, value] of Object.entries(defaults)) {
    if (!structurallyEqual(oldDefaults[key], value)) defaults[key] = stripDoubleBracesFromProperties(value);
  }
  return { ...content, defaults: defaults as FormContent['defaults'] };
}
