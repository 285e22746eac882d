/** A town, area or sector inside a city, with its approximate centre. city is a CitySeed name. */
export interface TownSeed {
  city: string;
  name: string;
  latitude: number;
  longitude: number;
}
