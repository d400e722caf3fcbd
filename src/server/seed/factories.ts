// Factories that build users, auditors, coupons and properties. Shared by the tests, the demo seed and the
// benchmarks (docs/style.md, 'Tests a user would recognise'), so all three exercise the same rows the
// features write.
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Role } from '../../domain/roles.ts';
import type { PropertyStatus } from '../../domain/statuses.ts';
import type { PostcodeIndex } from '../../domain/postcodes.ts';
import { joinAddress } from '../../domain/postcodes.ts';
import type { Executor } from '../db/client.ts';
import { account, auditorDetails, coupons, profiles, properties, user } from '../db/schema.ts';
import { fullName } from '../../domain/person-name.ts';
import { normalizeEmail } from '../../domain/email.ts';

const hashCache = new Map<string, Promise<string>>();
/** scrypt is deliberately slow; the same demo or test password is hashed once per process. */
export function cachedHash(password: string): Promise<string> {
  let hash = hashCache.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashCache.set(password, hash);
  }
  return hash;
}

export interface UserInput {
  id?: string;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  phone?: string | null;
  address?: string | null;
  emailVerified?: boolean;
  registrationDate?: Date;
}

export async function createUser(executor: Executor, input: UserInput) {
  const id = input.id ?? randomUUID();
  const name = fullName(input);
  const email = normalizeEmail(input.email);
  const now = input.registrationDate ?? new Date();
  await executor
    .insert(user)
    .values({ id, name, email, emailVerified: input.emailVerified ?? true, createdAt: now, updatedAt: now });
  await executor.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await cachedHash(input.password),
    createdAt: now,
    updatedAt: now,
  });
  const consentTime = input.role === 'client' ? now : null;
  const [profile] = await executor
    .insert(profiles)
    .values({
      id,
      role: input.role,
      name,
      firstName: input.firstName,
      lastName: input.lastName,
      email,
      phone: input.phone ?? null,
      address: input.address ?? null,
      registrationDate: now,
      privacyAcceptedAt: consentTime,
      termsAcceptedAt: consentTime,
      khDataSharingAcceptedAt: consentTime,
      portalMarketingAcceptedAt: consentTime,
    })
    .returning();
  if (!profile) throw new Error('profile insert returned no row');
  return profile;
}

export interface AuditorInput extends Omit<UserInput, 'role'> {
  /**
   * The certifier's register number (docs/rules/validation.md, 'Auditor fields'); demo and test auditors
   * get one.
   */
  certificationId?: string;
  companyName?: string;
  companyPostcode: string;
  companyAddress?: string;
  companyTaxNumber?: string;
  workCapacity?: number;
  acceptedCounties?: string[];
  certifications?: string[];
  experience?: '1-2' | '3-5' | '6-10' | '10+';
  isActive?: boolean;
  onboarded?: boolean;
}

export async function createAuditor(executor: Executor, input: AuditorInput) {
  const profile = await createUser(executor, { ...input, role: 'auditor' });
  const onboarded = input.onboarded ?? true;
  await executor.insert(auditorDetails).values({
    auditorId: profile.id,
    onboardingStatus: onboarded ? 'accepted' : 'init',
    // Before onboarding the auditor has given no company details yet (docs/roles/auditor.md, 'Onboarding').
    companyName: input.companyName ?? (onboarded ? `${profile.name} Energetika Kft.` : null),
    companyTaxNumber: input.companyTaxNumber ?? (onboarded ? '12345676-2-41' : null),
    companyAddress: input.companyAddress ?? null,
    companyPostcode: input.companyPostcode,
    contactEmail: onboarded ? profile.email : null,
    representativeName: onboarded ? profile.name : null,
    termsAcceptedAt: onboarded ? (input.registrationDate ?? new Date()) : null,
    certificationId: input.certificationId ?? (onboarded ? `TÉ-01-${profile.displayNumber}` : null),
    workCapacity: input.workCapacity ?? 5,
    acceptedCounties: input.acceptedCounties ?? ['Budapest'],
    certifications: input.certifications ?? ['TÉ'],
    experience: input.experience ?? '3-5',
    isActive: input.isActive ?? true,
  });
  return profile;
}

export async function createCoupon(
  executor: Executor,
  input: { code: string; address?: string | null; expiryDate?: string | null; importedBy?: string | null },
) {
  const [coupon] = await executor
    .insert(coupons)
    .values({
      code: input.code,
      address: input.address ?? null,
      expiryDate: input.expiryDate ?? null,
      importedBy: input.importedBy ?? null,
    })
    .returning();
  if (!coupon) throw new Error('coupon insert returned no row');
  return coupon;
}

export interface PropertyInput {
  id?: string;
  clientId: string;
  postcode: string;
  street: string;
  houseNumber: string;
  status: PropertyStatus;
  area?: number;
  couponCode?: string | null;
  auditorId?: string | null;
  contactPerson?: { name: string; phone: string; email?: string } | null;
  createdAt?: Date;
  orderedAt?: Date | null;
  auditorAssignDate?: Date | null;
  auditorFirstcallDate?: Date | null;
  appointmentDate?: Date | null;
}

/** A property with its coupon claimed when it has one; dates follow the status unless given. */
export async function createProperty(executor: Executor, postcodes: PostcodeIndex, input: PropertyInput) {
  const place = postcodes.lookup(input.postcode)[0];
  if (!place) throw new Error(`unknown postcode ${input.postcode}`);
  const createdAt = input.createdAt ?? new Date();
  const ordered = input.status !== 'new';
  const assigned = !['new', 'finding_auditor'].includes(input.status);
  const orderedAt = input.orderedAt ?? (ordered ? createdAt : null);
  if (input.couponCode && orderedAt) {
    await executor
      .insert(coupons)
      .values({ code: input.couponCode, claimedBy: input.clientId, claimedAt: orderedAt })
      .onConflictDoUpdate({ target: coupons.code, set: { claimedBy: input.clientId, claimedAt: orderedAt } });
  }
  const [property] = await executor
    .insert(properties)
    .values({
      ...(input.id ? { id: input.id } : {}),
      clientId: input.clientId,
      auditorId: assigned ? (input.auditorId ?? null) : null,
      couponCode: input.couponCode ?? null,
      address: joinAddress({
        postcode: input.postcode,
        city: place.settlement,
        street: input.street,
        houseNumber: input.houseNumber,
      }),
      postcode: input.postcode,
      city: place.settlement,
      street: input.street,
      houseNumber: input.houseNumber,
      county: place.county,
      status: input.status,
      area: input.area ?? null,
      contactPerson: input.contactPerson ?? null,
      orderedAt,
      auditorAssignDate: assigned ? (input.auditorAssignDate ?? createdAt) : null,
      auditorFirstcallDate: input.auditorFirstcallDate ?? null,
      appointmentDate: input.appointmentDate ?? null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!property) throw new Error('property insert returned no row');
  return property;
}
