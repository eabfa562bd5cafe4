import { type GalleryItem, type GalleryMode, GalleryPreview, useGallerySample } from '@clinic/forms-react';
import { Code, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

interface GalleryTypeSectionProps {
  item: GalleryItem;
  modes: readonly GalleryMode[];
  modeLabels: Record<GalleryMode, string>;
}

/** One type's samples side by side, a card per mode; property edits show in every card. */
export function GalleryTypeSection({ item: initial, modes, modeLabels }: GalleryTypeSectionProps) {
  const [item, setContent] = useGallerySample(initial);
  const headingId = `gallery-${item.key}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" data-gallery-type={item.key}>
      <div>
        <Title order={2} id={headingId} size="h3">
          {item.label}{' '}
          <Code>{item.version === undefined ? item.elType : `${item.elType} v${item.version}`}</Code>
        </Title>
        {item.title && <Text c="gray.7">{item.title}</Text>}
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {modes.map((mode) => (
          <Paper
            key={mode}
            component="section"
            withBorder
            p="md"
            aria-labelledby={`${headingId}-${mode}`}
            data-gallery-mode={mode}
            miw={0}
          >
            <Title order={3} size="h5" id={`${headingId}-${mode}`} mb="sm">
              {modeLabels[mode]} <Code>{mode}</Code>
            </Title>
            <GalleryPreview item={item} mode={mode} onContentChange={setContent} />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
