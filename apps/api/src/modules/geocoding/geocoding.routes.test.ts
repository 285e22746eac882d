import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createGeocoder } from './geocoding.service.ts';

/**
 * The map picker's geocoding (product decision 11): a local server speaks Nominatim's
 * `jsonv2`; an unreachable, failing or silent geocoder answers 503 'geocoder unavailable'.
 */

interface Upstream {
  url: string;
  requests: URL[];
  headers: IncomingMessage['headers'][];
  close(): Promise<void>;
}

async function startUpstream(
  handle: (url: URL, respond: (status: number, body: unknown) => void) => void,
): Promise<Upstream> {
  const requests: URL[] = [];
  const headers: IncomingMessage['headers'][] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream');
    requests.push(url);
    headers.push(request.headers);
    handle(url, (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    headers,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const F7 = {
  place_id: 12345,
  display_name: 'F-7 Markaz, Islamabad, Pakistan',
  lat: '33.7205',
  lon: '73.0553',
};

describe('with a working geocoder', () => {
  let upstream: Upstream;
  let context: TestContext;

  beforeAll(async () => {
    upstream = await startUpstream((url, respond) => {
      if (url.pathname === '/reverse') return respond(200, F7);
      if (url.pathname === '/search') return respond(200, [F7, { ...F7, place_id: 2, lat: 'x' }]);
      return respond(404, { error: 'unknown' });
    });
    context = await createTestContext({ GEOCODER_URL: upstream.url });
  });

  afterAll(async () => {
    await context?.close();
    await upstream?.close();
  });

  it('should answer the address of a point, keeping the point chosen', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/geocode/reverse?lat=33.72&lng=73.05',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        lat: 33.72,
        lng: 73.05,
        address: 'F-7 Markaz, Islamabad, Pakistan',
        placeId: '12345',
      },
    });
    const sent = upstream.requests.at(-1);
    expect(sent?.searchParams.get('lat')).toBe('33.72');
    expect(sent?.searchParams.get('lon')).toBe('73.05');
    expect(sent?.searchParams.get('format')).toBe('jsonv2');
    expect(upstream.headers.at(-1)?.['user-agent']).toMatch(/^Hostelhub\//);
  });

  it('should search places in Pakistan only and drop unreadable places', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/geocode/search?q=F-7%20Markaz',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.places).toEqual([
      { lat: 33.7205, lng: 73.0553, address: 'F-7 Markaz, Islamabad, Pakistan', placeId: '12345' },
    ]);
    const sent = upstream.requests.at(-1);
    expect(sent?.pathname).toBe('/search');
    expect(sent?.searchParams.get('countrycodes')).toBe('pk');
    expect(sent?.searchParams.get('q')).toBe('F-7 Markaz');
  });

  it('should reuse a recent answer instead of asking the geocoder again', async () => {
    const before = upstream.requests.length;
    await context.app.inject({ method: 'GET', url: '/api/geocode/search?q=Blue%20Area' });
    await context.app.inject({ method: 'GET', url: '/api/geocode/search?q=blue%20area' });
    expect(upstream.requests.length).toBe(before + 1);
  });

  it('should refuse coordinates off the globe and a search too short', async () => {
    const reverse = await context.app.inject({
      method: 'GET',
      url: '/api/geocode/reverse?lat=91&lng=73',
    });
    expect(reverse.statusCode).toBe(400);
    expect(reverse.json().error).toContain('Invalid location coordinates provided');
    const search = await context.app.inject({ method: 'GET', url: '/api/geocode/search?q=a' });
    expect(search.statusCode).toBe(400);
  });
});

describe('with a geocoder that cannot answer', () => {
  it('should answer 503 "geocoder unavailable" when nothing listens', async () => {
    const context = await createTestContext({ GEOCODER_URL: 'http://127.0.0.1:9' });
    try {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/geocode/reverse?lat=33.7&lng=73.1',
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        error: 'geocoder unavailable',
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      await context.close();
    }
  });

  it('should answer 503 when the geocoder fails or answers nonsense', async () => {
    const upstream = await startUpstream((url, respond) =>
      url.pathname === '/search' ? respond(500, { error: 'down' }) : respond(200, 'not json{'),
    );
    const context = await createTestContext({ GEOCODER_URL: upstream.url });
    try {
      for (const url of [
        '/api/geocode/search?q=Lahore',
        '/api/geocode/reverse?lat=31.5&lng=74.3',
      ]) {
        const response = await context.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(503);
        expect(response.json().error).toBe('geocoder unavailable');
      }
    } finally {
      await context.close();
      await upstream.close();
    }
  });

  it('should give up on a silent geocoder after the timeout', async () => {
    const upstream = await startUpstream(() => {
      // Never answers.
    });
    const failures: string[] = [];
    const geocoder = createGeocoder({
      baseUrl: upstream.url,
      timeoutMs: 200,
      userAgent: 'Hostelhub/test',
      onFailure: (reason) => failures.push(reason),
    });
    try {
      await expect(geocoder.reverse(33.7, 73.1)).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'geocoder unavailable',
      });
      expect(failures).toHaveLength(1);
    } finally {
      await upstream.close();
    }
  });
});
