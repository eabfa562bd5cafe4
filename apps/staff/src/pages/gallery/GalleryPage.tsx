import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  createGalleryServices,
  type FormLanguage,
  FormLanguageProvider,
  FormServicesProvider,
  type GalleryMode,
  galleryModes,
  registerAllFields,
  sampleGalleryItems,
} from '@clinic/forms-react';
import { Anchor, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { GalleryTypeSection } from './GalleryTypeSection';
import { galleryPageTexts } from './galleryPageTexts';

registerAllFields();
const galleryServices = createGalleryServices();

const allValue = 'all';

const languages: ReadonlyArray<{ value: FormLanguage; label: string }> = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
];

const isLanguage = (value: string): value is FormLanguage =>
  languages.some((language) => language.value === value);
const isMode = (value: string): value is GalleryMode => galleryModes.some((mode) => mode === value);

/**
 * The component gallery (/staff/gallery): every catalogue type, both versions where two exist,
 * and the layout types, in every mode, with sample data and no sign-in. A language switch and
 * filters by type and mode narrow it down.
 */
export default function GalleryPage() {
  const [language, setLanguage] = useState<FormLanguage>('en');
  const [typeFilter, setTypeFilter] = useState(allValue);
  const [modeFilter, setModeFilter] = useState<GalleryMode | typeof allValue>(allValue);
  const texts = galleryPageTexts[language];
  const items =
    typeFilter === allValue
      ? sampleGalleryItems
      : sampleGalleryItems.filter((item) => item.key === typeFilter);
  const modes = modeFilter === allValue ? galleryModes : [modeFilter];
  return (
    <Container size="xl" py="lg" component="main" lang={language}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>{texts.title}</Title>
            <Text>{texts.intro}</Text>
          </div>
          <Anchor component={Link} to="/signin" c="blue.9">
            {texts.signIn}
          </Anchor>
        </Group>
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={texts.language}
            value={language}
            data={languages}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isLanguage(value)) setLanguage(value);
            }}
          />
          <NativeSelect
            label={texts.type}
            value={typeFilter}
            data={[
              { value: allValue, label: texts.allTypes },
              ...sampleGalleryItems.map((item) => ({
                value: item.key,
                label:
                  item.version === undefined ? item.label : `${item.label} (${item.elType} v${item.version})`,
              })),
            ]}
            onChange={(event) => setTypeFilter(event.currentTarget.value)}
          />
          <NativeSelect
            label={texts.mode}
            value={modeFilter}
            data={[
              { value: allValue, label: texts.allModes },
              ...galleryModes.map((mode) => ({ value: mode, label: texts.modes[mode] })),
            ]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setModeFilter(isMode(value) ? value : allValue);
            }}
          />
          <Text role="status">{texts.shown.replace('{{count}}', String(items.length * modes.length))}</Text>
        </Group>
        <FormLanguageProvider value={language}>
          <FormServicesProvider value={galleryServices}>
            <Stack gap="xl">
              {items.map((item) => (
                <GalleryTypeSection key={item.key} item={item} modes={modes} modeLabels={texts.modes} />
              ))}
            </Stack>
          </FormServicesProvider>
        </FormLanguageProvider>
      </Stack>
    </Container>
  );
}
