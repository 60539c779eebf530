import { describe, expect, it } from 'vitest';
import { parseSettings, SettingsError } from '../../../src/config/index.ts';

describe('map settings (MAP_TILE_URL, MAP_ATTRIBUTION)', () => {
  it('default to the OpenStreetMap standard tiles and their credit', () => {
    const s = parseSettings({});
    expect(s.mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(s.mapAttribution).toContain('OpenStreetMap');
  });

  it('take a tile URL template with {z}, {x} and {y}, and any attribution', () => {
    const s = parseSettings({ MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png', MAP_ATTRIBUTION: 'Example maps' });
    expect(s.mapTileUrl).toBe('https://{s}.tiles.example/{z}/{x}/{y}{r}.png');
    expect(s.mapAttribution).toBe('Example maps');
  });

  it.each(['tiles.example/{z}/{x}/{y}.png', 'ftp://tiles.example/{z}/{x}/{y}.png', 'https://tiles.example/{z}/{x}.png'])(
    'refuse the tile URL %s with a message naming MAP_TILE_URL',
    (value) => {
      expect(() => parseSettings({ MAP_TILE_URL: value })).toThrow(SettingsError);
      expect(() => parseSettings({ MAP_TILE_URL: value })).toThrow(/MAP_TILE_URL/);
    },
  );
});
