import { registerFieldRenderer } from '../render/fieldRenderers';
import { TextareaField } from './TextareaField';
import { NumberField, TextLikeField } from './TextLikeField';

/** The plain text boxes; the other inputs and choices register from inputs/registerInputFields. */
export function registerBasicFields(): void {
  for (const elType of ['TextInput', 'EmailInput', 'PasswordInput'])
    registerFieldRenderer(elType, TextLikeField);
  registerFieldRenderer('NumberInput', NumberField);
  registerFieldRenderer('Textarea', TextareaField);
}
