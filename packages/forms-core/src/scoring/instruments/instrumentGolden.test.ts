import { describe, expect, it } from 'vitest';
import { createDocumentEngine } from '../../document/documentEngine';
import { scoreContent } from '../contentScoring';
import { type ScoringPatient, scoreAnswers } from '../scoreAnswers';
import { formScoringSchema } from '../scoringModel';
import { auditC } from './auditC';
import { cssrs, cssrsSinceLastVisit } from './cssrs';
import { epds } from './epds';
import { gad2 } from './gad2';
import { gad7 } from './gad7';
import { instrumentForm } from './instrumentForm';
import { instrumentLibrary } from './instrumentLibrary';
import { type Instrument, instrumentScoring } from './instrumentModel';
import { pcl5 } from './pcl5';
import { phq2 } from './phq2';
import { phq9 } from './phq9';

/**
 * Golden tests of the published scoring (issue 19.2): every band edge, every cut-off and every
 * missing-answer case of every instrument in the library.
 */

/** Answers whose weights add up to `total` over the scored items, leaving the last `skip` unanswered. */
function answersFor(instrument: Instrument, total: number, skip = 0): Record<string, string> {
  const scored = instrument.items.filter((item) => !item.unscored);
  const answered = scored.slice(0, scored.length - skip);
  let left = total;
  const answers: Record<string, string> = {};
  for (const item of answered) {
    const heaviest = Math.max(...item.options.map((option) => option.weight));
    const weight = Math.min(left, heaviest);
    const option = item.options.find((candidate) => candidate.weight === weight);
    if (!option) throw new Error(`no option of weight ${weight} in ${item.id}`);
    answers[item.id] = option.value;
    left -= weight;
  }
  if (left !== 0) throw new Error(`${instrument.id} cannot reach ${total} with ${answered.length} items`);
  return answers;
}

function total(instrument: Instrument, answers: Record<string, string>, patient?: ScoringPatient) {
  const result = scoreAnswers(instrumentScoring(instrument), answers, patient);
  const [scale] = result.scales;
  if (!scale) throw new Error('no scale');
  return { ...scale, alerts: result.alerts, instrument: result.instrument };
}

describe('every library instrument', () => {
  it.each(Object.values(instrumentLibrary))(
    '$id is a valid scoring with labelled, contiguous bands',
    (instrument) => {
      const scoring = instrumentScoring(instrument);
      expect(formScoringSchema.parse(scoring)).toEqual(scoring);
      for (const scale of scoring.scales) {
        for (const item of scale.items) expect(Object.keys(scoring.weights[item] ?? {})).not.toHaveLength(0);
        const heaviest = scale.items.map((item) => Math.max(...Object.values(scoring.weights[item] ?? {})));
        const maximum =
          scale.aggregate === 'max'
            ? Math.max(...heaviest)
            : heaviest.reduce((sum, weight) => sum + weight, 0);
        if (scale.bands.length === 0) continue;
        expect(scale.bands[0]?.min).toBe(0);
        expect(scale.bands.at(-1)?.max).toBe(maximum);
        for (const [index, band] of scale.bands.entries()) {
          expect(instrument.bandLabels[band.code]).toBeDefined();
          if (index > 0) expect(band.min).toBe((scale.bands[index - 1]?.max ?? Number.NaN) + 1);
        }
      }
      for (const rule of scoring.symptomCounts ?? [])
        for (const criterion of rule.criteria)
          expect(scoring.scales.map((scale) => scale.id)).toContain(criterion.scale);
      // Stored answer values are unique within an item, so a value names one answer.
      for (const item of instrument.items)
        expect(new Set(item.options.map((option) => option.value)).size).toBe(item.options.length);
    },
  );
});

