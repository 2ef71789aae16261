import { gql } from '@apollo/client';

export interface Profile {
  firstName: string;
  lastName: string;
  dialCode: string;
  phoneNumber: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface MeProfile extends Profile {
  id: string;
  email: string;
  avatarUrl: string | null;
}

export const SETTINGS_ME = gql`
  query SettingsMe {
    me {
      id
      email
      firstName
      lastName
      dialCode
      phoneNumber
      address
      city
      postalCode
      country
      avatarUrl
    }
  }
`;

export const UPDATE_PROFILE = gql`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      errors {
        field
        message
      }
      user {
        id
        email
        firstName
        lastName
        dialCode
        phoneNumber
        address
        city
        postalCode
        country
        avatarUrl
      }
    }
  }
`;

export interface UpdateProfileResult {
  updateProfile: { errors: { field: string; message: string }[]; user: MeProfile | null };
}
