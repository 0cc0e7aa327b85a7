// Pages for everyone (sign-in, legal and help pages): a way back to the product, the
// light/dark toggle, and the footer links.
import { Box, Button, Container, Flex, Text } from '@chakra-ui/react';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon } from '../components/icons';
import { ColorModeToggle } from '../theme/color-mode-toggle';
import { FooterLinks } from './footer-links';

export function PublicLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <Box as="header" borderBottomWidth="1px">
        <Container maxW="5xl" py="3">
          <Flex align="center" justify="space-between">
            <Button asChild variant="ghost" size="sm" data-testid="back-to-product">
              <RouterLink to="/">
                <ArrowLeftIcon /> Back to Pulse
              </RouterLink>
            </Button>
            <ColorModeToggle />
          </Flex>
        </Container>
      </Box>
      <Box as="main" flex="1" py={{ base: '6', md: '10' }}>
        <Container maxW="5xl">
          <Outlet />
        </Container>
      </Box>
      <Box as="footer" borderTopWidth="1px" py="6">
        <Container maxW="5xl">
          <FooterLinks />
          <Text textAlign="center" fontSize="xs" color="fg.subtle" mt="3">
            Pulse: a social network for health and fitness
          </Text>
        </Container>
      </Box>
    </Flex>
  );
}
