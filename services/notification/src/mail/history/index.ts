// The e-mail history of the notification service, by concern: writing records, sending them, reading them, forgetting a person.
export * from './forget-recipient.ts';
export * from './reading.ts';
export * from './records.ts';
export * from './sending.ts';
