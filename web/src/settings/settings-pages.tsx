// /settings (docs/settings.md): a heading, a link per section, and the section the address
// names. Loaded on demand through the not-found page's chunk, like /admin, so the first page
// gains nothing.
import { useEffect } from 'react';
import { Box, Heading, HStack, Stack } from '@chakra-ui/react';
import { NavLink, Route, Routes } from 'react-router-dom';
import { SETTINGS_SECTIONS } from './sections';

export function SettingsPages() {
  useEffect(() => {
    document.title = 'Settings · Pulse';
  }, []);
  return (
    <Stack gap="5" maxW="2xl" w="full" mx="auto" data-testid="settings-page">
      <Heading as="h1" size="xl">
        Settings
      </Heading>
      <HStack as="nav" aria-label="Settings sections" gap="2" wrap="wrap" borderBottomWidth="1px" pb="2">
        {SETTINGS_SECTIONS.map((section) => (
          <Box
            key={section.path}
            asChild
            px="3"
            py="1.5"
            rounded="md"
            fontWeight="medium"
            color="fg.muted"
            _hover={{ bg: 'bg.muted' }}
            css={{ '&.active': { bg: 'bg.emphasized', color: 'fg' } }}
          >
            <NavLink to={section.path ? `/settings/${section.path}` : '/settings'} end data-testid={`settings-tab-${section.path || 'general'}`}>
              {section.label}
            </NavLink>
          </Box>
        ))}
      </HStack>
      <Routes>
        {SETTINGS_SECTIONS.map(({ path, Component }) =>
          path ? <Route key={path} path={path} element={<Component />} /> : <Route key="" index element={<Component />} />,
        )}
        <Route path="*" element={<Heading size="md">This settings page does not exist.</Heading>} />
      </Routes>
    </Stack>
  );
}
