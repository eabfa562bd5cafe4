import type { Coding, QuestionnaireItemAnswerOption } from '@medplum/fhirtypes';
import type { ComponentNode } from '../model/layout';
import { clinicCodeSystems, fhirExtensionUrls, LOINC_SYSTEM } from './fhirUrls';

/** An Assessment question's answer as the builder stores it: text, weight and an optional stable code. */
export interface WeightedAnswer {
  text: string;
  value: number;
  code?: string;
}

const LOINC_ANSWER = /^LA\d+-\d$/;

export function assessmentAnswers(component: ComponentNode): WeightedAnswer[] {
  const answers = component.properties.answers;
  if (!Array.isArray(answers)) return [];
  return answers.filter(
    (answer): answer is WeightedAnswer =>
      typeof answer === 'object' &&
      answer !== null &&
      typeof (answer as WeightedAnswer).text === 'string' &&
      typeof (answer as WeightedAnswer).value === 'number',
  );
}

/** The Coding of an answer: LOINC answer codes under LOINC, our own stable codes under ours, else display only. */
export function codingOfAnswer(answer: { text: string; code?: string }): Coding {
  if (!answer.code) return { display: answer.text };
  const system = LOINC_ANSWER.test(answer.code) ? LOINC_SYSTEM : clinicCodeSystems.answer;
  return { system, code: answer.code, display: answer.text };
}

/** The Coding of the Assessment answer scoring `weight`, when exactly one answer does. */
export function answerCodingOf(component: ComponentNode, weight: unknown): Coding | undefined {
  const matching = assessmentAnswers(component).filter((answer) => String(answer.value) === String(weight));
  const [answer] = matching;
  return matching.length === 1 && answer ? codingOfAnswer(answer) : undefined;
}

/** Assessment answers as answerOptions carrying their weight as SDC ordinalValue and itemWeight. */
export function weightedAnswerOptions(answers: readonly WeightedAnswer[]): QuestionnaireItemAnswerOption[] {
  return answers.map((answer) => ({
    extension: [{ url: fhirExtensionUrls.itemWeight, valueDecimal: answer.value }],
    valueCoding: {
      ...codingOfAnswer(answer),
      extension: [{ url: fhirExtensionUrls.ordinalValue, valueDecimal: answer.value }],
    },
  }));
}

/** The weight of an answerOption: itemWeight (SDC, R5 style) or ordinalValue on its Coding (R4). */
export function weightOfOption(option: QuestionnaireItemAnswerOption): number | undefined {
  const fromExtensions = [...(option.extension ?? []), ...(option.valueCoding?.extension ?? [])].find(
    (extension) =>
      extension.url === fhirExtensionUrls.itemWeight ||
      extension.url === fhirExtensionUrls.ordinalValue ||
      extension.url === 'http://hl7.org/fhir/StructureDefinition/iso21090-CO-value',
  );
  return fromExtensions?.valueDecimal ?? fromExtensions?.valueInteger;
}

/** An answerOption's value as our option text. */
export function optionText(option: QuestionnaireItemAnswerOption): string | undefined {
  if (option.valueString !== undefined) return option.valueString;
  if (option.valueInteger !== undefined) return String(option.valueInteger);
  if (option.valueDate !== undefined) return option.valueDate;
  if (option.valueTime !== undefined) return option.valueTime;
  const coding = option.valueCoding;
  return coding?.display ?? coding?.code;
}

/** The Coding an imported choice kept for an option text (its answerOption as it came), if any. */
export function keptCodingOf(component: ComponentNode, text: unknown): Coding | undefined {
  const kept = component.properties.fhirAnswerOption;
  if (!Array.isArray(kept)) return undefined;
  const option = (kept as QuestionnaireItemAnswerOption[]).find(
    (candidate) => optionText(candidate) === String(text),
  );
  return option?.valueCoding;
}
