import { describe, expect, it } from 'vitest';
import { permissionsOf, ROLES } from './roles';
import { isStaffRole, NO_STAFF_ACCESS, STAFF_ROLES, staffAccessOf } from './staff';

describe('staff access', () => {
  it('a merchant user, even with every merchant grant, is no staff and sets no bank terms', () => {
    const access = staffAccessOf(Object.values(ROLES));
    expect(access).toEqual(NO_STAFF_ACCESS);
    expect(access.staff).toBe(false);
  });

  it('each staff role gives its own access, and any one makes the user staff', () => {
    expect(staffAccessOf([STAFF_ROLES.merchantAdmin])).toEqual({ staff: true, setsBankTerms: true, customerMaker: false, customerChecker: false, reports: false });
    expect(staffAccessOf([STAFF_ROLES.customerMaker])).toMatchObject({ staff: true, setsBankTerms: false, customerMaker: true });
    expect(staffAccessOf([STAFF_ROLES.customerChecker])).toMatchObject({ staff: true, customerChecker: true, customerMaker: false });
    expect(staffAccessOf([STAFF_ROLES.report])).toMatchObject({ staff: true, reports: true, setsBankTerms: false });
    expect(isStaffRole('BANK_REPORT')).toBe(true);
    expect(isStaffRole('DD_ACCOUNT_PROFILE')).toBe(false);
  });

  it('staff roles grant the screens of their work and nothing else', () => {
    const reporter = permissionsOf([STAFF_ROLES.report]);
    expect(reporter.onlineTransactionReport && reporter.registrationReport && reporter.sso250Report).toBe(true);
    expect(reporter.merchantProfile || reporter.userManagement || reporter.customerProfile).toBe(false);
    const admin = permissionsOf([STAFF_ROLES.merchantAdmin]);
    expect(admin.merchantProfile && admin.userManagement).toBe(true);
    expect(admin.customerProfile || admin.onlineTransactionReport).toBe(false);
    expect(permissionsOf([STAFF_ROLES.customerChecker]).customerProfile).toBe(true);
  });
});
