// Links to the condominium on a map: the OpenStreetMap embed (loaded only on request), the full
// OpenStreetMap page and Google Maps directions.

export interface MapPosition {
  lat: number;
  lng: number;
}

/** Half the embed's width and height in degrees: about 2.6 km by 1.5 km around the marker. */
const SPAN = { lng: 0.012, lat: 0.007 };
const ZOOM = 16;

const coordinate = (value: number) => value.toFixed(5);

export function osmEmbedUrl({ lat, lng }: MapPosition): string {
  const bbox = [lng - SPAN.lng, lat - SPAN.lat, lng + SPAN.lng, lat + SPAN.lat].map(coordinate).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${coordinate(lat)},${coordinate(lng)}`;
}

export function osmPageUrl({ lat, lng }: MapPosition): string {
  const [la, ln] = [coordinate(lat), coordinate(lng)];
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${ln}#map=${ZOOM}/${la}/${ln}`;
}

export function directionsUrl({ lat, lng }: MapPosition): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${coordinate(lat)},${coordinate(lng)}`;
}
