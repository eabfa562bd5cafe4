import { type FormContent, instrumentForm, instrumentLibrary } from '@clinic/forms-core';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../database';
import { forms, formVersions } from '../../schema';
import { type DemoForm, demoForms, type FormKey } from '../data/forms';
import { entriesOf } from './entriesOf';
import { buildFormContent } from './formContent';
import { requireId } from './requireId';
import type { MenuIds } from './seedLookups';

export interface SeededForm {
  formId: string;
  versionId: string;
  content: FormContent;
}

export type SeededForms = ReadonlyMap<FormKey, SeededForm>;

/** Each demo form with one version, which is its current (official) version. */
export async function seedForms(tx: Transaction, menuIds: MenuIds, now: Date): Promise<SeededForms> {
  const seeded = new Map<FormKey, SeededForm>();
  for (const [key, definition] of entriesOf(demoForms)) {
    const content = demoFormContent(definition);
    const [form] = await tx
      .insert(forms)
      .values({
        name: definition.name,
        category: definition.category,
        menuId: requireId(menuIds, definition.menu, 'menu'),
        documentInstructions: definition.documentInstructions,
        lastEditTime: now.toISOString(),
      })
      .returning({ id: forms.id });
    if (!form) throw new Error(`Demo seed: form "${definition.name}" was not inserted`);
    const [version] = await tx
      .insert(formVersions)
      .values({ formId: form.id, name: 'Version 1', content })
      .returning({ id: formVersions.id });
    if (!version) throw new Error(`Demo seed: version of "${definition.name}" was not inserted`);
    // The form row exists before its version, so the official version is pointed at afterwards.
    await tx.update(forms).set({ currentVersionId: version.id }).where(eq(forms.id, form.id));
    seeded.set(key, { formId: form.id, versionId: version.id, content });
  }
  return seeded;
}

function demoFormContent(definition: DemoForm): FormContent {
  if ('rows' in definition) return buildFormContent(definition.rows, { staffOnly: definition.staffOnly });
  const instrument = instrumentLibrary[definition.instrument.id];
  if (!instrument) throw new Error(`Demo seed: no instrument "${definition.instrument.id}" in the library`);
  return instrumentForm(instrument, definition.instrument.language).content;
}
