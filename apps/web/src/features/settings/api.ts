import { graphql } from '@/lib/graphql/generated';
import type { SettingsMeQuery } from '@/lib/graphql/generated/graphql';

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

export type MeProfile = SettingsMeQuery['me'];

export const SETTINGS_ME = graphql(`
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
`);

export const UPDATE_PROFILE = graphql(`
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
`);
