import {
  ODS_ORGANISATION_SYSTEM,
  referralReasonText,
  type OrderReferral,
} from '@heartcheck/contracts/referral-rules';
import type { FhirEntry } from './fhir-review.ts';

/**
 * The order as FHIR R4 sees it (issue 21): a ServiceRequest for the ambulatory ECG carrying the
 * referral reason (`reasonCode.text`), which the DiagnosticReport names in `basedOn`, and the
 * customer's GP practice as an Organization identified by its ODS code (NHS England's identifier
 * system), named as the Patient's `generalPractitioner`.
 */
export interface ReferralEntries {
  serviceRequest: FhirEntry;
  /** Absent when no GP practice was given. */
  organization?: FhirEntry;
}

export function referralEntries(input: {
  referral: OrderReferral;
  idOf: (n: number) => string;
  patientRef: string;
  orderNumber: string;
  orderedAt: string;
  publicUrl: string;
}): ReferralEntries {
  const { referral } = input;
  const orgId = input.idOf(1);
  const organization: FhirEntry | undefined = referral.gp
    ? {
        fullUrl: `urn:uuid:${orgId}`,
        resource: {
          resourceType: 'Organization',
          id: orgId,
          ...(referral.gp.odsCode
            ? { identifier: [{ system: ODS_ORGANISATION_SYSTEM, value: referral.gp.odsCode }] }
            : {}),
          type: [{ text: 'GP practice' }],
          name: referral.gp.name,
          ...(referral.gp.address || referral.gp.postcode
            ? {
                address: [
                  {
                    ...(referral.gp.address ? { text: referral.gp.address } : {}),
                    ...(referral.gp.postcode ? { postalCode: referral.gp.postcode } : {}),
                    country: 'GB',
                  },
                ],
              }
            : {}),
        },
      }
    : undefined;
  const requestId = input.idOf(0);
  const reason = referralReasonText(referral);
  const requester =
    referral.source === 'self'
      ? { reference: input.patientRef }
      : referral.source === 'gp' && organization
        ? { reference: organization.fullUrl }
        : undefined;
  const serviceRequest: FhirEntry = {
    fullUrl: `urn:uuid:${requestId}`,
    resource: {
      resourceType: 'ServiceRequest',
      id: requestId,
      identifier: [{ system: `${input.publicUrl}/fhir/order-number`, value: input.orderNumber }],
      status: 'completed',
      intent: 'order',
      code: { text: 'Ambulatory ECG (Holter) monitoring' },
      subject: { reference: input.patientRef },
      authoredOn: input.orderedAt,
      ...(requester ? { requester } : {}),
      ...(reason ? { reasonCode: [{ text: reason }] } : {}),
    },
  };
  return { serviceRequest, ...(organization ? { organization } : {}) };
}
