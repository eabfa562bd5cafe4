/** The alert queue's texts (staff app, English). */
export const enScoreAlerts = {
  title: 'Alerts',
  intro:
    'Answers that need a clinician today, raised when a form is completed. The clinician who shared or created the form is e-mailed. New alerts appear here as patients send their forms.',
  open: 'Open',
  acknowledged: 'Acknowledged',
  status: 'Show alerts',
  empty: 'No alerts here.',
  patient: 'Patient',
  form: 'Form',
  alert: 'Alert',
  raised: 'Raised',
  acknowledgedBy: 'Acknowledged by',
  note: 'Note',
  acknowledge: 'Acknowledge',
  acknowledgeLabel: (patient: string) => `Acknowledge the alert for ${patient}`,
  acknowledgeTitle: 'Acknowledge alert',
  noteLabel: 'What was done',
  noteHint: 'Kept with the alert, with your name and the time.',
  noteRequired: 'Please say what was done.',
  codes: {
    phq9SelfHarm: 'Thoughts of self-harm reported (PHQ-9 item 9)',
    epdsSelfHarm: 'Thoughts of self-harm reported (EPDS item 10)',
    cssrsPositive: 'Positive suicide risk screen (C-SSRS)',
  } as Readonly<Record<string, string>>,
  /** A field marked "Alert when…" in the builder, named by its label (never its answer). */
  fieldAlert: (label: string) => `Answer needs attention: "${label}"`,
};
