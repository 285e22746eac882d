/** The demo users: the admin, the owners with their verified business numbers, and the students. */
import { randomUUID } from 'node:crypto';
import type { GenderCategory } from '@hostelhub/shared';
import type { DemoContext, NewUser } from './context.ts';
import {
  DEMO_OWNER,
  DEMO_STUDENT_EMAIL,
  OTHER_OWNERS,
  STUDENTS,
  type OwnerPlan,
  type StudentPlan,
} from './plan.ts';
import type { Reference } from './reference.ts';
import { mobileNumber } from './texts.ts';

/** An approved owner as the hostels need them: their user id, business number and plan. */
export interface DemoOwner {
  id: string;
  phone: string;
  plan: OwnerPlan;
}

/** A demo user's own fields; the id, password hash and e-mail verification are added. */
type PersonFields = Omit<NewUser, 'id' | 'passwordHash' | 'emailVerifiedAt'>;

/** A demo student as the reviews need them (reviews.ts). */
export interface DemoStudent {
  id: string;
  email: string;
  gender: GenderCategory;
  city: string;
  createdAt: Date;
}

/** Adds one verified user to `context.data` and returns their id. */
function addPerson(context: DemoContext, passwordHash: string, user: PersonFields): string {
  const id = randomUUID();
  const createdAt = user.createdAt ?? context.at(300);
  context.data.users.push({
    id,
    passwordHash,
    emailVerifiedAt: new Date(createdAt.getTime() + 10 * 60 * 1000),
    updatedAt: createdAt,
    ...user,
    createdAt,
  });
  return id;
}

/** Adds the demo users to `context.data`; returns the approved owners by email and the students. */
export function addPeople(
  context: DemoContext,
  reference: Reference,
  passwordHash: string,
): { owners: Map<string, DemoOwner>; students: DemoStudent[] } {
  const { random, at, data } = context;
  const person = (user: PersonFields) => addPerson(context, passwordHash, user);
  person({
    email: 'admin@demo.hostelhub.pk',
    fullName: 'Hostelhub Admin',
    role: 'admin',
    phone: mobileNumber(random),
    createdAt: at(400),
  });
  const owners = new Map<string, DemoOwner>();
  for (const plan of [DEMO_OWNER, ...OTHER_OWNERS]) {
    const phone = mobileNumber(random);
    const id = person({
      email: plan.email,
      fullName: plan.fullName,
      role: 'owner',
      gender: plan.gender,
      phone,
      city: plan.cities[0],
      ownerApprovalStatus: 'approved',
      createdAt: at(random.int(190, 380)),
    });
    owners.set(plan.email, { id, phone, plan });
    // Issue 8: each owner proved their business number, which their hostels show.
    data.verifiedPhones.push({
      userId: id,
      phoneNumber: phone,
      label: 'Business',
      isPrimary: true,
      verifiedAt: at(180),
    });
  }
  const pendingOwnerPhone = mobileNumber(random);
  const pendingOwnerId = person({
    email: 'pending.owner@demo.hostelhub.pk',
    fullName: 'Saima Qadir',
    role: 'owner',
    gender: 'female',
    phone: pendingOwnerPhone,
    city: 'Lahore',
    ownerApprovalStatus: 'pending',
    createdAt: at(2),
  });
  // She proved her business number while waiting, so approval is all she lacks.
  data.verifiedPhones.push({
    userId: pendingOwnerId,
    phoneNumber: pendingOwnerPhone,
    label: 'Business',
    isPrimary: true,
    verifiedAt: at(1),
  });
  const students = addStudents(context, reference, passwordHash, STUDENTS, 1);
  return { owners, students };
}

/**
 * Adds `plans` as students, each at a university of their city; the first is student number
 * `firstNumber` (number 1 is DEMO_STUDENT_EMAIL, the others studentN@demo.hostelhub.pk).
 */
export function addStudents(
  context: DemoContext,
  reference: Reference,
  passwordHash: string,
  plans: readonly StudentPlan[],
  firstNumber: number,
): DemoStudent[] {
  const { random, at } = context;
  const cityByName = new Map(reference.cities.map((city) => [city.name, city]));
  return plans.map((student, index) => {
    const number = firstNumber + index;
    const email = number === 1 ? DEMO_STUDENT_EMAIL : `student${number}@demo.hostelhub.pk`;
    const cityId = cityByName.get(student.city)?.id;
    const choices = reference.universities.filter((university) => university.cityId === cityId);
    const phone = random.chance(0.6) ? mobileNumber(random) : null;
    const university = choices.length > 0 ? random.pick(choices).name : null;
    const createdAt = at(random.int(10, 300));
    const id = addPerson(context, passwordHash, {
      email,
      fullName: student.fullName,
      role: 'student',
      gender: student.gender,
      phone,
      city: student.city,
      university,
      createdAt,
    });
    return { id, email, gender: student.gender, city: student.city, createdAt };
  });
}
