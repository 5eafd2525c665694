import { link } from '../../../../schemas/modules/link';
import { declareFields, type NotASetting } from '../declare';

/** Where a click leads: one picker edits these keys together (the site's own pages, a route, an address). */
export const linkFields = declareFields(link, {
  linkType: {
    en: ['Leads to', 'What a click opens: nothing, a page of this site, a list or detail screen of the app, or another website.'],
    zh: ['点击后前往', '点击打开什么：不跳转、本站的某个页面、应用里的列表或详情页，或其他网站。'],
    options: {
      none: { en: 'Nothing', zh: '不跳转' },
      page: { en: 'A page of this site', zh: '本站页面' },
      external: { en: 'Another website', zh: '其他网站' },
      route: { en: 'A screen of the app', zh: '应用内页面' },
    },
  },
  linkPageId: {
    en: ['Page', 'The page of this site it opens. Unpublished pages are marked: visitors cannot open them yet.'],
    zh: ['页面', '打开本站的哪个页面。未发布的页面有标记：访客暂时打不开。'],
  },
  anchor: {
    en: ['Module on that page', 'Optional: scrolls to this module of the page (its id).'],
    zh: ['该页面上的模块', '可选：打开后滚动到页面上的这个模块（模块编号）。'],
  },
  route: {
    en: ['Screen of the app', 'A list or detail screen, written as a path: /pages/speaker/index.'],
    zh: ['应用内页面', '列表或详情页，以路径填写：/pages/speaker/index。'],
  },
  query: {
    en: ['Screen’s parameters', 'What the screen opens on, such as the news story’s id.'],
    zh: ['页面参数', '打开该页面时带的参数，例如新闻编号。'],
  },
  externalUrl: {
    en: ['Web address', 'A full address starting with https://, such as https://tickets.example.com.'],
    zh: ['网址', '以 https:// 开头的完整网址，例如 https://tickets.example.com。'],
  },
  openInNewTab: {
    en: ['Open in a new tab', 'On desktops, keeps the event site open behind it.'],
    zh: ['在新标签页打开', '在电脑上打开时保留活动网站。'],
  },
  title: {
    en: ['Link text for screen readers', 'Said by screen readers where the link has no words of its own, such as a picture.'],
    zh: ['读屏软件读出的链接文字', '链接本身没有文字（例如图片）时，读屏软件会读出这段文字。'],
  },
});

const PICKED: NotASetting = { notASetting: 'edited by the link picker, with linkType' };

/** The link's keys in an object that extends the link (a more button, a footer's link): the picker edits them. */
export const LINK_KEYS = Object.fromEntries(Object.keys(linkFields.fields).map((key) => [key, PICKED])) as Record<keyof typeof link.shape, NotASetting>;

export const linkDeclarations = [linkFields];
