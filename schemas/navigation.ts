import { z } from 'zod';
import { colour, flag, flagDefaultTrue, id, numeric, safeUrl, text } from './primitives';

const navigationStyle = z.looseObject({
  fixed: flag,
  height: numeric.nullish(),
  sideMargin: numeric.nullish(),
  theme: z.enum(['light', 'dark']).nullish(),
  background: colour.nullish(),
});

export const loginButton = z.looseObject({
  isLoginButton: flag,
  loginButtonCopy: text,
  loginLinkType: text,
  loginStyleSelectionType: text,
  customLoginLink: safeUrl.nullish(),
  relationPageId: id.nullish(),
});

/** Desktop top navigation (spec section 3, "Navigation"). */
export const navigation = z.looseObject({
  layout: z.enum(['LeftRight', 'UpDown']).default('LeftRight'),
  logo: safeUrl.nullish(),
  showLogo: flagDefaultTrue,
  showMenu: flagDefaultTrue,
  showLoginButton: flag,
  isGlobalSearch: flag,
  searchModules: z.array(z.string()).nullish(),
  menuAlignment: z.enum(['left', 'center', 'right']).nullish(),
  textSize: numeric.nullish(),
  spacing: numeric.nullish(),
  selectedStyle: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullish(),
  buttonGroups: z.array(loginButton).nullish(),
  firstStyle: navigationStyle.nullish(),
  secondStyle: navigationStyle.nullish(),
});
export type Navigation = z.infer<typeof navigation>;
