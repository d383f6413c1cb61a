import { describe, expect, it } from 'vitest';
import { engineTurn, turnedSize } from './turned-size';
import { sampleKindOf } from './sample-kind';

describe('turnedSize', () => {
  it('keeps the size upright, swaps it on a quarter turn, grows it on a small skew', () => {
    expect(turnedSize(400, 1000, 0)).toEqual({ width: 400, height: 1000 });
    expect(turnedSize(400, 1000, 90)).toEqual({ width: 1000, height: 400 });
    expect(turnedSize(400, 1000, 180)).toEqual({ width: 400, height: 1000 });
    const skewed = turnedSize(400, 1000, engineTurn(0, 2));
    expect(skewed.width).toBeCloseTo(400 * Math.cos(Math.PI / 90) + 1000 * Math.sin(Math.PI / 90), 6);
    expect(skewed.height).toBeGreaterThan(1000);
  });
  it('turns by the rotation minus the skew the engine corrected', () => {
    expect(engineTurn(90, 1.5)).toBe(88.5);
    expect(engineTurn()).toBe(0);
  });
});

describe('sampleKindOf', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  it('tells PDFs, photos and TIFFs apart by their first bytes, whatever the name', () => {
    expect(sampleKindOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image');
    expect(sampleKindOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image');
    expect(sampleKindOf(bytes(0x49, 0x49, 0x2a, 0x00))).toBe('tiff');
    expect(sampleKindOf(new TextEncoder().encode('\n\n%PDF-1.7'))).toBe('pdf');
    expect(sampleKindOf(new TextEncoder().encode('<html>'))).toBeNull();
    expect(sampleKindOf(new TextEncoder().encode('<?xml version="1.0"?><rsm:CrossIndustryInvoice/>'))).toBe('xml');
  });
});
