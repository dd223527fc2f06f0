import "leaflet/dist/leaflet.css";
import {
  divIcon,
  featureGroup,
  geoJSON,
  latLng,
  map as leafletMap,
  marker as leafletMarker,
  tileLayer,
  type FeatureGroup,
  type Map as LeafletMap,
  type Marker,
} from "leaflet";
import { useEffect, useRef } from "react";
import type { LatLng } from "./area-point";
import type { MapArea, MapZone } from "./map-view";

export interface PinMapProps {
  tileUrl: string;
  attribution: string;
  zones: readonly MapZone[];
  area: MapArea | null;
  pin: LatLng;
  /** The colour of a zone without one: the theme's primary colour. */
  fallbackColor: string;
  labels: { map: string; pin: string };
  onPin: (pin: LatLng) => void;
  onTilesFailed: () => void;
}

/**
 * The Leaflet map of the map step, loaded only in the browser (TOOLCHAIN.md: Leaflet reads
 * `window` when imported): tiles from the configured server, the branch's zones drawn in their
 * colours, the chosen area outlined, and a pin the customer drags or drops with a tap. Tiles that
 * fail to load leave the zones and the pin working; the page is told once.
 */
export default function PinMap({
  tileUrl,
  attribution,
  zones,
  area,
  pin,
  fallbackColor,
  labels,
  onPin,
  onTilesFailed,
}: PinMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const drawnRef = useRef<FeatureGroup | null>(null);
  const callbacks = useRef({ onPin, onTilesFailed });
  useEffect(() => {
    callbacks.current = { onPin, onTilesFailed };
  });

  // The map is made once; later pins move the marker (below).
  useEffect(() => {
    if (!element.current) return;
    const map = leafletMap(element.current, { zoomSnap: 0.5 });
    let failed = false;
    tileLayer(tileUrl, { attribution, maxZoom: 19, crossOrigin: false })
      .on("tileerror", () => {
        if (failed) return;
        failed = true;
        callbacks.current.onTilesFailed();
      })
      .addTo(map);
    const drawn = featureGroup().addTo(map);
    for (const zone of zones) {
      const color = zone.color ?? fallbackColor;
      geoJSON(zone.shape, {
        interactive: false,
        style: { color, weight: 2, fillColor: color, fillOpacity: 0.18 },
      }).addTo(drawn);
    }
    if (area) {
      geoJSON(area.shape, {
        interactive: false,
        style: { color: "#222", weight: 2, dashArray: "6 4", fill: false },
      }).addTo(drawn);
    }
    const marker = leafletMarker(latLng(pin.lat, pin.lng), {
      draggable: true,
      keyboard: true,
      title: labels.pin,
      icon: divIcon({
        className: "pin-marker",
        html: '<span class="pin-marker__drop"></span>',
        iconSize: [30, 30],
        iconAnchor: [15, 36],
      }),
    }).addTo(map);
    marker.on("dragend", () => {
      const { lat, lng } = marker.getLatLng();
      callbacks.current.onPin({ lat, lng });
    });
    map.on("click", (event) => {
      marker.setLatLng(event.latlng);
      callbacks.current.onPin({ lat: event.latlng.lat, lng: event.latlng.lng });
    });
    const bounds = drawn.getBounds();
    if (bounds.isValid()) map.fitBounds(bounds.extend(marker.getLatLng()), { padding: [16, 16] });
    else map.setView(marker.getLatLng(), 15);
    mapRef.current = map;
    markerRef.current = marker;
    drawnRef.current = drawn;
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
      drawnRef.current = null;
    };
    // Made once per page: the zones, the area and the tiles do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    const marker = markerRef.current;
    if (!map || !marker) return;
    const where = latLng(pin.lat, pin.lng);
    if (marker.getLatLng().equals(where)) return;
    marker.setLatLng(where);
    if (map.getBounds().contains(where)) return;
    // A pin typed or located off the view: show it beside the zones, so the customer sees how far.
    const zones = drawnRef.current?.getBounds();
    if (zones?.isValid()) map.fitBounds(zones.extend(where), { padding: [16, 16] });
    else map.panTo(where);
  }, [pin.lat, pin.lng]);

  return (
    <div
      ref={element}
      className="pin-map"
      dir="ltr"
      role="application"
      aria-label={labels.map}
      data-testid="pin-map"
    />
  );
}
