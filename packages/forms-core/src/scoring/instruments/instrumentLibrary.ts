import { auditC } from './auditC';
import { cssrs, cssrsSinceLastVisit } from './cssrs';
import { epds } from './epds';
import { gad2 } from './gad2';
import { gad7 } from './gad7';
import type { Instrument } from './instrumentModel';
import { pcl5 } from './pcl5';
import { phq2 } from './phq2';
import { phq9 } from './phq9';

/** The instruments a clinic may add from the library, by id. */
export const instrumentLibrary: Readonly<Record<string, Instrument>> = Object.fromEntries(
  [phq9, phq2, gad7, gad2, auditC, pcl5, cssrs, cssrsSinceLastVisit, epds].map((instrument) => [
    instrument.id,
    instrument,
  ]),
);
