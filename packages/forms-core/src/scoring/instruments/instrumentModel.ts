import type { CutOff, FormScoring, ScoreAlert, ScoreBand, ScoreScale, SymptomCount } from '../scoringModel';

/** A text in each language the portal speaks. */
export interface Bilingual {
  en: string;
  es: string;
}

export interface InstrumentOption {
  /** Stored answer value: the LOINC answer code where LOINC has one, so it never changes with the wording. */
  value: string;
  label: Bilingual;
  /** The published weight; never shown to patients. */
  weight: number;
}

export interface InstrumentItem {
  /** The component id of the item in the library form. */
  id: string;
  loinc?: string;
  /** The number printed before the text, when it is not the item's place (C-SSRS "6a"). */
  number?: string;
  text: Bilingual;
  options: readonly InstrumentOption[];
  /** An item the instrument asks but does not score (PHQ-9's difficulty question). */
  unscored?: boolean;
  /**
   * The instrument's skip logic: the item is asked only when item `item` has answer `answer` (C-SSRS
   * questions 3–5 follow a "yes" to question 2). The library form hides it otherwise, and a hidden
   * item is "not asked", never "missing".
   */
  askedWhen?: { item: string; answer: string };
  /** The instrument is not valid with the item skipped (every C-SSRS question asked is needed). */
  required?: boolean;
}

/**
 * A scale of an instrument; bands and cut-offs only where the instrument publishes them. A
 * subscale has the name staff read beside its score ("Intrusion (B)").
 */
export type InstrumentScale = Omit<ScoreScale, 'bands' | 'cutOffs' | 'aggregate'> & {
  aggregate?: ScoreScale['aggregate'];
  bands?: ScoreBand[];
  cutOffs?: CutOff[];
  name?: Bilingual;
};

/** A symptom-count rule of an instrument, named as staff read its result. */
export type InstrumentSymptomCount = SymptomCount & { name: Bilingual };

/** A validated instrument as the library offers it (issue 19.1). */
export interface Instrument {
  id: string;
  version: string;
  name: Bilingual;
  /** LOINC panel code, where LOINC has one. */
  loinc?: string;
  instructions: Bilingual;
  items: readonly InstrumentItem[];
  scales: readonly InstrumentScale[];
  bandLabels: Readonly<Record<string, Bilingual>>;
  alerts?: readonly ScoreAlert[];
  symptomCounts?: readonly InstrumentSymptomCount[];
  /** Measurement-based care: a total below this counts as remission (PHQ-9 and GAD-7: 5). */
  remissionBelow?: number;
  /** Copyright or public-domain status, as the publisher states it. */
  licence: string;
}

/** The instrument's declarative scoring: weights from its options, its scales, alerts and rules; names stay in the library. */
export function instrumentScoring(instrument: Instrument): FormScoring {
  return {
    instrument: { id: instrument.id, version: instrument.version },
    weights: Object.fromEntries(
      instrument.items
        .filter((item) => !item.unscored)
        .map((item) => [
          item.id,
          Object.fromEntries(item.options.map((option) => [option.value, option.weight])),
        ]),
    ),
    scales: instrument.scales.map(({ name: _, ...scale }) => ({
      ...scale,
      aggregate: scale.aggregate ?? 'sum',
      items: [...scale.items],
      bands: scale.bands ?? [],
      cutOffs: scale.cutOffs ?? [],
    })),
    alerts: [...(instrument.alerts ?? [])],
    ...(instrument.symptomCounts
      ? {
          symptomCounts: instrument.symptomCounts.map(({ name: _, criteria, ...rule }) => ({
            ...rule,
            criteria: criteria.map((criterion) => ({ ...criterion })),
          })),
        }
      : {}),
  };
}
