import type { OrderRow } from './schema.ts';
import { OrderRuleError } from './types.ts';

/**
 * A recorder's serial number as printed on its label: letters, digits, dashes and slashes, 3 to
 * 40 characters, compared upper-case with spaces removed (labels are read by eye and typed).
 */
const SERIAL = /^[A-Z0-9][A-Z0-9/-]{2,39}$/;

export function normaliseSerial(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The serial typed by staff, normalised; a clear error when it cannot be a serial. */
export function parseDeviceSerial(text: string): string {
  const serial = normaliseSerial(text);
  if (!SERIAL.test(serial))
    throw new OrderRuleError(
      "Enter the recorder's serial number as on its label: 3 to 40 letters, digits, dashes or slashes.",
    );
  return serial;
}

/** Shortest reason accepted for taking a recorder whose serial does not match. */
export const MIN_OVERRIDE_REASON = 10;

export interface SerialCheck {
  /** The serial sent with the order, when one was recorded at dispatch. */
  expected: string | null;
  /** The audit note when staff overrode a mismatch, else undefined. */
  note: string | undefined;
}

/** The refusal shown when a recorder's serial is not the one sent with the order. */
export function serialMismatchMessage(
  order: OrderRow,
  expected: string,
  given: string,
  where: string,
): string {
  return `The serial ${where}, ${given}, does not match ${expected}, the recorder of order ${order.number}: this may be another patient's recording. Check the recorder and the return form; to accept it anyway, confirm the override and give the reason.`;
}

/**
 * The recorder a recording of the order must come from: the one recorded at return (itself
 * checked against, or accepted in place of, the one sent), else the one sent.
 */
export function expectedSerial(order: OrderRow): string | null {
  return order.returnedDeviceSerial ?? order.deviceSerial;
}

/**
 * Checks a recorder's serial against the one dispatched with the order. Orders dispatched before
 * serials were recorded have nothing to compare with. A mismatch is refused unless staff give a
 * reason (at least MIN_OVERRIDE_REASON characters), which goes into the audit note.
 */
export function checkSerial(
  order: OrderRow,
  given: string | null,
  overrideReason?: string | null,
  options: { where?: string; expected?: string | null } = {},
): SerialCheck {
  const expected = options.expected === undefined ? order.deviceSerial : options.expected;
  if (!expected || !given || normaliseSerial(given) === expected)
    return { expected, note: undefined };
  const reason = overrideReason?.trim() ?? '';
  if (reason.length < MIN_OVERRIDE_REASON)
    throw new OrderRuleError(
      serialMismatchMessage(order, expected, given, options.where ?? 'entered'),
    );
  return {
    expected,
    note: `Serial override: recorder ${given} accepted in place of ${expected}. Reason: ${reason.slice(0, 500)}`,
  };
}
