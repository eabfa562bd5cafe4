import { registerBasicFields } from './registerBasicFields';

/** Registers a renderer for every catalogue type; each family registers from its own folder. */
export function registerAllFields(): void {
  registerBasicFields();
}
