export * from './vitalEntry';
export * from './vitalMeasures';
export * from './vitalProblemText';
