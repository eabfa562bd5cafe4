export * from './contentScoring';
export * from './fieldAlerts';
export * from './instruments';
export * from './measurementBasedCare';
export * from './scoreAnswers';
export * from './scoringModel';
