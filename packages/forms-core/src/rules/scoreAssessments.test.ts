import { describe, expect, it } from 'vitest';
import { component, form, row } from '../model/buildLayout.testing';
import { scoreAssessments } from './scoreAssessments';

const content = form([
  row('Row1', [component('AssessmentQuestion1', 'AssessmentQuestion'), component('TextInput1', 'TextInput')]),
  row('Row2', [[row('Row3', [component('AssessmentQuestion2', 'AssessmentQuestion')])]]),
  row('Row4', [component('AssessmentQuestion3', 'AssessmentQuestion')]),
]);

describe('scoreAssessments', () => {
  it('sums the values of the chosen answers, nested questions included, as a string', () => {
    const results = {
      AssessmentQuestion1: { text: 'Several days', value: 1 },
      AssessmentQuestion2: { text: 'Nearly every day', value: '3' },
      AssessmentQuestion3: { text: 'Not at all', value: 0 },
      TextInput1: { value: 100 },
    };
    expect(scoreAssessments(content, results)).toBe('4');
  });

  it('scores unanswered questions and non-numeric values as nothing', () => {
    expect(scoreAssessments(content, {})).toBe('0');
    expect(scoreAssessments(content, { AssessmentQuestion1: { text: 'Unsure', value: 'n/a' } })).toBe('0');
  });

  it('adds decimal values without rounding noise', () => {
    const results = {
      AssessmentQuestion1: { text: 'a', value: 0.1 },
      AssessmentQuestion2: { text: 'b', value: 0.2 },
    };
    expect(scoreAssessments(content, results)).toBe('0.3');
  });
});
