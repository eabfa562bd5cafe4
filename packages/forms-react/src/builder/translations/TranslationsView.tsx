import { type FormContent, translatableTexts, withLanguageTexts } from '@clinic/forms-core';
import { type ChangeEvent, useId, useMemo, useRef, useState } from 'react';
import { TranslationCell } from './TranslationCell';
import { useTranslatableTextNames } from './translatableTextNames';
import { readTranslationsCsv, translationsCsv } from './translationsCsv';
import { useTranslationsTexts } from './translationsTexts';
import './translations.css';

const language = 'es';
const noTexts: Readonly<Record<string, string>> = {};

function download(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Every text of the form a patient reads, English beside Spanish (SurveyJS Creator's Translation
 * tab): missing ones flagged, and the lot exported to and imported from a CSV for a translator.
 */
export function TranslationsView({
  content,
  onChange,
}: {
  content: FormContent;
  onChange: (next: FormContent) => void;
}) {
  const texts = useTranslationsTexts();
  const nameOf = useTranslatableTextNames(content);
  const filterId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [message, setMessage] = useState('');
  const all = useMemo(() => translatableTexts(content), [content]);
  const translated = content.translations?.[language] ?? noTexts;
  const done = all.filter((text) => (translated[text.key] ?? '').trim() !== '').length;
  const shown = onlyMissing ? all.filter((text) => (translated[text.key] ?? '').trim() === '') : all;

  const commit = (key: string, value: string) =>
    onChange(withLanguageTexts(content, language, { ...translated, [key]: value }));
  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = readTranslationsCsv(await file.text(), all, language, translated);
    if (!result.ok) {
      setMessage(texts.importRefused[result.reason]);
      return;
    }
    onChange(withLanguageTexts(content, language, result.translated));
    setMessage(texts.imported(result));
  };

  return (
    <section className="cfb-translations" aria-labelledby={`${filterId}-heading`}>
      <h2 id={`${filterId}-heading`}>{texts.heading}</h2>
      <p>{all.length === 0 ? texts.nothingToTranslate : texts.progress(done, all.length)}</p>
      <p className="cfb-hint">{texts.fallback}</p>
      <div className="cfb-inline">
        <input
          id={filterId}
          type="checkbox"
          checked={onlyMissing}
          onChange={(event) => setOnlyMissing(event.target.checked)}
        />
        <label htmlFor={filterId}>{texts.onlyMissing}</label>
        <button
          type="button"
          className="cfb-button"
          disabled={all.length === 0}
          onClick={() => download('translations-es.csv', translationsCsv(all, language, translated))}
        >
          {texts.exportCsv}
        </button>
        <button type="button" className="cfb-button" onClick={() => fileInput.current?.click()}>
          {texts.importCsv}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label={texts.importCsv}
          onChange={(event) => void importFile(event)}
        />
      </div>
      <p role="status" className="cfb-status">
        {message}
      </p>
      {onlyMissing && shown.length === 0 && all.length > 0 ? (
        <p>{texts.allDone}</p>
      ) : (
        shown.length > 0 && (
          <table className="cfb-translations-table">
            <thead>
              <tr>
                <th scope="col">{texts.component}</th>
                <th scope="col">{texts.english}</th>
                <th scope="col">{texts.language}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((text) => {
                const stored = translated[text.key] ?? '';
                const name = nameOf(text);
                return (
                  <tr key={text.key} className={stored.trim() === '' ? 'cfb-translation-missing' : undefined}>
                    <th scope="row">
                      {name.component}
                      <span className="cfb-hint"> · {name.property}</span>
                      {stored.trim() === '' && <span className="cfb-badge">{texts.missing}</span>}
                    </th>
                    <td className="cfb-translation-english">{text.english}</td>
                    <td>
                      <TranslationCell
                        text={text}
                        label={texts.cellLabel(name.component, name.property)}
                        stored={stored}
                        onCommit={commit}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )
      )}
    </section>
  );
}
