/** Code systems of the FHIR export. */
export const SNOMED = 'http://snomed.info/sct';
export const UCUM = 'http://unitsofmeasure.org';
/** Our own code system for measures LOINC and SNOMED CT have no code for. */
export const LOCAL_CODE_SYSTEM = 'https://heartcheck.example/fhir/CodeSystem/hrv-index';
/** HL7 v3 ObservationInterpretation (FHIR R4 Observation.interpretation). */
export const INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
