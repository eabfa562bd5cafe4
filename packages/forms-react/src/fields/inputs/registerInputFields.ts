import { registerFieldRenderer } from '../../render/fieldRenderers';
import { lazyFieldRenderer } from '../../render/lazyFieldRenderer';
import { registerBasicFields } from '../registerBasicFields';
import { CheckboxField } from './CheckboxField';
import { DropdownField } from './DropdownField';
import { SingleChoiceField } from './SingleChoiceField';

/**
 * The input and choice family of the catalogue (forms.md section 3). The text boxes, Dropdown v1,
 * Single Choice and Checkbox, which most forms hold, load with the library; the others load with
 * the first form that shows them (libphonenumber, the date mask, the autofill and assessment code).
 */
export function registerInputFields(): void {
  registerBasicFields();
  // Version 1 is the fallback for any version without its own renderer.
  // The viewer waits for dropdowns to mount before it reports ready (forms.md section 4): v1
  // mounts in the same commit as the form around it, which the viewer's ready already follows,
  // and its lazily loaded multiselect menu keeps the viewer waiting through its placeholder; no
  // readiness wrapper of its own per dropdown (issue 22.4).
  registerFieldRenderer('Dropdown', DropdownField);
  registerFieldRenderer(
    'Dropdown',
    lazyFieldRenderer(() => import('./DropdownV2Field').then((m) => m.DropdownV2Field), {
      reportsReady: true,
    }),
    2,
  );
  registerFieldRenderer('SingleChoice', SingleChoiceField);
  registerFieldRenderer('Checkbox', CheckboxField);
  registerFieldRenderer(
    'TextInputAiAutofill',
    lazyFieldRenderer(() => import('./AiAutofillField').then((m) => m.AiAutofillField)),
  );
  registerFieldRenderer(
    'PhoneInput',
    lazyFieldRenderer(() => import('./PhoneField').then((m) => m.PhoneField)),
  );
  registerFieldRenderer(
    'DatePicker',
    lazyFieldRenderer(() => import('./DatePickerField').then((m) => m.DatePickerField)),
  );
  registerFieldRenderer(
    'TimePicker',
    lazyFieldRenderer(() => import('./TimePickerField').then((m) => m.TimePickerField)),
  );
  registerFieldRenderer(
    'MultipleChoice',
    lazyFieldRenderer(() => import('./MultipleChoiceField').then((m) => m.MultipleChoiceField)),
  );
  registerFieldRenderer(
    'FrequencyDuration',
    lazyFieldRenderer(() => import('./FrequencyDurationField').then((m) => m.FrequencyDurationField)),
  );
  registerFieldRenderer(
    'AssessmentQuestion',
    lazyFieldRenderer(() => import('./AssessmentQuestionField').then((m) => m.AssessmentQuestionField)),
  );
}
