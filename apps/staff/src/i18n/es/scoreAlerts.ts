import type { Texts } from '../en';

export const esScoreAlerts: Texts['scoreAlerts'] = {
  title: 'Alertas',
  intro:
    'Respuestas que un profesional debe atender hoy, generadas al completarse un formulario. Se avisa por correo al profesional que compartió o creó el formulario. Las alertas nuevas aparecen aquí a medida que los pacientes envían sus formularios.',
  open: 'Abiertas',
  acknowledged: 'Atendidas',
  status: 'Mostrar alertas',
  empty: 'No hay alertas aquí.',
  patient: 'Paciente',
  form: 'Formulario',
  alert: 'Alerta',
  raised: 'Generada',
  acknowledgedBy: 'Atendida por',
  note: 'Nota',
  acknowledge: 'Marcar como atendida',
  acknowledgeLabel: (patient: string) => `Marcar como atendida la alerta de ${patient}`,
  acknowledgeTitle: 'Marcar la alerta como atendida',
  noteLabel: 'Qué se hizo',
  noteHint: 'Se guarda con la alerta, con su nombre y la hora.',
  noteRequired: 'Indique qué se hizo.',
  codes: {
    phq9SelfHarm: 'Pensamientos de autolesión (PHQ-9, pregunta 9)',
    epdsSelfHarm: 'Pensamientos de autolesión (EPDS, pregunta 10)',
    cssrsPositive: 'Cribado de riesgo de suicidio positivo (C-SSRS)',
  },
  fieldAlert: (label: string) => `Respuesta que requiere atención: «${label}»`,
};
