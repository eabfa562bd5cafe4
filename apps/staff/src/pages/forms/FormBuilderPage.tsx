import type { CoreFormsVersion, CoreFormsVersionSummary } from '@clinic/api-contract';
import type { FormContent } from '@clinic/forms-core';
import { registerAllFields } from '@clinic/forms-react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useStaffUser } from '../../session/StaffUserContext';
import { FormDetailsModal } from './FormDetailsModal';
import { formsKeys, patchForm, saveVersion, useForm, useFormVersions, useVersion } from './formsCalls';
import { formsTexts } from './formsTexts';
import { VersionBar } from './VersionBar';
import { VersionEditor } from './VersionEditor';
import { VersionsModal } from './VersionsModal';

registerAllFields();

/**
 * A form in the builder: its versions, the selected one's content, Save (the server applies the
 * version rule: a version with documents whose content changed becomes a new official version,
 * which is then selected) and making another version official.
 */
export default function FormBuilderPage() {
  const { formId = '' } = useParams();
  const user = useStaffUser();
  const queryClient = useQueryClient();
  const form = useForm(formId);
  const versions = useFormVersions(formId);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [editingDetails, setEditingDetails] = useState(false);
  const [managing, setManaging] = useState(false);
  const versionId = chosenId ?? form.data?.currentVersionId ?? null;
  const version = useVersion(versionId);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: formsKeys.form(formId) }),
      queryClient.invalidateQueries({ queryKey: formsKeys.versions(formId) }),
      queryClient.invalidateQueries({ queryKey: ['core-forms', 'list'] }),
    ]);
  const save = useMutation({
    mutationFn: ({ id, content }: { id: string; content: FormContent }) => saveVersion(id, content),
    onSuccess: (reply) => {
      queryClient.setQueryData<CoreFormsVersion>(formsKeys.version(reply.version.id), reply.version);
      if (reply.outcome === 'create-new-version') {
        setChosenId(reply.version.id);
        setNotice(formsTexts.newVersionCreated(reply.version.name));
      } else {
        setNotice(formsTexts.saved);
      }
      // Not awaited: the editor clears its unsaved-changes flag when the save resolves, and must
      // do so as "Saved." appears, not after the lists have been fetched again (leaving in
      // between asked about unsaved changes that were already saved).
      void refresh();
    },
  });
  const makeOfficial = useMutation({
    mutationFn: (id: string) => patchForm(formId, { currentVersionId: id }),
    onSuccess: async (_, id) => {
      const name = versions.data?.find((v) => v.id === id)?.name ?? '';
      setNotice(formsTexts.madeOfficial(name));
      await refresh();
    },
  });

  const renamed = async (renamedVersion: CoreFormsVersionSummary, name: string) => {
    // The open version's name follows; its content (and any unsaved edits) stay as they are.
    queryClient.setQueryData<CoreFormsVersion>(
      formsKeys.version(renamedVersion.id),
      (old) => old && { ...old, name },
    );
    setNotice(formsTexts.renamed(name));
    await refresh();
  };
  const deleted = async (deletedVersion: CoreFormsVersionSummary) => {
    // The builder falls back to the official version when the open one is gone.
    if (deletedVersion.id === versionId) setChosenId(null);
    queryClient.removeQueries({ queryKey: formsKeys.version(deletedVersion.id) });
    setNotice(formsTexts.versionDeleted(deletedVersion.name));
    await refresh();
  };

  return (
    <QueryState query={form}>
      {(loadedForm) => (
        <Stack gap="sm">
          <Anchor component={Link} to={`/forms?category=${loadedForm.category}`} size="sm">
            {`← ${formsTexts.backToForms}`}
          </Anchor>
          <PageHeader title={loadedForm.name}>
            <Button variant="default" onClick={() => setEditingDetails(true)}>
              {formsTexts.details}
            </Button>
          </PageHeader>
          {editingDetails && <FormDetailsModal form={loadedForm} onClose={() => setEditingDetails(false)} />}
          <Text size="sm" c="dimmed">
            {formsTexts.categories[loadedForm.category]}
          </Text>
          <Group justify="space-between" align="flex-end" wrap="wrap">
            {versions.data && versionId && (
              <VersionBar
                versions={versions.data}
                selectedId={versionId}
                locked={dirty}
                busy={makeOfficial.isPending}
                onSelect={(id) => {
                  setNotice(null);
                  setChosenId(id);
                }}
                onMakeOfficial={(id) => makeOfficial.mutate(id)}
                onManage={() => setManaging(true)}
              />
            )}
            {managing && versions.data && (
              <VersionsModal
                versions={versions.data}
                open={{ id: versionId, dirty }}
                onRenamed={renamed}
                onDeleted={deleted}
                onClose={() => setManaging(false)}
              />
            )}
          </Group>
          {notice && (
            <Alert
              color="green"
              variant="light"
              role="status"
              withCloseButton
              onClose={() => setNotice(null)}
            >
              {notice}
            </Alert>
          )}
          <QueryState query={version}>
            {(loadedVersion) => (
              <VersionEditor
                key={loadedVersion.id}
                version={loadedVersion}
                user={user}
                saving={save.isPending}
                saveError={save.error}
                onDirtyChange={(value) => {
                  setDirty(value);
                  if (value) setNotice(null);
                }}
                onSave={(content) => save.mutateAsync({ id: loadedVersion.id, content })}
              />
            )}
          </QueryState>
        </Stack>
      )}
    </QueryState>
  );
}
