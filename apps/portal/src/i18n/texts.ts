import type { ServerMessageCode } from '@clinic/api-contract';
import type { enCore } from './en/core';
import type { enPages } from './en/pages';

/** The shape of a language's texts: every English key, any string. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * Texts shipped with the first page (welcome, sign-in, alerts, dialogs); a language other than
 * English also words the server's refusals by code (English is the server's own words).
 */
export type CoreTexts = Widen<typeof enCore> & {
  serverMessages?: Readonly<Record<ServerMessageCode, string>>;
};
/** Texts of the pages past sign-in, loaded with them. */
export type PageTexts = Widen<typeof enPages>;
