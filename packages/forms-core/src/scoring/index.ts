export * from './contentScoring';
export * from './instruments';
export * from './scoreAnswers';
export * from './scoringModel';
