import type { imageTextModule } from '../../../schemas/modules/imageText';
import type { LanguageCode } from '../../../schemas/primitives';
import { DEMO_FILES, perLanguage, type Examples } from '../shared/examples';

type Copy = { heading: string; cards: [title: string, description: string][] };

const copy: Record<LanguageCode, Copy> = {
  'zh-CN': {
    heading: '展会亮点',
    cards: [
      ['智能制造馆', '工业机器人、数字孪生与柔性产线现场演示，展示工厂自动化的最新成果。'],
      ['绿色能源论坛', '来自能源企业与研究机构的专家，探讨储能、氢能与低碳供应链。'],
      ['跨境电商专区', '平台、物流与支付服务商一站式对接，助力品牌进入新市场。'],
      ['食品饮料馆', '来自五大洲的特色食品与饮品，设有现场品鉴与采购洽谈区。'],
      ['买家配对服务', '提前预约一对一洽谈，系统根据采购需求推荐合适的供应商。'],
      ['初创企业街', '百余家初创企业展示新产品，并参加投资人路演。'],
      ['物流枢纽', '海运、空运与仓储服务商介绍大湾区多式联运方案。'],
      ['文化展演', '葡语国家与中国内地的文化表演、手工艺展示与美食体验。'],
    ],
  },
  'en-US': {
    heading: 'Expo highlights',
    cards: [
      ['Smart Manufacturing Hall', 'Live demonstrations of industrial robots, digital twins and flexible production lines from leading factory automation suppliers.'],
      ['Green Energy Forum', 'Experts from energy companies and research institutes discuss storage, hydrogen and low-carbon supply chains.'],
      ['Cross-border E-commerce Zone', 'Meet marketplaces, logistics and payment providers in one place and take your brand into new markets.'],
      ['Food and Beverage Hall', 'Specialities from five continents, with tasting counters and a dedicated area for sourcing meetings.'],
      ['Buyer Matchmaking', 'Book one-to-one meetings in advance; we suggest suppliers that match your sourcing needs.'],
      ['Startup Alley', 'More than a hundred young companies show new products and pitch to investors on the main stage.'],
      ['Logistics Hub', 'Sea, air and warehousing providers present multimodal routes through the Greater Bay Area.'],
      ['Cultural Showcase', 'Performances, crafts and food from Portuguese-speaking countries and mainland China.'],
    ],
  },
  'zh-HK': {
    heading: '展會亮點',
    cards: [
      ['智能製造館', '工業機械人、數碼孿生與柔性生產線現場示範，展示工廠自動化的最新成果。'],
      ['綠色能源論壇', '來自能源企業與研究機構的專家，探討儲能、氫能與低碳供應鏈。'],
      ['跨境電商專區', '平台、物流與支付服務商一站式對接，助力品牌進入新市場。'],
      ['食品飲料館', '來自五大洲的特色食品與飲品，設有現場品嚐與採購洽談區。'],
      ['買家配對服務', '預先預約一對一洽談，系統根據採購需求推薦合適的供應商。'],
      ['初創企業街', '百餘家初創企業展示新產品，並參加投資者路演。'],
      ['物流樞紐', '海運、空運與倉儲服務商介紹大灣區多式聯運方案。'],
      ['文化展演', '葡語國家與中國內地的文化表演、手工藝展示與美食體驗。'],
    ],
  },
  'pt-PT': {
    heading: 'Destaques da exposição',
    cards: [
      ['Pavilhão da Indústria Inteligente', 'Demonstrações ao vivo de robôs industriais, gémeos digitais e linhas de produção flexíveis.'],
      ['Fórum de Energia Verde', 'Especialistas de empresas de energia e centros de investigação debatem armazenamento, hidrogénio e cadeias de abastecimento hipocarbónicas.'],
      ['Zona de Comércio Eletrónico Transfronteiriço', 'Plataformas, logística e meios de pagamento num só lugar, para levar a sua marca a novos mercados.'],
      ['Pavilhão de Alimentação e Bebidas', 'Especialidades dos cinco continentes, com balcões de prova e uma área para reuniões de compras.'],
      ['Encontros com Compradores', 'Marque reuniões individuais com antecedência; sugerimos fornecedores adequados às suas necessidades.'],
      ['Rua das Startups', 'Mais de cem empresas jovens apresentam novos produtos e fazem pitches a investidores.'],
      ['Centro Logístico', 'Transporte marítimo, aéreo e armazenagem: rotas multimodais através da Grande Baía.'],
      ['Mostra Cultural', 'Espetáculos, artesanato e gastronomia dos países de língua portuguesa e da China continental.'],
    ],
  },
};

const pictures = ['booth', 'leaf', 'globe', 'food', 'handshake', 'mic', 'ship', 'people'];

/** Eight highlight cards in a 4 × 2 grid; every card but the last opens a page of the site. */
export const imageTextExamples: Examples<typeof imageTextModule> = perLanguage((language) => ({
  id: `image-text-highlights-${language}`,
  pageId: `home-${language}`,
  sort: 2,
  moduleType: 'imageText',
  moduleTitle: { title: copy[language].heading },
  config: {
    columns: 4,
    rows: 2,
    imageRatio: '4:3',
    items: copy[language].cards.map(([title, description], index) => ({
      id: `highlight-${index + 1}`,
      image: `${DEMO_FILES}/card-${pictures[index]}.svg`,
      title,
      description,
      link: index < 7 ? { linkType: 'page' as const, linkPageId: `highlight-${index + 1}`, title } : null,
    })),
  },
}));
