import { SearchIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n';
import {
  addressFromPlace,
  loadGoogleMaps,
  onMapsKeyRefused,
  type GoogleMaps,
  type LatLng,
  type PlaceAddress,
} from '../google-maps';

type MapsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; google: GoogleMaps };

function useGoogleMaps(apiKey: string | null | undefined): MapsState {
  const [loaded, setLoaded] = useState<{ key: string; google: GoogleMaps | null } | null>(null);
  useEffect(() => {
    if (!apiKey) return;
    let active = true;
    const settle = (google: GoogleMaps | null) => active && setLoaded({ key: apiKey, google });
    loadGoogleMaps(apiKey).then(settle, () => settle(null));
    const stopListening = onMapsKeyRefused(() => settle(null));
    return () => {
      active = false;
      stopListening();
    };
  }, [apiKey]);

  if (apiKey === undefined) return { status: 'loading' };
  // Without a key the search explains itself and the fields below stay manual.
  if (apiKey === null) return { status: 'error' };
  if (loaded?.key !== apiKey) return { status: 'loading' };
  return loaded.google ? { status: 'ready', google: loaded.google } : { status: 'error' };
}

/** A map preview 40 units high at zoom 15, centred on the chosen place. */
function MapPreview({ google, location }: { google: GoogleMaps; location: LatLng }) {
  const t = useT('account');
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const map = new google.maps.Map(element.current, { center: location, zoom: 15, disableDefaultUI: true });
    const marker = new google.maps.Marker({ position: location, map });
    return () => {
      google.maps.event.clearInstanceListeners(marker);
      google.maps.event.clearInstanceListeners(map);
    };
  }, [google, location]);
  return <div ref={element} role="img" aria-label={t('addressSearch.map')} className="h-40 w-full overflow-hidden rounded-lg border" />;
}

function SearchBox({ google, inputId, hintId, onSelect }: {
  google: GoogleMaps;
  inputId: string;
  hintId: string;
  onSelect: (address: PlaceAddress) => void;
}) {
  const t = useT('account');
  const input = useRef<HTMLInputElement>(null);
  const [location, setLocation] = useState<LatLng | null>(null);
  // The latest handler, so the widget (created once) never calls a stale one.
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    if (!input.current) return;
    const autocomplete = new google.maps.places.Autocomplete(input.current, {
      componentRestrictions: { country: 'my' },
      types: ['address'],
      fields: ['address_components', 'formatted_address', 'geometry'],
    });
    autocomplete.addListener('place_changed', () => {
      const place = autocomplete.getPlace();
      if (!place.address_components) return;
      select.current(addressFromPlace(place));
      setLocation(place.geometry?.location ?? null);
    });
    return () => google.maps.event.clearInstanceListeners(autocomplete);
  }, [google]);

  return (
    <>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          ref={input}
          id={inputId}
          className="pl-9"
          placeholder={t('addressSearch.placeholder')}
          aria-describedby={hintId}
          autoComplete="off"
          // Enter picks a suggestion; it must not also submit the profile form.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </div>
      {location && <MapPreview google={google} location={location} />}
    </>
  );
}

/**
 * The Google Maps address search of the profile form: Malaysian addresses only, filling the fields below.
 * While the script loads it says 'Loading...'; without a key, or when the script fails, a disabled box says
 * 'Error loading Google Maps' and the fields are filled by hand.
 */
export function AddressSearch({ apiKey, onSelect }: { apiKey: string | null | undefined; onSelect: (address: PlaceAddress) => void }) {
  const t = useT('account');
  const id = useId();
  const maps = useGoogleMaps(apiKey);
  const inputId = `${id}-search`;
  const hintId = `${id}-hint`;

  return (
    <div className="grid gap-2 sm:col-span-2">
      <Label htmlFor={inputId}>{t('addressSearch.label')}</Label>
      {maps.status === 'ready' ? (
        <SearchBox google={maps.google} inputId={inputId} hintId={hintId} onSelect={onSelect} />
      ) : (
        <Input
          id={inputId}
          disabled
          aria-describedby={hintId}
          value={maps.status === 'loading' ? t('addressSearch.loading') : t('addressSearch.error')}
          readOnly
        />
      )}
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('addressSearch.hint')}
      </p>
    </div>
  );
}
