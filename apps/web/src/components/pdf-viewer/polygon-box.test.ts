import { describe, expect, it } from 'vitest';
import { polygonToPercentBox } from './polygon-box';

describe('polygonToPercentBox', () => {
  it('turns a normalised polygon into percent of the page', () => {
    const box = polygonToPercentBox([
      [0.1, 0.2],
      [0.5, 0.2],
      [0.5, 0.3],
      [0.1, 0.3],
    ]);
    expect(box.left).toBeCloseTo(10);
    expect(box.top).toBeCloseTo(20);
    expect(box.width).toBeCloseTo(40);
    expect(box.height).toBeCloseTo(10);
  });
  it('clamps points outside the page', () => {
    expect(
      polygonToPercentBox([
        [-0.1, 0],
        [1.2, 0],
        [1.2, 1],
        [-0.1, 1],
      ]),
    ).toEqual({ left: 0, top: 0, width: 100, height: 100 });
  });
});
