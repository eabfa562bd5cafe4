export * from './doseCheck';
export * from './doseCheckText';
export * from './vitalEntry';
export * from './vitalMeasures';
export * from './vitalProblemText';
