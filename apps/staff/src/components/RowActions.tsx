import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Edit and remove buttons of a table row, named after the row for screen readers. */
export function RowActions({
  name,
  onEdit,
  onRemove,
  removeLabel,
  children,
}: {
  name: string;
  onEdit?: () => void;
  onRemove?: () => void;
  removeLabel?: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const remove = removeLabel ?? t('common.deactivate');
  return (
    <Group gap="xs" wrap="nowrap">
      {children}
      {onEdit && (
        <Button size="xs" variant="light" onClick={onEdit} aria-label={`${t('common.edit')} ${name}`}>
          {t('common.edit')}
        </Button>
      )}
      {onRemove && (
        <Button size="xs" variant="subtle" color="red" onClick={onRemove} aria-label={`${remove} ${name}`}>
          {remove}
        </Button>
      )}
    </Group>
  );
}
