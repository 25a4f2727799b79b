import { GeocodeResponseSchema } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/** Looks an address up through GET /geocode (only offered when the config says a geocoder exists). */
export function useGeocode() {
  return useMutation({
    mutationFn: (q: string) => api.get(`/api/geocode?q=${encodeURIComponent(q)}`, GeocodeResponseSchema),
  });
}
