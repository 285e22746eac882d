import { verifiedPhoneKeys } from '../../../lib/query-keys';

/**
 * Cache keys of the phone feature (issue 23). The verified list lives in lib/ because the
 * hostel forms' contact phone reads it too; its key is the same one, taken from there.
 */
export const phonesKeys = {
  /** The user's verified numbers: ['verified-phones', userId or 'guest']. */
  verified: verifiedPhoneKeys.forUser,
};
