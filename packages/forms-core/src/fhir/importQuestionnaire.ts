import type { Extension, Questionnaire, ValueSet } from '@medplum/fhirtypes';
import type { CatalogueElType } from '../catalogue/catalogueElTypes';
import { getCatalogueEntry } from '../catalogue/catalogueRegistry';
import { createComponent } from '../catalogue/createComponent';
import { rowOf } from '../catalogue/formContentFixture';
import {
  type ComponentNode,
  type FormContent,
  formContentSchema,
  formDefaultsSchema,
  type RowNode,
} from '../model/layout';
import { eachLayoutComponent, eachLayoutRow } from '../model/walkLayout';
import { type FormScoringInput, formScoringSchema } from '../scoring/scoringModel';
import { translationLanguages } from '../translations/formTranslations';
import { weightOfOption } from './answerOptions';
import { type EnableWhenSet, hiddenFromEnableWhen } from './enableWhen';
import type { ComponentExtension, NotCarried } from './exportItem';
import type { LayoutExtension } from './exportQuestionnaire';
import { findExtension, readJsonExtension } from './extensions';
import type { FhirPathEvaluator } from './fhirPath/fhirPathEvaluator';
import { unparsedFhirPath } from './fhirPath/unparsedFhirPath';
import type { Item } from './fhirTypes';
import { clinicExtensionUrls, fhirExtensionUrls, ITEM_CONTROL_SYSTEM } from './fhirUrls';
import { expressionFromFhirPath } from './fromFhirPath';
import { isExternalValueSet, propertiesFromItem } from './itemProperties';
import { fhirItemMapping } from './itemTypes';
import { unitCodings } from './quantityUnits';
import { readTranslationExtensions } from './translationExtensions';

const OPTION_TYPES: ReadonlySet<string> = new Set(['Dropdown', 'SingleChoice', 'MultipleChoice']);

/** Extensions the import turns into our model; any other is kept on the component and exported again. */
const KNOWN_EXTENSIONS: ReadonlySet<string> = new Set([
  ...Object.values(clinicExtensionUrls),
  fhirExtensionUrls.itemControl,
  fhirExtensionUrls.minValue,
  fhirExtensionUrls.maxValue,
  fhirExtensionUrls.entryFormat,
  fhirExtensionUrls.hidden,
  fhirExtensionUrls.calculatedExpression,
  fhirExtensionUrls.initialExpression,
  fhirExtensionUrls.enableWhenExpression,
]);

/** Item elements the import reads; any other (prefix, definition…) is kept and exported again. */
const KNOWN_ELEMENTS: ReadonlySet<string> = new Set([
  'linkId',
  'type',
  'text',
  '_text',
  'code',
  'required',
  'readOnly',
  'maxLength',
  'repeats',
  'answerOption',
  'answerValueSet',
  'initial',
  'enableWhen',
  'enableBehavior',
  'item',
  'extension',
]);

/** Questionnaire elements kept with the form and exported again (the API sets id, url, version, status, date). */
const KEPT_METADATA: ReadonlySet<string> = new Set([
  'identifier',
  'code',
  'description',
  'publisher',
  'contact',
  'copyright',
  'purpose',
  'useContext',
  'jurisdiction',
  'derivedFrom',
  'approvalDate',
  'lastReviewDate',
  'effectivePeriod',
  'experimental',
  'language',
]);

export interface QuestionnaireImport {
  name: string;
  content: FormContent;
  notCarried: NotCarried[];
}

interface ImportState {
  ids: Set<string>;
  contained: ReadonlyMap<string, ValueSet>;
  notCarried: NotCarried[];
  /** Components whose enableWhen must be read once every component exists (questions may come later). */
  pending: Array<{ component: ComponentNode; item: Item }>;
  /** The enableWhen of the foreign group a component sits in, by component id. */
  groupConditions: Map<string, EnableWhenSet>;
}

