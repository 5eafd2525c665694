import type { exhibitionScheduleModule } from '../../../schemas/modules/exhibitionSchedule';
import type { LanguageCode } from '../../../schemas/primitives';
import { perLanguage, type Examples } from '../shared/examples';

type Entry = [date: string, begin: string, end: string, title: string, hall: string, category: string];

const copy: Record<LanguageCode, { heading: string; entries: Entry[] }> = {
  'zh-CN': {
    heading: '展期安排',
    entries: [
      ['2026-10-22', '10:00', '18:00', 'MITE 2026 专业观众日', 'A–D馆', '展览'],
      ['2026-10-22', '14:00', '17:00', '葡语国家产品及服务展（PLPEX）开幕', 'B馆', '展览'],
      ['2026-10-23', '09:30', '12:00', '跨境电商合作论坛', '论坛一厅', '论坛'],
      ['2026-10-23', '10:00', '18:00', '澳门国际品牌连锁加盟展', 'C馆', '展览'],
      ['2026-10-23', '14:30', '16:30', '买家一对一配对洽谈', '商贸配对室', '配对'],
      ['2026-10-24', '10:00', '18:00', '公众开放日', 'A–D馆', '展览'],
      ['2026-10-24', '15:00', '16:00', '葡语国家美食品鉴会', 'D馆', '活动'],
      ['2026-10-25', '10:00', '16:00', '展会最后一天', 'A–D馆', '展览'],
      ['2026-10-25', '16:30', '17:30', '闭幕式', 'A馆主舞台', '仪式'],
    ],
  },
  'en-US': {
    heading: 'Exhibition schedule',
    entries: [
      ['2026-10-22', '10:00', '18:00', 'MITE 2026 trade visitor day', 'Halls A–D', 'Fair'],
      ['2026-10-22', '14:00', '17:00', 'Opening of the Portuguese-speaking Countries Products and Services Exhibition (PLPEX)', 'Hall B', 'Fair'],
      ['2026-10-23', '09:30', '12:00', 'Cross-border e-commerce cooperation forum', 'Forum Room 1', 'Forum'],
      ['2026-10-23', '10:00', '18:00', 'Macao Franchise Expo', 'Hall C', 'Fair'],
      ['2026-10-23', '14:30', '16:30', 'One-to-one buyer matchmaking', 'Business Matching Lounge', 'Matchmaking'],
      ['2026-10-24', '10:00', '18:00', 'Public day', 'Halls A–D', 'Fair'],
      ['2026-10-24', '15:00', '16:00', 'Tasting of food from Portuguese-speaking countries', 'Hall D', 'Activity'],
      ['2026-10-25', '10:00', '16:00', 'Final day of the exhibition', 'Halls A–D', 'Fair'],
      ['2026-10-25', '16:30', '17:30', 'Closing ceremony', 'Hall A Main Stage', 'Ceremony'],
    ],
  },
  'zh-HK': {
    heading: '展期安排',
    entries: [
      ['2026-10-22', '10:00', '18:00', 'MITE 2026 專業觀眾日', 'A–D館', '展覽'],
      ['2026-10-22', '14:00', '17:00', '葡語國家產品及服務展（PLPEX）開幕', 'B館', '展覽'],
      ['2026-10-23', '09:30', '12:00', '跨境電商合作論壇', '論壇一廳', '論壇'],
      ['2026-10-23', '10:00', '18:00', '澳門國際品牌連鎖加盟展', 'C館', '展覽'],
      ['2026-10-23', '14:30', '16:30', '買家一對一配對洽談', '商貿配對室', '配對'],
      ['2026-10-24', '10:00', '18:00', '公眾開放日', 'A–D館', '展覽'],
      ['2026-10-24', '15:00', '16:00', '葡語國家美食品鑑會', 'D館', '活動'],
      ['2026-10-25', '10:00', '16:00', '展會最後一天', 'A–D館', '展覽'],
      ['2026-10-25', '16:30', '17:30', '閉幕式', 'A館主舞台', '儀式'],
    ],
  },
  'pt-PT': {
    heading: 'Calendário da exposição',
    entries: [
      ['2026-10-22', '10:00', '18:00', 'MITE 2026: dia dos visitantes profissionais', 'Pavilhões A–D', 'Feira'],
      ['2026-10-22', '14:00', '17:00', 'Abertura da Exposição de Produtos e Serviços dos Países de Língua Portuguesa (PLPEX)', 'Pavilhão B', 'Feira'],
      ['2026-10-23', '09:30', '12:00', 'Fórum de cooperação em comércio eletrónico transfronteiriço', 'Sala de Fórum 1', 'Fórum'],
      ['2026-10-23', '10:00', '18:00', 'Exposição de Franquias de Macau', 'Pavilhão C', 'Feira'],
      ['2026-10-23', '14:30', '16:30', 'Encontros individuais com compradores', 'Sala de Encontros de Negócios', 'Encontros'],
      ['2026-10-24', '10:00', '18:00', 'Dia aberto ao público', 'Pavilhões A–D', 'Feira'],
      ['2026-10-24', '15:00', '16:00', 'Prova de gastronomia dos países de língua portuguesa', 'Pavilhão D', 'Atividade'],
      ['2026-10-25', '10:00', '16:00', 'Último dia da exposição', 'Pavilhões A–D', 'Feira'],
      ['2026-10-25', '16:30', '17:30', 'Cerimónia de encerramento', 'Palco Principal do Pavilhão A', 'Cerimónia'],
    ],
  },
};

/** The expo's four days: fairs, forums and activities by hall, each opening its detail page. */
export const exhibitionScheduleExamples: Examples<typeof exhibitionScheduleModule> = perLanguage((language) => ({
  id: `exhibition-schedule-${language}`,
  pageId: `home-${language}`,
  sort: 6,
  moduleType: 'exhibitionSchedule',
  isShowMoreButton: true,
  moduleTitle: { title: copy[language].heading },
  config: {
    items: copy[language].entries.map(([date, beginTime, endTime, title, hall, category], index) => ({
      id: `91${String(index + 1).padStart(2, '0')}`,
      date,
      beginTime,
      endTime,
      title,
      hall,
      category,
    })),
  },
}));
