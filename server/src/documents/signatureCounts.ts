import {
  eachLayoutComponent,
  type FormContent,
  isEmptyComponentValue,
  type Results,
} from '@clinic/forms-core';

/** totalSignatures and completedSignatures: the Signature components, and those signed. */
export function signatureCounts(
  content: FormContent,
  results: Results,
): { totalSignatures: number; completedSignatures: number } {
  let totalSignatures = 0;
  let completedSignatures = 0;
  for (const component of eachLayoutComponent(content.rows)) {
    if (component.elType !== 'Signature') continue;
    totalSignatures += 1;
    const value = Object.hasOwn(results, component.id) ? results[component.id] : undefined;
    if (!isEmptyComponentValue('signature', value)) completedSignatures += 1;
  }
  return { totalSignatures, completedSignatures };
}
