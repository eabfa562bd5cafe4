import type { Coding, QuestionnaireItemAnswerOption } from '@medplum/fhirtypes';
import type { ComponentNode } from '../model/layout';
import { type ChoiceOption, optionFor, readOptions } from '../options/choiceOption';
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

/**
 * Whether a choice option travels as a Coding: it stores a value apart from its label, or has a
 * score. Plain options (the value is the label) stay valueString, as forms always exported them.
 */
export function isCodedOption(option: ChoiceOption): boolean {
  return String(option.value) !== option.label || option.score !== undefined;
}

/**
 * A choice option's Coding: the stored value as its code, the label as its display. No system: the
 * values are the form's own, meaningful within the question only (FHIR allows a Coding without one).
 */
export function codingOfOption(option: ChoiceOption): Coding {
  return { code: String(option.value), display: option.label };
}

/** A choice option as an answerOption; a score travels as SDC itemWeight and ordinalValue. */
export function choiceAnswerOption(option: ChoiceOption): QuestionnaireItemAnswerOption {
  if (!isCodedOption(option)) return { valueString: option.label };
  const coding = codingOfOption(option);
  if (option.score === undefined) return { valueCoding: coding };
  return {
    extension: [{ url: fhirExtensionUrls.itemWeight, valueDecimal: option.score }],
    valueCoding: {
      ...coding,
      extension: [{ url: fhirExtensionUrls.ordinalValue, valueDecimal: option.score }],
    },
  };
}

/** The Coding a stored choice answers with, when its option travels as one. */
export function choiceCodingOf(component: ComponentNode, value: unknown): Coding | undefined {
  const option = optionFor(readOptions(component.properties.options), value);
  return option && isCodedOption(option) ? codingOfOption(option) : undefined;
}

/** The stored value an answerOption stands for: our own Coding's code (no system), else its text. */
export function optionValueText(option: QuestionnaireItemAnswerOption): string | undefined {
  const coding = option.valueCoding;
  if (coding && coding.system === undefined && coding.code !== undefined) return coding.code;
  return optionText(option);
}

/**
 * An answerOption as our option: our own export's Codings (no system, a code) give back the
 * stored value, label and score; anything else is its text, as before.
 */
export function optionOfAnswerOption(option: QuestionnaireItemAnswerOption): unknown {
  const coding = option.valueCoding;
  if (coding && coding.system === undefined && coding.code !== undefined) {
    const label = coding.display ?? coding.code;
    const score = weightOfOption(option);
    if (label === coding.code && score === undefined) return label;
    return { value: coding.code, label, ...(score === undefined ? {} : { score }) };
  }
  return optionText(option);
}