describe('PHQ-9', () => {
  it.each([
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'moderatelySevere'],
    [19, 'moderatelySevere'],
    [20, 'severe'],
    [27, 'severe'],
  ])('a total of %i is %s', (sum, band) => {
    expect(total(phq9, answersFor(phq9, sum))).toMatchObject({
      total: sum,
      band,
      prorated: false,
      missing: 0,
      loinc: '44261-6',
      instrument: { id: 'phq9', version: '1' },
    });
  });

  it('prorates one or two unanswered items (mean × 9, rounded) and gives no total with three', () => {
    expect(total(phq9, answersFor(phq9, 8, 1))).toMatchObject({
      total: 9,
      prorated: true,
      missing: 1,
      band: 'mild',
    });
    expect(total(phq9, answersFor(phq9, 10, 1))).toMatchObject({ total: 11, prorated: true });
    expect(total(phq9, answersFor(phq9, 14, 2))).toMatchObject({
      total: 18,
      band: 'moderatelySevere',
      missing: 2,
    });
    expect(total(phq9, answersFor(phq9, 21, 2))).toMatchObject({ total: 27, band: 'severe' });
    expect(total(phq9, answersFor(phq9, 6, 3))).toMatchObject({
      total: null,
      band: null,
      missing: 3,
      prorated: false,
    });
    expect(total(phq9, {})).toMatchObject({ total: null, answered: 0, missing: 9 });
  });

  it('does not score the difficulty question, and an unknown answer value counts as unanswered', () => {
    const answers = { ...answersFor(phq9, 5), phq_difficulty: 'LA6575-0' };
    expect(total(phq9, answers).total).toBe(5);
    expect(total(phq9, { ...answersFor(phq9, 5), phq_9: 'forged' })).toMatchObject({ missing: 1 });
  });

  it('alerts when item 9 is above 0, and only then', () => {
    const base = answersFor(phq9, 0);
    expect(total(phq9, base).alerts).toEqual([]);
    expect(total(phq9, { ...base, phq_9: 'LA6569-3' }).alerts).toEqual(['phq9SelfHarm']);
    expect(total(phq9, { ...base, phq_9: 'LA6571-9' }).alerts).toEqual(['phq9SelfHarm']);
    const { phq_9: _, ...withoutItem9 } = base;
    expect(total(phq9, withoutItem9).alerts).toEqual([]);
  });
});

describe('GAD-7', () => {
  it.each([
    [0, 'minimal', false],
    [4, 'minimal', false],
    [5, 'mild', false],
    [9, 'mild', false],
    [10, 'moderate', true],
    [14, 'moderate', true],
    [15, 'severe', true],
    [21, 'severe', true],
  ])('a total of %i is %s (positive: %s)', (sum, band, positive) => {
    expect(total(gad7, answersFor(gad7, sum))).toMatchObject({
      total: sum,
      band,
      positive,
      loinc: '70274-6',
    });
  });

  it('prorates up to two unanswered items and gives no total with three', () => {
    expect(total(gad7, answersFor(gad7, 6, 1))).toMatchObject({ total: 7, prorated: true, band: 'mild' });
    expect(total(gad7, answersFor(gad7, 10, 2))).toMatchObject({ total: 14, prorated: true, positive: true });
    expect(total(gad7, answersFor(gad7, 10, 3))).toMatchObject({ total: null, positive: null });
  });
});

describe.each([
  [phq2, 'phq_2'],
  [gad2, 'gad_2'],
])('$id', (instrument, secondItem) => {
  it.each([
    [0, false],
    [2, false],
    [3, true],
    [6, true],
  ])('a total of %i screens positive: %s', (sum, positive) => {
    expect(total(instrument, answersFor(instrument, sum))).toMatchObject({
      total: sum,
      positive,
      band: null,
    });
  });

  it('gives no total when an item is unanswered', () => {
    const { [secondItem]: _, ...oneAnswered } = answersFor(instrument, 3);
    expect(total(instrument, oneAnswered)).toMatchObject({ total: null, positive: null, missing: 1 });
  });
});

describe('AUDIT-C', () => {
  it.each<[number, ScoringPatient, boolean]>([
    [3, { sex: 'male' }, false],
    [4, { sex: 'male' }, true],
    [2, { sex: 'female' }, false],
    [3, { sex: 'female' }, true],
    [2, {}, false],
    [3, {}, true],
    [12, { sex: 'male' }, true],
    [0, { sex: 'female' }, false],
  ])('a total of %i for %o screens positive: %s', (sum, patient, positive) => {
    expect(total(auditC, answersFor(auditC, sum), patient)).toMatchObject({
      total: sum,
      positive,
      loinc: '75626-2',
    });
  });

  it('gives no total when an item is unanswered', () => {
    expect(total(auditC, answersFor(auditC, 4, 1), { sex: 'male' })).toMatchObject({
      total: null,
      positive: null,
    });
  });
});

