import * as z from 'zod/mini';
import { keptList } from './keptList';
import { colour, fileUrl, flag, flagDefaultTrue, id, numeric, safeUrl, text } from './primitives';

const navigationStyle = z.looseObject({
  fixed: flag,
  height: z.nullish(numeric),
  sideMargin: z.nullish(numeric),
  theme: z.nullish(z.enum(['light', 'dark'])),
  background: z.nullish(colour),
});

export const loginButton = z.looseObject({
  isLoginButton: flag,
  loginButtonCopy: text,
  loginLinkType: text,
  loginStyleSelectionType: text,
  customLoginLink: z.nullish(safeUrl),
  relationPageId: z.nullish(id),
});

/** Desktop top navigation (spec section 3, "Navigation"). */
export const navigation = z.looseObject({
  layout: z._default(z.enum(['LeftRight', 'UpDown']), 'LeftRight'),
  logo: z.nullish(fileUrl),
  showLogo: flagDefaultTrue,
  showMenu: flagDefaultTrue,
  showLoginButton: flag,
  isGlobalSearch: flag,
  searchModules: z.nullish(z.array(z.string())),
  menuAlignment: z.nullish(z.enum(['left', 'center', 'right'])),
  textSize: z.nullish(numeric),
  spacing: z.nullish(numeric),
  selectedStyle: z.nullish(z.union([z.literal(1), z.literal(2), z.literal(3)])),
  buttonGroups: z.nullish(keptList(loginButton)),
  firstStyle: z.nullish(navigationStyle),
  secondStyle: z.nullish(navigationStyle),
});
export type Navigation = z.infer<typeof navigation>;
