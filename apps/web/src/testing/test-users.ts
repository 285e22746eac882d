import type { AuthUser } from '../lib/auth';

/** The signed-in people of the web tests, one per role; ids are UUIDs as the API sends them. */
export const users = {
  student: {
    id: '00000000-0000-4000-8000-00000000a001',
    email: 'student@example.pk',
    full_name: 'Ayesha Khan',
    role: 'student',
  },
  owner: {
    id: '00000000-0000-4000-8000-00000000a002',
    email: 'owner@example.pk',
    full_name: 'Bilal Ahmed',
    role: 'owner',
  },
  admin: {
    id: '00000000-0000-4000-8000-00000000a003',
    email: 'admin@example.pk',
    full_name: 'Sana Malik',
    role: 'admin',
  },
} satisfies Record<string, AuthUser>;