describe('EPDS', () => {
  it.each([
    [0, 'unlikely', false],
    [9, 'unlikely', false],
    [10, 'possible', false],
    [12, 'possible', false],
    [13, 'probable', true],
    [30, 'probable', true],
  ])('a total of %i is %s (positive: %s)', (sum, band, positive) => {
    expect(total(epds, answersFor(epds, sum))).toMatchObject({ total: sum, band, positive });
  });

  it('scores the reversed items by their printed weights and gives no total with an item unanswered', () => {
    // Item 3's first printed answer weighs 3, item 1's weighs 0.
    const printedFirst = Object.fromEntries(
      epds.items.map((item) => [item.id, item.options[0]?.value ?? '']),
    );
    expect(total(epds, printedFirst).total).toBe(3 * 7 + 0 * 3);
    expect(total(epds, answersFor(epds, 12, 1))).toMatchObject({ total: null, positive: null });
  });

  it('alerts when the self-harm item is above 0', () => {
    expect(total(epds, answersFor(epds, 0)).alerts).toEqual([]);
    expect(total(epds, { ...answersFor(epds, 0), epds_10: 'epds10_1' }).alerts).toEqual(['epdsSelfHarm']);
  });
});

describe('PCL-5', () => {
  const clusters = (answers: Record<string, string>) =>
    Object.fromEntries(
      scoreAnswers(instrumentScoring(pcl5), answers).scales.map((scale) => [scale.id, scale.total]),
    );

  it.each([
    [0, false],
    [32, false],
    [33, true],
    [80, true],
  ])('a total of %i screens positive: %s, with no severity band', (sum, positive) => {
    expect(total(pcl5, answersFor(pcl5, sum))).toMatchObject({
      total: sum,
      positive,
      band: null,
      loinc: '101698-9',
      instrument: { id: 'pcl5', version: '2' },
    });
  });

  it('scores the DSM-5 clusters B (1–5), C (6–7), D (8–14) and E (15–20)', () => {
    expect(clusters(answersFor(pcl5, 80))).toEqual({
      total: 80,
      clusterB: 20,
      clusterC: 8,
      clusterD: 28,
      clusterE: 24,
    });
    // 33: items 1–8 at 4 and item 9 at 1.
    expect(clusters(answersFor(pcl5, 33))).toEqual({
      total: 33,
      clusterB: 20,
      clusterC: 8,
      clusterD: 5,
      clusterE: 0,
    });
  });

  it('gives no total and no score for the cluster of an unanswered item, and scores the other clusters', () => {
    const { pcl5_7: _, ...withoutItem7 } = answersFor(pcl5, 80);
    expect(clusters(withoutItem7)).toEqual({
      total: null,
      clusterB: 20,
      clusterC: null,
      clusterD: 28,
      clusterE: 24,
    });
    expect(total(pcl5, withoutItem7)).toMatchObject({ missing: 1, positive: null, prorated: false });
    const { pcl5_20: __, ...withoutItem20 } = answersFor(pcl5, 0);
    expect(clusters(withoutItem20)).toMatchObject({ total: null, clusterE: null, clusterB: 0 });
  });

  describe('provisional PTSD diagnosis (DSM-5 symptom count: item ≥ 2; 1 B, 1 C, 2 D, 2 E)', () => {
    const clusterItems = { B: [1, 5], C: [6, 7], D: [8, 14], E: [15, 20] } as const;
    type Cluster = keyof typeof clusterItems;
    /** Every item "not at all", except `endorsed` items of each cluster (its first ones) at `rating`. */
    function rated(endorsed: Record<Cluster, number>, rating = 'moderately') {
      const answers: Record<string, string> = answersFor(pcl5, 0);
      for (const [cluster, [from]] of Object.entries(clusterItems) as [Cluster, readonly [number, number]][])
        for (let item = from; item < from + endorsed[cluster]; item++) answers[`pcl5_${item}`] = rating;
      return answers;
    }
    const provisional = (answers: Record<string, string>) =>
      scoreAnswers(instrumentScoring(pcl5), answers).symptomCounts?.[0];
    const minimum = { B: 1, C: 1, D: 2, E: 2 };

    it('is met with each cluster at its minimum, and stores the endorsed count of each', () => {
      expect(provisional(rated(minimum))).toEqual({
        id: 'provisionalPtsd',
        met: true,
        criteria: [
          { scale: 'clusterB', min: 1, endorsed: 1 },
          { scale: 'clusterC', min: 1, endorsed: 1 },
          { scale: 'clusterD', min: 2, endorsed: 2 },
          { scale: 'clusterE', min: 2, endorsed: 2 },
        ],
      });
      expect(provisional(rated({ B: 5, C: 2, D: 7, E: 6 }, 'extremely'))?.met).toBe(true);
    });

    it.each<Cluster>(['B', 'C', 'D', 'E'])(
      'is not met with cluster %s one symptom under its minimum',
      (cluster) => {
        const result = provisional(rated({ ...minimum, [cluster]: minimum[cluster] - 1 }));
        expect(result?.met).toBe(false);
        expect(result?.criteria.find((criterion) => criterion.scale === `cluster${cluster}`)?.endorsed).toBe(
          minimum[cluster] - 1,
        );
      },
    );

    it('counts an item rated 2 ("Moderately") as a symptom, and one rated 1 ("A little bit") not', () => {
      expect(provisional(rated(minimum, 'moderately'))?.met).toBe(true);
      const littleBit = provisional(rated({ B: 5, C: 2, D: 7, E: 6 }, 'aLittleBit'));
      expect(littleBit).toMatchObject({ met: false });
      expect(littleBit?.criteria.map((criterion) => criterion.endorsed)).toEqual([0, 0, 0, 0]);
      // The total may screen positive while the symptom rule is not met, and the other way round.
      const scored = scoreAnswers(instrumentScoring(pcl5), rated(minimum));
      expect(scored.scales[0]).toMatchObject({ total: 12, positive: false });
    });

    it('gives no result when an item of a cluster is unanswered, as for the total', () => {
      for (const item of ['pcl5_1', 'pcl5_7', 'pcl5_14', 'pcl5_20']) {
        const { [item]: _, ...withoutItem } = rated({ B: 5, C: 2, D: 7, E: 6 });
        expect(provisional(withoutItem)).toMatchObject({ met: null });
      }
      expect(provisional({})).toMatchObject({ met: null, criteria: [{ endorsed: 0 }, {}, {}, {}] });
    });

    it('keeps the rule in the library form, naming the clusters as in the form', () => {
      const { content } = instrumentForm(pcl5, 'es');
      expect(content.scoring?.symptomCounts).toEqual(instrumentScoring(pcl5).symptomCounts);
      expect(pcl5.scales.slice(1).map((scale) => scale.name?.en)).toEqual([
        'Intrusion (B)',
        'Avoidance (C)',
        'Negative alterations in cognition and mood (D)',
        'Alterations in arousal and reactivity (E)',
      ]);
    });
  });
});

