import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon, Map as LeafletMap, type MapOptions, type Marker as LeafletMarker, type Popup as LeafletPopup } from 'leaflet';
import { LeafletContext, createLeafletContext, type LeafletContextInterface } from '@react-leaflet/core';
import { Marker, Popup, TileLayer, ZoomControl } from 'react-leaflet';
import { MAP_CENTER, MAP_MARKER_SIZE, MAP_ZOOM } from '@qahve/config';
import { useLanguageId, useTranslation } from '../../i18n';
import markerUrl from './marker.svg?no-inline';
import 'leaflet/dist/leaflet.css';

/** Tiles: any z/x/y template (VITE_MAP_TILE_URL) and its attribution; OpenStreetMap by default. */
const TILE_URL = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION =
  (import.meta.env.VITE_MAP_ATTRIBUTION as string | undefined) ||
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const [MARKER_W, MARKER_H] = MAP_MARKER_SIZE;

/**
 * `run` once the browser has shown the next frame, in a task of its own: the page's pending style and
 * layout are done by then, so that what measures the page (the map) lays out only its own part.
 * Answers a function that cancels it if it has not run yet.
 */
function afterNextFrame(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The logo marker, 80 x 120, its tip on the point. Given explicitly: Leaflet's default icon finds
 * its images by a CSS path that bundling breaks.
 */
const LOGO_ICON = new Icon({
  iconUrl: markerUrl,
  iconSize: [MARKER_W, MARKER_H],
  iconAnchor: [MARKER_W / 2, MARKER_H - 4],
  popupAnchor: [0, -(MARKER_H - 12)],
  className: 'location-map__marker',
});

/**
 * A MapContainer that creates the Leaflet map in an effect and removes it in the cleanup, so that
 * it survives React's StrictMode double mount (react-leaflet's own container removes the map and
 * never recreates it there), and that carries an accessible name on the focusable map element.
 */
function MapView({
  options,
  label,
  description,
  children,
}: {
  options: MapOptions;
  label: string;
  description: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [context, setContext] = useState<LeafletContextInterface | null>(null);
  const optionsRef = useRef(options);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    let map: LeafletMap | undefined;
    // Made after the next frame, in a task of its own: Leaflet measures its box and the popup as it
    // starts, which would otherwise lay out the whole page just rendered inside React's commit.
    const cancel = afterNextFrame(() => {
      map = new LeafletMap(node, optionsRef.current);
      setContext(createLeafletContext(map));
    });
    return () => {
      cancel();
      setContext(null);
      map?.remove();
    };
  }, []);

  return (
    <div ref={ref} className="location-map__canvas" role="region" aria-label={label} aria-roledescription={description}>
      {context && <LeafletContext value={context}>{children}</LeafletContext>}
    </div>
  );
}

/**
 * The greyscale map of /location (Leaflet, loaded with this module only): MAP_CENTER at MAP_ZOOM
 * with the logo marker, whose popup names the shop in the language. When the tiles cannot load
 * (no network, blocked) the drawn background stays and a short note says so; nothing else breaks.
 */
export default function LocationMap({ name, address }: { name: string; address: string }) {
  const { t } = useTranslation('location');
  const { locale } = useLanguageId();
  const [tiles, setTiles] = useState<'pending' | 'ok' | 'failed'>('pending');
  const coarse = typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches;

  return (
    <div className="location-map">
      <MapView
        label={t('map.label')}
        description={t('map.roleDescription')}
        options={{
          center: [MAP_CENTER[0], MAP_CENTER[1]],
          zoom: MAP_ZOOM,
          zoomControl: false,
          scrollWheelZoom: false,
          // On touch screens one finger scrolls the page, not the map (two fingers still zoom).
          dragging: !coarse,
        }}
      >
        <TileLayer
          url={TILE_URL}
          attribution={ATTRIBUTION}
          eventHandlers={{
            tileload: () => setTiles('ok'),
            tileerror: () => setTiles((s) => (s === 'ok' ? s : 'failed')),
          }}
        />
        <ZoomControl key={`zoom-${locale}`} position="topright" zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
        {/* The popup opens with the page (and again in a new language): the name shows without a click. */}
        <Marker
          key={`marker-${locale}`}
          position={[MAP_CENTER[0], MAP_CENTER[1]]}
          icon={LOGO_ICON}
          alt={name}
          title={name}
          eventHandlers={{
            // In a task of its own, after the map's first frame: Leaflet measures the popup as it opens.
            add: (e) => {
              const marker = e.target as LeafletMarker;
              afterNextFrame(() => {
                if (marker.getElement()?.isConnected) marker.openPopup();
              });
            },
          }}
        >
          <Popup
            autoPan={false}
            eventHandlers={{
              // Leaflet's close button says "Close popup" in English: name it in the language.
              add: (e) => {
                const close = (e.target as LeafletPopup).getElement()?.querySelector('.leaflet-popup-close-button');
                if (!close) return;
                close.setAttribute('aria-label', t('map.closePopup'));
                close.setAttribute('title', t('map.closePopup'));
              },
            }}
          >
            <strong className="location-map__popup-name">{name}</strong>
            <span className="location-map__popup-address">{address}</span>
          </Popup>
        </Marker>
      </MapView>
      {tiles === 'failed' && <p className="location-map__note">{t('map.tilesFailed')}</p>}
    </div>
  );
}
