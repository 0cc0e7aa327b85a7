import { Text } from '@chakra-ui/react';
import { ContentPage } from '../../layout/content-page';

export function LanguagePage() {
  const preferred = typeof navigator !== 'undefined' ? navigator.languages?.join(', ') : '';
  return (
    <ContentPage title="Language" description="The languages Pulse is available in.">
      <Text>Pulse is currently available in English. Dates and numbers follow English (United States) conventions.</Text>
      {preferred && <Text color="fg.muted">Your browser prefers: {preferred}.</Text>}
      <Text>More languages will be offered here as translations are completed.</Text>
    </ContentPage>
  );
}
