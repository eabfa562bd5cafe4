import { describe, expect, it } from 'vitest';
import { scoreAnswers } from './scoreAnswers';
import { type FormScoringInput, formScoringSchema } from './scoringModel';

const scoring = formScoringSchema.parse({
  weights: {
    a: { yes: 0.1, no: 0 },
    b: { yes: 0.2, no: 0 },
    c: { low: 1, high: 5 },
  },
  scales: [
    {
      id: 'total',
      items: ['a', 'b', 'c'],
      missing: { kind: 'noTotal' },
      bands: [{ min: 0, max: 2, code: 'low' }],
    },
    { id: 'first', items: ['a', 'b'], missing: { kind: 'prorate', maxMissing: 1 } },
  ],
} satisfies FormScoringInput);

describe('scoreAnswers', () => {
  it('sums decimal weights without binary noise and scores every scale', () => {
    const result = scoreAnswers(scoring, { a: 'yes', b: 'yes', c: 'low' });
    expect(result.scales.map((scale) => [scale.id, scale.total, scale.band])).toEqual([
      ['total', 1.3, 'low'],
      ['first', 0.3, null],
    ]);
    expect(result.instrument).toBeUndefined();
  });

  it('leaves a total outside every band without a band, and scores subscales by their own missing rule', () => {
    const result = scoreAnswers(scoring, { a: 'yes', c: 'high' });
    expect(result.scales).toEqual([
      expect.objectContaining({ id: 'total', total: null, missing: 1 }),
      expect.objectContaining({ id: 'first', total: 0, prorated: true, answered: 1 }),
    ]);
    expect(scoreAnswers(scoring, { a: 'no', b: 'no', c: 'high' }).scales[0]).toMatchObject({
      total: 5,
      band: null,
    });
  });

  it('refuses a scoring without scales or with a fractional missing allowance', () => {
    expect(formScoringSchema.safeParse({ weights: {}, scales: [] }).success).toBe(false);
    expect(
      formScoringSchema.safeParse({
        weights: {},
        scales: [{ id: 't', items: ['a'], missing: { kind: 'prorate', maxMissing: 1.5 } }],
      }).success,
    ).toBe(false);
  });

  it('leaves items not asked out of totals and of missing answers, ignoring answers they kept', () => {
    const notAsked = new Set(['b']);
    const result = scoreAnswers(scoring, { a: 'yes', b: 'yes', c: 'low' }, {}, notAsked);
    expect(result.scales).toEqual([
      expect.objectContaining({ id: 'total', total: 1.1, answered: 2, missing: 0, notAsked: 1 }),
      expect.objectContaining({ id: 'first', total: 0.1, answered: 1, missing: 0, prorated: false }),
    ]);
    // Prorating estimates the asked items only: mean of a × the one item asked.
    expect(scoreAnswers(scoring, { c: 'high' }, {}, notAsked).scales[1]).toMatchObject({
      total: null,
      answered: 0,
      missing: 1,
    });
  });

  it('takes the highest weight for a "max" scale, with no level when an asked item is unanswered', () => {
    const triage = formScoringSchema.parse({
      weights: { q1: { yes: 1, no: 0 }, q2: { yes: 3, no: 0 } },
      scales: [{ id: 'risk', items: ['q1', 'q2'], aggregate: 'max', missing: { kind: 'noTotal' } }],
      alerts: [
        { code: 'anyYes', item: 'q1', min: 1 },
        { code: 'anyYes', item: 'q2', min: 1 },
      ],
    } satisfies FormScoringInput);
    expect(scoreAnswers(triage, { q1: 'yes', q2: 'yes' })).toMatchObject({
      scales: [{ total: 3 }],
      alerts: ['anyYes'],
    });
    expect(scoreAnswers(triage, { q1: 'no', q2: 'no' })).toMatchObject({
      scales: [{ total: 0 }],
      alerts: [],
    });
    expect(scoreAnswers(triage, { q1: 'yes' })).toMatchObject({
      scales: [{ total: null, missing: 1 }],
      alerts: ['anyYes'],
    });
    expect(scoreAnswers(triage, { q1: 'no' }, {}, new Set(['q2']))).toMatchObject({
      scales: [{ total: 0, missing: 0, notAsked: 1 }],
    });
  });

  it('counts symptoms at the item threshold per scale; items not asked are not endorsed', () => {
    const counted = formScoringSchema.parse({
      weights: { a: { none: 0, some: 1, much: 2 }, b: { none: 0, some: 1, much: 2 }, c: { no: 0, yes: 2 } },
      scales: [
        { id: 'ab', items: ['a', 'b'], missing: { kind: 'noTotal' } },
        { id: 'c', items: ['c'], missing: { kind: 'noTotal' } },
      ],
      symptomCounts: [
        {
          id: 'rule',
          itemMin: 2,
          criteria: [
            { scale: 'ab', min: 2 },
            { scale: 'c', min: 1 },
          ],
        },
      ],
    } satisfies FormScoringInput);
    const rule = (answers: Record<string, string>, notAsked: ReadonlySet<string> = new Set()) =>
      scoreAnswers(counted, answers, {}, notAsked).symptomCounts;
    expect(rule({ a: 'much', b: 'much', c: 'yes' })).toEqual([
      {
        id: 'rule',
        met: true,
        criteria: [
          { scale: 'ab', min: 2, endorsed: 2 },
          { scale: 'c', min: 1, endorsed: 1 },
        ],
      },
    ]);
    expect(rule({ a: 'much', b: 'some', c: 'yes' })?.[0]?.met).toBe(false);
    expect(rule({ a: 'much', c: 'yes' })?.[0]).toMatchObject({ met: null, criteria: [{ endorsed: 1 }, {}] });
    expect(rule({ a: 'much', b: 'much' }, new Set(['c']))?.[0]).toMatchObject({
      met: false,
      criteria: [{ endorsed: 2 }, { endorsed: 0 }],
    });
    // A scoring without the rule stores no result for it.
    expect(scoreAnswers(scoring, { a: 'yes' })).not.toHaveProperty('symptomCounts');
  });
});
