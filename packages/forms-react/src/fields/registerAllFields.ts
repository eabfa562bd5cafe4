import { registerClinicalFields } from './clinical/registerClinicalFields';
import { registerInputFields } from './inputs/registerInputFields';
import { registerMediaAndDisplayFields } from './registerMediaAndDisplayFields';

/** Registers a renderer for every catalogue type; each family registers from its own folder. */
export function registerAllFields(): void {
  registerInputFields();
  registerMediaAndDisplayFields();
  registerClinicalFields();
}
