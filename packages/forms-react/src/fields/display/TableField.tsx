import './display.css';
import { EMPTY_VALUE_TEXT } from '@clinic/forms-core';
import type { FieldRendererProps } from '../../render/fieldRenderers';
import { presentationOf } from '../../render/presentation';
import { cellText } from './cellText';
import { useDisplayTexts } from './displayTexts';

interface TableColumn {
  key: string;
  label: string;
  className?: string;
}

/** Columns are {key, label, class}; anything else (an expression not yet computed) is skipped. */
function tableColumns(value: unknown): TableColumn[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((column): TableColumn[] => {
    if (typeof column !== 'object' || column === null) return [];
    const { key, label, class: className } = column as Record<string, unknown>;
    if (typeof key !== 'string' || key === '') return [];
    return [
      {
        key,
        label: typeof label === 'string' ? label : key,
        ...(typeof className === 'string' && className ? { className } : {}),
      },
    ];
  });
}

function tableItems(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
}

/** Table: a read-only table of computed columns and items, the same in every mode. */
export function TableField({ properties, mode, editable, inputId }: FieldRendererProps) {
  const texts = useDisplayTexts();
  const columns = tableColumns(properties.columns);
  const items = tableItems(properties.items);
  if (columns.length === 0) {
    return (
      <output id={inputId} className="cf-static">
        {presentationOf(mode, editable) === 'preview' ? texts.tablePreview : EMPTY_VALUE_TEXT}
      </output>
    );
  }
  const label = typeof properties.label === 'string' && properties.label ? properties.label : undefined;
  return (
    <div className="cf-table-scroll">
      <table id={inputId} className="cf-table">
        {label && <caption className="cf-visually-hidden">{label}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{EMPTY_VALUE_TEXT}</td>
            </tr>
          ) : (
            items.map((item, index) => (
              // Computed items have no identity of their own; their order is their key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.key} className={column.className}>
                    {cellText(item[column.key])}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