type Answer = 'yes' | 'no';
type Answers = Partial<Record<string, Answer>>;

const noIdeation = { cssrs_1: 'no', cssrs_2: 'no', cssrs_6: 'no' } as const;
const thoughts = { ...noIdeation, cssrs_2: 'yes', cssrs_3: 'no', cssrs_4: 'no', cssrs_5: 'no' } as const;

/**
 * The two C-SSRS screeners share questions, skip logic of 3–5, risk levels and alert; they differ
 * in time frame, and so in question 6 (see the version's own tests below).
 */
describe.each([
  ['past month', cssrs, 'In the past month, ', 'En el último mes, ¿'],
  ['since last visit', cssrsSinceLastVisit, 'Since your last visit, ', 'Desde su última visita, ¿'],
])('C-SSRS screener (%s)', (_, instrument, englishOpening, spanishOpening) => {
  const { content } = instrumentForm(instrument, 'en');
  const componentOf = (item: string) =>
    `AssessmentQuestion${instrument.items.findIndex((candidate) => candidate.id === item) + 1}`;
  const screen = (answers: Answers) => screenWith(instrument, answers);

  it('asks questions 3–5 only after a "yes" to question 2', () => {
    const followUps = ['cssrs_3', 'cssrs_4', 'cssrs_5'];
    expect(screen(noIdeation).hidden).toEqual(expect.arrayContaining(followUps));
    expect(screen(thoughts).hidden.filter((item) => followUps.includes(item))).toEqual([]);
  });

  it('requires the questions always asked; the skipped ones hide and so cannot be required', () => {
    const required = instrument.items
      .filter((item) => {
        const component = content.rows
          .flatMap((row) => row.columns.flatMap((column) => column.children))
          .find((child) => child.kind === 'component' && child.id === componentOf(item.id));
        return component?.kind === 'component' && component.properties.required === true;
      })
      .map((item) => item.id);
    expect(required).toEqual(['cssrs_1', 'cssrs_2', 'cssrs_6']);
  });

  it.each<[string, Answers, number, string]>([
    ['no "yes"', noIdeation, 0, 'noRisk'],
    ['a wish to be dead', { ...noIdeation, cssrs_1: 'yes' }, 1, 'lowRisk'],
    ['thoughts of suicide', thoughts, 1, 'lowRisk'],
    ['thoughts with a method', { ...thoughts, cssrs_3: 'yes' }, 2, 'moderateRisk'],
    ['intent', { ...thoughts, cssrs_4: 'yes' }, 3, 'highRisk'],
    ['a plan', { ...thoughts, cssrs_5: 'yes' }, 3, 'highRisk'],
  ])('%s is risk %i (%s); any "yes" screens positive and alerts', (__, answers, level, band) => {
    const positive = level > 0;
    expect(screen(answers)).toMatchObject({
      id: 'risk',
      loinc: '93374-7',
      total: level,
      band,
      positive,
      missing: 0,
      alerts: positive ? ['cssrsPositive'] : [],
    });
  });

  it('counts hidden questions as not asked, and ignores answers they kept from before', () => {
    const hidden = screen(noIdeation).hidden.length;
    expect(screen(noIdeation)).toMatchObject({ total: 0, missing: 0, notAsked: hidden, answered: 3 });
    // Question 2 changed back to "no" after 3 and 4 were answered "yes".
    const stale = screen({ ...noIdeation, cssrs_3: 'yes', cssrs_4: 'yes' });
    expect(stale).toMatchObject({ total: 0, band: 'noRisk', positive: false, notAsked: hidden, alerts: [] });
  });

  it('leaves no risk level with an asked question unanswered, yet still alerts on any "yes"', () => {
    const { cssrs_1: __, ...withoutFirst } = noIdeation;
    expect(screen(withoutFirst)).toMatchObject({
      total: null,
      band: null,
      positive: null,
      missing: 1,
      alerts: [],
    });
    const { cssrs_5: ___, ...planUnanswered } = thoughts;
    expect(screen(planUnanswered)).toMatchObject({
      total: null,
      positive: null,
      missing: 1,
      alerts: ['cssrsPositive'],
    });
    expect(screen({})).toMatchObject({ total: null, missing: 3, alerts: [] });
  });

  it('words every question in the time frame, and every answer and risk level, in English and Spanish', () => {
    for (const [language, opening] of [
      ['en', englishOpening],
      ['es', spanishOpening],
    ] as const) {
      const labels = instrumentForm(instrument, language)
        .content.rows.flatMap((row) => row.columns.flatMap((column) => column.children))
        .flatMap((child) => (child.kind === 'component' ? [String(child.properties.label ?? '')] : []))
        .filter((label) => label !== '');
      expect(labels).toHaveLength(instrument.items.length);
      const opened = labels.slice(0, 5).map((label, index) => label.startsWith(`${index + 1}. ${opening}`));
      expect(opened).toEqual([true, true, true, true, true]);
    }
    for (const label of Object.values(instrument.bandLabels)) expect(label.es).not.toBe(label.en);
  });
});

