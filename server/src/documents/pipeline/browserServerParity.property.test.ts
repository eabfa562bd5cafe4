import {
  checkDocument,
  createDocumentEngine,
  type FieldError,
  type FormContent,
  formContentSchema,
  type Properties,
  type RowNode,
} from '@clinic/forms-core';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms, formVersions, locations, patients } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../testing/demoFixtures';
import { type SignedIn, signInPortal, signInStaff } from '../../testing/signIn';

/**
 * The browser and the server check a document with the same pipeline, so for any form and any
 * answers, the errors the browser shows are exactly the errors the server's 400 names: the same
 * components, the same codes and bounds. The browser's side is what forms-react's form store
 * does (it wraps this engine; validateStore is checkDocument on it): a user types only into
 * fields they may edit, and each change runs its onChange script.
 */

const component = (id: string, elType: string, properties: Properties) => ({
  kind: 'component' as const,
  id,
  elType,
  version: 1,
  page: 0,
  properties,
});

const row = (id: string, children: RowNode['columns'][number]['children']): RowNode => ({
  kind: 'row',
  id,
  version: 1,
  properties: {},
  columns: [{ kind: 'column', id: `${id}Column`, version: 1, properties: { cols: 12 }, children }],
});

/** Mostly false: forms whose every field is required would rarely complete. */
const rarely = fc.oneof(
  { weight: 3, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
);

/** A form of a fixed set of ids whose properties vary: bounds fixed or computed, conditions, scripts. */
const formArbitrary = fc
  .record({
    text1: fc.record({
      required: rarely,
      minLength: fc.constantFrom(undefined, 3, '{{ NumberInput1 }}'),
      maxLength: fc.constantFrom(undefined, 8, '{{ 4 + 4 }}'),
      readonly: fc.constantFrom(false, true, '{{ Checkbox1 }}'),
      hidden: fc.constantFrom(false, '{{ Checkbox1 }}', '{{ !Checkbox1 }}', '{{ NumberInput1 > 5 }}'),
    }),
    text2: fc.record({
      required: rarely,
      eFormEditable: fc.boolean(),
      hidden: fc.constantFrom(false, "{{ TextInput1 == 'hide' }}"),
    }),
    number1: fc.record({
      required: rarely,
      minValue: fc.constantFrom(undefined, 0, '{{ 1 + 1 }}'),
      maxValue: fc.constantFrom(undefined, 10, '{{ NumberInput2 }}'),
    }),
    number2: fc.record({ value: fc.constantFrom(undefined, '{{ NumberInput1 * 2 }}') }),
    date1: fc.record({
      required: rarely,
      maxValue: fc.constantFrom(undefined, '2026-01-31', "{{ '2026-06-30' }}"),
    }),
    checkbox1: fc.record({
      mustBeTicked: rarely,
      onChange: fc.constantFrom('', "setValue('TextInput2', value ? 'ticked' : '')"),
    }),
    dropdown1: fc.record({
      required: rarely,
      onChange: fc.constantFrom('', "setValue('TextInput1', value)"),
    }),
    nested: fc.boolean(),
  })
  .map((p): FormContent => {
    const text1 = component('TextInput1', 'TextInput', { label: 'First', ...p.text1 });
    const inner = [
      component('TextInput2', 'TextInput', { label: 'Second', ...p.text2 }),
      component('NumberInput1', 'NumberInput', { label: 'Count', ...p.number1 }),
    ];
    return formContentSchema.parse({
      rows: [
        row('Row1', [text1]),
        ...(p.nested ? [row('Row2', [row('Inner', inner)])] : inner.map((c, i) => row(`Row${i + 2}`, [c]))),
        row('Row4', [component('NumberInput2', 'NumberInput', { label: 'Double', ...p.number2 })]),
        row('Row5', [component('DatePicker1', 'DatePicker', { label: 'When', ...p.date1 })]),
        row('Row6', [component('Checkbox1', 'Checkbox', { label: 'Agree', ...p.checkbox1 })]),
        row('Row7', [
          component('Dropdown1', 'Dropdown', { label: 'Pick', options: ['A', 'B', 'hide'], ...p.dropdown1 }),
        ]),
      ],
    });
  });

/** What a user types, in the order they type it. */
const answersArbitrary = fc.array(
  fc.oneof(
    fc.tuple(fc.constant('TextInput1'), fc.oneof(fc.constant('hide'), fc.string({ maxLength: 12 }))),
    fc.tuple(fc.constant('TextInput2'), fc.string({ maxLength: 12 })),
    fc.tuple(fc.constant('NumberInput1'), fc.integer({ min: -5, max: 20 })),
    fc.tuple(fc.constant('NumberInput2'), fc.integer({ min: -5, max: 50 })),
    fc.tuple(
      fc.constant('DatePicker1'),
      fc.constantFrom('2025-12-31', '2026-03-01', '2026-07-01', '2026-02-30'),
    ),
    fc.tuple(fc.constant('Checkbox1'), fc.boolean()),
    fc.tuple(fc.constant('Dropdown1'), fc.constantFrom('A', 'B', 'hide')),
  ),
  { maxLength: 10 },
);

/** What a forged request adds: any JSON for any component, sent along with the honest answers. */
const forgeryArbitrary = fc.dictionary(
  fc.constantFrom('TextInput1', 'TextInput2', 'NumberInput1', 'NumberInput2', 'DatePicker1', 'Checkbox1'),
  fc.jsonValue({ maxDepth: 2 }),
);

type Mode = 'form-submitter' | 'e-form';

/** The browser: a store on the engine, a user typing where they may, then the store's check. */
function browserSide(
  content: FormContent,
  answers: ReadonlyArray<readonly [string, unknown]>,
  forgery: Readonly<Record<string, unknown>>,
  mode: Mode,
) {
  const engine = createDocumentEngine({ content, mode });
  for (const [id, value] of answers) if (engine.mayEdit(id)) engine.setValue(id, value, 'user');
  const check = checkDocument(engine, { mode, filling: mode === 'e-form' });
  // A forged request also sends values for what the user could not change: the server ignores them.
  const forged = Object.fromEntries(Object.entries(forgery).filter(([id]) => !engine.mayEdit(id)));
  return { sent: { ...engine.getResults(), ...forged }, errors: check.errors };
}

describe('the browser and the server name the same errors', () => {
  let t: TestApp;
  let people: DemoPeople;
  let staff: SignedIn;
  let alex: SignedIn;
  let locationId: string;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    staff = await signInStaff(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    const [patient] = await t.database.db.select().from(patients).where(eq(patients.id, people.alexId));
    if (!patient?.locationId) throw new Error('Alex has no location');
    locationId = patient.locationId;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A form with one official version, offered at Alex's location. */
  const storeForm = async (content: FormContent) => {
    const db = t.database.db;
    const [form] = await db.insert(forms).values({ name: 'Generated' }).returning({ id: forms.id });
    if (!form) throw new Error('form not inserted');
    const [version] = await db
      .insert(formVersions)
      .values({ formId: form.id, name: 'Version 1', content })
      .returning({ id: formVersions.id });
    if (!version) throw new Error('version not inserted');
    await db.update(forms).set({ currentVersionId: version.id }).where(eq(forms.id, form.id));
    await db
      .update(locations)
      .set({ formIds: sql`array_append(${locations.formIds}, ${form.id}::uuid)` })
      .where(eq(locations.id, locationId));
    return form.id;
  };

  const serverErrors = async (formId: string, results: Record<string, unknown>, mode: Mode) => {
    const reply =
      mode === 'form-submitter'
        ? await t.app.inject({
            method: 'PUT',
            url: '/api/core/Documents/CreateAndComplete',
            headers: staff.headers,
            payload: { formId, patientId: people.alexId, results },
          })
        : await t.app.inject({
            method: 'PUT',
            url: '/api/portal/Documents/CreateAndComplete',
            headers: alex.headers,
            payload: { formId, results },
          });
    if (reply.statusCode === 201) return {};
    expect(reply.statusCode).toBe(400);
    return reply.json().fieldErrorCodes as Record<string, FieldError[]>;
  };

  it.each<Mode>(['form-submitter', 'e-form'])('in %s mode', async (mode) => {
    const outcomes = { refused: 0, completed: 0 };
    await fc.assert(
      fc.asyncProperty(
        formArbitrary,
        answersArbitrary,
        forgeryArbitrary,
        async (content, answers, forgery) => {
          const browser = browserSide(content, answers, forgery, mode);
          const formId = await storeForm(content);
          expect(await serverErrors(formId, browser.sent, mode)).toEqual(browser.errors);
          outcomes[Object.keys(browser.errors).length > 0 ? 'refused' : 'completed'] += 1;
        },
      ),
      // A fixed seed: the same forms and answers on every run, so CI is deterministic.
      { numRuns: 30, seed: 20261127 },
    );
    // Both outcomes were met: the property was not true for want of errors (or of valid answers).
    expect(outcomes.refused).toBeGreaterThan(2);
    expect(outcomes.completed).toBeGreaterThan(2);
  });
});
