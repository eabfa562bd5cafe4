import { registerFieldRenderer } from '../render/fieldRenderers';
import { CrudField } from './data/crud/CrudField';
import { DatatableField } from './data/datatable/DatatableField';
import { DocumentPickerField } from './data/documentPicker/DocumentPickerField';
import { FormHeaderField } from './display/FormHeaderField';
import { HtmlField } from './display/HtmlField';
import { PageBreakField } from './display/PageBreakField';
import { SectionHeaderField } from './display/SectionHeaderField';
import { TableField } from './display/TableField';
import { TextField } from './display/TextField';
import { PictureField } from './media/picture/PictureField';
import { SignatureField } from './media/signature/SignatureField';

/** Media (Signature, Picture), data (Datatable, Crud, Document Picker) and display types. */
export function registerMediaAndDisplayFields(): void {
  registerFieldRenderer('Signature', SignatureField);
  registerFieldRenderer('Picture', PictureField);
  registerFieldRenderer('Datatable', DatatableField);
  registerFieldRenderer('Crud', CrudField);
  registerFieldRenderer('DocumentPicker', DocumentPickerField);
  registerFieldRenderer('Text', TextField);
  registerFieldRenderer('Html', HtmlField);
  registerFieldRenderer('SectionHeader', SectionHeaderField);
  registerFieldRenderer('FormHeader', FormHeaderField);
  registerFieldRenderer('Table', TableField);
  registerFieldRenderer('PageBreak', PageBreakField);
}
