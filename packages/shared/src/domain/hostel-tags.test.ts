import { describe, expect, it } from 'vitest';
import { getHostelCardTags } from './hostel-tags.ts';

const facilities = ['WiFi', 'Security', 'Laundry', 'Gym', 'Parking'];

describe('getHostelCardTags', () => {
  it('should show the gender tag, Mess Available and two facilities when mess is offered', () => {
    const tags = getHostelCardTags({ gender_category: 'male', mess_available: true, facilities });
    expect(tags.map((tag) => tag.label)).toEqual([
      'Boys Hostel',
      'Mess Available',
      'WiFi',
      'Security',
    ]);
  });

  it('should show the gender tag and three facilities when there is no mess', () => {
    const tags = getHostelCardTags({
      gender_category: 'female',
      mess_available: false,
      facilities,
    });
    expect(tags.map((tag) => tag.label)).toEqual(['Girls Hostel', 'WiFi', 'Security', 'Laundry']);
  });

  it('should show fewer tags when there are fewer facilities', () => {
    const tags = getHostelCardTags({
      gender_category: 'male',
      mess_available: false,
      facilities: [],
    });
    expect(tags).toEqual([{ kind: 'gender', label: 'Boys Hostel' }]);
  });

  it('should never show more than four tags', () => {
    for (const mess_available of [true, false]) {
      const tags = getHostelCardTags({ gender_category: 'male', mess_available, facilities });
      expect(tags.length).toBeLessThanOrEqual(4);
    }
  });
});
