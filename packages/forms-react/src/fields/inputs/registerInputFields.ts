import { registerFieldRenderer } from '../../render/fieldRenderers';
import { reportingReady } from '../../viewer/readiness';
import { registerBasicFields } from '../registerBasicFields';
import { AiAutofillField } from './AiAutofillField';
import { AssessmentQuestionField } from './AssessmentQuestionField';
import { CheckboxField } from './CheckboxField';
import { DatePickerField } from './DatePickerField';
import { DropdownField } from './DropdownField';
import { DropdownV2Field } from './DropdownV2Field';
import { FrequencyDurationField } from './FrequencyDurationField';
import { MultipleChoiceField } from './MultipleChoiceField';
import { PhoneField } from './PhoneField';
import { SingleChoiceField } from './SingleChoiceField';
import { TimePickerField } from './TimePickerField';

/** The input and choice family of the catalogue (forms.md section 3). */
export function registerInputFields(): void {
  registerBasicFields();
  registerFieldRenderer('TextInputAiAutofill', AiAutofillField);
  registerFieldRenderer('PhoneInput', PhoneField);
  // Version 1 is the fallback for any version without its own renderer.
  // The viewer waits for dropdowns to mount before it reports ready (forms.md section 4).
  registerFieldRenderer('Dropdown', reportingReady(DropdownField));
  registerFieldRenderer('Dropdown', reportingReady(DropdownV2Field), 2);
  registerFieldRenderer('DatePicker', DatePickerField);
  registerFieldRenderer('TimePicker', TimePickerField);
  registerFieldRenderer('SingleChoice', SingleChoiceField);
  registerFieldRenderer('MultipleChoice', MultipleChoiceField);
  registerFieldRenderer('Checkbox', CheckboxField);
  registerFieldRenderer('FrequencyDuration', FrequencyDurationField);
  registerFieldRenderer('AssessmentQuestion', AssessmentQuestionField);
}
