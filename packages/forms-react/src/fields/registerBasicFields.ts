import { registerFieldRenderer } from '../render/fieldRenderers';
import { TextareaField } from './TextareaField';
import { TextLikeField } from './TextLikeField';

/** The input family; the remaining catalogue types register from their own files as they land. */
export function registerBasicFields(): void {
  for (const elType of ['TextInput', 'EmailInput', 'PasswordInput', 'NumberInput'])
    registerFieldRenderer(elType, TextLikeField);
  registerFieldRenderer('Textarea', TextareaField);
}
