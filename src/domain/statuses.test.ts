import { describe, expect, it } from 'vitest';
import {
  adminProgress,
  availabilityByFreeCapacity,
  availabilityByWeeklyAppointments,
  certificateBadge,
  clientTrackerPercent,
  completedTimelineSteps,
  couponProgressColor,
  progressColor,
  statusLabel,
  BANK_STATUS_LABELS,
} from './statuses.ts';

describe('property status', () => {
  it('labels every status in Hungarian and unknown values as Ismeretlen', () => {
    expect(statusLabel('auditor_assigned')).toBe('Időpontra vár');
    expect(statusLabel('appointment_scheduled')).toBe('Időpont egyeztetve');
    expect(statusLabel('document_uploaded')).toBe('Tanúsítvány feltöltve');
    expect(statusLabel('finding_auditor', BANK_STATUS_LABELS)).toBe('Még nem rendelt');
    expect(statusLabel('archived')).toBe('Ismeretlen');
  });

  it('gives the admin progress and its colour', () => {
    expect(
      ['new', 'finding_auditor', 'auditor_assigned', 'appointment_scheduled', 'document_uploaded', 'x'].map(
        adminProgress,
      ),
    ).toEqual([25, 50, 75, 75, 100, 0]);
    expect([100, 75, 74, 50, 49, 0].map(progressColor)).toEqual([
      'green',
      'blue',
      'orange',
      'orange',
      'gray',
      'gray',
    ]);
  });

  it('gives the client tracker 25/50/75/100 after new', () => {
    expect(
      ['new', 'finding_auditor', 'auditor_assigned', 'appointment_scheduled', 'document_uploaded'].map(
        clientTrackerPercent,
      ),
    ).toEqual([0, 25, 50, 75, 100]);
  });

  it('marks the five timeline steps', () => {
    expect([...completedTimelineSteps('new')]).toEqual(['registered']);
    expect([...completedTimelineSteps('appointment_scheduled')]).toEqual([
      'registered',
      'ordered',
      'assigned',
      'appointment',
    ]);
    expect(completedTimelineSteps('document_uploaded').size).toBe(5);
  });

  it('badges the certificate row', () => {
    expect(certificateBadge('new', false)).toBe('not_ordered');
    expect(certificateBadge('auditor_assigned', false)).toBe('pending');
    expect(certificateBadge('document_uploaded', false)).toBe('pending');
    expect(certificateBadge('document_uploaded', true)).toBe('completed');
  });
});

describe('bands', () => {
  it('colours coupon progress by its five bands', () => {
    expect([90, 89, 70, 69, 50, 49, 25, 24].map(couponProgressColor)).toEqual([
      'green',
      'blue',
      'blue',
      'yellow',
      'yellow',
      'orange',
      'orange',
      'red',
    ]);
  });

  it('labels availability by free capacity: 3+ available, 1-2 busy, 0 or less overloaded', () => {
    expect([5, 3, 2, 1, 0, -2].map(availabilityByFreeCapacity)).toEqual([
      'available',
      'available',
      'busy',
      'busy',
      'overloaded',
      'overloaded',
    ]);
  });

  it('labels weekly appointment load: up to 3 available, up to 5 busy, above overloaded', () => {
    expect([0, 3, 4, 5, 6].map(availabilityByWeeklyAppointments)).toEqual([
      'available',
      'available',
      'busy',
      'busy',
      'overloaded',
    ]);
  });
});
