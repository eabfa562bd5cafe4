import '@mantine/core/styles/Badge.css';
import type { CoreFormsVersionSummary } from '@clinic/api-contract';
import { Badge, Button, Group, Select } from '@mantine/core';
import { formsTexts } from './formsTexts';

export interface VersionBarProps {
  versions: readonly CoreFormsVersionSummary[];
  selectedId: string;
  onSelect: (id: string) => void;
  onMakeOfficial: (id: string) => void;
  /** Opens the list of versions (rename, delete). */
  onManage: () => void;
  busy: boolean;
  /** Switching versions is refused while there are unsaved changes. */
  locked: boolean;
}

const optionLabel = (version: CoreFormsVersionSummary) =>
  [
    version.name,
    version.isCurrent ? formsTexts.official : null,
    version.hasResults ? formsTexts.hasDocuments : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** The form's versions (newest first), which one is official, and making another official. */
export function VersionBar({
  versions,
  selectedId,
  onSelect,
  onMakeOfficial,
  onManage,
  busy,
  locked,
}: VersionBarProps) {
  const selected = versions.find((version) => version.id === selectedId);
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <Select
        label={formsTexts.version}
        data={versions.map((version) => ({ value: version.id, label: optionLabel(version) }))}
        value={selectedId}
        allowDeselect={false}
        disabled={locked}
        description={locked ? formsTexts.unsavedSwitch : undefined}
        onChange={(value) => value && onSelect(value)}
        w={300}
      />
      {selected?.isCurrent ? (
        <Badge color="green" variant="light" size="lg" data-testid="official-badge">
          {formsTexts.official}
        </Badge>
      ) : (
        selected && (
          <Button
            variant="default"
            onClick={() => onMakeOfficial(selected.id)}
            loading={busy}
            disabled={locked}
          >
            {formsTexts.makeOfficial}
          </Button>
        )
      )}
      {selected?.hasResults && (
        <Badge color="gray" variant="light" size="lg">
          {formsTexts.hasDocuments}
        </Badge>
      )}
      <Button variant="default" onClick={onManage}>
        {formsTexts.manageVersions}
      </Button>
    </Group>
  );
}
