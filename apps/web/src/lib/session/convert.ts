import type { SessionUser } from '../stores/session-user-store';

/** The signed-in user as the backend returns it from userSignedIn (spec §3). */
export interface SignedInUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

/** Fallback country when the backend has none (spec §9). */
export const FALLBACK_COUNTRY = 'GB';

/** Conversion to the session user exactly as the specification gives it (§3). */
export function toSessionUser(user: SignedInUser): Partial<SessionUser> {
  return {
    userId: String(user.id),
    phoneNumber: user.phoneNumber,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    deliveryAddress: {
      address: user.address,
      city: user.city,
      postcode: user.postalCode,
      country: user.country?.trim() ? user.country : FALLBACK_COUNTRY,
    },
    avatar: '',
    authority: [],
    password: '',
  };
}
