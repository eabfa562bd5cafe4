import '../../../dialogs/dialogStyles';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useDocumentsListTexts } from '../list/documentsListTexts';
import { useOfferedForms, useStartForm } from './useStartForm';

/**
 * "Start a form": the forms the patient's location offers, each started as a draft and opened.
 * Shown only when there is one to start.
 */
export function StartFormButton() {
  const text = useDocumentsListTexts();
  const offered = useOfferedForms();
  const start = useStartForm();
  const [opened, { open, close }] = useDisclosure(false);
  const forms = offered.data ?? [];
  if (forms.length === 0) return null;
  return (
    <>
      <Button onClick={open}>{text('startForm')}</Button>
      <Modal opened={opened} onClose={close} title={text('startFormTitle')} centered>
        <Stack>
          <Text size="sm" c="dimmed">
            {text('startFormIntro')}
          </Text>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {forms.map((form) => (
              <Group component="li" key={form.formId} justify="space-between" wrap="nowrap">
                <Text>{form.name}</Text>
                <Button
                  size="xs"
                  variant="light"
                  flex="none"
                  aria-label={text('startNamed', { name: form.name })}
                  loading={start.isPending && start.variables === form.formId}
                  disabled={start.isPending}
                  onClick={() => start.mutate(form.formId)}
                >
                  {text('start')}
                </Button>
              </Group>
            ))}
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {text('cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
