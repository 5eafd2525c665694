import type { descriptionModule } from '../../../schemas/modules/description';
import { DEMO_FILES, perLanguage, type Examples } from '../shared/examples';

const copy = {
  'zh-CN': {
    title: '关于博览会',
    content: `<h3>大湾区与葡语国家相遇的四天</h3>
<p>澳门国际贸易博览会（MITE 2026）将于<strong>10月22日至25日</strong>在路氹港湾会展中心举行，汇聚来自60个国家和地区的1,200家参展商，覆盖智能制造、绿色能源、跨境电商及食品饮料等领域。</p>
<ul><li>四大主题展馆，设有葡萄牙、巴西、安哥拉、莫桑比克等国家馆</li><li>超过80场论坛与行业对接会</li><li>专业买家一对一配对服务</li></ul>
<table><thead><tr><th>日期</th><th>开放时间</th><th>开放对象</th></tr></thead><tbody><tr><td>10月22日至23日</td><td>10:00–18:00</td><td>专业观众</td></tr><tr><td>10月24日至25日</td><td>10:00–18:00（25日17:00闭馆）</td><td>公众</td></tr></tbody></table>
<p><img src="${DEMO_FILES}/card-map.svg" alt="展馆地图示意图" width="400" height="300"></p>
<p>参观前请阅读<a href="https://mite-expo.example.org/visitor-guide" target="_blank">观众指南</a>。</p>`,
  },
  'en-US': {
    title: 'About the expo',
    content: `<h3>Four days where the Greater Bay Area meets the Portuguese-speaking world</h3>
<p>The Macao International Trade Expo (MITE 2026) takes place at the Cotai Harbour Exhibition Centre from <strong>22 to 25 October</strong>, bringing together 1,200 exhibitors from 60 countries and regions across smart manufacturing, green energy, cross-border e-commerce and food and beverage.</p>
<ul><li>Four themed halls with country pavilions from Portugal, Brazil, Angola, Mozambique and more</li><li>More than 80 forums and industry matchmaking sessions</li><li>One-to-one meetings arranged for trade buyers</li></ul>
<table><thead><tr><th>Dates</th><th>Opening hours</th><th>Open to</th></tr></thead><tbody><tr><td>22–23 October</td><td>10:00–18:00</td><td>Trade visitors</td></tr><tr><td>24–25 October</td><td>10:00–18:00 (closes at 17:00 on 25 October)</td><td>General public</td></tr></tbody></table>
<p><img src="${DEMO_FILES}/card-map.svg" alt="Illustrated map of the exhibition halls" width="400" height="300"></p>
<p>Please read the <a href="https://mite-expo.example.org/visitor-guide" target="_blank">visitor guide</a> before you come.</p>`,
  },
  'zh-HK': {
    title: '關於博覽會',
    content: `<h3>大灣區與葡語國家相遇的四天</h3>
<p>澳門國際貿易博覽會（MITE 2026）將於<strong>10月22日至25日</strong>在路氹港灣會展中心舉行，匯聚來自60個國家和地區的1,200家參展商，涵蓋智能製造、綠色能源、跨境電商及食品飲料等領域。</p>
<ul><li>四大主題展館，設有葡萄牙、巴西、安哥拉、莫桑比克等國家館</li><li>超過80場論壇與行業對接會</li><li>專業買家一對一配對服務</li></ul>
<table><thead><tr><th>日期</th><th>開放時間</th><th>開放對象</th></tr></thead><tbody><tr><td>10月22日至23日</td><td>10:00–18:00</td><td>專業觀眾</td></tr><tr><td>10月24日至25日</td><td>10:00–18:00（25日17:00閉館）</td><td>公眾</td></tr></tbody></table>
<p><img src="${DEMO_FILES}/card-map.svg" alt="展館地圖示意圖" width="400" height="300"></p>
<p>參觀前請閱讀<a href="https://mite-expo.example.org/visitor-guide" target="_blank">觀眾指南</a>。</p>`,
  },
  'pt-PT': {
    title: 'Sobre a exposição',
    content: `<h3>Quatro dias em que a Grande Baía encontra o mundo lusófono</h3>
<p>A Exposição Internacional de Comércio de Macau (MITE 2026) decorre no Centro de Exposições do Porto do Cotai de <strong>22 a 25 de outubro</strong> e reúne 1200 expositores de 60 países e regiões nas áreas da indústria inteligente, energia verde, comércio eletrónico transfronteiriço e alimentação e bebidas.</p>
<ul><li>Quatro pavilhões temáticos, com pavilhões nacionais de Portugal, Brasil, Angola, Moçambique e outros</li><li>Mais de 80 fóruns e sessões de contactos empresariais</li><li>Reuniões individuais organizadas para compradores profissionais</li></ul>
<table><thead><tr><th>Datas</th><th>Horário</th><th>Aberto a</th></tr></thead><tbody><tr><td>22 e 23 de outubro</td><td>10:00–18:00</td><td>Visitantes profissionais</td></tr><tr><td>24 e 25 de outubro</td><td>10:00–18:00 (fecha às 17:00 a 25 de outubro)</td><td>Público em geral</td></tr></tbody></table>
<p><img src="${DEMO_FILES}/card-map.svg" alt="Mapa ilustrado dos pavilhões da exposição" width="400" height="300"></p>
<p>Antes da visita, leia o <a href="https://mite-expo.example.org/visitor-guide" target="_blank">guia do visitante</a>.</p>`,
  },
} as const;

/** The demo expo's introduction: headings, a list, an opening-hours table, a picture and a link. */
export const descriptionExamples: Examples<typeof descriptionModule> = perLanguage((language) => ({
  id: `description-about-${language}`,
  pageId: `home-${language}`,
  sort: 1,
  moduleType: 'description',
  moduleTitle: { title: copy[language].title },
  config: { content: copy[language].content },
}));
