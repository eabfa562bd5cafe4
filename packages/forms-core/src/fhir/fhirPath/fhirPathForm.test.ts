import { beforeAll, describe, expect, it } from 'vitest';
import { checkDocument } from '../../document/checkDocument';
import { createDocumentEngine } from '../../document/documentEngine';
import type { ComponentNode } from '../../model/layout';
import { eachLayoutComponent } from '../../model/walkLayout';
import { exportQuestionnaire } from '../exportQuestionnaire';
import { fhirExtensionUrls } from '../fhirUrls';
import { importQuestionnaire } from '../importQuestionnaire';
import { sdcExamples } from '../testing/sdcExamples';
import { withoutComputedProperties } from '../withoutComputedProperties';
import type { FhirPathEvaluator } from './fhirPathEvaluator';
import { fhirPathQuestionnaire } from './fhirPathForm.testing';
import { needsFhirPath } from './fhirPathProperties';
import { loadFhirPathEvaluator } from './loadFhirPathEvaluator';

let fhirPath: FhirPathEvaluator;
beforeAll(async () => {
  fhirPath = await loadFhirPathEvaluator();
}, 60_000);

function imported() {
  const result = importQuestionnaire(fhirPathQuestionnaire(), { fhirPath });
  const all = [...eachLayoutComponent(result.content.rows)];
  const id = (linkId: string) => {
    const found = all.find((component: ComponentNode) => component.properties.fhirLinkId === linkId);
    if (!found) throw new Error(`no ${linkId}`);
    return found.id;
  };
  return { ...result, id };
}

