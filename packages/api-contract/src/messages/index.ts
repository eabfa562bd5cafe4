export * from './messageThreads';
export * from './patientChangeRequests';
export * from './plainText';
