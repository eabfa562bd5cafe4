import {
  type ComponentNode,
  getCatalogueEntry,
  hiddenConditionText,
  type Properties,
  type PropertySection,
  stripDoubleBracesFromProperties,
} from '@clinic/forms-core';
import { memo } from 'react';
import { useBuilderTexts } from '../builderTexts';
import { useComponentTypeName } from '../catalogueTexts';
import { hasComputedProperties } from './computedProperties';
import { PropertyField } from './PropertyField';
import { propertySectionsOf } from './propertySectionsOf';

export interface PropertiesEditorProps {
  node: ComponentNode;
  onChange: (properties: Properties) => void;
  /** Tech staff or the advanced-options flag: expressions allowed, advanced-only properties shown. */
  advanced: boolean;
  /** Opens the 'Component rules' dialog; without it the visibility is a plain checkbox. */
  onOpenRules?: () => void;
}

/** Open at first: what most edits need. Layout and Advanced wait for a click. */
const openAtFirst: ReadonlySet<PropertySection> = new Set(['general', 'choices', 'validation', 'logic']);

/**
 * The 'properties' display mode: the component's properties in collapsible sections, each
 * property's editor and section generated from the catalogue's property metadata. Required is
 * only editable while the component is always visible.
 */
export const PropertiesEditor = memo(function PropertiesEditor({
  node,
  onChange,
  advanced,
  onOpenRules,
}: PropertiesEditorProps) {
  const texts = useBuilderTexts();
  const typeName = useComponentTypeName();
  const entry = getCatalogueEntry(node.elType, node.version);
  if (!entry) return <p className="cf-error">{texts.unknownType(node.elType)}</p>;
  const properties = node.properties;
  const locked = !advanced && hasComputedProperties(properties);
  const change = (name: string, value: unknown) => {
    const next = { ...properties, [name]: value };
    onChange(advanced ? next : stripDoubleBracesFromProperties(next));
  };
  const hiddenMeta = entry.propertyByName.get('hidden');
  const hidden = properties.hidden;
  const conditional = hiddenConditionText(hidden) !== undefined;
  const alwaysVisible = hidden === false || hidden === undefined;
  const visibility = (
    <div className="cfb-visibility">
      {conditional ? (
        <p className="cfb-muted">{texts.shownByRules}</p>
      ) : (
        hiddenMeta && (
          <PropertyField
            meta={hiddenMeta}
            value={hidden}
            disabled={locked}
            onChange={(value) => change('hidden', value)}
          />
        )
      )}
      {onOpenRules && (
        <button type="button" className="cfb-button" onClick={onOpenRules} disabled={locked}>
          {texts.componentRules}
        </button>
      )}
    </div>
  );
  // "Other (please specify)" is switched on beside the options it adds to (issue 21.3).
  const otherMeta = entry.propertyByName.get('includeOther');
  const other = otherMeta && {
    checked: properties.includeOther === true,
    onChange: (checked: boolean) => change('includeOther', checked),
  };
  return (
    <div className="cfb-properties" data-mode="properties">
      <p className="cfb-muted">
        {typeName(entry)} · <code>{node.id}</code>
      </p>
      {locked && (
        <p className="cfb-note" role="note">
          {texts.computedLocked}
        </p>
      )}
      {propertySectionsOf(entry, advanced).map(({ section, properties: metas }) => (
        <details key={section} className="cfb-section" open={openAtFirst.has(section)} data-section={section}>
          <summary>{texts.sections[section]}</summary>
          <div className="cfb-section-body">
            {section === 'logic' && visibility}
            {metas
              .filter((meta) => meta !== otherMeta)
              .map((meta) => (
                <PropertyField
                  // Keyed by component too: an editor's own state (a draft, a switch) is never another's.
                  key={`${node.id}:${meta.name}`}
                  meta={meta}
                  value={properties[meta.name]}
                  disabled={locked || (meta.name === 'required' && !alwaysVisible)}
                  advanced={advanced}
                  fieldOptions={properties.options}
                  other={meta.kind === 'options' ? other : undefined}
                  onChange={(value) => change(meta.name, value)}
                />
              ))}
          </div>
        </details>
      ))}
    </div>
  );
});
