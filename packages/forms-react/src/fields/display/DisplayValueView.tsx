import './display.css';
import './displayValue.css';
import { type DisplayCell, type DisplayValue, EMPTY_VALUE_TEXT } from '@clinic/forms-core';
import { SafeHtml } from './SafeHtml';

interface DisplayValueViewProps {
  value: DisplayValue;
  /** The id the field's label points to. */
  id?: string;
  /** Names a table or an image for assistive technology (the field's label). */
  label?: string;
}

/** Line breaks in text are kept (Textarea values). */
const multilineClass = (cell: DisplayCell) =>
  cell.kind === 'text' && cell.text.includes('\n') ? 'cf-multiline' : undefined;

/** One cell of a display table (or a whole value that is one): text, lines, an image or '--'. */
export function DisplayCellView({ cell, label }: { cell: DisplayCell; label: string }) {
  switch (cell.kind) {
    case 'empty':
      return EMPTY_VALUE_TEXT;
    case 'text':
      return cell.text;
    case 'lines':
      return (
        <span className="cf-display-lines">
          {cell.lines.map((line, index) => (
            // Lines are positional: their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <span key={index}>{line}</span>
          ))}
        </span>
      );
    case 'image':
      return (
        <figure className="cf-display-image">
          <img src={cell.dataUrl} alt={label} />
          {cell.caption && <figcaption>{cell.caption}</figcaption>}
        </figure>
      );
  }
}

/**
 * A component's value as forms-core's displayValue gives it, read-only: what the viewer, the
 * printable form, the printed page and the PDF all show ('--' when empty).
 */
export function DisplayValueView({ value, id, label = '' }: DisplayValueViewProps) {
  switch (value.kind) {
    case 'html':
      return <SafeHtml id={id} className="cf-rich-text" html={value.html} />;
    case 'table':
      return (
        <div className="cf-table-scroll">
          <table id={id} className="cf-table" aria-label={label || undefined}>
            <thead>
              <tr>
                {value.columns.map((column, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: headers may repeat; their place is their key
                  <th key={index} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {value.rows.map((row, rowIndex) => (
                // Stored rows have no identity of their own: their order is their key.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell's column is its key
                    <td key={index} data-label={value.columns[index]} className={multilineClass(cell)}>
                      <DisplayCellView cell={cell} label={value.columns[index] ?? label} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'image':
      return (
        <div id={id}>
          <DisplayCellView cell={value} label={label} />
        </div>
      );
    default:
      return (
        <output id={id} className={['cf-static', multilineClass(value)].filter(Boolean).join(' ')}>
          <DisplayCellView cell={value} label={label} />
        </output>
      );
  }
}