function controlOf(item: Item): string | undefined {
  const coding = findExtension(item, fhirExtensionUrls.itemControl)?.valueCodeableConcept?.coding;
  return coding?.find((entry) => entry.system === ITEM_CONTROL_SYSTEM || !entry.system)?.code;
}

/** The catalogue type a foreign item becomes (our own items say theirs in the component extension). */
function elTypeOf(item: Item): { elType: CatalogueElType; version?: number } {
  const control = controlOf(item);
  switch (item.type) {
    case 'display':
      return { elType: control === 'header' ? 'SectionHeader' : 'Text' };
    case 'text':
      return { elType: 'Textarea' };
    case 'integer':
    case 'decimal':
    case 'quantity':
      return { elType: 'NumberInput' };
    case 'boolean':
      return { elType: 'Checkbox' };
    case 'date':
    case 'dateTime':
      return { elType: 'DatePicker' };
    case 'time':
      return { elType: 'TimePicker' };
    case 'attachment':
      return { elType: 'Picture' };
    case 'group':
      // Only a repeating group is a component: the patient adds one record per repetition.
      return { elType: 'Crud' };
    case 'choice':
    case 'open-choice':
      return choiceElTypeOf(item, control);
    default:
      return isStringChoice(item) ? choiceElTypeOf(item, control) : { elType: 'TextInput' };
  }
}

/**
 * A string question that lists its answers (R4 allows answerOption on it, e.g. a check box whose
 * answer is its own text) is answered by choosing, as a choice is: typing the text exactly would
 * be the only way to answer it, or to show the questions its answer reveals.
 */
const isStringChoice = (item: Item) =>
  item.type === 'string' && (item.answerOption ?? []).some((option) => option.valueString !== undefined);

function choiceElTypeOf(
  item: Item,
  control: string | undefined,
): { elType: CatalogueElType; version?: number } {
  const closed = item.type !== 'open-choice';
  if ((item.answerOption ?? []).some((option) => weightOfOption(option) !== undefined) && !item.repeats) {
    return { elType: 'AssessmentQuestion' };
  }
  if (item.repeats && control !== 'drop-down' && closed) return { elType: 'MultipleChoice' };
  if (control === 'radio-button' && closed) return { elType: 'SingleChoice' };
  return { elType: 'Dropdown', version: 2 };
}

/** answerOptions from a contained ValueSet (`answerValueSet: '#id'`), from its expansion or its listed concepts. */
function expandValueSet(item: Item, state: ImportState): Item {
  if (item.answerOption || !item.answerValueSet) return item;
  const valueSet = item.answerValueSet.startsWith('#')
    ? state.contained.get(item.answerValueSet.slice(1))
    : undefined;
  if (!valueSet) {
    // An external ValueSet is kept as a reference (exported again); we cannot list its answers.
    state.notCarried.push({
      linkId: item.linkId,
      elType: 'Dropdown',
      what: `answers of ValueSet ${item.answerValueSet} (not expanded offline; answered as free text)`,
    });
    return item;
  }
  const codings = [
    ...(valueSet.expansion?.contains ?? []).map((entry) => ({
      system: entry.system,
      code: entry.code,
      display: entry.display,
      extension: entry.extension,
    })),
    ...(valueSet.compose?.include ?? []).flatMap((include) =>
      (include.concept ?? []).map((concept) => ({
        system: include.system,
        code: concept.code,
        display: concept.display,
        extension: concept.extension,
      })),
    ),
  ];
  const answerOption = codings.map((coding) => ({
    valueCoding: Object.fromEntries(Object.entries(coding).filter(([, value]) => value !== undefined)),
  }));
  return { ...item, answerOption };
}

