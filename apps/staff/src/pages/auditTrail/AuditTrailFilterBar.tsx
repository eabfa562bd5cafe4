import '../../components/selectStyles';
import type { CoreAuditTrailPage } from '@clinic/api-contract';
import { auditOutcomes } from '@clinic/api-contract';
import { Button, Select, TextInput } from '@mantine/core';
import { FilterFieldset } from '../../components/FilterFieldset';
import { actorKey, type TrailFilters } from './auditTrailFilters';
import { auditTrailTexts as texts } from './auditTrailTexts';

/** Dates, who, action and outcome; the choices of who and action are the trail's own. */
export function AuditTrailFilterBar({
  filters,
  choices,
  onChange,
}: {
  filters: TrailFilters;
  choices: Pick<CoreAuditTrailPage, 'actors' | 'actions'> | undefined;
  onChange(next: TrailFilters): void;
}) {
  const set = (name: keyof TrailFilters) => (value: string | null) =>
    onChange({ ...filters, [name]: value ?? '' });
  const actorOptions = (choices?.actors ?? []).map((actor) => ({
    value: actorKey(actor),
    label: actor.name ? `${actor.name} (${texts.actorTypes[actor.type]})` : texts.actorTypes[actor.type],
  }));
  const empty = Object.values(filters).every((value) => value === '');
  return (
    <FilterFieldset label={texts.filters}>
      <TextInput
        label={texts.from}
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => set('from')(event.currentTarget.value)}
      />
      <TextInput
        label={texts.to}
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => set('to')(event.currentTarget.value)}
      />
      <Select
        label={texts.actor}
        placeholder={texts.any}
        data={actorOptions}
        value={filters.actor || null}
        onChange={set('actor')}
        searchable
        clearable
        miw={240}
      />
      <Select
        label={texts.action}
        placeholder={texts.any}
        data={choices?.actions ?? []}
        value={filters.action || null}
        onChange={set('action')}
        clearable
      />
      <Select
        label={texts.outcome}
        placeholder={texts.any}
        data={auditOutcomes.map((outcome) => ({ value: outcome, label: texts.outcomes[outcome] }))}
        value={filters.outcome || null}
        onChange={set('outcome')}
        clearable
      />
      <Button
        variant="subtle"
        disabled={empty}
        onClick={() => onChange({ from: '', to: '', actor: '', action: '', outcome: '' })}
      >
        {texts.clear}
      </Button>
    </FilterFieldset>
  );
}
