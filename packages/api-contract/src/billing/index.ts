export * from './coreLedger';
export * from './creditCards';
export * from './demographicsSync';
export * from './money';
export * from './patientRecord';
export * from './paymentRequests';
export * from './processPayment';
export * from './statementLines';
