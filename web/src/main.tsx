import { ApolloProvider } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createPulseApollo } from './apollo/client';
import { RealtimeContext } from './apollo/realtime-context';
import { App } from './app/app';
import { applyEntryRedirects } from './routing/entry-redirects';
import { SessionProvider } from './session/session-provider';
import { AppearanceProvider } from './theme/appearance-provider';
import { applyStoredAppearance } from './theme/appearance';
import { system } from './theme/system';
import { Toaster } from './toasts/toaster';

const leaving = applyEntryRedirects();
applyStoredAppearance();

if (!leaving) {
  const apollo = createPulseApollo();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <AppearanceProvider>
          <ApolloProvider client={apollo.client}>
            <RealtimeContext.Provider value={apollo.realtime}>
              <BrowserRouter>
                <SessionProvider apollo={apollo}>
                  <App />
                </SessionProvider>
              </BrowserRouter>
            </RealtimeContext.Provider>
          </ApolloProvider>
          <Toaster />
        </AppearanceProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}
