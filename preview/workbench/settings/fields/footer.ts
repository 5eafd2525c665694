import { footerConfig } from '../../../../schemas/modules/footer';
import { declareFields } from '../declare';
import { LINK_KEYS } from './link';

/** The foot of the page: logo and about text, link columns, contacts, QR codes and copyright. */
export const footerFields = declareFields(footerConfig, {
  logo: {
    en: ['Logo', 'The organiser’s logo; the module’s title names it for screen readers.'],
    zh: ['标志', '主办方的标志；读屏软件会读出模块标题作为它的名称。'],
    widget: 'picture',
  },
  about: {
    en: ['About', 'A few sentences under the logo on the event and its organiser.'],
    zh: ['简介', '标志下方的几句话，介绍活动和主办方。'],
    widget: 'multiline',
  },
  columns: {
    en: ['Link columns', 'Columns of links side by side, such as “Visit”, “Exhibit” and “Media”.'],
    zh: ['链接栏', '并排显示的几栏链接，例如“参观”“参展”“媒体”。'],
    fields: {
      title: {
        en: ['Column heading', 'Such as “Visit”.'],
        zh: ['栏目标题', '例如“参观”。'],
      },
      links: {
        en: ['Links', 'The column’s links, top to bottom.'],
        zh: ['链接', '这一栏的链接，从上到下排列。'],
        fields: {
          ...LINK_KEYS,
          text: {
            en: ['Link text', 'What visitors read, such as “Floor plan”.'],
            zh: ['链接文字', '访客看到的文字，例如“展馆平面图”。'],
          },
        },
      },
    },
  },
  contacts: {
    en: ['Contacts', 'Ways to reach the organiser, under the heading “Contact us”.'],
    zh: ['联系方式', '联系主办方的方式，显示在“联系我们”下。'],
    fields: {
      label: {
        en: ['Kind', 'Such as “Email” or “Phone”.'],
        zh: ['类型', '例如“电子邮件”或“电话”。'],
      },
      value: {
        en: ['Detail', 'Such as info@mite-expo.example.org or +853 2800 2026.'],
        zh: ['内容', '例如 info@mite-expo.example.org 或 +853 2800 2026。'],
      },
    },
  },
  qrCodes: {
    en: ['QR codes', 'Codes to follow the event, such as its WeChat account, under “Follow us”.'],
    zh: ['二维码', '关注活动的二维码，例如微信公众号，显示在“关注我们”下。'],
    fields: {
      image: {
        en: ['QR code picture', 'A square picture of the code.'],
        zh: ['二维码图片', '正方形的二维码图片。'],
        widget: 'picture',
      },
      caption: {
        en: ['Caption', 'A line under the code, such as “Follow MITE on WeChat”.'],
        zh: ['说明', '二维码下方的一行字，例如“在微信关注 MITE”。'],
      },
    },
  },
  copyright: {
    en: ['Copyright line', 'The footer’s last line, such as “© 2026 MITE Organising Committee. All rights reserved.”'],
    zh: ['版权信息', '页脚的最后一行，例如“© 2026 MITE 组委会。保留所有权利。”'],
  },
});

export const footerDeclarations = [footerFields];