/** Fills a C-SSRS library form as a patient would and scores it with the form's skip logic. */
function screenWith(instrument: Instrument, answers: Answers) {
  const { content } = instrumentForm(instrument, 'en');
  const componentOf = (item: string) =>
    `AssessmentQuestion${instrument.items.findIndex((candidate) => candidate.id === item) + 1}`;
  const results = Object.fromEntries(
    Object.entries(answers).map(([item, answer]) => {
      const options = instrument.items.find((candidate) => candidate.id === item)?.options ?? [];
      const option = options.find(
        (candidate) => candidate.value === (answer === 'yes' ? 'LA33-6' : 'LA32-8'),
      );
      if (!option) throw new Error(`no ${answer} in ${item}`);
      return [componentOf(item), { text: option.label.en, value: option.weight, code: option.value }];
    }),
  );
  const engine = createDocumentEngine({ content, results });
  const result = scoreContent(content, engine.getResults(), {}, engine.isHidden);
  const [risk] = result?.scales ?? [];
  return {
    ...risk,
    alerts: result?.alerts,
    hidden: instrument.items.filter((item) => engine.isHidden(componentOf(item.id))).map((item) => item.id),
  };
}

describe('C-SSRS screener, past month: behaviour ever and in the past 3 months', () => {
  const screen = (answers: Answers) => screenWith(cssrs, answers);

  it('asks "within the past 3 months?" only after a "yes" to question 6', () => {
    expect(screen(noIdeation).hidden).toEqual(['cssrs_3', 'cssrs_4', 'cssrs_5', 'cssrs_6_recent']);
    expect(screen(thoughts).hidden).toEqual(['cssrs_6_recent']);
    expect(screen({ ...noIdeation, cssrs_6: 'yes' }).hidden).toEqual(['cssrs_3', 'cssrs_4', 'cssrs_5']);
    expect(instrumentForm(cssrs, 'en').name).toBe('Columbia Suicide Severity Rating Scale (C-SSRS) screener');
  });

  it.each<[string, Answers, number, string]>([
    [
      'behaviour over 3 months ago',
      { ...noIdeation, cssrs_6: 'yes', cssrs_6_recent: 'no' },
      2,
      'moderateRisk',
    ],
    ['behaviour within 3 months', { ...noIdeation, cssrs_6: 'yes', cssrs_6_recent: 'yes' }, 3, 'highRisk'],
    [
      'every "yes"',
      {
        cssrs_1: 'yes',
        cssrs_2: 'yes',
        cssrs_3: 'yes',
        cssrs_4: 'yes',
        cssrs_5: 'yes',
        cssrs_6: 'yes',
        cssrs_6_recent: 'yes',
      },
      3,
      'highRisk',
    ],
  ])('%s is risk %i (%s)', (_, answers, level, band) => {
    expect(screen(answers)).toMatchObject({ total: level, band, positive: true, alerts: ['cssrsPositive'] });
  });

  it('ignores a kept "within 3 months" answer after question 6 turns "no", and needs it after a "yes"', () => {
    expect(screen({ ...noIdeation, cssrs_6_recent: 'yes' })).toMatchObject({ total: 0, notAsked: 4 });
    expect(screen({ ...noIdeation, cssrs_6: 'yes' })).toMatchObject({
      total: null,
      missing: 1,
      notAsked: 3,
      alerts: ['cssrsPositive'],
    });
  });

  it('words "6a" in English and Spanish', () => {
    for (const language of ['en', 'es'] as const) {
      const labels = instrumentForm(cssrs, language)
        .content.rows.flatMap((row) => row.columns.flatMap((column) => column.children))
        .flatMap((child) => (child.kind === 'component' ? [String(child.properties.label ?? '')] : []));
      expect(labels.filter((label) => label !== '').at(-1)).toMatch(/^6a\. /);
    }
  });
});

