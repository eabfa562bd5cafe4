import type { Coding, Element, Extension, QuestionnaireItemAnswerOption } from '@medplum/fhirtypes';
import type { ComponentNode, FormContent } from '../model/layout';
import { keepsExpressions } from '../translations/expressionParts';
import { translationLanguages } from '../translations/formTranslations';
import { optionTextKey, propertyTextKey } from '../translations/translationKeys';
import { optionValueText } from './answerOptions';
import type { Item } from './fhirTypes';
import { fhirExtensionUrls } from './fhirUrls';
import { plainText } from './plainText';

type Lookup = (linkId: string) => ComponentNode | undefined;
type AnswerOption = QuestionnaireItemAnswerOption & { _valueString?: Element };
type CodingWithDisplay = Coding & { _display?: Element };

function translationExtension(language: string, content: string): Extension {
  return {
    url: fhirExtensionUrls.translation,
    extension: [
      { url: 'lang', valueCode: language },
      { url: 'content', valueString: content },
    ],
  };
}

function withTranslations(element: Element | undefined, translations: Extension[]): Element | undefined {
  if (translations.length === 0) return element;
  return { ...element, extension: [...(element?.extension ?? []), ...translations] };
}

/** The item text's property: a Text's rich text, else the label. */
const textProperty = (component: ComponentNode) => (component.elType === 'Text' ? 'value' : 'label');

/**
 * A form's translations on its exported items, as FHIR's `translation` extension: on `_text` for
 * the item's text, on the answerOption's `_valueString` or Coding `_display` for an option.
 */
export function addTranslationExtensions(items: Item[], content: FormContent, lookup: Lookup): Item[] {
  const languages = translationLanguages.flatMap((language) => {
    const texts = content.translations?.[language];
    return texts && Object.keys(texts).length > 0 ? [{ language, texts }] : [];
  });
  if (languages.length === 0) return items;
  const translationsOf = (key: string, english: string, asText: (text: string) => string) =>
    languages.flatMap(({ language, texts }) => {
      const text = texts[key];
      return text && text.trim() !== '' && keepsExpressions(english, text)
        ? [translationExtension(language, asText(text))]
        : [];
    });
  const translateOption = (component: ComponentNode, option: AnswerOption): AnswerOption => {
    const value = optionValueText(option);
    if (value === undefined) return option;
    const found = translationsOf(optionTextKey(component.id, value), value, String);
    if (found.length === 0) return option;
    if (option.valueString !== undefined)
      return { ...option, _valueString: withTranslations(option._valueString, found) };
    const coding = option.valueCoding as CodingWithDisplay | undefined;
    if (!coding) return option;
    const translated: CodingWithDisplay = { ...coding, _display: withTranslations(coding._display, found) };
    return { ...option, valueCoding: translated };
  };
  const translateItem = (item: Item): Item => {
    const children = item.item?.map(translateItem);
    const component = lookup(item.linkId);
    if (!component) return children ? { ...item, item: children } : item;
    const property = textProperty(component);
    const english = component.properties[property];
    const textTranslations =
      typeof english === 'string'
        ? translationsOf(
            propertyTextKey(component.id, property),
            english,
            property === 'value' ? plainText : String,
          )
        : [];
    return {
      ...item,
      ...(textTranslations.length > 0 ? { _text: withTranslations(item._text, textTranslations) } : {}),
      ...(item.answerOption
        ? { answerOption: item.answerOption.map((o) => translateOption(component, o)) }
        : {}),
      ...(children ? { item: children } : {}),
    };
  };
  return items.map(translateItem);
}

/** The texts of a translation extension list, by language. */
function readTranslations(element: Element | undefined): Array<{ language: string; content: string }> {
  return (element?.extension ?? []).flatMap((extension) => {
    if (extension.url !== fhirExtensionUrls.translation) return [];
    const part = (url: string) => extension.extension?.find((inner) => inner.url === url);
    const language = part('lang')?.valueCode;
    const content = part('content')?.valueString;
    return language && content ? [{ language, content }] : [];
  });
}

/** An imported item's translations (its text's and its options'), into the form's translations. */
export function readTranslationExtensions(
  component: ComponentNode,
  item: Item,
  into: Map<string, Record<string, string>>,
): void {
  const add = (key: string, element: Element | undefined) => {
    for (const { language, content } of readTranslations(element)) {
      const texts = into.get(language) ?? {};
      texts[key] = content;
      into.set(language, texts);
    }
  };
  add(propertyTextKey(component.id, textProperty(component)), item._text);
  for (const option of (item.answerOption ?? []) as AnswerOption[]) {
    const value = optionValueText(option);
    if (value === undefined) continue;
    add(optionTextKey(component.id, value), option._valueString);
    add(optionTextKey(component.id, value), (option.valueCoding as CodingWithDisplay | undefined)?._display);
  }
}
