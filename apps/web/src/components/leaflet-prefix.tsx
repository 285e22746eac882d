import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/**
 * Leaflet's own credit in the map's corner, its link title in the page's language (issue 24):
 * `title` is the translated "A JavaScript library for interactive maps". Render inside a map.
 */
export function LeafletPrefix({ title }: { title: string }) {
  const map = useMap();
  useEffect(() => {
    const link = document.createElement('a');
    link.href = 'https://leafletjs.com';
    link.title = title;
    link.textContent = 'Leaflet';
    map.attributionControl?.setPrefix(link.outerHTML);
  }, [map, title]);
  return null;
}
