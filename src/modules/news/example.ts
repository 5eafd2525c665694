import type { newsModule } from '../../../schemas/modules/news';
import type { LanguageCode } from '../../../schemas/primitives';
import { DEMO_FILES, perLanguage, type Examples } from '../shared/examples';

type Story = [title: string, summary: string];

const copy: Record<LanguageCode, { heading: string; stories: Story[] }> = {
  'zh-CN': {
    heading: '展会新闻',
    stories: [
      ['MITE 2026 展位全部售罄，参展商来自 52 个国家和地区', '第三十一届澳门国际贸易投资展览会将于 10 月 22 日至 25 日在路氹港湾会展中心举行，展览面积较上届扩大三成。'],
      ['葡语国家馆首次设立绿色能源专区', '来自巴西、安哥拉与葡萄牙的企业将展示储能、氢能与光伏解决方案。'],
      ['买家配对服务开放预约', '采购商可在线提交需求，系统将在展前两周推荐合适的供应商。'],
      ['展会期间增开往返口岸的免费穿梭巴士', '穿梭巴士每 15 分钟一班，连接港珠澳大桥口岸、关闸与会展中心。'],
      ['开幕论坛议程公布', '多位政府官员与企业领袖将就区域贸易与数字经济发表主旨演讲。'],
    ],
  },
  'en-US': {
    heading: 'Expo news',
    stories: [
      ['MITE 2026 sells out, with exhibitors from 52 countries and regions', 'The 31st Macao International Trade and Investment Fair runs from 22 to 25 October at Cotai Harbour Exhibition Centre, on a floor area a third larger than last year.'],
      ['Portuguese-speaking Countries Pavilion opens its first green energy zone', 'Companies from Brazil, Angola and Portugal will show storage, hydrogen and solar solutions.'],
      ['Buyer matchmaking now open for booking', 'Buyers can submit their needs online; two weeks before the fair we suggest suppliers that match them.'],
      ['Free shuttle buses to the border crossings during the fair', 'Buses leave every 15 minutes, linking the bridge port, the Border Gate and the exhibition centre.'],
      ['Opening forum programme announced', 'Government officials and business leaders will give keynotes on regional trade and the digital economy.'],
    ],
  },
  'zh-HK': {
    heading: '展會新聞',
    stories: [
      ['MITE 2026 展位全部售罄，參展商來自 52 個國家和地區', '第三十一屆澳門國際貿易投資展覽會將於 10 月 22 日至 25 日在路氹港灣會展中心舉行，展覽面積較上屆擴大三成。'],
      ['葡語國家館首次設立綠色能源專區', '來自巴西、安哥拉與葡萄牙的企業將展示儲能、氫能與光伏解決方案。'],
      ['買家配對服務開放預約', '採購商可在網上提交需求，系統將於展前兩週推薦合適的供應商。'],
      ['展會期間增開往返口岸的免費穿梭巴士', '穿梭巴士每 15 分鐘一班，連接港珠澳大橋口岸、關閘與會展中心。'],
      ['開幕論壇議程公佈', '多位政府官員與企業領袖將就區域貿易與數碼經濟發表主旨演講。'],
    ],
  },
  'pt-PT': {
    heading: 'Notícias da feira',
    stories: [
      ['MITE 2026 esgotada, com expositores de 52 países e regiões', 'A 31.ª Feira Internacional de Macau decorre de 22 a 25 de outubro no Centro de Exposições do Porto do Cotai, numa área um terço maior do que no ano passado.'],
      ['Pavilhão dos Países de Língua Portuguesa abre a primeira zona de energia verde', 'Empresas do Brasil, de Angola e de Portugal apresentam soluções de armazenamento, hidrogénio e energia solar.'],
      ['Encontros com compradores abertos a marcação', 'Os compradores indicam as suas necessidades online; duas semanas antes da feira sugerimos fornecedores adequados.'],
      ['Autocarros gratuitos para as fronteiras durante a feira', 'Partidas a cada 15 minutos, ligando o posto fronteiriço da ponte, as Portas do Cerco e o centro de exposições.'],
      ['Anunciado o programa do fórum de abertura', 'Governantes e líderes empresariais fazem intervenções sobre comércio regional e economia digital.'],
    ],
  },
};

const covers = ['banner-exhibitors', 'banner-about', 'banner-visit', 'banner-travel', 'banner-about'];
const published = ['2026-10-08 10:00:00', '2026-09-30 09:30:00', '2026-09-22 15:00:00', '2026-09-15 11:00:00', '2026-09-03 09:00:00'];

/**
 * Five stories of MITE 2026, newest first: four open their news detail page, the shuttle bus
 * story links to the organiser's transport page instead. "More" opens the news list.
 */
export const newsExamples: Examples<typeof newsModule> = perLanguage((language) => ({
  id: `news-${language}`,
  pageId: `home-${language}`,
  sort: 5,
  moduleType: 'news',
  isShowMoreButton: true,
  moduleTitle: { title: copy[language].heading },
  config: {
    count: 5,
    items: copy[language].stories.map(([title, summary], index) => ({
      id: `news-${index + 1}`,
      title,
      summary,
      cover: `${DEMO_FILES}/${covers[index]}.svg`,
      publishTime: published[index],
      ...(index === 3
        ? { link: { linkType: 'external' as const, externalUrl: 'https://example.org/mite-2026/shuttle', openInNewTab: true, title } }
        : { detailId: String(7001 + index) }),
    })),
  },
}));
