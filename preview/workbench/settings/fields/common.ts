import { moduleCommon, moduleTitle, moreButton, publicStyle } from '../../../../schemas/modules/common';
import { declareFields, type NotASetting } from '../declare';
import { LINK_KEYS } from './link';

const OUTLINE: NotASetting = { notASetting: 'the outline orders and hides modules' };

/** The module's title block: title or title picture, subtitle, alignment and the title's look. */
export const moduleTitleFields = declareFields(moduleTitle, {
  title: {
    en: ['Title', 'The heading above the module, such as “Speakers”.'],
    zh: ['标题', '模块上方的标题，例如“演讲嘉宾”。'],
  },
  subTitle: {
    en: ['Subtitle', 'A smaller line under the title, such as “Meet the voices of MITE 2026”.'],
    zh: ['副标题', '标题下方较小的一行字，例如“认识 MITE 2026 的演讲者”。'],
  },
  titleImage: {
    en: ['Title picture', 'Shown instead of the title’s text (a designed lettering); the title above is still read out by screen readers.'],
    zh: ['标题图片', '用图片代替标题文字（例如设计好的艺术字）；读屏软件仍会读出上面的标题。'],
    widget: 'picture',
  },
  alignment: {
    en: ['Alignment', 'Where the title and subtitle sit across the module.'],
    zh: ['对齐方式', '标题和副标题在模块中的位置。'],
    options: {
      left: { en: 'Left', zh: '左对齐' },
      center: { en: 'Centre', zh: '居中' },
      right: { en: 'Right', zh: '右对齐' },
    },
  },
  titleHeight: {
    en: ['Title row height (px)', 'Height of the title row on desktops, such as 60; phones use half of it.'],
    zh: ['标题栏高度（px）', '电脑端标题栏的高度，例如 60；手机端为其一半。'],
  },
  style: {
    en: ['Title style', 'The title’s colour and size. Empty: the site’s own.'],
    zh: ['标题样式', '标题的颜色和字号。留空：使用站点默认样式。'],
    fields: {
      color: {
        en: ['Title colour', 'A colour code, such as #1A1A1A or rgba(0, 0, 0, 0.8).'],
        zh: ['标题颜色', '颜色代码，例如 #1A1A1A 或 rgba(0, 0, 0, 0.8)。'],
      },
      fontSize: {
        en: ['Title size (px)', 'Between 12 and 72, such as 32; phones scale it down with the screen.'],
        zh: ['标题字号（px）', '12 到 72 之间，例如 32；手机端按屏幕宽度等比缩小。'],
      },
    },
  },
});

/** The “more” button beside the title: its text, and the banner of the list page it opens. The link picker edits where it leads. */
export const moreButtonFields = declareFields(moreButton, {
  ...LINK_KEYS,
  buttonText: {
    en: ['Button text', 'Such as “All speakers”. Empty: “More” in the visitor’s language.'],
    zh: ['按钮文字', '例如“全部嘉宾”。留空：以访客的语言显示“更多”。'],
  },
  listPageBanner: {
    en: ['List page banner', 'A wide picture across the top of the list page the button opens, such as 1440 × 360 px.'],
    zh: ['列表页横幅', '按钮打开的列表页顶部的横幅图片，例如 1440 × 360 px。'],
    widget: 'picture',
  },
});

/** The module's background and its space above and below. */
export const publicStyleFields = declareFields(publicStyle, {
  appearanceType: {
    en: ['Background', 'What fills the module behind its content.'],
    zh: ['背景', '模块内容后面的背景。'],
    options: {
      none: { en: 'None', zh: '无' },
      color: { en: 'A colour', zh: '纯色' },
      image: { en: 'A picture', zh: '图片' },
    },
  },
  backgroundColor: {
    en: ['Background colour', 'Used when the background is a colour: a colour code, such as #F5F7FA.'],
    zh: ['背景色', '背景选“纯色”时使用：颜色代码，例如 #F5F7FA。'],
  },
  image: {
    en: ['Background picture', 'Used when the background is a picture; keep text readable on it.'],
    zh: ['背景图片', '背景选“图片”时使用；注意图片上的文字要清晰可读。'],
    widget: 'picture',
  },
  adapterType: {
    en: ['Picture fit', 'How the background picture fills the module.'],
    zh: ['图片填充方式', '背景图片如何铺满模块。'],
    options: {
      cover: { en: 'Fill, cropping the edges', zh: '铺满（裁掉多余部分）' },
      contain: { en: 'Whole picture, may leave gaps', zh: '完整显示（可能留白）' },
      repeat: { en: 'Tile at its own size', zh: '按原尺寸平铺' },
      stretch: { en: 'Stretch to fill', zh: '拉伸铺满' },
    },
  },
  transparency: {
    en: ['Colour transparency (%)', 'From 0 (solid) to 100 (invisible), such as 20; applies to the background colour only.'],
    zh: ['背景色透明度（%）', '0（不透明）到 100（完全透明），例如 20；只作用于背景色。'],
  },
  topMargin: {
    en: ['Space above (px)', 'Space between the module’s top edge and its content, such as 32; scaled on phones.'],
    zh: ['上边距（px）', '模块上边缘与内容之间的距离，例如 32；手机端按屏幕等比缩放。'],
  },
  bottomMargin: {
    en: ['Space below (px)', 'Space between the content and the module’s bottom edge, such as 32; scaled on phones.'],
    zh: ['下边距（px）', '内容与模块下边缘之间的距离，例如 32；手机端按屏幕等比缩放。'],
  },
});

