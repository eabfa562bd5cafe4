/**
 * The one form every library renders: N fields cycling through the kinds all three have,
 * labelled "Field 1".."Field N", every fifth required. Each page turns it into its own schema.
 */
export type BenchFieldKind = 'text' | 'number' | 'email' | 'textarea' | 'dropdown' | 'radio' | 'checkbox';

export interface BenchField {
  index: number;
  kind: BenchFieldKind;
  label: string;
  required: boolean;
  options: string[];
}

const kinds: readonly BenchFieldKind[] = [
  'text',
  'number',
  'email',
  'textarea',
  'dropdown',
  'radio',
  'checkbox',
];

export function benchFields(count: number): BenchField[] {
  return Array.from({ length: count }, (_, i) => {
    const index = i + 1;
    const kind = kinds[i % kinds.length] ?? 'text';
    return {
      index,
      kind,
      label: `Field ${index}`,
      required: index % 5 === 0,
      options:
        kind === 'dropdown'
          ? ['One', 'Two', 'Three', 'Four', 'Five']
          : kind === 'radio'
            ? ['Yes', 'No', 'Unsure']
            : [],
    };
  });
}
