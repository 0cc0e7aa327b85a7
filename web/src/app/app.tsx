// The route map. Pages load on demand so the first paint only carries the shell.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CallsProvider } from '../calls/calls-provider';
import { LoadingScreen } from '../components/loading-screen';
import { AdaptiveLayout } from '../layout/adaptive-layout';
import { AppShell } from '../layout/app-shell';
import { PublicLayout } from '../layout/public-layout';
import { MessagingRealtime } from '../messages/messaging-realtime';
import { NotificationsRealtime } from '../notifications/notifications-realtime';
import { useSession } from '../session/session-context';
import { GuestOnly, RequireAuth } from '../session/require-auth';

const LoginPage = lazy(() => import('../pages/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../pages/register-page').then((m) => ({ default: m.RegisterPage })));
const HomePage = lazy(() => import('../pages/home/home-page').then((m) => ({ default: m.HomePage })));
const ProfilePage = lazy(() => import('../pages/profile/profile-page').then((m) => ({ default: m.ProfilePage })));
const MessagesPage = lazy(() => import('../messages/messages-page').then((m) => ({ default: m.MessagesPage })));
const PostPage = lazy(() => import('../pages/post/post-page').then((m) => ({ default: m.PostPage })));
const PhotoPage = lazy(() => import('../pages/post/photo-page').then((m) => ({ default: m.PhotoPage })));
const NotificationsPage = lazy(() => import('../notifications/notifications-page').then((m) => ({ default: m.NotificationsPage })));
const HealthPage = lazy(() => import('../health/health-page').then((m) => ({ default: m.HealthPage })));
const CalendarPage = lazy(() => import('../health/calendar/calendar-page').then((m) => ({ default: m.CalendarPage })));
const ExercisePage = lazy(() => import('../health/exercise/exercise-page').then((m) => ({ default: m.ExercisePage })));
const AvatarsPage = lazy(() => import('../avatars/avatars-page').then((m) => ({ default: m.AvatarsPage })));
// The default export: every byte of this file is on the first page, which is at its budget.
const MedicalArea = lazy(() => import('../medical/medical-area'));
const AdminArea = lazy(() => import('../pages/not-found-page').then((m) => ({ default: m.AdminArea })));
const ShopArea = lazy(() => import('../shop/shop-area').then((m) => ({ default: m.ShopArea })));
const EventsArea = lazy(() => import('../events/events-area').then((m) => ({ default: m.EventsArea })));
const CommunitiesPage = lazy(() => import('../communities/communities-page').then((m) => ({ default: m.CommunitiesPage })));
const CommunityPage = lazy(() => import('../communities/community-page').then((m) => ({ default: m.CommunityPage })));
const ChallengePage = lazy(() => import('../challenges/challenge-page').then((m) => ({ default: m.ChallengePage })));
const AssistantPage = lazy(() => import('../health/assistant/assistant-page').then((m) => ({ default: m.AssistantPage })));
const BookmarksPage = lazy(() => import('../lists/bookmarks-page').then((m) => ({ default: m.BookmarksPage })));
const ExplorePage = lazy(() => import('../explore/explore-page').then((m) => ({ default: m.ExplorePage })));
const LocalPage = lazy(() => import('../explore/local-page').then((m) => ({ default: m.LocalPage })));
const HashtagPage = lazy(() => import('../discovery/hashtag-page').then((m) => ({ default: m.HashtagPage })));
const SearchPage = lazy(() => import('../discovery/search-page').then((m) => ({ default: m.SearchPage })));
const NotFoundPage = lazy(() => import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const AboutPage = lazy(() => import('../pages/content/about-page').then((m) => ({ default: m.AboutPage })));
const HelpPage = lazy(() => import('../pages/content/help-page').then((m) => ({ default: m.HelpPage })));
const ApiDocsPage = lazy(() => import('../pages/content/api-docs-page').then((m) => ({ default: m.ApiDocsPage })));
const PrivacyPage = lazy(() => import('../pages/content/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('../pages/content/terms-page').then((m) => ({ default: m.TermsPage })));
const ContactPage = lazy(() => import('../pages/content/contact-page').then((m) => ({ default: m.ContactPage })));
const LanguagePage = lazy(() => import('../pages/content/language-page').then((m) => ({ default: m.LanguagePage })));
const DevelopersArea = lazy(() => import('../developers/developers-area').then((m) => ({ default: m.DevelopersArea })));
const ConsentPage = lazy(() => import('../oauth/consent-page').then((m) => ({ default: m.ConsentPage })));

/** Messaging and notification events for a signed-in member on every page, mounted once so navigation never drops one. */
function SignedInRealtime() {
  const { user } = useSession();
  return user ? (
    <>
      <MessagingRealtime />
      <NotificationsRealtime />
    </>
  ) : null;
}

export function App() {
  return (
    <CallsProvider>
      <Suspense fallback={<LoadingScreen />}>
        <SignedInRealtime />
        <Routes>
          <Route element={<PublicLayout />}>
            <Route
              path="/login"
              element={
                <GuestOnly>
                  <LoginPage />
                </GuestOnly>
              }
            />
            <Route
              path="/register"
              element={
                <GuestOnly>
                  <RegisterPage />
                </GuestOnly>
              }
            />
            <Route path="/about" element={<AboutPage />} />
            <Route path="/help" element={<HelpPage />} />
            <Route path="/api-docs" element={<ApiDocsPage />} />
            <Route path="/privacy" element={<PrivacyPage />} />
            <Route path="/terms" element={<TermsPage />} />
            <Route path="/contact" element={<ContactPage />} />
            <Route path="/language" element={<LanguagePage />} />
          </Route>

          <Route
            element={
              <RequireAuth>
                <AppShell />
              </RequireAuth>
            }
          >
            <Route index element={<HomePage />} />
            <Route path="/messages" element={<MessagesPage />} />
            <Route path="/messages/:conversationId" element={<MessagesPage />} />
            <Route path="/notifications" element={<NotificationsPage />} />
            <Route path="/bookmarks" element={<BookmarksPage />} />
            <Route path="/events/*" element={<EventsArea />} />
            <Route path="/communities" element={<CommunitiesPage />} />
            <Route path="/communities/:id" element={<CommunityPage />} />
            <Route path="/challenges/:id" element={<ChallengePage />} />
            <Route path="/avatars" element={<AvatarsPage />} />
            <Route path="/medical/*" element={<MedicalArea />} />
            <Route path="/shop/*" element={<ShopArea />} />
            <Route path="/admin/*" element={<AdminArea />} />
            <Route path="/settings/*" element={<AdminArea />} />
            <Route path="/developers/*" element={<DevelopersArea />} />
            <Route path="/oauth/consent/:uid" element={<ConsentPage />} />
            <Route path="/health" element={<HealthPage />} />
            <Route path="/calendar" element={<CalendarPage />} />
            <Route path="/exercise" element={<ExercisePage />} />
            <Route path="/assistant" element={<AssistantPage />} />
            <Route path="/assistant/:conversationId" element={<AssistantPage />} />
          </Route>

          {/* Posts and profiles are public: visitors see them too (interactions ask them to log in). */}
          <Route element={<AdaptiveLayout />}>
            <Route path="/explore" element={<ExplorePage />} />
            <Route path="/local" element={<LocalPage />} />
            <Route path="/tags/:tag" element={<HashtagPage />} />
            <Route path="/search" element={<SearchPage />} />
            <Route path="/:username/status/:postId" element={<PostPage />} />
            <Route path="/:username/post/:postId" element={<PostPage />} />
            <Route path="/post/:postId/photo" element={<PhotoPage />} />
            <Route path="/users/:id" element={<ProfilePage />} />
            <Route path="/:username" element={<ProfilePage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </CallsProvider>
  );
}
