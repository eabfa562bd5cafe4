export * from './documentCodes';
export * from './fhirCodes';
export * from './generalCodes';
export * from './paymentCodes';
export * from './schedulingCodes';
export * from './serverMessageCodes';
export * from './signInCodes';
export * from './validationCodes';
