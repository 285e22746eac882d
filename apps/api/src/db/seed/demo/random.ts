/**
 * The demo seed's randomness: one seeded generator, so every machine draws the same demo data.
 * Every draw moves the sequence on, so the order of calls decides what each value gets.
 */

/** mulberry32: a tiny seeded PRNG, uniform in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Random {
  private readonly nextFloat: () => number;

  constructor(seed: number) {
    this.nextFloat = mulberry32(seed);
  }

  next(): number {
    return this.nextFloat();
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.nextFloat() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.nextFloat() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.nextFloat() * items.length)];
    if (item === undefined) throw new Error('demo seed: picked from an empty list');
    return item;
  }

  /** `count` distinct items in random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const taken: T[] = [];
    while (taken.length < count && copy.length > 0) {
      const [item] = copy.splice(Math.floor(this.nextFloat() * copy.length), 1);
      if (item !== undefined) taken.push(item);
    }
    return taken;
  }

  /** `count` distinct items, each drawn with probability proportional to its weight. */
  weightedSample<T>(items: readonly { item: T; weight: number }[], count: number): T[] {
    const left = [...items];
    const taken: T[] = [];
    while (taken.length < count && left.length > 0) {
      const total = left.reduce((sum, entry) => sum + entry.weight, 0);
      let target = this.nextFloat() * total;
      let index = left.findIndex((entry) => (target -= entry.weight) < 0);
      if (index < 0) index = left.length - 1;
      const [entry] = left.splice(index, 1);
      if (entry) taken.push(entry.item);
    }
    return taken;
  }
}
