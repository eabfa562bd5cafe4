import { catalogueEntries } from '@clinic/forms-core';
import { describe, expect, it } from 'vitest';
import { spanishCatalogueTexts } from './catalogueTexts';

/** Every English text of the catalogue's property metadata the builder shows. */
const catalogueEnglish = new Set(
  catalogueEntries.flatMap((entry) =>
    entry.properties.flatMap((meta) => [
      meta.label,
      ...(meta.help === undefined ? [] : [meta.help]),
      ...(meta.emptyText === undefined ? [] : [meta.emptyText]),
      ...(meta.choices ?? []).map((choice) => choice.label),
    ]),
  ),
);

describe('the catalogue in Spanish', () => {
  it('has the Spanish of every label, help text, empty text and choice the properties panel shows', () => {
    expect([...catalogueEnglish].filter((english) => !(english in spanishCatalogueTexts))).toEqual([]);
  });

  it('holds no Spanish for texts the catalogue no longer has', () => {
    expect(Object.keys(spanishCatalogueTexts).filter((english) => !catalogueEnglish.has(english))).toEqual(
      [],
    );
  });
});
