import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@heartcheck/contracts/order-status';
import { authorise, staffReadOf } from './authorise.ts';

const customer = { userId: 'u-customer', roles: [] };
const admin = { userId: 'u-admin', roles: ['admin'] };
const cardiologist = { userId: 'u-cardiologist', roles: ['cardiologist'] };

describe('authorise', () => {
  it('lets operations staff manage any order, and nobody else', () => {
    expect(authorise(admin, 'orders.manage')).toBe(true);
    expect(authorise(cardiologist, 'orders.manage')).toBe(false);
    expect(authorise(customer, 'orders.manage')).toBe(false);
  });

  it('lets both staff roles read any results, a customer only their own', () => {
    expect(authorise(admin, 'results.read')).toBe(true);
    expect(authorise(cardiologist, 'results.read')).toBe(true);
    expect(authorise(customer, 'results.read')).toBe(false);
    expect(authorise(customer, 'results.read', { ownerId: 'u-customer' })).toBe(true);
    expect(authorise(customer, 'results.read', { ownerId: 'someone-else' })).toBe(false);
  });

  it('keeps review writing to cardiologists and help management to admins', () => {
    expect(authorise(cardiologist, 'reviews.write')).toBe(true);
    expect(authorise(admin, 'reviews.write')).toBe(false);
    expect(authorise(admin, 'help.manage')).toBe(true);
    expect(authorise(cardiologist, 'help.manage')).toBe(false);
  });

  it('does not treat a role name typed differently as the role', () => {
    expect(authorise({ userId: 'x', roles: ['Admin', 'admins'] }, 'orders.manage')).toBe(false);
  });

  it('gives the cardiologist the diary from review to signing and amendments, admin never', () => {
    const stages = (viewer: typeof admin) =>
      ORDER_STATUSES.filter((status) =>
        authorise(viewer, 'diary.read', { ownerId: 'u-customer', status }),
      );
    expect(stages(cardiologist)).toEqual(['results_ready', 'cardiac_report_ready']);
    expect(stages(admin)).toEqual([]);
    expect(stages(customer)).toEqual([...ORDER_STATUSES]);
    expect(stages({ userId: 'u-other', roles: [] })).toEqual([]);
    // A staged action without the stage is refused to staff.
    expect(authorise(cardiologist, 'diary.read', { ownerId: 'u-customer' })).toBe(false);
    expect(authorise(cardiologist, 'diary.read')).toBe(false);
  });

  it("records a staff read under the role granting it, for one of that role's purposes", () => {
    expect(staffReadOf(cardiologist, 'results.read')).toEqual({
      role: 'cardiologist',
      purpose: 'review',
    });
    expect(staffReadOf(admin, 'results.read')).toEqual({ role: 'admin', purpose: 'operations' });
    expect(staffReadOf(admin, 'results.read', 'support')).toEqual({
      role: 'admin',
      purpose: 'support',
    });
    expect(staffReadOf(admin, 'results.read', 'review')).toBeUndefined();
    expect(staffReadOf(cardiologist, 'results.read', 'support')).toBeUndefined();
    const both = { userId: 'u-both', roles: ['admin', 'cardiologist'] };
    expect(staffReadOf(both, 'reviews.write')).toEqual({ role: 'cardiologist', purpose: 'review' });
    expect(staffReadOf(both, 'results.read', 'review')).toEqual({
      role: 'cardiologist',
      purpose: 'review',
    });
    expect(staffReadOf(customer, 'results.read')).toBeUndefined();
  });
});
