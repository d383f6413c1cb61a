import { Badge, Group, Tooltip } from '@mantine/core';
import type { DashboardReviewNote } from '@paperbridge/contracts';

const COLOUR = { possible_duplicate: 'red', other_supplier: 'orange' } as const;
// a reference or a company name can be long: the tag wraps rather than cutting off what it names
const WRAP = {
  root: { height: 'auto', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3 },
} as const;

/**
 * Why a waiting document is suspect (issue 30 points 3 and 4), in its row: "Possible duplicate of 471102",
 * "Other supplier: ELEKTRON Industrieservice GmbH", the whole reason in the tooltip; so the clerk sees it
 * without opening the document.
 */
export function ReviewNotes({ notes }: { notes: readonly DashboardReviewNote[] | undefined }) {
  if (!notes?.length) return null;
  return (
    <Group gap={4}>
      {notes.map((n) => (
        <Tooltip key={n.code} label={n.message} multiline w={320}>
          <Badge
            size="sm"
            variant="light"
            color={COLOUR[n.code]}
            tt="none"
            maw={240}
            styles={WRAP}
            data-testid="doc-review-note"
            data-code={n.code}
          >
            {n.text}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}
