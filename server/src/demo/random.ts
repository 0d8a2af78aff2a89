/**
 * Seeded random numbers for the demo data. Faker (seeded) makes names and words; this small
 * sfc32 generator, seeded from faker, makes the bulk numeric draws (hundreds of thousands of rows
 * at scale 20). Every draw is part of the data: changing the order of draws changes the rows.
 */

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const mix = () => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    for (let i = 0; i < 15; i++) this.u32();
  }

  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  next(): number {
    return this.u32() / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [v, w] of items) {
      r -= w;
      if (r < 0) return v;
    }
    return items[items.length - 1][0];
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }

  bytes16(): Uint8Array {
    const out = new Uint8Array(16);
    for (let i = 0; i < 16; i += 4) {
      const v = this.u32();
      out[i] = v & 0xff;
      out[i + 1] = (v >>> 8) & 0xff;
      out[i + 2] = (v >>> 16) & 0xff;
      out[i + 3] = v >>> 24;
    }
    return out;
  }

  fork(): Rng {
    return new Rng(this.u32());
  }
}

/** Weighted sampling by cumulative sums (many draws from one distribution). */
export class Sampler<T> {
  private readonly cumulative: number[] = [];
  private total = 0;

  constructor(
    private readonly items: readonly T[],
    weight: (item: T) => number,
  ) {
    for (const item of items) {
      this.total += Math.max(0, weight(item));
      this.cumulative.push(this.total);
    }
  }

  get size(): number {
    return this.items.length;
  }

  draw(rng: Rng): T {
    const r = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo];
  }
}
