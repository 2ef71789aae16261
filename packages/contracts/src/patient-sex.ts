/**
 * The wearer's sex as the order form asks it, for the reports' patient identity (the
 * cardiologist reads an ECG against the person's age and sex). Optional: "not_stated" is a
 * choice to decline. FHIR R4 Patient.gender maps female/male, and "unknown" for not stated.
 * No dependencies, so the web app may import them at run time.
 */
export const PATIENT_SEXES = ['female', 'male', 'not_stated'] as const;
export type PatientSex = (typeof PATIENT_SEXES)[number];
