import type { RegisterKey } from '../i18n';

/** The register's field names as the history lists them, in words (a name it does not know stays as it is). */
export const FIELD_LABEL: Partial<Record<string, RegisterKey>> = {
  full_name: 'form.fullName',
  phone: 'form.phone',
  email: 'form.email',
  cnic: 'form.cnic',
  home_address: 'form.homeAddress',
  guardian_name: 'form.guardianName',
  guardian_phone: 'form.guardianPhone',
  guardian_relation: 'form.guardianRelation',
  university_id: 'form.institution',
  institution_name: 'form.institution',
  monthly_rent: 'form.rent',
  security_deposit: 'form.deposit',
  preferred_language: 'form.language',
  move_in_date: 'form.moveInDate',
  room_id: 'form.room',
  bed_id: 'form.bed',
};
