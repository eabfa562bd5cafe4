import { describe, expect, it } from 'vitest';
import { displayValue } from '../../displayValue';
import type { DocumentLanguage } from '../../documentLanguage';
import type { DisplayValue } from '../displayValueTypes';

const png = 'data:image/png;base64,iVBORw0KGgo=';
const text = (shown: string) => ({ kind: 'text', text: shown });
const empty = { kind: 'empty' };

const show = (elType: string, value: unknown, language: DocumentLanguage, properties = {}, version = 1) =>
  displayValue({ elType, version }, properties, value, { language }) as Extract<
    DisplayValue,
    { kind: 'table' }
  >;

describe('clinical lists show as tables with the components’ own column headers', () => {
  it.each<[DocumentLanguage, string[]]>([
    ['en', ['Allergy Type', 'Allergen', 'Reaction', 'Severity']],
    ['es', ['Tipo de alergia', 'Alérgeno', 'Reacción', 'Gravedad']],
  ])('allergies (%s)', (language, columns) => {
    const shown = show(
      'PatientAllergies',
      [{ allergyType: 'Drug', allergen: 'Penicillin', reaction: 'Hives' }],
      language,
    );
    expect(shown).toEqual({
      kind: 'table',
      columns,
      rows: [[text('Drug'), text('Penicillin'), text('Hives'), empty]],
    });
    // The Client… spelling of the type shows the same way.
    expect(show('ClientAllergies', [], language)).toEqual(empty);
  });

  it.each<[DocumentLanguage, string[]]>([
    ['en', ['Date', 'Creator', 'Vitals']],
    ['es', ['Fecha', 'Autor', 'Signos vitales']],
  ])('vitals v1 and v2 (%s): enabled signs only', (language, columns) => {
    const items = [
      { vitalSign: { name: 'Pulse', unit: 'bpm', status: 'Enabled' }, value: 72 },
      { vitalSign: { name: 'Old', status: 'Disabled' }, value: 1 },
      { vitalSign: { name: 'Temp', unit: '°F' }, value: '98.6' },
    ];
    const v2 = show(
      'PatientVitals',
      [{ id: 1, effectiveDate: '2026-01-05T15:10:00', user: { fullName: 'Ana' }, items }],
      language,
      {},
      2,
    );
    expect(v2).toEqual({
      kind: 'table',
      columns,
      rows: [
        [
          text('01/05/2026 03:10 PM'),
          text('Ana'),
          { kind: 'lines', lines: ['Pulse: 72 bpm', 'Temp: 98.6 °F'] },
        ],
      ],
    });
    const v1 = show('PatientVitals', [{ dateTime: '2026-01-05T15:10:00', user: 'Sam', items: [] }], language);
    expect(v1.rows).toEqual([[text('01/05/2026 03:10 PM'), text('Sam'), empty]]);
  });

  it.each<[DocumentLanguage, string[], string]>([
    ['en', ['Code', 'Category', 'Status', 'Active From', 'Resolved by', 'Comments'], 'Primary'],
    ['es', ['Código', 'Categoría', 'Estado', 'Activo desde', 'Resuelto el', 'Comentarios'], 'Primario'],
  ])('diagnosis codes (%s)', (language, columns, primary) => {
    const row = {
      code: 'F41.1 - Anxiety',
      category: 'Primary',
      status: { name: 'Active' },
      activeFrom: '2026-01-02',
      description: 'Mild',
    };
    expect(show('PatientDiagnosisCodes', [row], language)).toEqual({
      kind: 'table',
      columns,
      rows: [
        [text('F41.1 - Anxiety'), text(primary), text('Active'), text('01/02/2026'), empty, text('Mild')],
      ],
    });
  });

  it.each<[DocumentLanguage, string, string]>([
    ['en', 'Refused', 'Date/Time'],
    ['es', 'Rechazado', 'Fecha/Hora'],
  ])(
    'medication administrations (%s): terms translated, signatures as images',
    (language, refused, header) => {
      const shown = show(
        'PatientMedications',
        [
          {
            dateTime: '2026-01-05T13:00:00',
            status: 'Refused',
            medication: { name: 'Sertraline', strength: '50 mg tablet' },
            dosageAmount: 1,
            unitOfMeasurement: { name: 'tablet' },
            signature: png,
          },
        ],
        language,
      );
      expect(shown.columns[0]).toBe(header);
      expect(shown.rows[0]?.slice(0, 5)).toEqual([
        text('01/05/2026 01:00 PM'),
        text(refused),
        empty,
        text('Sertraline 50 mg tablet'),
        text('1 tablet'),
      ]);
      expect(shown.rows[0]?.[9]).toEqual({ kind: 'image', dataUrl: png, caption: '' });
    },
  );

  it.each<[DocumentLanguage, string[]]>([
    ['en', ['Sertraline', 'Scheduled', '01/02/2026 to 02/01/2026', '08:00, 20:00', 'Mon, Fri', 'With food']],
    ['es', ['Sertraline', 'Programado', '01/02/2026 a 02/01/2026', '08:00, 20:00', 'Lun, Vie', 'With food']],
  ])('active medications (%s)', (language, cells) => {
    const row = {
      type: 'SCH',
      medicationLabel: 'Sertraline',
      dateRange: { startDate: '2026-01-02', endDate: '2026-02-01' },
      times: ['08:00', '20:00'],
      frequency: { frequency: 'DaysOfWeek', days: ['friday', 'monday'] },
      instructions: 'With food',
    };
    const prn = {
      type: 'PRN',
      medicationLabel: 'Ibuprofen',
      dateRange: { startDate: '2026-01-02' },
      times: [],
    };
    const shown = show('ActiveMedications', [row, prn], language);
    expect(shown.rows[0]).toEqual(cells.map(text));
    expect(shown.rows[1]?.[4]).toEqual(text(language === 'en' ? 'As needed' : 'Según necesidad'));
    expect(shown.rows[1]?.[2]).toEqual(text(language === 'en' ? 'From 01/02/2026' : 'Desde 01/02/2026'));
  });

  it.each<[DocumentLanguage, string, string]>([
    ['en', 'Substitution Allowed', 'Yes'],
    ['es', 'Sustitución permitida', 'Sí'],
  ])('DoseSpot medications (%s)', (language, header, yes) => {
    const shown = show(
      'DoseSpotActiveMedications',
      [{ medication: 'Zoloft', date: '2026-01-02', substitutionAllowed: true }],
      language,
    );
    expect(shown.columns[5]).toBe(header);
    expect(shown.rows[0]?.[4]).toEqual(text('01/02/2026'));
    expect(shown.rows[0]?.[5]).toEqual(text(yes));
  });

  it.each<[DocumentLanguage, string]>([
    ['en', 'Not Yet Dispensed'],
    ['es', 'Aún no dispensado'],
  ])('eMAR lists (%s)', (language, notYet) => {
    const dispense = show(
      'EmarPatientDispenseReport',
      [{ dispensed: '', scheduled: '2026-01-05T21:00:00Z', drug: 'Trazodone' }],
      language,
    );
    expect(dispense.rows[0]?.slice(0, 3)).toEqual([
      text(notYet),
      text('01/05/2026 09:00 PM'),
      text('Trazodone'),
    ]);
    const vitals = show(
      'EmarPatientVitals',
      [{ items: [{ type: 'Pulse', value: 70 }] }, { items: [{ type: 'BP', value: '120/80' }] }],
      language,
    );
    expect(vitals.rows.map((row) => row.slice(0, 3))).toEqual([
      [text('1'), text('Pulse'), text('70')],
      [text('2'), text('BP'), text('120/80')],
    ]);
    const events = show('EmarScheduledTreatmentEvents', [{ drug: 'Lithium', timesPerDay: 2 }], language);
    expect(events.columns).toHaveLength(8);
    expect(events.rows[0]?.[5]).toEqual(text('2'));
  });

  it.each<[DocumentLanguage, string]>([
    ['en', 'Identified Problem'],
    ['es', 'Problema identificado'],
  ])('treatment plan objectives (%s): the selected objectives only', (language, header) => {
    const value = {
      document: { id: 'plan1' },
      problemObjectives: [
        {
          number: 1,
          identifiedProblem: 'Insomnia',
          longTermGoal: 'Sleep 7 hours',
          objectives: [
            {
              key: 'problem_1_objective_1',
              objective: 'Sleep diary',
              interventions: 'CBT-I',
              responsibleParties: 'Patient',
            },
            {
              key: 'problem_1_objective_2',
              objective: 'Not chosen',
              interventions: '',
              responsibleParties: '',
            },
          ],
        },
      ],
      selectedObjectives: ['problem_1_objective_1'],
      objectiveDetails: { problem_1_objective_1: 'Every night' },
    };
    const shown = show('TreatmentPlanObjectives', value, language);
    expect(shown.columns[0]).toBe(header);
    expect(shown.rows).toEqual([
      ['Insomnia', 'Sleep 7 hours', 'Sleep diary', 'CBT-I', 'Patient', 'Every night'].map(text),
    ]);
    expect(show('TreatmentPlanObjectives', { ...value, selectedObjectives: [] }, language)).toEqual(empty);
  });
});