function foreignProperties(
  item: Item,
  component: ComponentNode,
  state: ImportState,
): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  // A foreign initialExpression (pre-population from the patient's record) is not run here: it
  // stays for the export, and is reported.
  const unknownExtensions = (item.extension ?? []).filter(
    (extension) =>
      !KNOWN_EXTENSIONS.has(extension.url) || extension.url === fhirExtensionUrls.initialExpression,
  );
  const otherElements = Object.fromEntries(Object.entries(item).filter(([key]) => !KNOWN_ELEMENTS.has(key)));
  if (unknownExtensions.length > 0 || Object.keys(otherElements).length > 0) {
    extra.fhir = {
      ...otherElements,
      ...(unknownExtensions.length > 0 ? { extension: unknownExtensions } : {}),
    };
  }
  if (item.linkId !== component.id) extra.fhirLinkId = item.linkId;
  if (item.code) extra.fhirCode = item.code;
  if (item.answerValueSet && !item.answerOption) extra.fhirAnswerValueSet = item.answerValueSet;
  const mapped = fhirItemMapping(component.elType).type;
  // A Dropdown taking typed answers exports as open-choice: an item that came as another type says so.
  const typed = component.elType === 'Dropdown' && (item.type === 'open-choice' || isExternalValueSet(item));
  if (item.type !== (typed ? 'open-choice' : mapped)) extra.fhirType = item.type;
  if (OPTION_TYPES.has(component.elType) && (item.answerOption ?? []).some((option) => option.valueCoding)) {
    extra.fhirAnswerOption = item.answerOption;
  }
  const calculated = findExtension(item, fhirExtensionUrls.calculatedExpression)?.valueExpression;
  if (calculated?.expression) extra.fhirCalculatedExpression = calculated.expression;
  const enableWhenExpression = findExtension(item, fhirExtensionUrls.enableWhenExpression)?.valueExpression;
  if (enableWhenExpression?.expression) extra.fhirEnableWhenExpression = enableWhenExpression.expression;
  const notes: Array<[boolean, string]> = [
    [unitCodings(item).length > 1, 'unit choice (the first unit is shown)'],
    [item.type === 'dateTime', 'dateTime time of day'],
    [
      findExtension(item, fhirExtensionUrls.initialExpression) !== undefined,
      'initialExpression (not run: the field starts empty)',
    ],
    [item.type === 'reference' || item.type === 'url', item.type],
    [
      item.repeats === true &&
        item.type !== 'choice' &&
        item.type !== 'open-choice' &&
        item.type !== 'group' &&
        !isStringChoice(item),
      'repeats',
    ],
  ];
  for (const [applies, what] of notes) {
    if (applies) state.notCarried.push({ linkId: item.linkId, elType: component.elType, what });
  }
  return extra;
}

function importComponent(rawItem: Item, state: ImportState): ComponentNode {
  const ours = readJsonExtension(rawItem, clinicExtensionUrls.component) as ComponentExtension | undefined;
  const item = expandValueSet(rawItem, state);
  const known = ours && getCatalogueEntry(ours.elType, ours.version) ? ours : undefined;
  const { elType, version } = known
    ? { elType: known.elType as CatalogueElType, version: known.version }
    : elTypeOf(item);
  const base = createComponent(elType, version, state.ids);
  // Our ids are the type plus a number (conditions and scripts name them); a foreign linkId is kept aside.
  const id = known ? (known.id ?? item.linkId) : base.id;
  state.ids.add(id);
  const component: ComponentNode = {
    ...base,
    id,
    page: known?.page ?? 0,
    // A foreign item shows no placeholder of ours (entryFormat gives one).
    properties: known
      ? {}
      : { ...base.properties, ...('placeholder' in base.properties ? { placeholder: '' } : {}) },
  };
  if (known) {
    component.properties = { ...known.properties };
    for (const name of known.absent ?? []) delete component.properties[name];
  } else Object.assign(component.properties, foreignProperties(item, component, state));
  if (!known && elType === 'Crud') {
    component.properties.formLayout = (item.item ?? []).map((child, position) =>
      importRow(child, state, `${id}_${position + 1}`),
    );
  }
  state.pending.push({ component, item });
  return component;
}

/** The header showing an imported group's text, marked so the export gives it back as the group's text. */
function groupHeader(id: string, text: string): ComponentNode {
  const header = createComponent('SectionHeader');
  return { ...header, id, properties: { ...header.properties, label: text, fhirGroupHeader: true } };
}