/** What every module has: its title, “more” button, background and margins, phone settings and who may see it. */
export const moduleCommonFields = declareFields(moduleCommon, {
  id: { notASetting: 'the gateway names it' },
  commonModuleId: { notASetting: 'the gateway names it' },
  pageId: OUTLINE,
  sort: OUTLINE,
  moduleType: OUTLINE,
  isHide: OUTLINE,
  isShowTitle: {
    en: ['Show title', 'Shows the title and subtitle above the module.'],
    zh: ['显示标题', '在模块上方显示标题和副标题。'],
  },
  isShowMoreButton: {
    en: ['Show “more” button', 'A button beside the title; without a link of its own it opens the module’s full list.'],
    zh: ['显示“更多”按钮', '标题旁的按钮；未设置链接时打开该模块的完整列表页。'],
  },
  moduleTitle: {
    en: ['Module title', 'The heading above the module, with its subtitle and look.'],
    zh: ['模块标题', '模块上方的标题，以及副标题和样式。'],
  },
  moreButton: {
    en: ['“More” button', 'Its text, where it leads and the banner of the list page it opens.'],
    zh: ['“更多”按钮', '按钮文字、点击后前往的地方，以及所打开列表页的横幅。'],
  },
  publicStyleConfiguration: {
    en: ['Background and spacing', 'The module’s background colour or picture, and its space above and below.'],
    zh: ['背景与边距', '模块的背景色或背景图片，以及上下边距。'],
  },
  mobileSetting: {
    en: ['Phone settings', 'Whether phones show the same module settings as desktops.'],
    zh: ['手机端设置', '手机端是否沿用电脑端的模块设置。'],
    fields: {
      isSync: {
        en: ['Phone follows desktop', 'On: phones show the desktop’s settings. Off: phones get their own, such as a portrait picture.'],
        zh: ['手机端同步电脑端', '开启：手机端沿用电脑端的设置。关闭：手机端单独设置，例如换成竖版图片。'],
      },
    },
  },
  authorityType: {
    en: ['Who may see it', 'Everyone, signed-in visitors only, or visitors holding an approved identity for this event.'],
    zh: ['可见范围', '所有访客、仅已登录的访客，或持有本活动已审核通过身份的访客。'],
    options: {
      '': { en: 'Every visitor (no rule set)', zh: '所有访客（未设置）' },
      all: { en: 'Every visitor', zh: '所有访客' },
      login: { en: 'Signed-in visitors', zh: '已登录的访客' },
      identity: { en: 'Visitors holding an identity', zh: '持有身份的访客' },
    },
  },
  businessIds: {
    en: ['Admitted identities', 'What the scope below lets in: identity types such as Attendee or Exhibition, or the ids of registration forms or ticket types. Left empty with a narrowed scope: nobody.'],
    zh: ['允许的身份', '下方范围所允许的对象：身份类型（例如 Attendee、Exhibition），或报名表、票种的编号。指定了范围却留空：任何人都看不到。'],
  },
  scopeType: {
    en: ['Which identities', 'Only for visitors holding an identity: any identity, some identity types, or identities from some registration forms or ticket types.'],
    zh: ['身份范围', '仅在“持有身份的访客”时生效：任意身份、指定身份类型，或来自指定报名表或票种的身份。'],
    options: {
      all: { en: 'Any identity', zh: '任意身份' },
      identityType: { en: 'Identity types listed', zh: '指定身份类型' },
      business: { en: 'Registration forms or ticket types listed', zh: '指定报名表或票种' },
    },
  },
});

export const commonDeclarations = [moduleCommonFields, moduleTitleFields, moreButtonFields, publicStyleFields];
