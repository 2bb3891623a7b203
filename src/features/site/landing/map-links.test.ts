import { describe, expect, it } from 'vitest';
import { directionsUrl, osmEmbedUrl, osmPageUrl } from './map-links';

const position = { lat: -5.8823, lng: -35.2106 };

describe('map links', () => {
  it('centres the OpenStreetMap embed on the position, with a marker', () => {
    const url = new URL(osmEmbedUrl(position));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    const [west, south, east, north] = (url.searchParams.get('bbox') ?? '').split(',').map(Number);
    expect(((west ?? 0) + (east ?? 0)) / 2).toBeCloseTo(position.lng, 5);
    expect(((south ?? 0) + (north ?? 0)) / 2).toBeCloseTo(position.lat, 5);
    expect(west).toBeLessThan(east ?? 0);
    expect(south).toBeLessThan(north ?? 0);
    expect(url.searchParams.get('layer')).toBe('mapnik');
    expect(url.searchParams.get('marker')).toBe('-5.88230,-35.21060');
  });

  it('links to the OpenStreetMap page and to Google Maps directions for the same point', () => {
    expect(osmPageUrl(position)).toBe(
      'https://www.openstreetmap.org/?mlat=-5.88230&mlon=-35.21060#map=16/-5.88230/-35.21060',
    );
    expect(directionsUrl(position)).toBe('https://www.google.com/maps/dir/?api=1&destination=-5.88230,-35.21060');
  });
});
