import type { Attachment, QuestionnaireResponseItemAnswer } from '@medplum/fhirtypes';
import type { ComponentNode } from '../model/layout';
import { choiceCodingOf, codingOfAnswer, keptCodingOf } from './answerOptions';
import { fhirItemMapping } from './itemTypes';
import { quantityAnswer } from './quantityUnits';

type Answer = QuestionnaireResponseItemAnswer;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?$/;

function text(value: unknown): Answer[] {
  if (typeof value === 'number') return [{ valueString: String(value) }];
  return typeof value === 'string' && value.trim() !== '' ? [{ valueString: value }] : [];
}

function list(value: unknown): Answer[] {
  return Array.isArray(value) ? value.flatMap(text) : text(value);
}

/** An image drawn or taken on screen (a data: URL) as an attachment. */
function attachment(dataUrl: unknown, date: unknown): Answer[] {
  if (typeof dataUrl !== 'string') return [];
  const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match?.[1] || !match[2] || match[3] === undefined) return [];
  const valueAttachment: Attachment = { contentType: match[1], data: match[3] };
  // FHIR's dateTime needs a zone once it has a time; a local time without one keeps its date only.
  if (typeof date === 'string' && DATE_TIME.test(date)) valueAttachment.creation = date;
  else if (typeof date === 'string' && DATE.test(date.slice(0, 10)))
    valueAttachment.creation = date.slice(0, 10);
  return [{ valueAttachment }];
}

function dropdownV2(value: unknown): Answer[] {
  const { value: chosen, otherValue } = record(value);
  return [...list(chosen), ...text(otherValue)];
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * A stored answer as QuestionnaireResponse answers typed as the item (valueString, valueDecimal,
 * valueBoolean, valueDate, valueTime, valueCoding, valueAttachment); none when it is empty or the
 * type does not travel.
 */
export function responseAnswers(component: ComponentNode, value: unknown): Answer[] {
  if (value === null || value === undefined) return [];
  switch (component.elType) {
    case 'NumberInput': {
      const number =
        typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
      if (typeof value === 'boolean' || value === '' || !Number.isFinite(number)) return [];
      // A quantity item (imported) answers with its unit; our own number inputs are decimals.
      return component.properties.fhirType === 'quantity'
        ? [{ valueQuantity: quantityAnswer(component, number) }]
        : [{ valueDecimal: number }];
    }
    case 'Checkbox':
      return typeof value === 'boolean' ? [{ valueBoolean: value }] : [];
    case 'DatePicker':
      return typeof value === 'string' && DATE.test(value) ? [{ valueDate: value }] : [];
    case 'TimePicker': {
      const match = typeof value === 'string' ? TIME.exec(value) : null;
      return match ? [{ valueTime: `${match[1]}:${match[2]}:${match[3] ?? '00'}${match[4] ?? ''}` }] : [];
    }
    case 'AssessmentQuestion': {
      const answer = record(value);
      if (typeof answer.text !== 'string') return [];
      const code = typeof answer.code === 'string' && answer.code !== '' ? answer.code : undefined;
      return [{ valueCoding: codingOfAnswer({ text: answer.text, ...(code ? { code } : {}) }) }];
    }
    case 'Dropdown':
    case 'SingleChoice':
    case 'MultipleChoice': {
      const answers =
        component.elType === 'Dropdown' && component.version === 2 ? dropdownV2(value) : list(value);
      // Options with a stored value of their own, and options imported with Codings, answer with
      // their Coding; Dropdown v2's "Other" text stays a string.
      return answers.map((answer) => {
        const coding =
          choiceCodingOf(component, answer.valueString) ?? keptCodingOf(component, answer.valueString);
        return coding ? { valueCoding: coding } : answer;
      });
    }
    case 'Signature': {
      const signature = record(value);
      return attachment(signature.signature, signature.date);
    }
    case 'Picture': {
      const picture = record(value);
      return attachment(picture.picture, picture.date);
    }
    default: {
      const { type, carried } = fhirItemMapping(component.elType);
      if (carried === 'no' || type === 'display') return [];
      return list(value);
    }
  }
}
