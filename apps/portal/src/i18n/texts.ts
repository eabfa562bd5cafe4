import type { enCore } from './en/core';
import type { enPages } from './en/pages';

/** The shape of a language's texts: every English key, any string. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Texts shipped with the first page (welcome, sign-in, alerts, dialogs). */
export type CoreTexts = Widen<typeof enCore>;
/** Texts of the pages past sign-in, loaded with them. */
export type PageTexts = Widen<typeof enPages>;