describe('imported FHIRPath the expression language cannot say', () => {
  it('imports iif/exists calculations and an enableWhenExpression as carried; only FHIRPath that does not parse is reported', () => {
    const { content, notCarried, id } = imported();
    expect(needsFhirPath(content)).toBe(true);
    expect(notCarried).toEqual([{ linkId: 'broken', elType: 'TextInput', what: 'calculatedExpression' }]);
    // Without the engine the import cannot tell, and reports nothing of them.
    expect(importQuestionnaire(fhirPathQuestionnaire()).notCarried).toEqual([]);
    // Exported again unchanged.
    const { questionnaire } = exportQuestionnaire(content, { title: 'Smoking and weight' });
    const expressions = (questionnaire.item ?? []).flatMap((item) =>
      (item.extension ?? []).flatMap((extension) =>
        extension.valueExpression?.expression
          ? [[item.linkId, extension.url, extension.valueExpression.expression]]
          : [],
      ),
    );
    const original = (fhirPathQuestionnaire().item ?? []).flatMap((item) =>
      (item.extension ?? []).map((extension) => [
        item.linkId,
        extension.url,
        extension.valueExpression?.expression,
      ]),
    );
    expect(expressions).toEqual(original);
    expect(questionnaire.extension).toContainEqual(fhirPathQuestionnaire().extension?.[0]);
    expect(id('packs')).not.toBe('packs');
  });

  it("hides a whole group, its title and nested groups, while the group's enableWhenExpression fails", () => {
    const questionnaire = fhirPathQuestionnaire();
    const [, , , smoker, packs] = questionnaire.item ?? [];
    if (!smoker || !packs) throw new Error('fixture changed');
    const nested = {
      linkId: 'quitting',
      type: 'group' as const,
      text: 'Quitting',
      item: [{ linkId: 'tried', type: 'boolean' as const, text: 'Tried to quit' }],
    };
    questionnaire.item = [
      smoker,
      {
        linkId: 'smoking',
        type: 'group',
        text: 'Smoking history',
        extension: packs.extension ?? [],
        item: [{ linkId: 'years', type: 'decimal', text: 'Years smoking' }, nested],
      },
    ];
    const { content, notCarried } = importQuestionnaire(questionnaire, { fhirPath });
    expect(notCarried).toEqual([]);
    const all = [...eachLayoutComponent(content.rows)];
    const id = (linkId: string) => all.find((c) => c.properties.fhirLinkId === linkId)?.id ?? '';
    const title = (text: string) => all.find((c) => c.properties.label === text)?.id ?? '';
    const engine = createDocumentEngine({ content, context: { fhirPath } });
    const shown = () =>
      [id('years'), id('tried'), title('Smoking history'), title('Quitting')].map(
        (key) => !engine.isHidden(key),
      );
    expect(shown()).toEqual([false, false, false, false]);
    engine.setValue(id('smoker'), true);
    expect(shown()).toEqual([true, true, true, true]);

    // Exported again on the group only; the import after it gives the same form.
    const exported = exportQuestionnaire(content, { title: 'Smoking' }).questionnaire;
    const group = exported.item?.find((item) => item.linkId === 'smoking');
    expect(group?.extension?.find((e) => e.url === fhirExtensionUrls.enableWhenExpression)).toEqual(
      packs.extension?.find((e) => e.url === fhirExtensionUrls.enableWhenExpression),
    );
    expect(JSON.stringify(group?.item)).not.toContain(fhirExtensionUrls.enableWhenExpression);
    expect(importQuestionnaire(JSON.parse(JSON.stringify(exported)), { fhirPath }).content).toEqual(content);
  });

  it('reads answers through the groups of the Questionnaire, by their linkIds', () => {
    const questionnaire = fhirPathQuestionnaire();
    const [weight, , , smoker, packs] = questionnaire.item ?? [];
    if (!weight || !smoker || !packs) throw new Error('fixture changed');
    const byGroup = "%resource.item.where(linkId='habits').item.where(linkId='smoker').answer.value = true";
    packs.extension = [
      {
        url: fhirExtensionUrls.enableWhenExpression,
        valueExpression: { language: 'text/fhirpath', expression: byGroup },
      },
    ];
    questionnaire.item = [weight, { linkId: 'habits', type: 'group', text: 'Habits', item: [smoker] }, packs];
    const { content } = importQuestionnaire(questionnaire, { fhirPath });
    const all = [...eachLayoutComponent(content.rows)];
    const id = (linkId: string) => all.find((c) => c.properties.fhirLinkId === linkId)?.id ?? '';
    const engine = createDocumentEngine({ content, context: { fhirPath } });
    expect(engine.isHidden(id('packs'))).toBe(true);
    engine.setValue(id('smoker'), true);
    expect(engine.isHidden(id('packs'))).toBe(false);
  });

  it('computes the values and shows the item while its enableWhenExpression holds; hidden, its required rule does not apply', () => {
    const { content, id } = imported();
    const engine = createDocumentEngine({ content, context: { fhirPath } });
    expect(engine.awaitsFhirPath()).toBe(false);
    expect(engine.getValue(id('weightBand'))).toBe('normal');
    expect(engine.getValue(id('weighed'))).toBe(false);
    expect(engine.isOwned(id('weightBand'))).toBe(true);
    expect(engine.isHidden(id('packs'))).toBe(true);
    expect(checkDocument(engine, { mode: 'form-submitter', filling: false }).errors).toEqual({});

    const changed = engine.setValue(id('weight'), 120);
    expect(changed).toEqual(new Set([id('weight'), id('weightBand'), id('weighed')]));
    expect(engine.getValue(id('weightBand'))).toBe('high');
    expect(engine.getValue(id('weighed'))).toBe(true);

    expect(engine.setValue(id('smoker'), true).has(id('packs'))).toBe(true);
    expect(engine.isHidden(id('packs'))).toBe(false);
    expect(checkDocument(engine, { mode: 'form-submitter', filling: false }).errors).toEqual({
      [id('packs')]: [{ rule: 'required' }],
    });
    engine.setValue(id('smoker'), false);
    expect(engine.isHidden(id('packs'))).toBe(true);
  });

  it('never throws on FHIRPath that fails: no value, logged once', () => {
    const { content, id } = imported();
    const warnings: string[] = [];
    const engine = createDocumentEngine({
      content,
      context: { fhirPath },
      logger: { warn: (message) => warnings.push(message) },
    });
    engine.setValue(id('weight'), 80);
    expect(engine.getValue(id('broken'))).toBeUndefined();
    expect(
      warnings.filter((warning) => warning.startsWith(`FHIRPath error in ${id('broken')}`)),
    ).toHaveLength(1);
  });

  it('waits for the engine: until it is given, enableWhenExpression items stay hidden and FHIRPath values empty', () => {
    const { content, id } = imported();
    const engine = createDocumentEngine({ content, results: { [id('smoker')]: true } });
    expect(engine.awaitsFhirPath()).toBe(true);
    expect(engine.isHidden(id('packs'))).toBe(true);
    expect(engine.mayEdit(id('packs'))).toBe(false);
    expect(engine.getValue(id('weightBand'))).toBeUndefined();
    const changed = engine.provideFhirPath(fhirPath);
    expect(engine.awaitsFhirPath()).toBe(false);
    expect([...changed]).toEqual(expect.arrayContaining([id('packs'), id('weightBand'), id('weighed')]));
    expect(engine.isHidden(id('packs'))).toBe(false);
    expect(engine.getValue(id('weightBand'))).toBe('normal');
  });

  it('for an author without advanced options leaves the FHIRPath calculations out, listed, and keeps the condition', () => {
    const { content, id } = imported();
    const { content: allowed, removed } = withoutComputedProperties(content);
    expect(removed.map((entry) => entry.linkId)).toEqual(['weightBand', 'weighed', 'broken']);
    const engine = createDocumentEngine({ content: allowed, context: { fhirPath } });
    expect(engine.isOwned(id('weightBand'))).toBe(false);
    expect(engine.isHidden(id('packs'))).toBe(true);
    // A translated calculation goes whole: its FHIRPath is not left to run instead.
    const bmi = withoutComputedProperties(importQuestionnaire(sdcExamples.weightHeight()).content);
    expect(needsFhirPath(bmi.content)).toBe(false);
  });

  it('leaves the HL7 SDC examples as they imported before: translated calculations, nothing for the engine', () => {
    for (const example of Object.values(sdcExamples)) {
      const withEngine = importQuestionnaire(example(), { fhirPath });
      const without = importQuestionnaire(example());
      expect(withEngine).toEqual(without);
      expect(needsFhirPath(withEngine.content)).toBe(false);
      expect(without.notCarried.map((entry) => entry.what)).not.toContain('calculatedExpression');
    }
    expect(fhirExtensionUrls.enableWhenExpression).toContain('sdc-questionnaire-enableWhenExpression');
  });
});
