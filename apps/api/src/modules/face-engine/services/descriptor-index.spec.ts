import { confidenceOf, DescriptorIndex, euclidean } from './descriptor-index.js';

const vec = (fill: (i: number) => number) => Float32Array.from({ length: 128 }, (_, i) => fill(i));

describe('descriptor index', () => {
  const base = vec((i) => (i % 7) / 10);
  const near = (d: number) => vec((i) => base[i] + (i === 0 ? d : 0)); // exactly d away from base

  it('answers the people under the threshold, closest first, each at their closest face', () => {
    const index = DescriptorIndex.build([
      { personId: 'A', name: 'Asha', descriptor: near(0.3) },
      { personId: 'A', name: 'Asha', descriptor: near(0.1) },
      { personId: 'B', name: 'Bela', descriptor: near(0.2) },
      { personId: 'C', name: 'Chitra', descriptor: near(0.7) },
    ]);
    expect(index.faces).toBe(4);
    const found = index.nearest(base, 0.5, 3);
    expect(found.map((m) => [m.personId, m.distance])).toEqual([['A', 0.1], ['B', 0.2]]);
    expect(found[0].confidence).toBe(0.9);
    expect(index.nearest(base, 0.5, 1)).toHaveLength(1);
    expect(index.nearest(vec(() => 5), 0.5, 3)).toEqual([]);
    expect(DescriptorIndex.empty().nearest(base, 0.5, 3)).toEqual([]);
  });

  it('confidence is 1 at distance 0, 0.5 at the threshold, 0 at twice the threshold', () => {
    expect([confidenceOf(0, 0.5), confidenceOf(0.5, 0.5), confidenceOf(1, 0.5), confidenceOf(2, 0.5)]).toEqual([1, 0.5, 0, 0]);
    expect(euclidean(base, near(0.25))).toBeCloseTo(0.25, 5);
  });
});
