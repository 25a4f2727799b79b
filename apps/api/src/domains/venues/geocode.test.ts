import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig, GeocodeResult } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// A stand-in Nominatim: answers jsonv2 for ?q=, 500 for "broken", and records what it was asked.
const asked: URL[] = [];
const PLACES = [
  {
    display_name: '233 S Wacker Dr, Chicago, Illinois, 60606, United States',
    lat: '41.8789',
    lon: '-87.6359',
    address: {
      house_number: '233',
      road: 'South Wacker Drive',
      city: 'Chicago',
      state: 'Illinois',
      postcode: '60606',
      country: 'United States',
    },
  },
  { display_name: 'Somewhere, Nowhere', lat: 'not a number', lon: '0' },
  { display_name: 'Evanston, Illinois', lat: '42.0451', lon: '-87.6877', address: { town: 'Evanston' } },
];

function answer(request: IncomingMessage): { status: number; body: unknown } {
  const url = new URL(request.url ?? '/', 'http://geocoder.test');
  asked.push(url);
  if (url.searchParams.get('q') === 'broken') return { status: 500, body: { error: 'down' } };
  return { status: 200, body: PLACES };
}

let geocoder: Server;
let withGeocoder: TestApp;
let without: TestApp;
beforeAll(async () => {
  geocoder = createServer((request, response) => {
    const { status, body } = answer(request);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const { port } = geocoder.address() as AddressInfo;
  withGeocoder = await createTestApp({ env: { geocoderUrl: `http://127.0.0.1:${port}/search` } });
  without = await createTestApp();
});
afterAll(async () => {
  await withGeocoder.close();
  await without.close();
  await new Promise<void>((resolve) => geocoder.close(() => resolve()));
});

describe('map configuration', () => {
  it('tells the web app the tile URL, attribution and whether a geocoder exists', async () => {
    const owner = await buildSignedInUser(without);
    expect((await owner.client.get<AppConfig>('/api/config')).body).toEqual({
      map_tile_url: 'https://tiles.test/{z}/{x}/{y}.png',
      map_attribution: 'Test tiles',
      has_geocoder: false,
      sportsengine_enabled: false,
      league_management_url: 'https://league-management.test/sign-up',
    });
    const other = await buildSignedInUser(withGeocoder);
    expect((await other.client.get<AppConfig>('/api/config')).body.has_geocoder).toBe(true);
    expect((await without.client().get('/api/config')).status).toBe(401);
  });
});

describe('address lookup', () => {
  it('asks the geocoder Nominatim-style and maps matches to address fields', async () => {
    const owner = await buildSignedInUser(withGeocoder);
    const res = await owner.client.get<GeocodeResult[]>(
      `/api/geocode?q=${encodeURIComponent('233 S Wacker')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        label: '233 S Wacker Dr, Chicago, Illinois, 60606, United States',
        line_1: '233 South Wacker Drive',
        city: 'Chicago',
        state: 'Illinois',
        zip: '60606',
        country: 'United States',
        latitude: 41.8789,
        longitude: -87.6359,
      },
      {
        label: 'Evanston, Illinois',
        line_1: null,
        city: 'Evanston',
        state: null,
        zip: null,
        country: null,
        latitude: 42.0451,
        longitude: -87.6877,
      },
    ]);
    const query = asked.at(-1);
    expect(query?.pathname).toBe('/search');
    expect(Object.fromEntries(query?.searchParams ?? [])).toMatchObject({
      format: 'jsonv2',
      addressdetails: '1',
      q: '233 S Wacker',
    });
  });

  it('answers 502 when the geocoder fails and 400 naming q without a query', async () => {
    const owner = await buildSignedInUser(withGeocoder);
    const broken = await owner.client.get('/api/geocode?q=broken');
    expect(broken.status).toBe(502);
    expect(broken.body).toEqual({ errors: { base: ['The address lookup service did not answer'] } });
    const empty = await owner.client.get('/api/geocode?q=');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ errors: { q: ['is required'] } });
  });

  it('answers 404 when no geocoder is configured', async () => {
    const owner = await buildSignedInUser(without);
    const res = await owner.client.get('/api/geocode?q=Chicago');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: { base: ['No geocoder is configured'] } });
  });
});