/**
 * The items SDC lets a question carry under it (follow-up questions its answer reveals, help
 * text), imported after the question in the same place, as a renderer shows them; a `unit`
 * display gives a number without a unit its unit. (Our own export never nests items under a
 * question: they travel back as the question's siblings, with their linkIds and conditions.)
 */
function nestedItems(item: Item, component: ComponentNode, state: ImportState, index: string) {
  if (item.type === 'group' || !item.item?.length) return [];
  return item.item.flatMap((child, position): Array<ComponentNode | RowNode> => {
    const at = `${index}_${position + 1}`;
    if (child.type === 'group') return [importRow(child, state, at)];
    if (controlOf(child) === 'unit' && child.text && component.elType === 'NumberInput') {
      component.properties.unit ||= child.text;
      return [];
    }
    const nested = importComponent(child, state);
    return [nested, ...nestedItems(child, nested, state, at)];
  });
}

function importRow(item: Item, state: ImportState, index: string): RowNode {
  const layout = readJsonExtension(item, clinicExtensionUrls.layout) as LayoutExtension | undefined;
  if (item.type !== 'group' || item.repeats) {
    const component = importComponent(item, state);
    if (!layout?.columns[0])
      return rowOf(`Row${index}`, [component, ...nestedItems(item, component, state, index)]);
    const [column] = layout.columns;
    return {
      kind: 'row',
      ...layout.row,
      columns: [
        {
          kind: 'column',
          id: column.id,
          version: column.version,
          properties: { cols: 12, ...column.properties },
          children: [component],
        },
      ],
    };
  }
  const children = (item.item ?? []).flatMap((child, position) => {
    const at = `${index}_${position + 1}`;
    // A nested row: a group, or one component that stood alone in its row (it carries its layout).
    if (child.type === 'group' || findExtension(child, clinicExtensionUrls.layout)) {
      return [importRow(child, state, at)];
    }
    const component = importComponent(child, state);
    return [component, ...nestedItems(child, component, state, at)];
  });
  if (!layout) {
    // A foreign group: its linkId, text and enableWhen stay on the row so it exports as it came;
    // its text also shows as a header, and its enableWhen hides its components.
    const row = rowOf(`Row${index}`, children);
    if (controlOf(item) === 'tab-container') {
      // Our forms have no tabs: the sections show one after another on one page.
      state.notCarried.push({
        linkId: item.linkId,
        elType: 'group',
        what: 'tabs (the sections show one after another)',
      });
    }
    const enabledWhen = findExtension(item, fhirExtensionUrls.enableWhenExpression)?.valueExpression
      ?.expression;
    row.properties = {
      fhirLinkId: item.linkId,
      ...(item.text ? { fhirText: item.text } : {}),
      ...(enabledWhen ? { fhirEnableWhenExpression: enabledWhen } : {}),
      ...(item.enableWhen?.length
        ? { fhirEnableWhen: { enableWhen: item.enableWhen, enableBehavior: item.enableBehavior } }
        : {}),
    };
    if (item.enableWhen?.length) {
      const set = {
        enableWhen: item.enableWhen,
        ...(item.enableBehavior ? { enableBehavior: item.enableBehavior } : {}),
      };
      for (const child of eachLayoutComponent([row])) state.groupConditions.set(child.id, set);
    }
    if (item.text) {
      const header = groupHeader(createComponent('SectionHeader', undefined, state.ids).id, item.text);
      state.ids.add(header.id);
      row.properties.fhirHeaderId = header.id;
      row.columns[0]?.children.unshift(header);
    }
    return row;
  }
  // An imported group's header is its text again (the export says it as the group's text).
  const { fhirHeaderId, fhirText } = layout.row.properties;
  if (typeof fhirHeaderId === 'string' && typeof fhirText === 'string') {
    state.ids.add(fhirHeaderId);
    children.unshift(groupHeader(fhirHeaderId, fhirText));
  }
  let next = 0;
  return {
    kind: 'row',
    ...layout.row,
    columns: layout.columns.map((column) => {
      const columnChildren = children.slice(next, next + column.size);
      next += column.size;
      return {
        kind: 'column',
        id: column.id,
        version: column.version,
        properties: { cols: 12, ...column.properties },
        children: columnChildren,
      };
    }),
  };
}

