export * from './appointmentRequests';
export * from './availability';
export * from './live';
export * from './patientRegistrations';
export * from './portalAppointments';
export * from './requesterChecks';
export * from './waitlist';
export * from './wallClock';
