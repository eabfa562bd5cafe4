import type { CoreFormsVersion } from '@clinic/api-contract';
import { type FormContent, loadFormContent } from '@clinic/forms-core';
import { type BuilderUser, FormBuilder, FormLanguageProvider } from '@clinic/forms-react';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/ConfirmModal';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import { staffBuilderServices } from '../../forms/staffBuilderServices';
import { builderRichText } from '../../richText/builderRichText';
import { formsTexts } from './formsTexts';

export interface VersionEditorProps {
  version: CoreFormsVersion;
  user: BuilderUser;
  saving: boolean;
  saveError: unknown;
  onSave: (content: FormContent) => Promise<unknown>;
  onDirtyChange: (dirty: boolean) => void;
}

/** One version in the builder: the draft, its unsaved-changes flag, Save and the leave warning. */
export function VersionEditor({
  version,
  user,
  saving,
  saveError,
  onSave,
  onDirtyChange,
}: VersionEditorProps) {
  const { i18n } = useTranslation();
  const [loaded] = useState(() => loadFormContent(version.content ?? { rows: [] }));
  // Made once: the builder memoises on it, and a language switch remounts the page anyway.
  const [richText] = useState(builderRichText);
  const [draft, setDraft] = useState<FormContent | null>(loaded.ok ? loaded.content : null);
  const [dirty, setDirty] = useState(false);
  const blocker = useUnsavedChangesGuard(dirty);
  const markDirty = (value: boolean) => {
    setDirty(value);
    onDirtyChange(value);
  };
  if (!loaded.ok || !draft) {
    return (
      <ErrorAlert
        error={
          new Error(loaded.ok ? 'Error!' : loaded.errors.map((e) => `${e.path}: ${e.message}`).join('\n'))
        }
      />
    );
  }
  const save = async () => {
    try {
      await onSave(draft);
      markDirty(false);
    } catch {
      // The page shows the error; the draft stays unsaved.
    }
  };
  return (
    <>
      <ErrorAlert error={saveError} />
      {/* The builder's own texts (and its previews' fixed words) follow the staff member's language. */}
      <FormLanguageProvider value={i18n.language === 'es' ? 'es' : 'en'}>
        <FormBuilder
          {...richText}
          services={staffBuilderServices}
          content={draft}
          user={user}
          dirty={dirty}
          actions={
            <Button onClick={save} loading={saving}>
              {formsTexts.save}
            </Button>
          }
          onChange={(next) => {
            setDraft(next);
            if (!dirty) markDirty(true);
          }}
        />
      </FormLanguageProvider>
      <ConfirmModal
        opened={blocker.state === 'blocked'}
        title={formsTexts.leaveTitle}
        message={formsTexts.leaveMessage}
        confirmLabel={formsTexts.leave}
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </>
  );
}
