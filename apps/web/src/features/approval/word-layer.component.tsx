import type { DocWord, Polygon } from '@paperbridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { polygonToPercentBox } from '../../components/pdf-viewer/polygon-box';
import { getDocWords } from './doc-words.api';
import { phraseFrom, phraseText, unionPolygon, wordAt } from './word-hit-test';

interface Props {
  dtId: string;
  pageNumber: number;
  /** the header value being filled; the layer offers words only while there is one */
  fieldKey: string;
  /** a click or drag picked these words; append: Shift was held (add to the value instead of replacing it) */
  onPick: (text: string, append: boolean) => void;
}

const outline = (polygon: Polygon, testId: string, dragging: boolean) => {
  const b = polygonToPercentBox(polygon);
  return (
    <div
      data-testid={testId}
      style={{
        position: 'absolute',
        left: `${b.left}%`,
        top: `${b.top}%`,
        width: `${b.width}%`,
        height: `${b.height}%`,
        outline: `${dragging ? 2 : 1}px solid var(--mantine-color-blue-6)`,
        outlineOffset: 1,
        background: dragging ? 'rgba(34, 139, 230, 0.18)' : 'rgba(34, 139, 230, 0.08)',
        borderRadius: 2,
        pointerEvents: 'none',
      }}
    />
  );
};

/** The pointer's place on the page in normalised units (the frame of the engine's boxes). */
const pointOf = (e: MouseEvent<HTMLDivElement>) => {
  const r = e.currentTarget.getBoundingClientRect();
  return { x: (e.clientX - r.left) / r.width, y: (e.clientY - r.top) / r.height };
};

/**
 * Click a printed word to fill the focused value (issue 9 point 5, as in Rossum): the word under the
 * pointer is outlined; a click takes it, a drag along a line takes the phrase, Shift adds to the
 * value. The words are the engine's (PDF text layer or photo OCR), fetched when the pointer first
 * moves over the page. The layer lies under the value boxes, so a click on a box still picks its field.
 */
export function WordLayer({ dtId, pageNumber, fieldKey, onPick }: Props) {
  const [wanted, setWanted] = useState(false);
  const [hover, setHover] = useState(-1);
  const [drag, setDrag] = useState<{ start: number; x: number } | null>(null);
  const query = useQuery({
    queryKey: ['doc-words', dtId, pageNumber],
    queryFn: () => getDocWords(dtId, pageNumber),
    enabled: wanted,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const words: DocWord[] = query.data?.words ?? [];
  const picked = drag ? phraseFrom(words, drag.start, drag.x) : [];

  const move = (e: MouseEvent<HTMLDivElement>) => {
    if (!wanted) setWanted(true);
    const p = pointOf(e);
    if (drag) setDrag({ ...drag, x: p.x });
    else setHover(wordAt(words, p.x, p.y));
  };
  const down = (e: MouseEvent<HTMLDivElement>) => {
    // the value keeps the keyboard focus: the reviewer picks words and types on in the same field
    e.preventDefault();
    if (e.button !== 0) return;
    const p = pointOf(e);
    const at = wordAt(words, p.x, p.y);
    if (at >= 0) setDrag({ start: at, x: p.x });
  };
  const up = (e: MouseEvent<HTMLDivElement>) => {
    if (!drag) return;
    const text = phraseText(words, picked);
    const p = pointOf(e);
    setDrag(null);
    setHover(wordAt(words, p.x, p.y));
    if (text) onPick(text, e.shiftKey);
  };
  const shown = drag ? unionPolygon(words, picked) : (words[hover]?.polygon ?? null);

  return (
    <div
      aria-hidden
      data-testid="word-layer"
      data-page={pageNumber}
      data-field={fieldKey}
      data-words={query.data ? words.length : undefined}
      onMouseMove={move}
      onMouseDown={down}
      onMouseUp={up}
      onMouseLeave={() => {
        setHover(-1);
        setDrag(null);
      }}
      style={{ position: 'absolute', inset: 0, cursor: hover >= 0 || drag ? 'pointer' : 'default', userSelect: 'none' }}
    >
      {shown && outline(shown, drag ? 'word-selection' : 'word-hover', !!drag)}
    </div>
  );
}