describe('C-SSRS screener, since last visit', () => {
  const screen = (answers: Answers) => screenWith(cssrsSinceLastVisit, answers);

  it('is its own instrument, named and licensed as the Since Last Visit version', () => {
    expect(instrumentLibrary.cssrsSinceLastVisit).toBe(cssrsSinceLastVisit);
    expect(cssrsSinceLastVisit.name.en).toBe(
      'Columbia Suicide Severity Rating Scale (C-SSRS) — Screener (Since Last Visit)',
    );
    expect(cssrsSinceLastVisit.licence).toMatch(
      /^Columbia-Suicide Severity Rating Scale \(C-SSRS\), Screen Version – Since Last Visit\. © 2008/,
    );
    expect(cssrsSinceLastVisit.items.map((item) => item.id)).toEqual(
      cssrs.items.map((item) => item.id).filter((id) => id !== 'cssrs_6_recent'),
    );
    expect(instrumentScoring(cssrsSinceLastVisit).instrument).toEqual({
      id: 'cssrsSinceLastVisit',
      version: '1',
    });
  });

  it('asks question 6 about the time since the last visit, with no "how recent?" follow-up', () => {
    const [six] = cssrsSinceLastVisit.items.filter((item) => item.id === 'cssrs_6');
    expect(six?.text.en).toMatch(/^Since your last visit, have you done anything, started to do anything/);
    expect(six?.text.es).toMatch(/^Desde su última visita, ¿ha hecho algo/);
    expect(screen({ ...noIdeation, cssrs_6: 'yes' }).hidden).toEqual(['cssrs_3', 'cssrs_4', 'cssrs_5']);
  });

  it.each<[string, Answers, number, string]>([
    ['behaviour since the last visit', { ...noIdeation, cssrs_6: 'yes' }, 3, 'highRisk'],
    [
      'every "yes"',
      { cssrs_1: 'yes', cssrs_2: 'yes', cssrs_3: 'yes', cssrs_4: 'yes', cssrs_5: 'yes', cssrs_6: 'yes' },
      3,
      'highRisk',
    ],
  ])('%s is risk %i (%s)', (_, answers, level, band) => {
    expect(screen(answers)).toMatchObject({
      total: level,
      band,
      positive: true,
      missing: 0,
      alerts: ['cssrsPositive'],
    });
  });
});
