import { ActionIcon, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';

const SLIDES = [
  {
    rotate: 0,
    ok: true,
    caption:
      'Upright: the text reads left to right, top to bottom. This is the orientation the reference document needs.',
  },
  { rotate: 90, ok: false, caption: 'Turned sideways: rotate the page before uploading it as a template.' },
  { rotate: 180, ok: false, caption: 'Upside down: rotate the page by 180° before uploading it.' },
];

function PageSketch({ rotate }: { rotate: number }) {
  return (
    <svg
      width="120"
      height="150"
      viewBox="0 0 120 150"
      role="img"
      aria-label={`Page rotated ${rotate} degrees`}
      style={{ transform: `rotate(${rotate}deg)` }}
    >
      <rect x="5" y="5" width="110" height="140" rx="4" fill="white" stroke="#868e96" />
      <text x="15" y="28" fontSize="14" fontWeight="700" fill="#364fc7">
        INVOICE
      </text>
      {[45, 58, 71].map((y) => (
        <rect key={y} x="15" y={y} width={y === 71 ? 50 : 80} height="6" fill="#ced4da" />
      ))}
      <rect x="15" y="90" width="90" height="40" fill="none" stroke="#adb5bd" />
      <line x1="15" y1="103" x2="105" y2="103" stroke="#adb5bd" />
    </svg>
  );
}

/** Before a template is uploaded: sample images with orientation examples. */
export function OrientationExamples() {
  const [i, setI] = useState(0);
  const slide = SLIDES[i]!;
  return (
    <Paper withBorder p="md" radius="md" data-testid="orientation-examples">
      <Stack align="center" gap="xs">
        <Text fw={600}>Orientation examples</Text>
        <Group>
          <ActionIcon
            variant="subtle"
            aria-label="Previous example"
            onClick={() => setI((i + SLIDES.length - 1) % SLIDES.length)}
          >
            <IconChevronLeft />
          </ActionIcon>
          <Box w={170} h={170} style={{ display: 'grid', placeItems: 'center' }}>
            <PageSketch rotate={slide.rotate} />
          </Box>
          <ActionIcon variant="subtle" aria-label="Next example" onClick={() => setI((i + 1) % SLIDES.length)}>
            <IconChevronRight />
          </ActionIcon>
        </Group>
        <Text size="sm" c={slide.ok ? 'teal' : 'orange'} ta="center" maw={420}>
          {slide.caption}
        </Text>
      </Stack>
    </Paper>
  );
}
