import { ChoiceGroup } from './ChoiceGroup';
import { type EditorProps, fieldModesRenderer } from './FieldModes';
import { useInputTexts } from './inputTexts';
import { isRecord } from './propertyReaders';
import './inputs.css';

/**
 * An answer of an assessment question: its text and its score (forms.md section 3), and the
 * stable code of a library instrument's answer, which declarative scoring keys on.
 */
interface Answer {
  text: string;
  value: number;
  code?: string;
}

function readAnswer(raw: unknown): Answer | null {
  if (!isRecord(raw) || typeof raw.text !== 'string') return null;
  const value = typeof raw.value === 'number' ? raw.value : Number(raw.value);
  if (!Number.isFinite(value) || raw.value === '' || raw.value === null) return null;
  return typeof raw.code === 'string' ? { text: raw.text, value, code: raw.code } : { text: raw.text, value };
}

function answersOf(properties: Readonly<Record<string, unknown>>): Answer[] {
  const raw = properties.answers;
  return Array.isArray(raw) ? raw.map(readAnswer).filter((answer): answer is Answer => answer !== null) : [];
}

const sameAnswer = (a: Answer, b: Answer | null) =>
  b !== null && a.text === b.text && a.value === b.value && a.code === b.code;

/** AssessmentQuestion: radio buttons; the value is the whole chosen answer {text, value}, which feeds the score. */
export const AssessmentQuestionField = fieldModesRenderer({ Editor: AssessmentEditor, read: readAnswer });

function AssessmentEditor({ value, onChange, disabled, field }: EditorProps<Answer>) {
  const texts = useInputTexts();
  const answers = answersOf(field.properties);
  // Staff see each answer's weight; patients never do, so a weight cannot steer an answer.
  const showWeights = field.mode !== 'e-form';
  return (
    <div className="cf-stack">
      <ChoiceGroup field={field}>
        {answers.map((answer) => (
          <label key={`${answer.text}-${answer.value}`} className="cf-choice">
            <input
              type="radio"
              name={field.inputId}
              checked={sameAnswer(answer, value)}
              disabled={disabled}
              onChange={() => onChange(answer)}
            />
            <span>
              {answer.text}
              {showWeights && (
                <>
                  {' '}
                  <span className="cf-score">({answer.value})</span>
                </>
              )}
            </span>
          </label>
        ))}
      </ChoiceGroup>
      {field.revealed && value !== null && !disabled && field.properties.required !== true && (
        <button type="button" className="cf-link-button" onClick={() => onChange(null)}>
          {texts.clearSelection}
        </button>
      )}
    </div>
  );
}