/**
 * A Questionnaire as a new form (issue 19.6): our own exports come back exactly (component and
 * layout extensions), foreign ones map item types to catalogue types, answerOptions (or a
 * contained answer ValueSet) to options or weighted Assessment answers, enableWhen to visibility
 * conditions; unknown extensions and elements are kept on the component and exported again;
 * everything that cannot be carried is listed.
 */
export function importQuestionnaire(
  questionnaire: Questionnaire,
  /** The FHIRPath engine (loadFhirPathEvaluator): FHIRPath it cannot parse is reported. */
  options: { fhirPath?: FhirPathEvaluator } = {},
): QuestionnaireImport {
  const contained = new Map<string, ValueSet>();
  for (const resource of questionnaire.contained ?? []) {
    if (resource.resourceType === 'ValueSet' && resource.id) contained.set(resource.id, resource);
  }
  const state: ImportState = {
    ids: new Set(),
    contained,
    notCarried: [],
    pending: [],
    groupConditions: new Map(),
  };
  const rows = (questionnaire.item ?? []).map((item, index) =>
    importRow(item as Item, state, String(index + 1)),
  );
  const byKey = new Map<string, ComponentNode>();
  for (const { component, item } of state.pending) {
    byKey.set(component.id, component);
    byKey.set(item.linkId, component);
  }
  const lookup = (key: string) => byKey.get(key);
  for (const { component, item } of state.pending) {
    const derived = propertiesFromItem(item, component.elType, lookup);
    const ours = readJsonExtension(item, clinicExtensionUrls.component) as ComponentExtension | undefined;
    component.properties = ours
      ? Object.fromEntries(
          Object.entries({ ...derived, ...component.properties }).filter(
            ([name]) => !(ours.absent ?? []).includes(name),
          ),
        )
      : { ...component.properties, ...derived };
    const group = ours ? undefined : state.groupConditions.get(component.id);
    if (group && (component.properties.hidden === false || component.properties.hidden === '')) {
      component.properties.hidden = hiddenFromEnableWhen(group, lookup);
    }
  }
  const translations = new Map<string, Record<string, string>>();
  for (const { component, item } of state.pending) readTranslationExtensions(component, item, translations);
  hideGroupHeaders(rows, lookup);
  inheritGroupEnableWhenExpressions(rows);
  const scoring = translateCalculations(questionnaire, state, lookup);
  if (options.fhirPath) {
    const components = state.pending.map(({ component }) => component);
    state.notCarried.push(...unparsedFhirPath(questionnaire, components, options.fhirPath));
  }
  const defaults = formDefaultsSchema.safeParse(
    readJsonExtension(questionnaire, clinicExtensionUrls.formDefaults) ?? {},
  );
  const ownScoring = formScoringSchema.safeParse(
    readJsonExtension(questionnaire, clinicExtensionUrls.scoring),
  );
  const unknown: Extension[] = (questionnaire.extension ?? []).filter(
    (extension) => !KNOWN_EXTENSIONS.has(extension.url),
  );
  const kept = Object.fromEntries(Object.entries(questionnaire).filter(([key]) => KEPT_METADATA.has(key)));
  const fhir = { ...kept, ...(unknown.length > 0 ? { extension: unknown } : {}) };
  const content = formContentSchema.parse({
    ...(Object.keys(fhir).length > 0 ? { fhir } : {}),
    rows,
    defaults: defaults.success ? defaults.data : formDefaultsSchema.parse({}),
    ...(ownScoring.success ? { scoring: ownScoring.data } : scoring ? { scoring } : {}),
    ...importedTranslations(translations),
  });
  return {
    name: questionnaire.title ?? questionnaire.name ?? 'Imported questionnaire',
    content,
    notCarried: state.notCarried,
  };
}

