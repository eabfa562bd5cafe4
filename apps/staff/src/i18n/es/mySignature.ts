import type { Texts } from '../en';

export const esMySignature: Texts['mySignature'] = {
  menuItem: 'Mi firma',
  title: 'Mi firma',
  intro:
    'Guardada aquí, su firma firma con un clic el campo de firma de un documento con «Use My Signature» y un registro de medicación con «Usar mi firma».',
  image: 'Su firma guardada',
  none: 'Todavía no tiene una firma guardada.',
  draw: 'Dibujar la firma',
  drawAgain: 'Dibujar una firma nueva',
  remove: 'Quitar la firma',
  saved: 'Se guardó su firma.',
  removed: 'Se quitó su firma.',
};
