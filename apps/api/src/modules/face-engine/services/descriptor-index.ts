/**
 * A company's enrolled faces in one Float32Array (128 numbers a face), searched by brute force: 10,000
 * faces are 1.3 million multiply-adds, a couple of milliseconds, with no index structure to keep in step.
 * Pure: built from rows, never changed (a change builds a new one).
 */

export const DESCRIPTOR_LENGTH = 128;

export interface IndexedPerson {
  personId: string;
  name: string;
}

export interface PersonMatch extends IndexedPerson {
  /** Euclidean distance between the descriptors; the smaller, the likelier the same person. */
  distance: number;
  /** 1 at distance 0, 0.5 at the threshold, 0 at twice the threshold. */
  confidence: number;
}

export function confidenceOf(distance: number, threshold: number): number {
  return Math.round(Math.max(0, Math.min(1, 1 - distance / (2 * threshold))) * 1000) / 1000;
}

export function euclidean(a: Float32Array, b: Float32Array, bOffset = 0): number {
  let sum = 0;
  for (let i = 0; i < DESCRIPTOR_LENGTH; i += 1) {
    const d = a[i] - b[bOffset + i];
    sum += d * d;
  }
  return Math.sqrt(sum);
}

export class DescriptorIndex {
  /** Row r's person (an index into `people`). */
  private readonly owner: Int32Array;

  private constructor(
    private readonly people: IndexedPerson[],
    private readonly data: Float32Array,
    owner: number[],
  ) {
    this.owner = Int32Array.from(owner);
  }

  static empty(): DescriptorIndex {
    return new DescriptorIndex([], new Float32Array(0), []);
  }

  /** Rows of (person, one face descriptor); a person may have several faces. */
  static build(rows: { personId: string; name: string; descriptor: Float32Array }[]): DescriptorIndex {
    const people: IndexedPerson[] = [];
    const byId = new Map<string, number>();
    const owner: number[] = [];
    const data = new Float32Array(rows.length * DESCRIPTOR_LENGTH);
    rows.forEach((row, r) => {
      let p = byId.get(row.personId);
      if (p === undefined) {
        p = people.push({ personId: row.personId, name: row.name }) - 1;
        byId.set(row.personId, p);
      }
      owner.push(p);
      data.set(row.descriptor.subarray(0, DESCRIPTOR_LENGTH), r * DESCRIPTOR_LENGTH);
    });
    return new DescriptorIndex(people, data, owner);
  }

  get faces(): number {
    return this.owner.length;
  }

  /**
   * The closest people under the threshold, best first, each at its closest face. The partial sum stops
   * a row as soon as it is past the threshold (most rows are other people, far away).
   */
  nearest(query: Float32Array, threshold: number, limit: number): PersonMatch[] {
    const limitSquared = threshold * threshold;
    const best = new Map<number, number>();
    const data = this.data;
    for (let r = 0, offset = 0; r < this.owner.length; r += 1, offset += DESCRIPTOR_LENGTH) {
      let sum = 0;
      let i = 0;
      for (; i < DESCRIPTOR_LENGTH; i += 1) {
        const d = query[i] - data[offset + i];
        sum += d * d;
        if (sum > limitSquared) break;
      }
      if (i < DESCRIPTOR_LENGTH) continue;
      const person = this.owner[r];
      const previous = best.get(person);
      if (previous === undefined || sum < previous) best.set(person, sum);
    }
    return [...best.entries()]
      .sort((a, b) => a[1] - b[1])
      .slice(0, limit)
      .map(([p, squared]) => {
        const distance = Math.round(Math.sqrt(squared) * 10000) / 10000;
        return { ...this.people[p], distance, confidence: confidenceOf(distance, threshold) };
      });
  }
}