/** The translations the items carried, in our form languages (others are not kept). */
function importedTranslations(
  found: ReadonlyMap<string, Record<string, string>>,
): Pick<FormContent, 'translations'> {
  const translations = Object.fromEntries(
    translationLanguages.flatMap((language) => {
      const texts = found.get(language);
      return texts ? [[language, texts]] : [];
    }),
  );
  return Object.keys(translations).length > 0 ? { translations } : {};
}

/**
 * A group's enableWhenExpression disables everything in it, its title and nested groups included:
 * each component gets the expressions of the groups around it (evaluated with its own, all must
 * hold). Derived again on every import, so it never travels in the component's own elements.
 */
function inheritGroupEnableWhenExpressions(rows: RowNode[]): void {
  for (const row of eachLayoutRow(rows)) {
    const { fhirEnableWhenExpression } = row.properties;
    if (typeof fhirEnableWhenExpression !== 'string') continue;
    for (const component of eachLayoutComponent([row])) {
      const inherited = component.properties.fhirGroupEnableWhenExpressions;
      component.properties.fhirGroupEnableWhenExpressions = [
        ...(Array.isArray(inherited) ? inherited : []),
        fhirEnableWhenExpression,
      ];
    }
  }
}

/** A foreign group's header hides with its components: the whole group is disabled, title included. */
function hideGroupHeaders(rows: RowNode[], lookup: (key: string) => ComponentNode | undefined): void {
  for (const row of eachLayoutRow(rows)) {
    const { fhirHeaderId, fhirEnableWhen } = row.properties;
    const set = fhirEnableWhen as EnableWhenSet | undefined;
    if (typeof fhirHeaderId !== 'string' || !set?.enableWhen?.length) continue;
    const header = [...eachLayoutComponent([row])].find((component) => component.id === fhirHeaderId);
    if (header) header.properties.hidden = hiddenFromEnableWhen(set, lookup);
  }
}

/**
 * Foreign calculatedExpressions become computed values in our language where fromFhirPath can say
 * them (the FHIRPath stays for the export); a scores sum also gives the form our declarative
 * total, LOINC-coded from the item, so completed documents store it. The rest stays FHIRPath,
 * evaluated by the fhirpath engine the document pipeline is given (fhirPathRunner.ts).
 */
function translateCalculations(
  questionnaire: Questionnaire,
  state: ImportState,
  lookup: (key: string) => ComponentNode | undefined,
): FormScoringInput | undefined {
  const scored = state.pending
    .map(({ component }) => component)
    .filter((c) => c.elType === 'AssessmentQuestion');
  const variables = new Map<string, string>();
  const context = { componentOf: lookup, variables, scored };
  for (const extension of questionnaire.extension ?? []) {
    const expression = extension.valueExpression;
    if (extension.url !== fhirExtensionUrls.variable || !expression?.name || !expression.expression) continue;
    const translated = expressionFromFhirPath(expression.expression, context);
    if (translated !== undefined) variables.set(expression.name, translated);
  }
  let scoring: FormScoringInput | undefined;
  for (const { component } of state.pending) {
    const source = component.properties.fhirCalculatedExpression;
    if (typeof source !== 'string') continue;
    const translated = expressionFromFhirPath(source, context);
    if (translated === undefined) continue;
    component.properties.value = `{{ ${translated} }}`;
    if (/\.(ordinal|weight)\(\)\.sum\(\)/.test(source) && !scoring) {
      scoring = {
        weights: {},
        scales: [
          {
            id: 'total',
            ...(typeof component.properties.loinc === 'string' ? { loinc: component.properties.loinc } : {}),
            items: scored.map((question) => question.id),
            missing: { kind: 'noTotal' },
          },
        ],
      };
    }
  }
  return scoring;
}
