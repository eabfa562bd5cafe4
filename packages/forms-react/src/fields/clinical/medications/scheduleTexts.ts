import { activeMedicationTexts } from '@clinic/forms-core';
import { defineFormTexts } from '../../../i18n/formLanguage';

/** The Add scheduled medication modal's texts; the schedule's words are forms-core's (activeMedicationTexts). */
export const useScheduleTexts = defineFormTexts({
  en: {
    ...activeMedicationTexts.en,
    add: 'Add scheduled medication',
    title: 'Add scheduled medication',
    dosage: 'Dosage',
    unit: 'Unit of measurement',
    route: 'Route',
    choose: 'Choose…',
    startDate: 'Start date',
    endDate: 'End date',
    untilDischarge: 'Until discharge',
    timesPerDay: 'Times per day',
    administrationTimes: 'Administration times',
    time: 'Time {n}',
    DaysOfWeek: 'Days of the week',
    interval: 'Interval',
    days: 'Days',
    endBeforeStart: 'End date cannot precede start date.',
    sunday: 'Sunday',
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
  },
  es: {
    ...activeMedicationTexts.es,
    add: 'Agregar medicamento programado',
    title: 'Agregar medicamento programado',
    dosage: 'Dosis',
    unit: 'Unidad de medida',
    route: 'Vía',
    choose: 'Elegir…',
    startDate: 'Fecha de inicio',
    endDate: 'Fecha de fin',
    untilDischarge: 'Hasta el alta',
    timesPerDay: 'Veces al día',
    administrationTimes: 'Horarios de administración',
    time: 'Hora {n}',
    DaysOfWeek: 'Días de la semana',
    interval: 'Intervalo',
    days: 'Días',
    endBeforeStart: 'La fecha de fin no puede ser anterior a la fecha de inicio.',
    sunday: 'Domingo',
    monday: 'Lunes',
    tuesday: 'Martes',
    wednesday: 'Miércoles',
    thursday: 'Jueves',
    friday: 'Viernes',
    saturday: 'Sábado',
  },
});

export type ScheduleTexts = ReturnType<typeof useScheduleTexts>;

/** A day interval's label in the form's language (forms-core's, shared with the orders' rows). */
export { intervalLabel } from '@clinic/forms-core';
