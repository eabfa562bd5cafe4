import type { Texts } from './en';

export const es: Texts = {
  common: {
    language: 'Idioma',
    english: 'English',
    spanish: 'Español',
    back: 'Atrás',
    loading: 'Cargando…',
    error: '¡Error!',
    reload: 'Recargar',
    chunkFailed: 'No se pudo cargar una parte de la página. Vuelva a cargarla.',
  },
  welcome: {
    title: 'Bienvenido a {{organizationName}}',
    titleNoName: 'Bienvenido',
    subtitle: '¿Es usted un paciente nuevo o un cliente existente?',
    newPatient: 'Paciente nuevo',
    existingClient: 'Cliente existente',
    newAppointmentRequest: 'Solicitar una cita',
    newPatientRegistration: 'Registro de paciente nuevo',
    logoAlt: 'Logotipo de {{organizationName}}',
  },
  signin: {
    title: 'Iniciar sesión',
  },
};
