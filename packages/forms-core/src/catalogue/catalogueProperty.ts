/**
 * Property metadata drives the Edit Element panel (SurveyJS-style): what editor
 * a property gets, its label, its default, and what values loadFormContent accepts.
 */
export type CataloguePropertyKind =
  | 'text'
  /** Plain text over several lines (shown as text, not HTML: a component's description). */
  | 'multilineText'
  /** HTML written in the rich editor (bold, lists, links, mentions of fields), shown sanitised. */
  | 'richText'
  | 'code'
  | 'number'
  | 'boolean'
  | 'date'
  | 'select'
  /** A list of option texts. */
  | 'options'
  /** A list of free texts (saved responses, excluded statuses). */
  | 'textList'
  /** A list of {text, value} items with a numeric value. */
  | 'weightedOptions'
  | 'datatableColumns'
  /** The id of a form, chosen by name among the forms of `formCategories`. */
  | 'form'
  /** "Alert when…": the answers of this field that raise a clinician alert (issue 19.3). */
  | 'fieldAlert'
  | 'json';

/** The Edit Element panel's Basic/Advanced toggle (spec section 2). */
export type PropertyEditorMode = 'basic' | 'advanced';

/**
 * The collapsible sections of the properties panel, in their order (issue 21.2). Each property
 * declares its own; 'advanced' holds scripting, styling and data plumbing.
 */
export const propertySections = ['general', 'choices', 'validation', 'logic', 'layout', 'advanced'] as const;
export type PropertySection = (typeof propertySections)[number];

export interface CataloguePropertyChoice {
  value: string;
  label: string;
}

export interface CataloguePropertyMeta {
  name: string;
  kind: CataloguePropertyKind;
  /** The label in the property editor. */
  label: string;
  /** A JSON value: createComponent copies it into each new component. */
  default: unknown;
  /** Editor modes showing the property; advanced-only properties are edited as JSON or code. */
  modes: readonly PropertyEditorMode[];
  /** Whether a `{{ }}` computed expression may stand in for the value. */
  computed: boolean;
  /** Whether null is a valid value (e.g. maxLength null means no limit). */
  nullable: boolean;
  /** Smallest value of a number property; a lower value is raised to it (spec section 5). */
  min?: number;
  /** The values of a select property. */
  choices?: readonly CataloguePropertyChoice[];
  /** The categories of the forms a form property offers (forms-core has no list of forms itself). */
  formCategories?: readonly string[];
  /** What a fieldAlert property compares: the field's options, a tick, or a number. */
  alertAnswers?: 'options' | 'boolean' | 'number';
  /** A text the patient reads, held in each form language (../translations). */
  translatable?: boolean;
  /** The properties panel's section holding the property ('general' unless declared). */
  section: PropertySection;
  /** A short plain sentence under the editor saying what the property does. */
  help?: string;
  /** What an empty value means, shown as the empty editor's placeholder ("No maximum"). */
  emptyText?: string;
  /** Whether a visibility rule (visibility/visibilityRule.ts) may stand in for the value: `hidden`. */
  visibilityRule?: boolean;
}

export type CataloguePropertyOptions = Partial<
  Pick<
    CataloguePropertyMeta,
    | 'modes'
    | 'computed'
    | 'nullable'
    | 'min'
    | 'choices'
    | 'formCategories'
    | 'alertAnswers'
    | 'section'
    | 'help'
    | 'emptyText'
    | 'translatable'
    | 'visibilityRule'
  >
>;

const basicAndAdvanced: readonly PropertyEditorMode[] = ['basic', 'advanced'];
export const advancedOnly: readonly PropertyEditorMode[] = ['advanced'];

export function defineCatalogueProperty(
  name: string,
  kind: CataloguePropertyKind,
  label: string,
  defaultValue: unknown,
  options: CataloguePropertyOptions = {},
): CataloguePropertyMeta {
  return {
    name,
    kind,
    label,
    default: defaultValue,
    modes: options.modes ?? basicAndAdvanced,
    computed: options.computed ?? false,
    nullable: options.nullable ?? false,
    ...(options.min === undefined ? {} : { min: options.min }),
    ...(options.choices === undefined ? {} : { choices: options.choices }),
    ...(options.formCategories === undefined ? {} : { formCategories: options.formCategories }),
    ...(options.alertAnswers === undefined ? {} : { alertAnswers: options.alertAnswers }),
    ...(options.translatable === undefined ? {} : { translatable: options.translatable }),
    section: options.section ?? 'general',
    ...(options.help === undefined ? {} : { help: options.help }),
    ...(options.emptyText === undefined ? {} : { emptyText: options.emptyText }),
    ...(options.visibilityRule === undefined ? {} : { visibilityRule: options.visibilityRule }),
  };
}
