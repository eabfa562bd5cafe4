import { registerFieldRenderer } from '../render/fieldRenderers';
import { lazyFieldRenderer } from '../render/lazyFieldRenderer';
import { PageBreakField } from './display/PageBreakField';
import { SectionHeaderField } from './display/SectionHeaderField';
import { TextField } from './display/TextField';

/**
 * Media (Signature, Picture), data (Datatable, Crud, Document Picker) and display types. Section
 * Header, Page Break and Text load with the library (Text's sanitiser loads with the first HTML
 * shown); the others load with the first form that shows them (signature pad, image compression,
 * DOMPurify, the record dialogs).
 */
export function registerMediaAndDisplayFields(): void {
  registerFieldRenderer(
    'Signature',
    lazyFieldRenderer(() => import('./media/signature/SignatureField').then((m) => m.SignatureField)),
  );
  registerFieldRenderer(
    'Picture',
    lazyFieldRenderer(() => import('./media/picture/PictureField').then((m) => m.PictureField)),
  );
  registerFieldRenderer(
    'Datatable',
    lazyFieldRenderer(() => import('./data/datatable/DatatableField').then((m) => m.DatatableField)),
  );
  registerFieldRenderer(
    'Crud',
    lazyFieldRenderer(() => import('./data/crud/CrudField').then((m) => m.CrudField)),
  );
  registerFieldRenderer(
    'DocumentPicker',
    lazyFieldRenderer(() =>
      import('./data/documentPicker/DocumentPickerField').then((m) => m.DocumentPickerField),
    ),
  );
  registerFieldRenderer('Text', TextField);
  registerFieldRenderer(
    'Html',
    lazyFieldRenderer(() => import('./display/HtmlField').then((m) => m.HtmlField)),
  );
  registerFieldRenderer('SectionHeader', SectionHeaderField);
  registerFieldRenderer(
    'FormHeader',
    lazyFieldRenderer(() => import('./display/FormHeaderField').then((m) => m.FormHeaderField)),
  );
  registerFieldRenderer(
    'Table',
    lazyFieldRenderer(() => import('./display/TableField').then((m) => m.TableField)),
  );
  registerFieldRenderer('PageBreak', PageBreakField);
}
