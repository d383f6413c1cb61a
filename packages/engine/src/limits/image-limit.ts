import { EngineError } from '../errors/engine-error.ts';
import { formatPixels } from './resource-limits.ts';

/** The typed refusal of an image whose header claims more pixels than allowed (checked before any decoding). */
export function checkImagePixels(width: number, height: number, maxPixels: number, where: 'PDF' | 'image file'): void {
  if (!(width * height > maxPixels)) return;
  const what = where === 'PDF' ? 'the PDF holds an image of' : 'the image is';
  throw new EngineError(
    'resource_limit',
    `${what} ${width} × ${height} pixels (${formatPixels(width * height)}); the limit is ${formatPixels(maxPixels)}`,
    { stage: 'load' },
  );
}
