// The app's one icon set: Lucide, under the names the app's screens use. Each Lucide icon is
// its own module and these are plain re-exports, so every icon lands in the chunk of the
// screens that draw it and none that no screen uses is shipped. Lucide draws at 24 px; the
// theme's global CSS sizes `.lucide` to 1em so an icon matches the text or button around it.
// Lucide hides an icon without a label from assistive tech: the buttons carry the aria-labels.
import { createElement } from 'react';
import { Bookmark, Heart, type LucideProps } from 'lucide-react';

// Appearance and navigation
export {
  Sun as SunIcon,
  Moon as MoonIcon,
  ArrowLeft as ArrowLeftIcon,
  ChevronLeft as ChevronLeftIcon,
  ChevronRight as ChevronRightIcon,
  X as XIcon,
  Plus as PlusIcon,
  Search as SearchIcon,
  Info as InfoIcon,
} from 'lucide-react';

// Calls
export {
  Mic as MicIcon,
  MicOff as MicOffIcon,
  Video as CameraIcon,
  VideoOff as CameraOffIcon,
  Video as VideoIcon,
  Phone as PhoneIcon,
  PhoneOff as PhoneOffIcon,
} from 'lucide-react';

// Composer and posts
export {
  Image as ImageIcon,
  ChartColumn as PollIcon,
  Calendar as CalendarIcon,
  MapPin as PinMapIcon,
  Route as RouteIcon,
  FileText as DraftsIcon,
  Locate as CrosshairIcon,
  Heart as HeartIcon,
  Repeat as RepostIcon,
  MessageSquare as ReplyBubbleIcon,
  Bookmark as BookmarkIcon,
  Share as ShareIcon,
  ChartColumn as ChartIcon,
  Ellipsis as MoreHorizontalIcon,
  Quote as QuoteIcon,
  Link as LinkIcon,
  Send as SendIcon,
  Trash as TrashIcon,
  UserPlus as UserPlusIcon,
  Play as PlayIcon,
  Download as DownloadIcon,
} from 'lucide-react';

// Messages
export {
  PenLine as ComposeIcon,
  FaceSlightlySmiling as SmileIcon,
  Lock as LockIcon,
  Check as CheckIcon,
  CheckCheck as DoubleCheckIcon,
  Clock as ClockIcon,
  Reply as ReplyIcon,
  Pin as PinIcon,
  Copy as CopyIcon,
  EllipsisVertical as MoreIcon,
  UserRound as ContactIcon,
  Upload as UploadIcon,
  Shield as ShieldIcon,
  Key as KeyIcon,
  Zap as BoltIcon,
  MessageSquare as ChatIcon,
} from 'lucide-react';

// Meals
export { Utensils as MealIcon, Salad as QuickMealIcon } from 'lucide-react';

// Exercise
export { PersonStanding as FormAnalyzerIcon } from 'lucide-react';

// Challenges, communities and quick actions
export { Trophy as TrophyIcon, Flame as StreakIcon, Users as CommunityIcon, LayoutGrid as QuickActionsIcon, GripVertical as DragHandleIcon } from 'lucide-react';

// The "on" state of the like and bookmark buttons: the same outline, filled.
export const HeartFilledIcon = (props: LucideProps) => createElement(Heart, { fill: 'currentColor', ...props });
export const BookmarkFilledIcon = (props: LucideProps) => createElement(Bookmark, { fill: 'currentColor', ...props });
