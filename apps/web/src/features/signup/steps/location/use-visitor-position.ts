import { useCallback, useState } from 'react';

export interface Position {
  lat: number;
  lng: number;
}

/**
 * The browser's position, asked for when the visitor taps the location icon. A failure leaves
 * no coordinates and is only logged: sorting goes on without them.
 */
export function useVisitorPosition() {
  const [position, setPosition] = useState<Position | null>(null);
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      console.info('Geolocation is not available in this browser');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (result) => setPosition({ lat: result.coords.latitude, lng: result.coords.longitude }),
      (error) => console.info('Geolocation failed:', error.message),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }, []);
  return { position, locate };
}
