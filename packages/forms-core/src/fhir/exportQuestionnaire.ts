import type { Coding, Extension, Questionnaire, QuestionnaireItem } from '@medplum/fhirtypes';
import { type ComponentNode, type FormContent, formDefaultsSchema, type RowNode } from '../model/layout';
import { eachLayoutComponent } from '../model/walkLayout';
import { crudLayoutRows } from '../paging/crudLayouts';
import { type EnableWhenSet, hiddenFromEnableWhen, type Lookup } from './enableWhen';
import { componentItem, type NotCarried } from './exportItem';
import { jsonExtension, sameJson } from './extensions';
import { clinicExtensionUrls, fhirExtensionUrls } from './fhirUrls';
import { linkIdOf } from './itemTypes';
import { addTranslationExtensions } from './translationExtensions';

/** Where a flattened item or a row group came from: its row, and the column(s) with their sizes. */
export interface LayoutExtension {
  row: Pick<RowNode, 'id' | 'version' | 'properties'>;
  columns: Array<{ id: string; version: number; properties: Record<string, unknown>; size: number }>;
}

export interface QuestionnaireExportOptions {
  /** The resource id (the form's id). */
  id?: string;
  /** Canonical URL; the API gives `<base>/fhir/R4/Questionnaire/<id>`. */
  url?: string;
  /** The form's name. */
  title: string;
  status?: Questionnaire['status'];
  version?: string;
  /** ISO date-time of the version. */
  date?: string;
  /** The instrument's panel code (a library instrument's LOINC panel). */
  code?: Coding[];
}

export interface QuestionnaireExport {
  questionnaire: Questionnaire;
  notCarried: NotCarried[];
}

/** A computer-friendly name (FHIR inv-0): letters and digits, starting with a capital. */
export function questionnaireName(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const name = words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('');
  return /^[A-Z]/.test(name) ? name : `Form${name}`;
}

/** A component's item; a Crud's is a repeating group of its form's items (a record per repetition). */
function itemOf(
  component: ComponentNode,
  lookup: Lookup,
  notCarried: NotCarried[],
  inheritedHidden?: string,
): QuestionnaireItem {
  const item = componentItem(component, lookup, notCarried, inheritedHidden);
  if (component.elType !== 'Crud') return item;
  const rows = crudLayoutRows(component, 'formLayout') ?? [];
  return { ...item, repeats: true, item: rows.map((row) => rowItems(row, lookup, notCarried)) };
}

function rowItems(row: RowNode, lookup: Lookup, notCarried: NotCarried[]): QuestionnaireItem {
  const layout: LayoutExtension = {
    row: { id: row.id, version: row.version, properties: row.properties },
    columns: row.columns.map((column) => ({
      id: column.id,
      version: column.version,
      properties: column.properties,
      size: column.children.length,
    })),
  };
  const children = row.columns.flatMap((column) => column.children);
  const [only] = children;
  const layoutExtension = jsonExtension(clinicExtensionUrls.layout, layout);
  const group = importedGroup(row, lookup);
  // A row of one component is just that component: FHIR readers see a flat list, as the form reads.
  if (!group && row.columns.length === 1 && children.length === 1 && only?.kind === 'component') {
    const item = itemOf(only, lookup, notCarried);
    return { ...item, extension: [...(item.extension ?? []), layoutExtension] };
  }
  return {
    linkId: group?.linkId ?? row.id,
    type: 'group',
    ...(group?.text ? { text: group.text } : {}),
    ...(group?.enableWhen ?? {}),
    extension: [
      ...(group?.enableWhenExpression
        ? [
            {
              url: fhirExtensionUrls.enableWhenExpression,
              valueExpression: { language: 'text/fhirpath' as const, expression: group.enableWhenExpression },
            },
          ]
        : []),
      layoutExtension,
    ],
    item: children.flatMap((child) => {
      if (child.kind === 'row') return [rowItems(child, lookup, notCarried)];
      // An imported group's header is the group's own text.
      if (group && child.properties.fhirGroupHeader === true) return [];
      return [itemOf(child, lookup, notCarried, group?.hidden)];
    }),
  };
}

/** What an imported foreign group kept on its row: linkId, text and enableWhen (with the condition it gave its components). */
function importedGroup(row: RowNode, lookup: Lookup) {
  const { fhirLinkId, fhirText, fhirEnableWhen, fhirEnableWhenExpression } = row.properties;
  if (typeof fhirLinkId !== 'string') return undefined;
  const enableWhen = fhirEnableWhen as EnableWhenSet | undefined;
  return {
    linkId: fhirLinkId,
    text: typeof fhirText === 'string' ? fhirText : undefined,
    enableWhenExpression: typeof fhirEnableWhenExpression === 'string' ? fhirEnableWhenExpression : undefined,
    enableWhen,
    hidden: enableWhen ? hiddenFromEnableWhen(enableWhen, lookup) : undefined,
  };
}

/**
 * A form's content as an SDC Questionnaire (issue 19.6): rows of several components become
 * groups, components their items (catalogue type → item type in itemTypes.ts), visibility
 * conditions enableWhen, Assessment weights ordinalValue/itemWeight; the form's defaults and
 * declarative scoring travel in our extensions. Pure: the caller supplies ids and URLs.
 */
export function exportQuestionnaire(
  content: FormContent,
  options: QuestionnaireExportOptions,
): QuestionnaireExport {
  const components = new Map<string, ComponentNode>();
  for (const component of eachLayoutComponent(content.rows)) {
    components.set(component.id, component);
    components.set(linkIdOf(component), component);
  }
  const lookup = (idOrLinkId: string) => components.get(idOrLinkId);
  const notCarried: NotCarried[] = [];
  const items = addTranslationExtensions(
    content.rows.map((row) => rowItems(row, lookup, notCarried)),
    content,
    lookup,
  );
  const extension: Extension[] = [];
  if (!sameJson(content.defaults, formDefaultsSchema.parse({}))) {
    extension.push(jsonExtension(clinicExtensionUrls.formDefaults, content.defaults));
    if (content.defaults.script.trim() !== '')
      notCarried.push({ linkId: '', elType: 'Form', what: 'script' });
    if (content.defaults.scoreFunctionBody.trim() !== '') {
      notCarried.push({ linkId: '', elType: 'Form', what: 'scoreFunctionBody' });
    }
  }
  if (content.scoring) extension.push(jsonExtension(clinicExtensionUrls.scoring, content.scoring));
  const { extension: keptExtensions, ...kept } = (content.fhir ?? {}) as { extension?: Extension[] };
  extension.push(...(keptExtensions ?? []));
  const questionnaire: Questionnaire = {
    subjectType: ['Patient'],
    ...(kept as Partial<Questionnaire>),
    resourceType: 'Questionnaire',
    ...(options.id ? { id: options.id } : {}),
    meta: { profile: ['http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire'] },
    ...(extension.length > 0 ? { extension } : {}),
    ...(options.url ? { url: options.url } : {}),
    ...(options.version ? { version: options.version } : {}),
    name: questionnaireName(options.title),
    title: options.title,
    status: options.status ?? 'active',
    ...(options.date ? { date: options.date } : {}),
    ...(options.code ? { code: options.code } : {}),
    ...(items.length > 0 ? { item: items } : {}),
  };
  return { questionnaire, notCarried };
}
