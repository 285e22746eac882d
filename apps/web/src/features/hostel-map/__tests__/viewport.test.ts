import { describe, expect, it } from 'vitest';
import {
  apiZoom,
  bboxOfView,
  boundsOfBbox,
  clusterZoomTarget,
  queryBboxOfView,
  viewOfAnswer,
} from '../utils/viewport';

const LAHORE_VIEW = { west: 74.2812345, south: 31.4512345, east: 74.4187654, north: 31.5887654 };

describe('bboxOfView', () => {
  it("should write the map's edges as minLng,minLat,maxLng,maxLat with 5 decimals", () => {
    expect(bboxOfView(LAHORE_VIEW)).toBe('74.28123,31.45123,74.41877,31.58877');
  });

  it('should keep a zoomed-out view on the globe', () => {
    expect(bboxOfView({ west: -250, south: -95, east: 250, north: 95 })).toBe('-180,-90,180,90');
  });

  it('should bring a view panned onto the next copy of the world back', () => {
    expect(bboxOfView({ west: 427, south: 24, east: 428, north: 25 })).toBe('67,24,68,25');
  });
});

describe('queryBboxOfView', () => {
  it('should widen the view outwards to a 32-pixel grid, so a small pan asks the same', () => {
    const zoom = 12;
    const box = queryBboxOfView(LAHORE_VIEW, zoom);
    const [minLng, minLat, maxLng, maxLat] = box.split(',').map(Number);
    expect(minLng).toBeLessThanOrEqual(LAHORE_VIEW.west);
    expect(minLat).toBeLessThanOrEqual(LAHORE_VIEW.south);
    expect(maxLng).toBeGreaterThanOrEqual(LAHORE_VIEW.east);
    expect(maxLat).toBeGreaterThanOrEqual(LAHORE_VIEW.north);
    // 32 pixels at zoom 12: 360 / 2^12 / 8 degrees.
    expect(LAHORE_VIEW.west - minLng!).toBeLessThan(360 / 2 ** 12 / 8);
    // A pan of a few pixels stays on the same grid.
    const nudge = 360 / 2 ** zoom / 256;
    expect(
      queryBboxOfView(
        {
          west: LAHORE_VIEW.west + nudge,
          south: LAHORE_VIEW.south,
          east: LAHORE_VIEW.east + nudge,
          north: LAHORE_VIEW.north,
        },
        zoom,
      ),
    ).toBe(box);
  });
});

describe('apiZoom', () => {
  it('should send a whole zoom from 0 to 22', () => {
    expect(apiZoom(11.4)).toBe(11);
    expect(apiZoom(-1)).toBe(0);
    expect(apiZoom(25)).toBe(22);
    expect(apiZoom(Number.NaN)).toBe(0);
  });
});

describe('boundsOfBbox', () => {
  it("should read a bbox as Leaflet's [[south, west], [north, east]], and refuse a broken one", () => {
    expect(boundsOfBbox('74.3,31.45,74.4,31.55')).toEqual([
      [31.45, 74.3],
      [31.55, 74.4],
    ]);
    expect(boundsOfBbox('74.4,31.45,74.3,31.55')).toBeNull();
    expect(boundsOfBbox(undefined)).toBeNull();
  });
});

describe('clusterZoomTarget', () => {
  it('should fit the bounds of a cluster when that zooms in', () => {
    expect(
      clusterZoomTarget(
        { bounds: [74.3, 31.45, 74.4, 31.55] },
        { zoom: 10, maxZoom: 19, boundsZoom: 13 },
      ),
    ).toEqual({
      kind: 'fit',
      bounds: [
        [31.45, 74.3],
        [31.55, 74.4],
      ],
    });
  });

  it('should zoom in two levels at the point of hostels that share it', () => {
    expect(
      clusterZoomTarget(
        { bounds: [74.3, 31.45, 74.3, 31.45] },
        { zoom: 16, maxZoom: 19, boundsZoom: 19 },
      ),
    ).toEqual({ kind: 'view', center: { lat: 31.45, lng: 74.3 }, zoom: 18 });
    expect(
      clusterZoomTarget(
        { bounds: [74.3, 31.45, 74.3, 31.45] },
        { zoom: 18, maxZoom: 19, boundsZoom: 19 },
      ),
    ).toMatchObject({ zoom: 19 });
  });

  it('should still zoom in one level when the bounds are as wide as the view', () => {
    expect(
      clusterZoomTarget({ bounds: [74, 31, 75, 32] }, { zoom: 9, maxZoom: 19, boundsZoom: 9 }),
    ).toEqual({ kind: 'view', center: { lat: 31.5, lng: 74.5 }, zoom: 10 });
  });
});

describe('viewOfAnswer', () => {
  const fallback = { center: { lat: 24.8607, lng: 67.0011 }, zoom: 11 };

  it('should frame every cluster and hostel of an answer', () => {
    const view = viewOfAnswer(
      {
        clusters: [{ lat: 31.5, lng: 74.35, count: 40, bounds: [74.2, 31.4, 74.5, 31.6] }],
        hostels: [
          {
            id: '00000000-0000-4000-9000-000000000001',
            lat: 24.9,
            lng: 67.1,
            name: 'Karachi Hostel',
            city: 'Karachi',
            city_ur: null,
            price_range: null,
            gender_category: 'male',
          },
        ],
      },
      fallback,
    );
    expect(view).toEqual({
      bounds: [
        [24.897, 67.097],
        [31.603, 74.503],
      ],
    });
  });

  it('should fall back to the default view when nothing matches', () => {
    expect(viewOfAnswer({ clusters: [], hostels: [] }, fallback)).toEqual(fallback);
  });
});
