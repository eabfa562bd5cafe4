import {
  componentsInOrder,
  type FormContent,
  getCatalogueEntry,
  type TranslatableText,
} from '@clinic/forms-core';
import { useMemo } from 'react';
import { useCatalogueText, useComponentTypeName } from '../catalogueTexts';
import { useTranslationsTexts } from './translationsTexts';

export interface TranslatableTextName {
  component: string;
  property: string;
}

/**
 * How the Translations view names a text in the builder's language: its component's label (the
 * type's name when unlabelled) and its property's label ("Option 2" for an option). forms-core
 * names them in English for the CSV and the server's messages.
 */
export function useTranslatableTextNames(
  content: FormContent,
): (text: TranslatableText) => TranslatableTextName {
  const texts = useTranslationsTexts();
  const typeName = useComponentTypeName();
  const catalogueText = useCatalogueText();
  const byId = useMemo(
    () => new Map(componentsInOrder(content).map((component) => [component.id, component])),
    [content],
  );
  return (text) => {
    const node = byId.get(text.componentId);
    const labelled = typeof node?.properties.label === 'string' && node.properties.label.trim() !== '';
    const entry = node && !labelled ? getCatalogueEntry(node.elType, node.version) : undefined;
    return {
      component: entry ? typeName(entry) : text.componentLabel,
      property:
        text.optionNumber === undefined ? catalogueText(text.propertyLabel) : texts.option(text.optionNumber),
    };
  };
}
