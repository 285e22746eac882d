import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';

/** GET /api/config: the map tile and geocoder settings for the browser (decision 11). */

let context: TestContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

describe('GET /api/config', () => {
  it('should answer the default OpenStreetMap tile and Nominatim URLs', async () => {
    context = await createTestContext();
    const response = await context.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        geocoder_url: 'https://nominatim.openstreetmap.org',
      },
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('should answer the MAP_TILE_URL and GEOCODER_URL settings', async () => {
    context = await createTestContext({
      MAP_TILE_URL: 'https://tiles.example.pk/{z}/{x}/{y}.png',
      GEOCODER_URL: 'https://geocode.example.pk',
    });
    const response = await context.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().data).toEqual({
      map_tile_url: 'https://tiles.example.pk/{z}/{x}/{y}.png',
      geocoder_url: 'https://geocode.example.pk',
    });
  });
});
