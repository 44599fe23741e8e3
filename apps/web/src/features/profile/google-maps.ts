import { loadScript } from '@/lib/load-script';

/**
 * The few parts of the Google Maps JavaScript API (places library) the address search uses. Typed here
 * rather than through @types/google.maps, which would be a dependency for a dozen lines.
 */
export interface LatLng {
  lat(): number;
  lng(): number;
}

export interface PlaceResult {
  address_components?: { long_name: string; short_name: string; types: string[] }[];
  formatted_address?: string;
  geometry?: { location?: LatLng };
}

export interface Autocomplete {
  addListener(event: 'place_changed', handler: () => void): unknown;
  getPlace(): PlaceResult;
}

export interface GoogleMaps {
  maps: {
    places: {
      Autocomplete: new (
        input: HTMLInputElement,
        options: { componentRestrictions: { country: string }; types: string[]; fields: string[] },
      ) => Autocomplete;
    };
    Map: new (element: HTMLElement, options: { center: LatLng; zoom: number; disableDefaultUI?: boolean }) => unknown;
    Marker: new (options: { position: LatLng; map: unknown }) => unknown;
    event: { clearInstanceListeners(instance: unknown): void };
  };
}

interface MapsWindow {
  google?: GoogleMaps;
  __durioMapsReady?: () => void;
  gm_authFailure?: () => void;
}

let loading: Promise<GoogleMaps> | null = null;
let keyRefused = false;
const refusalListeners = new Set<() => void>();

/** Google can refuse the key after the script has loaded; the search then falls back to manual entry. */
export function onMapsKeyRefused(listener: () => void): () => void {
  if (keyRefused) listener();
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

/**
 * Loads the Maps script once, with the places library. Resolves when Google calls back ready; rejects when
 * the script cannot load or Google refuses the key (it reports that through the global `gm_authFailure`).
 */
export function loadGoogleMaps(apiKey: string): Promise<GoogleMaps> {
  const mapsWindow = window as unknown as MapsWindow;
  loading ??= new Promise<GoogleMaps>((resolve, reject) => {
    mapsWindow.__durioMapsReady = () => {
      if (mapsWindow.google?.maps?.places) resolve(mapsWindow.google);
      else reject(new Error('Error loading Google Maps'));
    };
    mapsWindow.gm_authFailure = () => {
      keyRefused = true;
      reject(new Error('Error loading Google Maps'));
      for (const listener of refusalListeners) listener();
    };
    const params = new URLSearchParams({
      key: apiKey,
      libraries: 'places',
      loading: 'async',
      callback: '__durioMapsReady',
      region: 'MY',
    });
    loadScript(`https://maps.googleapis.com/maps/api/js?${params}`).catch(() => reject(new Error('Error loading Google Maps')));
  }).catch((error: unknown) => {
    // A failed load may be tried again on the next visit to the form.
    loading = null;
    throw error;
  });
  return loading;
}

export interface PlaceAddress {
  addressLine1: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** The address fields of a chosen place; a street number is merged into addressLine1. */
export function addressFromPlace(place: PlaceResult): PlaceAddress {
  const part = (...types: string[]) =>
    types.map((type) => place.address_components?.find((c) => c.types.includes(type))?.long_name).find(Boolean) ?? '';
  const street = [part('street_number'), part('route')].filter(Boolean).join(' ');
  const firstLine = place.formatted_address?.split(',')[0]?.trim() ?? '';
  return {
    addressLine1: street || part('premise', 'sublocality_level_1', 'sublocality') || firstLine,
    city: part('locality', 'postal_town', 'administrative_area_level_2'),
    state: part('administrative_area_level_1'),
    postalCode: part('postal_code'),
    country: part('country'),
  };
}
