import type { footerModule } from '../../../schemas/modules/footer';
import type { LanguageCode } from '../../../schemas/primitives';
import { DEMO_FILES, perLanguage, type Examples } from '../shared/examples';

type Copy = {
  organiser: string;
  about: string;
  columns: { title: string; links: [text: string, pageId: string][] }[];
  contacts: [label: string, value: string][];
  code: string;
  copyright: string;
};

const copy: Record<LanguageCode, Copy> = {
  'zh-CN': {
    organiser: 'MITE 组委会',
    about: '澳门国际贸易博览会由 MITE 组委会联同大湾区及葡语国家的贸易协会共同举办，每年十月在澳门举行。',
    columns: [
      { title: '参观', links: [['观众登记', 'registration'], ['展馆平面图', 'floor-plan'], ['交通与住宿', 'travel']] },
      { title: '参展', links: [['预订展位', 'book-stand'], ['参展商手册', 'exhibitor-manual'], ['赞助机会', 'sponsorship']] },
      { title: '媒体', links: [['新闻稿', 'press'], ['媒体登记', 'media-accreditation']] },
    ],
    contacts: [['电子邮件', 'info@mite-expo.example.org'], ['电话', '+853 2800 2026'], ['地址', '澳门路氹连贯公路']],
    code: '在微信关注 MITE',
    copyright: '© 2026 MITE 组委会。保留所有权利。',
  },
  'en-US': {
    organiser: 'MITE Organising Committee',
    about: 'The Macao International Trade Expo is organised every October by the MITE Organising Committee with trade associations from the Greater Bay Area and the Portuguese-speaking countries.',
    columns: [
      { title: 'Visit', links: [['Visitor registration', 'registration'], ['Floor plan', 'floor-plan'], ['Travel and hotels', 'travel']] },
      { title: 'Exhibit', links: [['Book a stand', 'book-stand'], ['Exhibitor manual', 'exhibitor-manual'], ['Sponsorship', 'sponsorship']] },
      { title: 'Media', links: [['Press releases', 'press'], ['Media accreditation', 'media-accreditation']] },
    ],
    contacts: [['Email', 'info@mite-expo.example.org'], ['Phone', '+853 2800 2026'], ['Address', 'Estrada do Istmo, Cotai, Macao']],
    code: 'Follow MITE on WeChat',
    copyright: '© 2026 MITE Organising Committee. All rights reserved.',
  },
  'zh-HK': {
    organiser: 'MITE 籌委會',
    about: '澳門國際貿易博覽會由 MITE 籌委會聯同大灣區及葡語國家的貿易協會合辦，每年十月在澳門舉行。',
    columns: [
      { title: '參觀', links: [['觀眾登記', 'registration'], ['展館平面圖', 'floor-plan'], ['交通與住宿', 'travel']] },
      { title: '參展', links: [['預訂展位', 'book-stand'], ['參展商手冊', 'exhibitor-manual'], ['贊助機會', 'sponsorship']] },
      { title: '傳媒', links: [['新聞稿', 'press'], ['傳媒登記', 'media-accreditation']] },
    ],
    contacts: [['電郵', 'info@mite-expo.example.org'], ['電話', '+853 2800 2026'], ['地址', '澳門路氹連貫公路']],
    code: '在微信關注 MITE',
    copyright: '© 2026 MITE 籌委會。版權所有。',
  },
  'pt-PT': {
    organiser: 'Comissão Organizadora da MITE',
    about: 'A Exposição Internacional de Comércio de Macau é organizada todos os outubros pela Comissão Organizadora da MITE, com associações comerciais da Grande Baía e dos países de língua portuguesa.',
    columns: [
      { title: 'Visitar', links: [['Inscrição de visitantes', 'registration'], ['Planta do recinto', 'floor-plan'], ['Viagem e alojamento', 'travel']] },
      { title: 'Expor', links: [['Reservar um stand', 'book-stand'], ['Manual do expositor', 'exhibitor-manual'], ['Patrocínios', 'sponsorship']] },
      { title: 'Imprensa', links: [['Comunicados de imprensa', 'press'], ['Acreditação de imprensa', 'media-accreditation']] },
    ],
    contacts: [['Correio eletrónico', 'info@mite-expo.example.org'], ['Telefone', '+853 2800 2026'], ['Morada', 'Estrada do Istmo, Cotai, Macau']],
    code: 'Siga a MITE no WeChat',
    copyright: '© 2026 Comissão Organizadora da MITE. Todos os direitos reservados.',
  },
};

/** The demo expo's footer: three link columns, three contacts and a QR code. */
export const footerExamples: Examples<typeof footerModule> = perLanguage((language) => {
  const text = copy[language];
  return {
    id: `footer-${language}`,
    pageId: `home-${language}`,
    sort: 99,
    moduleType: 'footer',
    isShowTitle: false,
    moduleTitle: { title: text.organiser },
    config: {
      logo: `${DEMO_FILES}/logo.svg`,
      about: text.about,
      columns: text.columns.map((column) => ({
        title: column.title,
        links: column.links.map(([label, pageId]) => ({ linkType: 'page' as const, linkPageId: pageId, text: label, title: label })),
      })),
      contacts: text.contacts.map(([label, value]) => ({ label, value })),
      qrCodes: [{ image: `${DEMO_FILES}/qr-wechat.svg`, caption: text.code }],
      copyright: text.copyright,
    },
  };
});
