/** The demo users: the admin, the owners with their verified business numbers, and the students. */
import { randomUUID } from 'node:crypto';
import type { DemoContext, NewUser } from './context.ts';
import { DEMO_OWNER, OTHER_OWNERS, STUDENTS, type OwnerPlan } from './plan.ts';
import type { Reference } from './reference.ts';
import { mobileNumber } from './texts.ts';

/** An approved owner as the hostels need them: their user id, business number and plan. */
export interface DemoOwner {
  id: string;
  phone: string;
  plan: OwnerPlan;
}

/** Adds the demo users to `context.data`; returns the approved owners by email. */
export function addPeople(
  context: DemoContext,
  reference: Reference,
  passwordHash: string,
): Map<string, DemoOwner> {
  const { random, at, data } = context;
  const person = (user: Omit<NewUser, 'id' | 'passwordHash' | 'emailVerifiedAt'>): string => {
    const id = randomUUID();
    const createdAt = user.createdAt ?? at(300);
    data.users.push({
      id,
      passwordHash,
      emailVerifiedAt: new Date(createdAt.getTime() + 10 * 60 * 1000),
      updatedAt: createdAt,
      ...user,
      createdAt,
    });
    return id;
  };
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
  const cityByName = new Map(reference.cities.map((city) => [city.name, city]));
  STUDENTS.forEach((student, index) => {
    const cityId = cityByName.get(student.city)?.id;
    const choices = reference.universities.filter((university) => university.cityId === cityId);
    person({
      email: index === 0 ? 'student@demo.hostelhub.pk' : `student${index + 1}@demo.hostelhub.pk`,
      fullName: student.fullName,
      role: 'student',
      gender: student.gender,
      phone: random.chance(0.6) ? mobileNumber(random) : null,
      city: student.city,
      university: choices.length > 0 ? random.pick(choices).name : null,
      createdAt: at(random.int(10, 300)),
    });
  });
  return owners;
}
