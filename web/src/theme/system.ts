import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  dataListSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  hoverCardSlotRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  qrCodeSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textStyles,
  textareaRecipe,
  tokens,
} from '@chakra-ui/react/theme';

// Chakra's default theme minus the recipes of components Pulse does not use: its full preset
// carries 76 recipes (about 25 KB of the first page's gzipped JavaScript); these are the ones
// our screens render. A Chakra component added to a screen needs its recipe named here, or it
// renders unstyled.
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      radiomark: radiomarkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      hoverCard: hoverCardSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      qrCode: qrCodeSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
    },
  },
});

// Pulse's accent colour, named once: every screen says `brand` (colorPalette="brand",
// brand.fg, brand.subtle...), so changing the accent is this one line.
const BRAND = 'teal';
const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
const shade = (n: string) => `{colors.brand.${n}}`;

const config = defineConfig({
  globalCss: {
    // Compact mode: everything in rem shrinks by one step.
    'html[data-compact="true"]': { fontSize: '87.5%' },
    body: { bg: 'bg', color: 'fg' },
    // Lucide draws its icons at 24 px; ours follow the font size like Chakra's own icons (a
    // button's recipe still sizes the icons inside it: recipes come after this layer).
    'svg.lucide': { width: '1em', height: '1em' },
  },
  theme: {
    tokens: {
      colors: {
        brand: Object.fromEntries(SHADES.map((n) => [n, { value: `{colors.${BRAND}.${n}}` }])),
      },
    },
    semanticTokens: {
      colors: {
        // The keys a colorPalette needs (Chakra's recipes read colorPalette.solid, .fg, ...),
        // light and dark as Chakra's own palettes do, plus the app's own uses of the accent.
        brand: {
          // 700: white text on it meets WCAG AA (4.5:1; teal 600 gave 3.7), the accessibility scan's rule.
          solid: { value: shade('700') },
          contrast: { value: '{colors.white}' },
          fg: { value: { _light: shade('700'), _dark: shade('300') } },
          muted: { value: { _light: shade('200'), _dark: shade('800') } },
          subtle: { value: { _light: shade('100'), _dark: shade('900') } },
          emphasized: { value: { _light: shade('300'), _dark: shade('700') } },
          focusRing: { value: shade('500') },
          /** Spinners, hover and drag borders, the reply bar: the accent as a line, not a fill. */
          accent: { value: shade('500') },
        },
        // Chakra's fg.subtle (gray 400 in light mode) is 2.6:1 on white: too faint for the
        // small text it labels (times, 'No replies yet', footers). gray 600 in light mode keeps
        // 4.5:1 on white and on the accent's subtle tint (unread rows); dark mode keeps Chakra's.
        fg: {
          subtle: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.500}' } },
        },
        // Drawn over photos and video, so the same in both modes: white on a black veil.
        overlay: {
          fg: { value: '{colors.white}' },
          /** The play mark over a video thumbnail. */
          veil: { value: '{colors.blackAlpha.300}' },
          /** A video inside a message bubble. */
          veilMedium: { value: '{colors.blackAlpha.400}' },
          /** "+N" over the last tile, a name label on a call tile. */
          veilStrong: { value: '{colors.blackAlpha.600}' },
          /** Buttons and pills over a picture or a call. */
          control: { value: '{colors.blackAlpha.700}' },
          controlHover: { value: '{colors.blackAlpha.800}' },
          /** The media viewer's backdrop, the photo page's frame. */
          backdrop: { value: '{colors.blackAlpha.900}' },
          canvas: { value: '{colors.black}' },
          /** A ghost button on that dark ground. */
          ghostHover: { value: '{colors.whiteAlpha.200}' },
        },
        // The call screen is dark in both modes, like the video it frames.
        call: {
          bg: { value: '{colors.gray.950}' },
          tile: { value: '{colors.gray.800}' },
          fg: { value: '{colors.white}' },
          fgMuted: { value: '{colors.gray.300}' },
          fgSubtle: { value: '{colors.gray.400}' },
          micOff: { value: '{colors.red.300}' },
          /** Microphone and camera buttons: neutral when on, light when off; only End call is red. */
          control: { value: '{colors.gray.700}' },
          controlHover: { value: '{colors.gray.600}' },
          controlOff: { value: '{colors.gray.100}' },
          controlOffHover: { value: '{colors.white}' },
          controlOffFg: { value: '{colors.gray.900}' },
          /** The phone's draggable self view: a light edge against the remote video. */
          selfViewBorder: { value: '{colors.whiteAlpha.700}' },
        },
        // A message bubble: the member's own sit on brand.solid, so their accents are light.
        bubble: {
          seen: { value: '{colors.cyan.200}' },
          highlight: { value: '{colors.orange.400}' },
          ownQuoteBar: { value: '{colors.whiteAlpha.800}' },
          ownQuote: { value: '{colors.whiteAlpha.200}' },
          ownQuoteHover: { value: '{colors.whiteAlpha.300}' },
        },
        status: {
          online: { value: '{colors.green.500}' },
          success: { value: '{colors.green.500}' },
          error: { value: '{colors.red.500}' },
        },
        // The route card's drawing (an SVG): the line in the accent, green start, red end,
        // each marker ringed in the card's background so it stands off the line in both modes.
        // The wearable charts (recharts SVG), one colour per metric, lighter on a dark ground.
        chart: {
          steps: { value: { _light: '{colors.blue.500}', _dark: '{colors.blue.300}' } },
          calories: { value: { _light: '{colors.orange.500}', _dark: '{colors.orange.300}' } },
          distance: { value: { _light: '{colors.green.500}', _dark: '{colors.green.300}' } },
          activeMinutes: { value: { _light: '{colors.yellow.600}', _dark: '{colors.yellow.300}' } },
          heartRate: { value: { _light: '{colors.red.500}', _dark: '{colors.red.300}' } },
          bloodOxygen: { value: { _light: '{colors.cyan.600}', _dark: '{colors.cyan.300}' } },
          sleepScore: { value: { _light: '{colors.purple.500}', _dark: '{colors.purple.300}' } },
          readinessScore: { value: { _light: shade('600'), _dark: shade('300') } },
        },
        route: {
          line: { value: { _light: shade('600'), _dark: shade('400') } },
          start: { value: { _light: '{colors.green.600}', _dark: '{colors.green.500}' } },
          end: { value: { _light: '{colors.red.600}', _dark: '{colors.red.500}' } },
          markerRing: { value: { _light: '{colors.white}', _dark: '{colors.gray.900}' } },
        },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config);
