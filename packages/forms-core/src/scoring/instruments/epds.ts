import type { Bilingual, Instrument, InstrumentOption } from './instrumentModel';

/** Answers listed as printed, each with its published weight (items 3 and 5–10 count down). */
function answers(itemNumber: number, labels: readonly [Bilingual, number][]): InstrumentOption[] {
  return labels.map(([label, weight]) => ({ value: `epds${itemNumber}_${weight}`, label, weight }));
}

const item = (n: number, text: Bilingual, labels: readonly [Bilingual, number][]) => ({
  id: `epds_${n}`,
  text,
  options: answers(n, labels),
});

/**
 * Edinburgh Postnatal Depression Scale (Cox, Holden & Sagovsky 1987): 10 items over the past 7
 * days, total 0–30; 10 or more suggests possible depression, 13 or more probable depression
 * (positive). Item 10 (thoughts of self-harm) above 0 raises an alert. The scale defines no
 * prorating: an unanswered item leaves no total.
 */
export const epds: Instrument = {
  id: 'epds',
  version: '1',
  name: {
    en: 'Edinburgh Postnatal Depression Scale (EPDS)',
    es: 'Escala de Depresión Postnatal de Edimburgo (EPDS)',
  },
  loinc: '71354-5',
  instructions: {
    en: 'As you are pregnant or have recently had a baby, we would like to know how you are feeling. Please choose the answer that comes closest to how you have felt in the past 7 days, not just how you feel today.',
    es: 'Como usted está embarazada o ha tenido un bebé recientemente, nos gustaría saber cómo se siente. Por favor, elija la respuesta que más se acerque a cómo se ha sentido en los últimos 7 días, no solamente cómo se siente hoy.',
  },
  items: [
    item(
      1,
      {
        en: 'I have been able to laugh and see the funny side of things',
        es: 'He sido capaz de reír y ver el lado bueno de las cosas',
      },
      [
        [{ en: 'As much as I always could', es: 'Tanto como siempre' }, 0],
        [{ en: 'Not quite so much now', es: 'No tanto ahora' }, 1],
        [{ en: 'Definitely not so much now', es: 'Mucho menos' }, 2],
        [{ en: 'Not at all', es: 'No, no he podido' }, 3],
      ],
    ),
    item(2, { en: 'I have looked forward with enjoyment to things', es: 'He mirado el futuro con placer' }, [
      [{ en: 'As much as I ever did', es: 'Tanto como siempre' }, 0],
      [{ en: 'Rather less than I used to', es: 'Algo menos de lo que solía hacer' }, 1],
      [{ en: 'Definitely less than I used to', es: 'Definitivamente menos' }, 2],
      [{ en: 'Hardly at all', es: 'No, nada' }, 3],
    ]),
    item(
      3,
      {
        en: 'I have blamed myself unnecessarily when things went wrong',
        es: 'Me he culpado sin necesidad cuando las cosas no salían bien',
      },
      [
        [{ en: 'Yes, most of the time', es: 'Sí, la mayoría de las veces' }, 3],
        [{ en: 'Yes, some of the time', es: 'Sí, algunas veces' }, 2],
        [{ en: 'Not very often', es: 'No muy a menudo' }, 1],
        [{ en: 'No, never', es: 'No, nunca' }, 0],
      ],
    ),
    item(
      4,
      {
        en: 'I have been anxious or worried for no good reason',
        es: 'He estado ansiosa y preocupada sin motivo',
      },
      [
        [{ en: 'No, not at all', es: 'No, para nada' }, 0],
        [{ en: 'Hardly ever', es: 'Casi nada' }, 1],
        [{ en: 'Yes, sometimes', es: 'Sí, a veces' }, 2],
        [{ en: 'Yes, very often', es: 'Sí, a menudo' }, 3],
      ],
    ),
    item(
      5,
      {
        en: 'I have felt scared or panicky for no very good reason',
        es: 'He sentido miedo y pánico sin motivo alguno',
      },
      [
        [{ en: 'Yes, quite a lot', es: 'Sí, bastante' }, 3],
        [{ en: 'Yes, sometimes', es: 'Sí, a veces' }, 2],
        [{ en: 'No, not much', es: 'No, no mucho' }, 1],
        [{ en: 'No, not at all', es: 'No, nada' }, 0],
      ],
    ),
    item(6, { en: 'Things have been getting on top of me', es: 'Las cosas me oprimen o agobian' }, [
      [
        {
          en: "Yes, most of the time I haven't been able to cope at all",
          es: 'Sí, la mayor parte de las veces no he podido sobrellevarlas',
        },
        3,
      ],
      [
        {
          en: "Yes, sometimes I haven't been coping as well as usual",
          es: 'Sí, a veces no las he sobrellevado tan bien como siempre',
        },
        2,
      ],
      [
        {
          en: 'No, most of the time I have coped quite well',
          es: 'No, casi siempre las he sobrellevado bastante bien',
        },
        1,
      ],
      [
        { en: 'No, I have been coping as well as ever', es: 'No, las he sobrellevado tan bien como siempre' },
        0,
      ],
    ]),
    item(
      7,
      {
        en: 'I have been so unhappy that I have had difficulty sleeping',
        es: 'Me he sentido tan infeliz que he tenido dificultad para dormir',
      },
      [
        [{ en: 'Yes, most of the time', es: 'Sí, la mayoría de las veces' }, 3],
        [{ en: 'Yes, sometimes', es: 'Sí, a veces' }, 2],
        [{ en: 'Not very often', es: 'No muy a menudo' }, 1],
        [{ en: 'No, not at all', es: 'No, nada' }, 0],
      ],
    ),
    item(8, { en: 'I have felt sad or miserable', es: 'Me he sentido triste y desgraciada' }, [
      [{ en: 'Yes, most of the time', es: 'Sí, casi siempre' }, 3],
      [{ en: 'Yes, quite often', es: 'Sí, bastante a menudo' }, 2],
      [{ en: 'Not very often', es: 'No muy a menudo' }, 1],
      [{ en: 'No, not at all', es: 'No, nada' }, 0],
    ]),
    item(
      9,
      {
        en: 'I have been so unhappy that I have been crying',
        es: 'He sido tan infeliz que he estado llorando',
      },
      [
        [{ en: 'Yes, most of the time', es: 'Sí, casi siempre' }, 3],
        [{ en: 'Yes, quite often', es: 'Sí, bastante a menudo' }, 2],
        [{ en: 'Only occasionally', es: 'Sólo en ocasiones' }, 1],
        [{ en: 'No, never', es: 'No, nunca' }, 0],
      ],
    ),
    item(
      10,
      { en: 'The thought of harming myself has occurred to me', es: 'He pensado en hacerme daño a mí misma' },
      [
        [{ en: 'Yes, quite often', es: 'Sí, bastante a menudo' }, 3],
        [{ en: 'Sometimes', es: 'A veces' }, 2],
        [{ en: 'Hardly ever', es: 'Casi nunca' }, 1],
        [{ en: 'Never', es: 'No, nunca' }, 0],
      ],
    ),
  ],
  scales: [
    {
      id: 'total',
      items: Array.from({ length: 10 }, (_, index) => `epds_${index + 1}`),
      missing: { kind: 'noTotal' },
      bands: [
        { min: 0, max: 9, code: 'unlikely' },
        { min: 10, max: 12, code: 'possible' },
        { min: 13, max: 30, code: 'probable' },
      ],
      cutOffs: [{ min: 13 }],
    },
  ],
  bandLabels: {
    unlikely: { en: 'Depression unlikely', es: 'Depresión poco probable' },
    possible: { en: 'Possible depression', es: 'Posible depresión' },
    probable: { en: 'Probable depression', es: 'Depresión probable' },
  },
  alerts: [{ code: 'epdsSelfHarm', item: 'epds_10', min: 1 }],
  remissionBelow: 10,
  licence:
    '© 1987 The Royal College of Psychiatrists. Cox, J.L., Holden, J.M., & Sagovsky, R. (1987). Detection of postnatal depression: development of the 10-item Edinburgh Postnatal Depression Scale. British Journal of Psychiatry, 150, 782–786. Reproduced without further permission, respecting copyright.',
};
