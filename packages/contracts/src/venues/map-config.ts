import { z } from 'zod';

/** `GET /api/config`: what the web app needs to draw maps and offer address lookup. */
export const AppConfigSchema = z.object({
  map_tile_url: z.string().describe('Leaflet tile URL template with {z}, {x} and {y} (MAP_TILE_URL)'),
  league_management_url: z
    .string()
    .describe(
      'The external league-management portal sign-up page (LEAGUE_MANAGEMENT_URL), linked from /league-management',
    ),
  map_attribution: z.string().describe('Attribution text the tile provider requires under the map'),
  has_geocoder: z.boolean().describe('GET /api/geocode answers; without it addresses are typed by hand'),
  // Optional for the answers the web app's tests and older servers give: missing hides the entries, as false does.
  sportsengine_enabled: z
    .boolean()
    .optional()
    .describe(
      'The SportsEngine link is set up on this server (docs/sportsengine.md#configuration); its menu entries show',
    ),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;
