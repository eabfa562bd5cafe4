import { describe, expect, it } from 'vitest';
import { documentForm, part } from '../document/documentFixture.testing';
import { hasSummedScores, scoreAssessments } from '../rules/scoreAssessments';
import { scoreContent } from '../scoring/contentScoring';

const mood = part('SingleChoice1', 'SingleChoice', {
  options: [
    { value: 'never', label: 'Not at all', score: 0 },
    { value: 'often', label: 'Nearly every day', score: 3 },
  ],
});
const sleep = part(
  'Dropdown1',
  'Dropdown',
  {
    options: [{ value: 'poor', label: 'Poorly', score: 2 }, 'Well'],
  },
  2,
);
const symptoms = part('MultipleChoice1', 'MultipleChoice', {
  options: [
    { value: 'h', label: 'Headache', score: 1 },
    { value: 'n', label: 'Nausea', score: 1.5 },
  ],
});

describe('scores of choice options', () => {
  it('add up the chosen options’ scores in a form without other scoring', () => {
    const content = documentForm([mood, sleep, symptoms, part('TextInput1', 'TextInput')]);
    expect(hasSummedScores(content)).toBe(true);
    expect(
      scoreAssessments(content, {
        SingleChoice1: 'often',
        Dropdown1: { value: 'poor', otherValue: null },
        MultipleChoice1: ['h', 'n'],
      }),
    ).toBe('7.5');
    // An unanswered question and an option without a score add nothing.
    expect(scoreAssessments(content, { Dropdown1: { value: 'Well', otherValue: null } })).toBe('0');
    expect(hasSummedScores(documentForm([part('SingleChoice1', 'SingleChoice', { options: ['A'] })]))).toBe(
      false,
    );
  });

  it('weigh the items of a declarative scoring by the stored value, whatever the label says now', () => {
    const content = {
      ...documentForm([mood, sleep]),
      scoring: {
        weights: {},
        scales: [
          {
            id: 'total',
            items: ['SingleChoice1', 'Dropdown1'],
            aggregate: 'sum' as const,
            missing: { kind: 'noTotal' as const },
            bands: [],
            cutOffs: [],
          },
        ],
        alerts: [],
      },
    };
    const score = scoreContent(content, {
      SingleChoice1: 'often',
      Dropdown1: { value: 'poor', otherValue: null },
    });
    expect(score?.scales[0]?.total).toBe(5);
  });
});
