import { describe, expect, it } from 'vitest';
import { loadFormContent } from '../catalogue/loadFormContent';
import { eachLayoutComponent } from '../model/walkLayout';
import { scoreContent } from './contentScoring';
import { auditC } from './instruments/auditC';
import { instrumentForm } from './instruments/instrumentForm';
import { instrumentLibrary } from './instruments/instrumentLibrary';
import { phq9 } from './instruments/phq9';

describe('library instruments as forms', () => {
  it.each(
    Object.values(instrumentLibrary).flatMap((instrument) => [
      [instrument.id, 'en' as const],
      [instrument.id, 'es' as const],
    ]),
  )('%s in %s loads as form content and scores from its own answers', (id, language) => {
    const instrument = instrumentLibrary[id];
    if (!instrument) throw new Error(id);
    const { name, content } = instrumentForm(instrument, language);
    expect(name).toBe(instrument.name[language]);
    const loaded = loadFormContent(JSON.parse(JSON.stringify(content)));
    expect(loaded.ok ? [] : loaded.errors).toEqual([]);
    // Every question answered with its heaviest answer: the instrument's maximum.
    const results: Record<string, unknown> = {};
    const heaviestWeights: number[] = [];
    for (const component of eachLayoutComponent(content.rows)) {
      if (component.elType !== 'AssessmentQuestion') continue;
      const answers = component.properties.answers as { text: string; value: number; code: string }[];
      const heaviest = answers.reduce((a, b) => (b.value > a.value ? b : a));
      results[component.id] = heaviest;
      if (content.scoring?.scales[0]?.items.includes(component.id)) heaviestWeights.push(heaviest.value);
    }
    const maximum =
      content.scoring?.scales[0]?.aggregate === 'max'
        ? Math.max(...heaviestWeights)
        : heaviestWeights.reduce((sum, weight) => sum + weight, 0);
    const score = scoreContent(content, results);
    expect(score?.instrument).toEqual({ id: instrument.id, version: instrument.version });
    expect(score?.scales[0]?.total).toBe(maximum);
  });

  it('speaks the chosen language and keeps stable answer codes', () => {
    const spanish = instrumentForm(phq9, 'es').content;
    const [first] = [...eachLayoutComponent(spanish.rows)].filter((c) => c.elType === 'AssessmentQuestion');
    expect(first?.properties.label).toBe('1. Poco interés o placer en hacer cosas');
    expect(first?.properties.answers).toContainEqual({ text: 'Varios días', value: 1, code: 'LA6569-3' });
    // AUDIT-C in the WHO Spanish AUDIT's words.
    const audit = [...eachLayoutComponent(instrumentForm(auditC, 'es').content.rows)].filter(
      (c) => c.elType === 'AssessmentQuestion',
    );
    expect(audit.map((question) => question.properties.label)).toEqual([
      '1. ¿Con qué frecuencia consume alguna bebida alcohólica?',
      '2. ¿Cuántas consumiciones de bebidas alcohólicas suele realizar en un día de consumo normal?',
      '3. ¿Con qué frecuencia toma 6 o más bebidas alcohólicas en un solo día?',
    ]);
  });
});

describe('scoreContent', () => {
  const { content } = instrumentForm(phq9, 'en');
  it('takes weights from the form, never from a stored answer', () => {
    const forged = { AssessmentQuestion1: { text: 'Not at all', value: 3, code: 'LA6568-5' } };
    expect(scoreContent(content, forged)?.scales[0]).toMatchObject({ total: null, answered: 1 });
    const all = Object.fromEntries(
      Array.from({ length: 9 }, (_, index) => [
        `AssessmentQuestion${index + 1}`,
        { text: 'x', value: 3, code: 'LA6568-5' },
      ]),
    );
    expect(scoreContent(content, all)?.scales[0]).toMatchObject({ total: 0, band: 'minimal' });
  });

  it('raises the item-9 alert on the form component', () => {
    const results = { AssessmentQuestion9: { text: 'Several days', value: 1, code: 'LA6569-3' } };
    expect(scoreContent(content, results)?.alerts).toEqual(['phq9SelfHarm']);
  });

  it('is undefined for a form without declarative scoring', () => {
    expect(scoreContent({ ...content, scoring: undefined }, {})).toBeUndefined();
  });
});
