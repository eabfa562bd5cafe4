import type { ServerMessageCode } from './serverMessageCodes';

/** The Spanish of serverMessagesEnglish.ts, code by code (typed the same way, so none is missing); shared by the apps. */
export const serverMessagesSpanish: Record<ServerMessageCode, string> = {
  cancelTooLate:
    'Esta cita empieza demasiado pronto para cancelarla en línea. Llame a la clínica para cancelarla.',
  alreadyCancelled: 'Esta cita ya fue cancelada.',
  notCancellable: 'Solo se puede cancelar una cita programada que aún no ha pasado.',
  requestNotCancellable: '¡No se puede cancelar esta solicitud de cita!',
  cancelLinkUnusable: 'Este enlace ha caducado o ya se ha usado.',
  notFound: 'No se encontró.',
  notReschedulable: 'Solo se puede cambiar una cita suya que aún no ha pasado.',
  alreadyOnWaitlist: 'Ya está en la lista de espera para este servicio.',
  invalidDateOfBirth: 'Fecha de nacimiento no válida. Corríjala e inténtelo de nuevo.',
  patientLocked:
    'Demasiadas fechas de nacimiento incorrectas. El inicio de sesión de este paciente está bloqueado; inténtelo de nuevo dentro de una hora.',
  expiredLink: 'Enlace caducado. Solicite un enlace nuevo e inténtelo de nuevo.',
  eFormSessionEnded: 'Su sesión terminó. Ingrese de nuevo la fecha de nacimiento para continuar.',
  emailNotFound: 'Correo electrónico no encontrado.',
  cardIncorrectNumber: 'El número de su tarjeta es incorrecto.',
  cardDeclined: 'Su tarjeta fue rechazada.',
  cardInsufficientFunds: 'Su tarjeta no tiene fondos suficientes.',
  cardExpired: 'Su tarjeta ha caducado.',
  cardIncorrectCvc: 'El código de seguridad de su tarjeta es incorrecto.',
  cardProcessingError: 'Se produjo un error al procesar su tarjeta. Inténtelo de nuevo en un momento.',
  paymentFailed: 'No se pudo completar su pago.',
  paymentStillProcessing:
    'Este pago todavía se está procesando. Consulte su historial de pagos dentro de unos minutos.',
  paymentAmountChanged: 'Este pago ya se envió con otro importe. Inicie un pago nuevo.',
  amountOverBalance: 'El importe no puede ser mayor que el saldo pendiente de {{balance}}.',
  chooseCard: 'Elija una tarjeta guardada o escriba una tarjeta nueva.',
  tooManySavedCards: 'Puede guardar hasta {{max}} tarjetas. Elimine una antes de añadir otra.',
  billingSystemUnavailable:
    'El sistema de facturación no responde en este momento. Inténtelo de nuevo más tarde.',
  clinicianUnavailable: 'El profesional elegido no está disponible.',
  dateOfServiceInFuture: 'La fecha del servicio no puede ser futura.',
  writeOffOverBalance: 'Una cancelación de deuda no puede ser mayor que el saldo de {{balance}}.',
  refundOverPaid: 'El reembolso no puede ser mayor que los {{refundable}} aún reembolsables de este pago.',
  paymentNotRefundable: 'Solo se puede reembolsar un pago completado.',
  refundAmountChanged: 'Este reembolso ya se envió con otro importe. Inicie un reembolso nuevo.',
  refundFailed: 'No se hizo el reembolso: {{message}}',
  refundStillProcessing:
    'Este reembolso todavía se está procesando. Consulte el libro de cuentas en unos minutos.',
  slotTaken: 'La hora elegida no está disponible. Elija otra fecha u hora.',
  slotPassed: 'La hora elegida ya pasó. Elija otra fecha u hora.',
  requestsDisabled:
    'Las solicitudes de cita no están disponibles en este momento. Comuníquese con la clínica.',
  newPatientRequestsDisabled:
    'Las solicitudes de cita de pacientes nuevos no están disponibles. Inicie sesión para solicitar una cita.',
  registrationDisabled:
    'El registro de pacientes nuevos no está disponible en este momento. Comuníquese con la clínica.',
  locationUnavailable: 'La ubicación elegida no está disponible.',
  serviceUnavailable: 'El servicio elegido no está disponible.',
  serviceNotAtLocation: 'El servicio elegido no se ofrece en esta ubicación.',
  clinicianNotOffering: 'El profesional elegido no ofrece este servicio en esta ubicación.',
  placeOfServiceUnavailable: 'El lugar de atención elegido no está disponible en esta ubicación.',
  insuranceCompanyUnavailable: 'La compañía de seguros elegida no está disponible.',
  patientInfoRequired: 'Escriba sus datos.',
  requestAlreadyApproved: 'Esta solicitud de cita ya fue aprobada. Para cancelarla, visite la sección Citas.',
  requestClosed: 'Esta solicitud de cita ya no se puede cambiar.',
  requesterLinkUnusable: 'Este enlace ha caducado o ya se ha usado.',
  clinicianDoubleBooked: 'El profesional ya tiene una cita a esta hora. Elija otra hora u otro profesional.',
  outsideClinicianHours: 'Esta hora está fuera del horario del profesional en esta ubicación.',
  appointmentNotExpected: 'Solo se puede cambiar una cita prevista.',
  reminderNoRecipient:
    'El paciente no tiene correo electrónico ni teléfono para recordatorios por mensaje de texto: no hay adónde enviar un recordatorio.',
  latestDatePassed: 'La fecha límite ya pasó.',
  waitlistEntryBooked: 'Esta entrada de la lista de espera ya tiene una cita.',
  waitlistTryAgain: 'Inténtelo de nuevo.',
  offerAlreadyAccepted: 'Esta cita ya se reservó con este enlace.',
  offerTaken: 'Lo sentimos, otra persona acaba de reservar esta cita. Sigue en la lista de espera.',
  offerExpired: 'Esta oferta ha caducado. Sigue en la lista de espera.',
  offerClosed: 'Esta oferta ya no está disponible.',
  waitlistEntryClosed: 'Este paciente ya no está en la lista de espera.',
  waitlistOfferOpen:
    'Este paciente ya tiene una oferta por responder. Espere su respuesta o a que la oferta caduque.',
  waitlistNoEmail: 'Este paciente no tiene una dirección de correo electrónico para enviarle la oferta.',
  waitlistOtherClinician: 'Este paciente espera a otro profesional.',
  documentCompleted: 'Este documento está completado y ya no se puede cambiar.',
  documentLocked:
    'Este documento está completado y bloqueado. Vuelva a ponerlo en borrador, indicando el motivo del desbloqueo, antes de cambiarlo.',
  documentConflict:
    'Otra persona cambió este documento después de que usted lo abriera. Vuelva a cargarlo para ver sus cambios y guarde de nuevo.',
  documentAlreadyCompleted: 'Este documento ya está completado.',
  formNotOffered: 'Este formulario no está disponible en el portal.',
  documentNoFile: 'Este documento no tiene ningún archivo subido.',
  pdfNeedsCompleted: 'Solo se puede descargar en PDF un documento completado.',
  groupPdfNeedsCompleted:
    'Solo se puede descargar en PDF un grupo de documentos cuyos documentos estén todos completados.',
  downloadLinkInvalid: 'Este enlace de descarga ha caducado o no es válido. Descargue el archivo de nuevo.',
  fileRequired: 'Elija un archivo para subir.',
  fileEmpty: 'El archivo está vacío.',
  fileTypeRefused:
    'No se acepta este tipo de archivo. Suba un PDF o una imagen (PNG, JPEG, GIF, WebP o TIFF).',
  fileTooLarge: 'El archivo es demasiado grande: como máximo {{maxMb}} MB.',
  uploadUnreadable: 'No se pudo leer el archivo subido.',
  tooManyRequests: 'Demasiadas solicitudes. Espere {{seconds}} segundos e inténtelo de nuevo.',
  smsNeedsPhone:
    'Primero agregue un número de teléfono móvil a su perfil: los recordatorios se envían a ese número.',
  noProfileChanges: 'No hay cambios que enviar.',
  changeRequestAlreadyReviewed: 'Esta solicitud de cambio ya fue revisada.',
  changeRequestNotApplicable: 'Esta solicitud de cambio no se puede aplicar: sus valores no son válidos.',
  noConnection: 'Sin conexión con los recursos',
};
