// The icons of the pages the server draws (decision 060): each is drawn from one sprite file
// (public-icons.svg, written from these by scripts/build/icon-sprite.ts), not inline on every page.
// Only the sprite's writer and its freshness test import this file: the pages name an icon.
import AccessTime from '@mui/icons-material/AccessTime';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Business from '@mui/icons-material/Business';
import Close from '@mui/icons-material/Close';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import Email from '@mui/icons-material/Email';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Event from '@mui/icons-material/Event';
import Facebook from '@mui/icons-material/Facebook';
import GppBad from '@mui/icons-material/GppBad';
import Groups from '@mui/icons-material/Groups';
import Handshake from '@mui/icons-material/Handshake';
import HourglassTop from '@mui/icons-material/HourglassTop';
import HowToReg from '@mui/icons-material/HowToReg';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Instagram from '@mui/icons-material/Instagram';
import Logout from '@mui/icons-material/Logout';
import Menu from '@mui/icons-material/Menu';
import MilitaryTech from '@mui/icons-material/MilitaryTech';
import Payments from '@mui/icons-material/Payments';
import Person from '@mui/icons-material/Person';
import Phone from '@mui/icons-material/Phone';
import Place from '@mui/icons-material/Place';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Search from '@mui/icons-material/Search';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Send from '@mui/icons-material/Send';
import Share from '@mui/icons-material/Share';
import Sports from '@mui/icons-material/Sports';
import SportsScore from '@mui/icons-material/SportsScore';
import Stadium from '@mui/icons-material/Stadium';
import Verified from '@mui/icons-material/Verified';
import WhatsApp from '@mui/icons-material/WhatsApp';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';

export const publicIconSources = {
  AccessTime,
  ArrowBack,
  ArrowDropDown,
  ArrowForward,
  Business,
  Close,
  ContentCopy,
  Download,
  Edit,
  Email,
  EmojiEvents,
  Event,
  Facebook,
  GppBad,
  Groups,
  Handshake,
  HourglassTop,
  HowToReg,
  InfoOutlined,
  Instagram,
  Logout,
  Menu,
  MilitaryTech,
  Payments,
  Person,
  Phone,
  Place,
  ReportProblemOutlined,
  Search,
  SearchRounded,
  Send,
  Share,
  Sports,
  SportsScore,
  Stadium,
  Verified,
  WhatsApp,
  WorkspacePremium,
  X,
  YouTube,
};

export type PublicIconName = keyof typeof publicIconSources;
