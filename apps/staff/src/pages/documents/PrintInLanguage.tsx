import type { CoreFormsDetailedDocument } from '@clinic/api-contract';
import type { DocumentLanguage, FormContent } from '@clinic/forms-core';
import {
  FormLanguageProvider,
  type FormStore,
  FormStoreProvider,
  useDocumentSession,
} from '@clinic/forms-react';
import type { ReactNode } from 'react';
import { PrintDocument } from './PrintDocument';

/**
 * The printout in another language than the screen's (issue 21.6: a Spanish-speaking patient's
 * copy): a read-only session of the form's texts in `language`, holding the answers as they are
 * on screen now, saved or not, and the components' own words (Yes, No, units) in it too.
 */
export function PrintInLanguage({
  language,
  content,
  answers,
  detail,
  header,
  onDone,
}: {
  language: DocumentLanguage;
  content: FormContent;
  answers: FormStore;
  detail: CoreFormsDetailedDocument;
  header: ReactNode;
  onDone: () => void;
}) {
  const session = useDocumentSession({
    content,
    results: answers.getResults(),
    context: { ...detail.context, collections: detail.collections },
    oneTimeValues: detail.oneTimeValues,
    mode: 'form-viewer',
    language,
  });
  return (
    <FormStoreProvider store={session.store}>
      <FormLanguageProvider value={language}>
        <PrintDocument header={header} onDone={onDone} />
      </FormLanguageProvider>
    </FormStoreProvider>
  );
}
