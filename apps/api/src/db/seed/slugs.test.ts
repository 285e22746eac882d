import { describe, expect, it } from 'vitest';
import { CITIES } from './reference/cities.ts';
import { UNIVERSITIES } from './reference/universities.ts';
import { slugify, uniqueSlug } from './slugs.ts';

/** Slugs of cities and universities (issue 25). */
describe('slugify', () => {
  it.each([
    ['Lahore', 'lahore'],
    ['Dera Ghazi Khan', 'dera-ghazi-khan'],
    [
      'University of Engineering and Technology, Lahore',
      'university-of-engineering-and-technology-lahore',
    ],
    ['Quaid-i-Azam University', 'quaid-i-azam-university'],
    ["Sardar Bahadur Khan Women's University", 'sardar-bahadur-khan-womens-university'],
    ['  Muzaffarābād  (AJK) ', 'muzaffarabad-ajk'],
    ['لاہور', ''],
  ])('should make %j into %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('should give every reference city and university a slug of its own', () => {
    for (const places of [CITIES, UNIVERSITIES]) {
      const slugs = places.map((place) => slugify(place.name));
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });
});

describe('uniqueSlug', () => {
  const takenOf =
    (...slugs: string[]) =>
    (slug: string) =>
      slugs.includes(slug);

  it('should add the suffix, then a number, to a slug another place has', () => {
    expect(uniqueSlug('Hyderabad', 'Sindh', takenOf(), 'city')).toBe('hyderabad');
    expect(uniqueSlug('Hyderabad', 'Sindh', takenOf('hyderabad'), 'city')).toBe('hyderabad-sindh');
    expect(uniqueSlug('Hyderabad', 'Sindh', takenOf('hyderabad', 'hyderabad-sindh'), 'city')).toBe(
      'hyderabad-sindh-2',
    );
    expect(uniqueSlug('Hyderabad', null, takenOf('hyderabad'), 'city')).toBe('hyderabad-2');
  });

  it('should start from the fallback for a name without Latin letters', () => {
    expect(uniqueSlug('لاہور', 'پنجاب', takenOf(), 'city')).toBe('city');
  });
});
